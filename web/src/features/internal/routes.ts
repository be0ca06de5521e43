/**
 * Shared by the internal pages' routes: `noindex` heads, and the `lang` query of the language
 * toggle (the root route reads it to load the shell in that language; see `__root.tsx`). Titles and
 * descriptions are in the shop's catalogue (a head is not code-split); the rest of the internal
 * pages' texts come with their chunks (`intl.tsx`).
 */
import { type ShopMessageId, t } from "../../platform/i18n/intl.ts"
import { shellOf } from "../../platform/seo.ts"

export const langSearch = (search: Record<string, unknown>): { readonly lang?: "de" | "en" } =>
  search["lang"] === "de" || search["lang"] === "en" ? { lang: search["lang"] } : {}

/** Title and description in the shell's language, `noindex`, no canonical (the page is not for the public). */
export const internalHead =
  (title: ShopMessageId, description: ShopMessageId) =>
  ({ matches }: { readonly matches: ReadonlyArray<{ readonly routeId: string; readonly loaderData?: unknown }> }) => {
    const shell = shellOf(matches)
    if (!shell) return {}
    return {
      meta: [
        { title: `${t(shell.lang, title)} | ${t(shell.lang, "site.name")}` },
        { name: "description", content: t(shell.lang, description) },
        { name: "robots", content: "noindex, nofollow" },
      ],
    }
  }

const text = (value: unknown): string => (typeof value === "string" ? value.slice(0, 32) : typeof value === "number" ? String(value) : "")

/** The calculator's query: its three inputs as typed (at most 32 characters each), and `lang`. */
export const calculatorSearch = (
  search: Record<string, unknown>,
): { readonly lang?: "de" | "en"; readonly price?: string; readonly quantity?: string; readonly discount?: string } => ({
  ...langSearch(search),
  ...(search["price"] === undefined ? {} : { price: text(search["price"]) }),
  ...(search["quantity"] === undefined ? {} : { quantity: text(search["quantity"]) }),
  ...(search["discount"] === undefined ? {} : { discount: text(search["discount"]) }),
})
