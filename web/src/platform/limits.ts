/**
 * Checks made on a raw request before any handler reads it: the method of an API route (405 with
 * `Allow` instead of the page router's redirect), the size of the body (413; a server function's
 * or API route's largest honest body is a few kilobytes), and a server function's JSON (400 when
 * it is not a JSON object, instead of the parser's 500).
 */
import { fromJSON } from "seroval"
import { MAX_IDS_CART_BYTES } from "@shop/core/handover/limits"
import { MAX_QUICK_ORDER_BYTES } from "@shop/core/quickOrder/limits"
import { jsonError } from "./http.ts"

/** The largest body any request may carry (server functions, API routes)… */
export const MAX_BODY_BYTES = 64 * 1024
/** …except a body with a cart's share string (its own cap 200 000 characters; a full cart of 200 lines of 60 accessories is about 750 KB sent). */
export const MAX_CART_BODY_BYTES = 1_000_000
/**
 * …and the quick order's form (features/quickOrder/formPost.ts): a file or paste of up to 2 MB, or
 * the table read from it sent back with the next step (JSON, its cells escaped), with room to spare.
 */
export const MAX_QUICK_ORDER_BODY_BYTES = 3 * MAX_QUICK_ORDER_BYTES
/** …and a craftsman's software opening the shop with its cart (IDS "Warenkorb senden": up to 1 MB of XML, URL-encoded up to three times that). */
export const MAX_HANDOVER_BODY_BYTES = 3 * MAX_IDS_CART_BYTES + 64 * 1024
const LARGER_BODIES: ReadonlyArray<readonly [path: string, maxBytes: number]> = [
  ["/api/user-request/send-cart-request", MAX_CART_BODY_BYTES],
  ["/api/pdf/generate-cart", MAX_CART_BODY_BYTES],
  ["/de/quick-order", MAX_QUICK_ORDER_BODY_BYTES],
  ["/en/quick-order", MAX_QUICK_ORDER_BODY_BYTES],
  ["/api/ids", MAX_HANDOVER_BODY_BYTES],
]

export const maxBodyBytes = (pathname: string): number => LARGER_BODIES.find(([path]) => pathname.replace(/\/+$/, "") === path)?.[1] ?? MAX_BODY_BYTES

/** Methods of each raw endpoint (their route files' handlers), by path prefix. */
const API_METHODS: ReadonlyArray<readonly [prefix: string, methods: ReadonlyArray<string>]> = [
  ["/api/event", ["GET", "POST"]],
  ["/api/health", ["GET"]],
  ["/api/contact", ["GET", "POST"]],
  ["/api/pdf/generate-cart", ["GET", "POST"]],
  ["/api/pdf/", ["GET"]],
  ["/api/account/", ["GET", "POST"]],
  ["/api/content/webhook", ["POST"]],
  ["/api/user-request/", ["POST"]],
  ["/api/ids", ["GET", "POST"]],
  ["/api/oci", ["GET", "POST"]],
  ["/api/handover/", ["POST"]],
  ["/files/", ["GET"]],
]

/** 405 for a method the endpoint does not have (HEAD goes with GET), else null. */
export const methodNotAllowed = (pathname: string, method: string): Response | null => {
  const path = pathname.replace(/\/+$/, "")
  const methods = API_METHODS.find(([prefix]) => path === prefix.replace(/\/$/, "") || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`))?.[1]
  // An endpoint not in the table (a new route) is left to its own handlers.
  if (methods === undefined) return null
  const allows = [...methods, ...(methods.includes("GET") ? ["HEAD"] : [])]
  if (allows.includes(method.toUpperCase())) return null
  return jsonError(405, `${method} is not allowed here`, { Allow: allows.join(", ") })
}

/**
 * Whether the body is larger than `maxBytes`: the declared length, or for a chunked body, a copy
 * read until the limit (the handler still reads the original).
 */
export const bodyTooLarge = async (request: Request, maxBytes: number): Promise<boolean> => {
  if (request.body === null) return false
  const declared = request.headers.get("content-length")
  if (declared !== null) return !/^\d+$/.test(declared) || Number(declared) > maxBytes
  const reader = request.clone().body!.getReader()
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return false
    size += value.byteLength
    if (size > maxBytes) {
      // The original, with what the copy read still in it, is left for `dropBody`. Not awaited: a
      // copy's cancel settles only once both copies are cancelled, which `dropBody` does.
      reader.cancel().catch(() => undefined)
      return true
    }
  }
}

/** What of a refused upload is still read and dropped (`dropBody`). */
const DROP_BYTES = 1024 * 1024
const DROP_MS = 2000

const dropRest = async (reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<void> => {
  const deadline = Date.now() + DROP_MS
  let left = budget
  while (left > 0 && Date.now() < deadline) {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), deadline - Date.now())
    })
    const chunk = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer))
    if (chunk === null || chunk.done) break
    left -= chunk.value.byteLength
  }
  await reader.cancel().catch(() => undefined)
}

/**
 * Reads and drops what is left of a refused request's body, up to 1 MB and 2 s, before the answer:
 * a client still sending then reads the answer, where closing on unread bytes would reset the
 * connection and lose it (nginx's lingering close does the same). A declared larger upload, or a
 * slower one, is cut off with the connection.
 */
export const dropBody = async (request: Request): Promise<void> => {
  if (request.body === null || request.body.locked) return
  const declared = Number(request.headers.get("content-length") ?? 0)
  if (!(declared <= DROP_BYTES)) {
    await Promise.allSettled([request.body.cancel()])
    return
  }
  await dropRest(request.body.getReader(), DROP_BYTES)
}

/**
 * 400 when a server function's payload is not what its client sends: a JSON body (or a GET's
 * `payload` query) that is no JSON, not the serialised `{ data }` object, or that the framework's
 * deserialiser (seroval) refuses, such as an unknown node type.
 * The framework itself would answer those 500. Null when the payload is fine.
 */
export const malformedServerFnBody = async (request: Request): Promise<Response | null> => {
  const text =
    request.method === "GET"
      ? new URL(request.url).searchParams.get("payload")
      : (request.headers.get("content-type") ?? "").includes("application/json")
        ? await request.clone().text()
        : null
  if (text === null) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return jsonError(400, "request body: not valid JSON")
  }
  const node = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as { t?: unknown }).t : undefined
  if (typeof node !== "object" || node === null) {
    return jsonError(400, "request body: expected the serialised object a server function sends")
  }
  // A plugin's node (a stream, form data…) is the framework's to read; the shop's payloads are plain data.
  if (hasPluginNode(parsed)) return null
  try {
    fromJSON(parsed as Parameters<typeof fromJSON>[0])
  } catch {
    return jsonError(400, "request body: not a payload a server function's client sends")
  }
  return null
}

/** seroval's node type of a plugin's value. */
const SEROVAL_PLUGIN_NODE = 25

/** Walked with a list, not recursion: a body of 64 KB can nest 30,000 levels deep, past the call stack. */
const hasPluginNode = (root: unknown): boolean => {
  const pending: Array<unknown> = [root]
  while (pending.length > 0) {
    const value = pending.pop()
    if (typeof value !== "object" || value === null) continue
    if (!Array.isArray(value) && (value as { t?: unknown }).t === SEROVAL_PLUGIN_NODE) return true
    pending.push(...Object.values(value))
  }
  return false
}
