/**
 * Route rules of spec §2 as a pure function of the request: the server executes the answer.
 * - `/home`, `home`, `/` and the empty path: 301 to `/{language}/` (language cookie, else the browser
 *   language, else the default; a logged-in user's language comes with accounts);
 * - a path without a trailing slash: 301 to the same path with one, the query kept;
 *   paths with an anchor (`#`) and file-like paths (`/api/…`, `/x.pdf`) are left alone;
 * - server redirect rules (configured) may send anywhere; an external target means a full load.
 */
import { type Language, resolveLanguage } from "../i18n/language.ts"

export interface RouteRequest {
  /** Path as received, without the query (`/de/product-catalog`). May be empty. */
  readonly path: string
  /** Query including `?`, or "". */
  readonly search: string
  readonly acceptLanguage?: string | undefined
  /** The language cookie (spec §4: it wins over the browser's languages). */
  readonly languageCookie?: string | undefined
  readonly defaultLanguage: Language
}

export interface RedirectRule {
  readonly from: string
  readonly to: string
}

export type RouteDecision =
  | { readonly _tag: "Continue" }
  | { readonly _tag: "Redirect"; readonly status: 301 | 302; readonly location: string; readonly external: boolean }

const HOME_PATHS = new Set(["", "/", "/home", "home", "/home/"])
/** Prefixes served as they are (API, assets, build output); they never get a trailing slash. */
const PASS_THROUGH = ["/api/", "/assets/", "/_build/", "/builds/", "/files/"]

export const isExternal = (target: string): boolean => /^(https?:)?\/\//i.test(target) || /^mailto:/i.test(target)

export const decideRoute = (request: RouteRequest, rules: ReadonlyArray<RedirectRule> = []): RouteDecision => {
  const { path, search } = request
  if (HOME_PATHS.has(path)) {
    const lang = resolveLanguage({ cookie: request.languageCookie, acceptLanguage: request.acceptLanguage, fallback: request.defaultLanguage })
    return { _tag: "Redirect", status: 301, location: `/${lang}/${search}`, external: false }
  }
  // One leading slash only: a location of `//host` or `/\host` would send the browser to another site.
  const normalized = `/${path.replace(/^[/\\]+/, "")}`
  const rule = rules.find((r) => withSlash(r.from) === withSlash(normalized))
  if (rule) return { _tag: "Redirect", status: 301, location: rule.to, external: isExternal(rule.to) }
  if (path.includes("#") || PASS_THROUGH.some((p) => normalized.startsWith(p))) return { _tag: "Continue" }
  const last = normalized.slice(normalized.lastIndexOf("/") + 1)
  if (/\.[a-z0-9]{2,5}$/i.test(last)) return { _tag: "Continue" } // a file such as /index.html or /robots.txt
  if (!normalized.endsWith("/")) return { _tag: "Redirect", status: 301, location: `${normalized}/${search}`, external: false }
  if (normalized !== path) return { _tag: "Redirect", status: 301, location: `${normalized}${search}`, external: false }
  return { _tag: "Continue" }
}

const withSlash = (p: string): string => (p.endsWith("/") ? p : `${p}/`)
