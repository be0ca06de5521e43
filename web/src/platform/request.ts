/**
 * Request helpers of the raw endpoints and server functions: the client's IP address (the
 * contact form's rate-limit key, the analytics visitor) and a request body read with a size cap.
 */
import { getRequestIP } from "@tanstack/react-start/server"
import { trustProxy } from "./env.ts"

/**
 * The client's address: the socket's peer, or with `TRUST_PROXY` the first `X-Forwarded-For`
 * entry (only behind a proxy that sets it; a client could otherwise pick its own rate-limit key).
 */
export const clientIp = (): string => getRequestIP({ xForwardedFor: trustProxy }) ?? "unknown"

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
