/** What the page shell renders, as the shell server function hands it to the browser. */
import type { Language } from "@shop/core/i18n/language"
import type { AccountSummary } from "../account/model.ts"

/** `external` and `newTab` may be left out when false (the shell's links, sent with every page). */
export interface LinkView {
  readonly href: string
  readonly external?: boolean
  readonly newTab?: boolean
}

export type NavItemView =
  | { readonly kind: "link"; readonly id: string; readonly label: string; readonly link: LinkView }
  | {
      readonly kind: "flyout"
      readonly id: string
      readonly label: string
      readonly items: ReadonlyArray<{ readonly kind: "link"; readonly id: string; readonly label: string; readonly link: LinkView }>
    }

export type RichSegment =
  | { readonly kind: "break" }
  | { readonly kind: "text"; readonly text: string; readonly bold: boolean; readonly italic: boolean; readonly link: LinkView | null }
export type RichParagraph = ReadonlyArray<RichSegment>

export interface FooterColumnView {
  readonly id: string
  readonly title: string
  readonly paragraphs: ReadonlyArray<RichParagraph>
  readonly links: ReadonlyArray<{ readonly id: string; readonly label: string; readonly link: LinkView }>
}

export interface SocialLinkView {
  readonly network: "facebook" | "youtube" | "tiktok" | "xing" | "linkedin" | "instagram"
  readonly href: string
}

/** Spec §2: the footer's columns stand in a grid of 4 from four columns on, else of 3 (more than four wrap). */
export const footerGridOf = (columnCount: number): 3 | 4 => (columnCount >= 4 ? 4 : 3)

export interface ShellSettings {
  readonly brandName: string | null
  readonly navigation: ReadonlyArray<NavItemView>
  readonly footerColumns: ReadonlyArray<FooterColumnView>
  readonly newsletter: {
    readonly title: string
    readonly description: string
    readonly signUpLabel: string
    readonly link: LinkView
  } | null
  readonly social: ReadonlyArray<SocialLinkView>
  readonly copyright: string
}

export interface ShellData {
  readonly lang: Language
  /** Every language of the shop with its flag (spec §2: en shows gb, de shows at). */
  readonly languages: ReadonlyArray<{ readonly lang: Language; readonly flag: "at" | "gb"; readonly isDefault: boolean }>
  /** Origin for canonical and hreflang links. */
  readonly origin: string
  /** The language cookie's shared domain, when one is configured (LANG_COOKIE_DOMAIN). */
  readonly cookieDomain?: string
  readonly settings: ShellSettings
  /** The compare list from the `compare` cookie (features/compare/list.ts), so the bar is rendered by the server. */
  readonly compare: ReadonlyArray<string>
  /** The visitor's header state as the server knows it, so the first paint is right for a full cart or a logged-in user. */
  readonly visitor: VisitorView
}

export interface VisitorView {
  readonly cartLines: number
  /** null for a guest. */
  readonly account: AccountSummary | null
}
