/**
 * The `_settings` story's content (Storyblok blocks) decoded with Schema and turned into what the
 * page shell renders: navigation with flyouts, footer columns, newsletter block, social links.
 * Unknown blocks and broken links are dropped instead of breaking the page.
 */
import { Option, Schema } from "effect"
import { type ContentLink, type Language, resolveLink } from "@shop/core"
import type { FooterColumnView, LinkView, NavItemView, RichParagraph, RichSegment, ShellSettings, SocialLinkView } from "./model.ts"

const ContentLinkSchema = Schema.Struct({
  linktype: Schema.optionalKey(Schema.Literals(["story", "url", "email", "asset"])),
  url: Schema.optionalKey(Schema.String),
  cached_url: Schema.optionalKey(Schema.String),
  email: Schema.optionalKey(Schema.String),
  anchor: Schema.optionalKey(Schema.String),
  target: Schema.optionalKey(Schema.String),
  id: Schema.optionalKey(Schema.String),
  story: Schema.optionalKey(Schema.Struct({ full_slug: Schema.String })),
})

const NavItemBlock = Schema.Struct({
  _uid: Schema.String,
  component: Schema.Literal("nav-item"),
  label: Schema.String,
  link: ContentLinkSchema,
})
const NavFlyoutBlock = Schema.Struct({
  _uid: Schema.String,
  component: Schema.Literal("nav-flyout"),
  label: Schema.String,
  items: Schema.Array(Schema.Unknown),
})
const FooterLinkBlock = Schema.Struct({ _uid: Schema.String, label: Schema.String, link: ContentLinkSchema })
const FooterColumnBlock = Schema.Struct({
  _uid: Schema.String,
  component: Schema.Literal("footer-column"),
  title: Schema.String,
  text: Schema.optionalKey(Schema.Unknown),
  links: Schema.optionalKey(Schema.Array(Schema.Unknown)),
})
const SettingsContent = Schema.Struct({
  brandName: Schema.optionalKey(Schema.String),
  navigation: Schema.optionalKey(Schema.Array(Schema.Unknown)),
  footerColumns: Schema.optionalKey(Schema.Array(Schema.Unknown)),
  newsletterTitle: Schema.optionalKey(Schema.String),
  newsletterDescription: Schema.optionalKey(Schema.String),
  newsletterSignUpLabel: Schema.optionalKey(Schema.String),
  newsletterLink: Schema.optionalKey(ContentLinkSchema),
  copyright: Schema.optionalKey(Schema.String),
  /** Rich text beside the contact form: address, phone, e-mail, opening hours. */
  contactDetails: Schema.optionalKey(Schema.Unknown),
})

/** Rich text (Storyblok's ProseMirror JSON): paragraphs of text with bold, italic and link marks. */
const RichTextNode = Schema.Struct({
  type: Schema.String,
  text: Schema.optionalKey(Schema.String),
  content: Schema.optionalKey(Schema.Array(Schema.Unknown)),
  marks: Schema.optionalKey(
    Schema.Array(Schema.Struct({ type: Schema.String, attrs: Schema.optionalKey(Schema.Record(Schema.String, Schema.Unknown)) })),
  ),
})

export const socialNetworks = ["facebook", "youtube", "tiktok", "xing", "linkedin", "instagram"] as const

const decode = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) => {
  const run = Schema.decodeUnknownOption(schema)
  return (input: unknown): S["Type"] | undefined => Option.getOrUndefined(run(input))
}
const decodeLink = decode(ContentLinkSchema)
const decodeNavItem = decode(NavItemBlock)
const decodeNavFlyout = decode(NavFlyoutBlock)
const decodeFooterLink = decode(FooterLinkBlock)
const decodeFooterColumn = decode(FooterColumnBlock)
const decodeSettings = decode(SettingsContent)
const decodeRichNode = decode(RichTextNode)

const toLink = (link: ContentLink | undefined, lang: Language): LinkView | null => {
  if (link === undefined) return null
  const resolved = resolveLink(link, lang)
  if (resolved === null) return null
  // Only what is true: some 40 links go into every page's hydration data.
  return { href: resolved.href, ...(resolved.external ? { external: true } : {}), ...(resolved.newTab ? { newTab: true } : {}) }
}

// Ids are positions ("n2", "n2-1", "f1-3"), not the content's 36-character block ids: they are only
// keys and element ids within one page, and the shell's settings go into every page's hydration data.
const navItems = (blocks: ReadonlyArray<unknown>, lang: Language, prefix = "n"): Array<NavItemView> =>
  blocks
    .flatMap((block): Array<{ readonly kind: "link"; readonly label: string; readonly link: LinkView } | { readonly kind: "flyout"; readonly label: string; readonly items: ReadonlyArray<unknown> }> => {
      const item = decodeNavItem(block)
      if (item) {
        const link = toLink(item.link, lang)
        return link ? [{ kind: "link", label: item.label, link }] : []
      }
      const flyout = decodeNavFlyout(block)
      if (flyout) return [{ kind: "flyout", label: flyout.label, items: flyout.items }]
      return []
    })
    .flatMap((item, index): Array<NavItemView> => {
      const id = `${prefix}${index}`
      if (item.kind === "link") return [{ ...item, id }]
      const items = navItems(item.items, lang, `${id}-`).flatMap((sub) => (sub.kind === "link" ? [sub] : []))
      return items.length > 0 ? [{ kind: "flyout", id, label: item.label, items }] : []
    })

const segments = (nodes: ReadonlyArray<unknown>, lang: Language): Array<RichSegment> =>
  nodes.flatMap((raw): Array<RichSegment> => {
    const node = decodeRichNode(raw)
    if (!node) return []
    if (node.type === "hard_break") return [{ kind: "break" }]
    if (node.type !== "text" || node.text === undefined) return []
    const marks = node.marks ?? []
    const linkMark = marks.find((m) => m.type === "link")
    const attrs = linkMark?.attrs
    // Storyblok writes absent attributes as null; the link schema has optional keys, so leave them out.
    const present = attrs ? Object.fromEntries(Object.entries(attrs).filter(([, value]) => value !== null && value !== undefined)) : null
    const link = present ? toLink(decodeLink({ linktype: "url", ...present, ...(present["href"] === undefined ? {} : { url: present["href"] }) }), lang) : null
    return [
      {
        kind: "text",
        text: node.text,
        bold: marks.some((m) => m.type === "bold"),
        italic: marks.some((m) => m.type === "italic"),
        link,
      },
    ]
  })

export const richText = (doc: unknown, lang: Language): Array<RichParagraph> => {
  const root = decodeRichNode(doc)
  if (!root || root.type !== "doc") return []
  return (root.content ?? []).flatMap((raw) => {
    const block = decodeRichNode(raw)
    if (!block || block.type !== "paragraph") return []
    const parts = segments(block.content ?? [], lang)
    return parts.length > 0 ? [parts] : []
  })
}

const footerColumns = (blocks: ReadonlyArray<unknown>, lang: Language): Array<FooterColumnView> =>
  blocks.flatMap((block) => {
    const column = decodeFooterColumn(block)
    if (!column) return []
    const links = (column.links ?? []).flatMap((raw) => {
      const item = decodeFooterLink(raw)
      const link = item ? toLink(item.link, lang) : null
      return item && link ? [{ label: item.label, link }] : []
    })
    return [{ title: column.title, paragraphs: richText(column.text, lang), links }]
  })
  .map((column, index) => ({ ...column, id: `f${index}`, links: column.links.map((link, n) => ({ ...link, id: `f${index}-${n}` })) }))

const socialLinks = (content: Readonly<Record<string, unknown>>, lang: Language): Array<SocialLinkView> =>
  socialNetworks.flatMap((network) => {
    const link = decodeLink(content[network])
    const url = link?.url ?? link?.cached_url ?? ""
    if (!link || url.trim() === "") return []
    const resolved = toLink(link, lang)
    return resolved ? [{ network, href: resolved.href }] : []
  })

/** Settings content to the shell; null settings (missing story) give an empty shell. */
export const toShellSettings = (content: Readonly<Record<string, unknown>> | null, lang: Language, year: number): ShellSettings => {
  const settings = content === null ? undefined : decodeSettings(content)
  const newsletterLink = toLink(settings?.newsletterLink, lang)
  return {
    brandName: settings?.brandName ?? null,
    navigation: navItems(settings?.navigation ?? [], lang),
    footerColumns: footerColumns(settings?.footerColumns ?? [], lang),
    newsletter:
      settings?.newsletterTitle && newsletterLink
        ? {
            title: settings.newsletterTitle,
            description: settings.newsletterDescription ?? "",
            signUpLabel: settings.newsletterSignUpLabel ?? settings.newsletterTitle,
            link: newsletterLink,
          }
        : null,
    social: content === null ? [] : socialLinks(content, lang),
    copyright: (settings?.copyright ?? "").replaceAll("{year}", String(year)),
  }
}

const contactDetailsByContent = new WeakMap<object, Partial<Record<Language, ReadonlyArray<RichParagraph>>>>()

/**
 * The company's contact details beside the contact form: only that page loads them, not every
 * page's hydration data. Decoded once per settings story (the content adapters keep one object
 * while it is unchanged) and language, as the shell's view is.
 */
export const toContactDetails = (content: Readonly<Record<string, unknown>> | null, lang: Language): ReadonlyArray<RichParagraph> => {
  if (content === null) return []
  const views = contactDetailsByContent.get(content) ?? {}
  contactDetailsByContent.set(content, views)
  return (views[lang] ??= richText(decodeSettings(content)?.contactDetails, lang))
}
