/**
 * Fuzzed requests for the fault tests: query strings and cookies built from the shop's own
 * parameter and cookie names mixed with hostile values (prototype names, bad escapes, control
 * characters, huge and odd numbers, deep brackets), on every page type. Deterministic per seed.
 */
export const PAGE_PATHS = [
  "/de/",
  "/en/",
  "/de/product-catalog/",
  "/en/product-catalog/",
  "/de/product-catalog/ws-0612-40/",
  "/en/product-catalog/ws-0612-40/customize/",
  "/de/contact/",
  "/de/login/",
  "/de/impressum/",
  "/de/no-such-page/",
  "/_internal/calculator/",
  "/api/pdf/download-generated-article-datasheets",
  "/api/pdf/generate-cart",
]

const KEYS = [
  "material", "protection", "family", "area", "meters", "widthMin", "widthMax", "heightMin", "depthMax", "weightMin", "sort", "limit", "lang",
  "constructor", "toString", "valueOf", "hasOwnProperty", "__proto__", "__proto__[x]", "prototype", "cart[0][productId]", "cart[0][amount]",
  "encodedCart", "productIds", "productNames", "reqTime", "a[b][c][d][e][f]", "x[]", "", "%", "%ZZ", "%FF", "%00", "ö", "\u202e",
]
const VALUES = [
  "", "1", "-1", "0", "1e309", "NaN", "Infinity", "0x10", "9".repeat(40), "steel", "IP99", "relevance", "price-asc", "de", "xx",
  "%", "%E0%A4%A", "%FF%FE", "%00", "%0D%0AX-Injected:%201", "<script>alert(1)</script>", "'\"`", "../../etc/passwd", "a".repeat(3000),
  "[]", "{}", "null", "constructor", "__proto__", "WS-0612-40", "cart%5B0%5D%5BproductId%5D%3DWS-0612-40", "\u{1F600}", "%F0%9F%98",
]
const COOKIE_NAMES = ["cart", "lang", "requester", "session", "__Host-session", "constructor", "__proto__", "x"]
const COOKIE_VALUES = [
  "v1|0||", "v1%7C0%7C%25FF%7C1!WS-0612-40!1!", "v1|99999|%E0%A4%A|", "v1|0|AW-2|1!WS-0612-40!2!ACC*1", "en", "de", "xx",
  "0".repeat(32), "%", "%FF", "a".repeat(5000), "v1|0||" + "1!P!1!~".repeat(400), "\"quoted\"", "=;=", "v2|x",
]

/** A small deterministic generator (mulberry32). */
export const random = (seed: number) => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface FuzzedRequest {
  readonly path: string
  readonly cookie: string
}

export const fuzzedRequests = (count: number, seed = 12): ReadonlyArray<FuzzedRequest> => {
  const next = random(seed)
  const pick = <A>(list: ReadonlyArray<A>): A => list[Math.floor(next() * list.length)]!
  // Keys and values go in raw (already hostile escapes) or encoded, as a browser or a script would send them.
  const part = (text: string) => (next() < 0.5 ? text : encodeURIComponent(text))
  return Array.from({ length: count }, () => {
    const pairs = Array.from({ length: 1 + Math.floor(next() * 6) }, () => `${part(pick(KEYS))}=${part(pick(VALUES))}`)
    const cookies = Array.from({ length: Math.floor(next() * 3) }, () => `${pick(COOKIE_NAMES)}=${pick(COOKIE_VALUES)}`)
    // Only bytes a client can put on the wire: no raw control characters or non-ASCII in the request line.
    const query = pairs.join("&").replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c))
    return { path: `${pick(PAGE_PATHS)}?${query}`, cookie: cookies.join("; ").replace(/[^\x20-\x7e]/g, "") }
  })
}

/** Sends every request (`concurrency` at a time); returns the ones answered 5xx or not at all. */
export const sendAll = async (
  baseUrl: string,
  requests: ReadonlyArray<FuzzedRequest>,
  concurrency: number,
): Promise<ReadonlyArray<{ readonly request: FuzzedRequest; readonly status: number | string }>> => {
  const failures: Array<{ request: FuzzedRequest; status: number | string }> = []
  let index = 0
  const worker = async () => {
    while (index < requests.length) {
      const request = requests[index++]!
      try {
        const response = await fetch(`${baseUrl}${request.path}`, { redirect: "manual", headers: { accept: "text/html", ...(request.cookie ? { cookie: request.cookie } : {}) } })
        await response.arrayBuffer()
        if (response.status >= 500) failures.push({ request, status: response.status })
      } catch (error) {
        failures.push({ request, status: String((error as Error).cause ?? error) })
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return failures
}
