/**
 * Request helpers of the raw endpoints and server functions: the client's IP address (the
 * contact form's rate-limit key, the analytics visitor) and a request body read with a size cap.
 */
import { getRequest, getRequestIP } from "@tanstack/react-start/server"
import { clientAddressOf, rateLimitKeyOf } from "./forwarded.ts"
import { webConfig } from "./runtime.ts"

/**
 * The client's address: the socket's peer, or with `TRUST_PROXY` the `X-Forwarded-For` entry our
 * proxies appended (the entries left of it are the client's own and could pick any rate-limit key).
 */
export const clientIp = async (): Promise<string> => {
  const { trustedHops } = await webConfig()
  return clientAddressOf(getRequest().headers.get("x-forwarded-for"), getRequestIP(), trustedHops) ?? "unknown"
}

/** The client as rate limits count it: its address, an IPv6 one by its /64 (see `rateLimitKeyOf`). */
export const clientKey = async (): Promise<string> => rateLimitKeyOf(await clientIp())

/** The body as text, or null when it is larger than `maxBytes` (reading stops there). */
export const readBodyText = async (request: Request, maxBytes: number): Promise<string | null> => {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return null
  if (request.body === null) return ""
  const reader = request.body.getReader()
  const chunks: Array<Uint8Array> = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/**
 * Whether the visitor talks https to us: the request's own scheme, or behind a TLS-terminating proxy
 * (`TRUST_PROXY`) its `X-Forwarded-Proto`. Decides the `Secure` flag and the `__Host-` cookie prefix.
 */
export const isSecureRequest = async (request: Request): Promise<boolean> => {
  if (new URL(request.url).protocol === "https:") return true
  const { trustProxy } = await webConfig()
  return trustProxy && (request.headers.get("x-forwarded-proto") ?? "").split(",")[0]?.trim().toLowerCase() === "https"
}
