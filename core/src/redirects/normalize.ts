/**
 * Old-site URLs as one key, so every spelling of one old page finds its redirect: host and scheme
 * dropped, percent-encoding decoded (`/%C3%BCber-uns.html` = `/über-uns.html`), Unicode composed
 * (NFC), lower case, double slashes collapsed, `.htm` read as `.html`, a trailing
 * `index.html`/`index.htm` at any depth and a trailing slash dropped
 * (`/referenzen/index.html` = `/referenzen/` = `/referenzen`). The server computes the same key for
 * a request path, so the CLI and the server always agree. A line starting with `//` is a path with
 * a doubled slash (`//impressum.html`) unless what follows looks like a host name
 * (`//www.alt-gehaeuse.at/…`).
 */

export interface OldUrl {
  /** As written in the list. */
  readonly raw: string
  /** The path as the new server receives it: decoded, composed, lower case, single slashes. */
  readonly path: string
  /** The path a browser requests for it, as written but percent-encoded by the URL parser (a server's `url.pathname`), one leading slash. */
  readonly requestPath: string
  /** The same with its leading slashes as written (`//impressum.html`): what `--check` requests. */
  readonly sentPath: string
  /** The lookup key (see above). */
  readonly key: string
  /** Query including `?`, or "". */
  readonly query: string
  /** Fragment including `#`, or "": never sent to a server, kept for the report. */
  readonly fragment: string
}

/** Decodes each `%XX` run that is valid UTF-8; a malformed escape stays as written. */
const decode = (path: string): string => path.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
  try {
    return decodeURIComponent(run)
  } catch {
    return run
  }
})

/** Decoded, composed, lower-case path with single slashes and one leading slash. */
export const cleanPath = (pathname: string): string => `/${decode(pathname).normalize("NFC").toLowerCase().replace(/\/{2,}/g, "/").replace(/^\/+/, "")}`

/** The lookup key of a request path or an old URL's path. */
export const legacyKey = (pathname: string): string => {
  const path = cleanPath(pathname).replace(/\/index\.html?$/, "/").replace(/\.htm$/, ".html")
  return path.length > 1 ? path.replace(/\/+$/, "") : "/"
}

/** File extensions of old pages: `//impressum.html` names a page, not a host whose top-level domain is `html`. */
const PAGE_EXTENSIONS = /\.(?:s?html?|php\d?|aspx?|jsp|cfm|cgi|pl|pdf|xml|txt|jpe?g|png|gif|zip|docx?|xlsx?)$/i

/** Whether the text after `//` starts with a host name: dotted labels, an alphabetic last label that is no file extension, or localhost. */
const looksLikeHost = (authority: string): boolean => {
  const host = authority.replace(/^[^@]*@/, "").replace(/:\d*$/, "").replace(/\.$/, "")
  if (/^localhost$/i.test(host) || /^\[[0-9a-f:.]+\]$/i.test(host) || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)) return true
  if (PAGE_EXTENSIONS.test(host)) return false
  return /^(?:[a-z0-9\u00a0-\uffff](?:[a-z0-9\u00a0-\uffff-]*[a-z0-9\u00a0-\uffff])?\.)+[a-z\u00a0-\uffff]{2,63}$/i.test(host)
}

/**
 * Whether a path can be an old URL the server answers from the redirect table: the new site owns
 * `/`, every extension-less path under `/de/` and `/en/`, and its technical prefixes.
 */
export const isLegacyPath = (pathname: string): boolean => {
  if (pathname === "/" || pathname === "") return false
  if (/^\/(?:api|_build|builds|files|assets|_serverFn)\//.test(pathname)) return false
  if (!/^\/(?:de|en)(?:\/|$)/i.test(pathname)) return true
  const last = pathname.slice(pathname.lastIndexOf("/") + 1)
  return /\.[a-z0-9]{2,5}$/i.test(last)
}

/** One line of the old site's URL list: a path or a full URL of the old site (its host is ignored). */
export const parseOldUrl = (raw: string): OldUrl | { readonly error: string } => {
  const text = raw.trim()
  if (text === "") return { error: "empty" }
  // oxlint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\s\\]/.test(text)) return { error: "holds blanks, backslashes or control characters" }
  let rest = text
  const absolute = /^([a-z][a-z0-9+.-]*:)?\/\/([^/?#]*)/i.exec(rest)
  // `//name.html`: a path with a doubled slash, as server logs write it; `//host/…` without a scheme: a protocol-relative URL.
  if (absolute && (absolute[1] !== undefined || looksLikeHost(absolute[2]!))) {
    if (!/^(?:https?:)?\/\//i.test(absolute[0])) return { error: "not an http(s) URL" }
    rest = rest.slice(absolute[0].length) || "/"
  }
  if (!rest.startsWith("/")) return { error: "not a path (it must start with /)" }
  const hashAt = rest.indexOf("#")
  const fragment = hashAt === -1 ? "" : rest.slice(hashAt)
  const beforeHash = hashAt === -1 ? rest : rest.slice(0, hashAt)
  const queryAt = beforeHash.indexOf("?")
  const query = queryAt === -1 ? "" : beforeHash.slice(queryAt)
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  return {
    raw: text,
    path: cleanPath(pathname),
    requestPath: new URL(pathname.replace(/^\/+/, "/"), "http://old-site.invalid").pathname,
    sentPath: new URL(`http://old-site.invalid${pathname}`).pathname,
    key: legacyKey(pathname),
    query: query === "?" ? "" : query,
    fragment: fragment === "#" ? "" : fragment,
  }
}

export const isOldUrl = (parsed: OldUrl | { readonly error: string }): parsed is OldUrl => !("error" in parsed)

/** Appends a request's query to a target that may carry its own query and fragment. */
export const withQuery = (target: string, query: string): string => {
  if (query === "" || query === "?") return target
  const hashAt = target.indexOf("#")
  const base = hashAt === -1 ? target : target.slice(0, hashAt)
  const hash = hashAt === -1 ? "" : target.slice(hashAt)
  return `${base}${base.includes("?") ? "&" : "?"}${query.replace(/^\?/, "")}${hash}`
}
