/**
 * The compare list: up to four product slugs, kept in the `compare` cookie (no account needed; the
 * server renders the compare bar from it, so it never flashes). A page requested with the cookie is
 * personal: the page cache and a CDN do not keep it (platform/pageCache.ts). The compare page itself
 * reads only its URL (`?p=slug&p=slug`), so a comparison is shared by its address.
 */
export const COMPARE_COOKIE = "compare"
export const MAX_COMPARE = 4
/** Thirty days, as a shopping trip may last. */
export const COMPARE_COOKIE_MAX_AGE = 30 * 24 * 60 * 60

const SLUG = /^[a-z0-9][a-z0-9._-]{0,127}$/i

export const isCompareSlug = (slug: string): boolean => SLUG.test(slug)

/** The list from a Cookie header (or `document.cookie`): valid slugs, no repeats, at most four. */
export const compareListOf = (cookieHeader: string | null | undefined): ReadonlyArray<string> => {
  const match = /(?:^|;\s*)compare=([^;]*)/.exec(cookieHeader ?? "")
  if (!match) return []
  let raw = match[1]!
  try {
    raw = decodeURIComponent(raw)
  } catch {
    return []
  }
  return [...new Set(raw.split(",").filter(isCompareSlug))].slice(0, MAX_COMPARE)
}

/** The Set-Cookie value for a list; an empty list removes the cookie (the pages are shareable again). */
export const compareCookie = (list: ReadonlyArray<string>, secure: boolean): string => {
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`
  return list.length === 0
    ? `${COMPARE_COOKIE}=; Max-Age=0; ${attributes}`
    : `${COMPARE_COOKIE}=${encodeURIComponent(list.join(","))}; Max-Age=${COMPARE_COOKIE_MAX_AGE}; ${attributes}`
}

export type CompareChange = { readonly op: "add" | "remove"; readonly slug: string } | { readonly op: "clear" }

/** The list after a change; `full` when a fifth product was refused. */
export const changeCompare = (list: ReadonlyArray<string>, change: CompareChange): { readonly list: ReadonlyArray<string>; readonly full: boolean } => {
  if (change.op === "clear") return { list: [], full: false }
  if (change.op === "remove") return { list: list.filter((s) => s !== change.slug), full: false }
  if (list.includes(change.slug)) return { list, full: false }
  if (list.length >= MAX_COMPARE) return { list, full: true }
  return { list: [...list, change.slug], full: false }
}

/** The compare page's address for a list (the bar's link, the page's own links). */
export const comparePath = (lang: string, list: ReadonlyArray<string>, extra: Readonly<Record<string, string>> = {}): string => {
  const params = new URLSearchParams()
  for (const slug of list) params.append("p", slug)
  for (const [key, value] of Object.entries(extra)) params.append(key, value)
  const query = params.toString()
  return `/${lang}/product-catalog/compare/${query === "" ? "" : `?${query}`}`
}

/** The comparison as a PDF: the same products and rows (`only=diff`), in the page's language. */
export const comparePdfPath = (lang: string, list: ReadonlyArray<string>, only: boolean): string => {
  const params = new URLSearchParams({ lang })
  for (const slug of list) params.append("p", slug)
  if (only) params.append("only", "diff")
  return `/api/pdf/compare?${params.toString()}`
}
