/**
 * `npm start` asks its server for `/api/health` once it listens, once per server process (each
 * question on a new connection, which Node's cluster hands to its workers in turn). The answer
 * builds that process's runtime, which nitro would otherwise do on its first visitor's request:
 * a wrong setting (an `ANALYTICS_ENDPOINT` that is no URL, a bad `TRUST_PROXY`, an unreachable
 * `DATABASE_URL`) then stops the start with the log's message instead of every page answering 500.
 */
import { request as httpRequest } from "node:http"
import { request as httpsRequest } from "node:https"

/** nitro's node-server preset listens on NITRO_PORT or PORT (3000) and NITRO_HOST or HOST (all interfaces). */
const target = () => {
  const port = Number.parseInt(process.env["NITRO_PORT"] ?? process.env["PORT"] ?? "", 10)
  const host = process.env["NITRO_HOST"] || process.env["HOST"] || ""
  const tls = Boolean(process.env["NITRO_SSL_CERT"] && process.env["NITRO_SSL_KEY"])
  return { port: Number.isNaN(port) ? 3000 : port, host: ["", "0.0.0.0", "::"].includes(host) ? "127.0.0.1" : host, tls }
}

/** The status of one GET within `timeoutMs`; "refused" while nothing listens yet, "timeout" when no answer came in time. */
const healthStatus = (timeoutMs: number): Promise<number | "refused" | "timeout"> =>
  new Promise((resolve) => {
    const { port, host, tls } = target()
    // Its own certificate, asked on its own address: nothing to verify.
    const options = { host, port, path: "/api/health", headers: { connection: "close" }, timeout: timeoutMs, ...(tls ? { rejectUnauthorized: false } : {}) }
    const request = (tls ? httpsRequest : httpRequest)(options, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.once("timeout", () => {
      request.destroy()
      resolve("timeout")
    })
    request.once("error", () => resolve("refused"))
    request.end()
  })

/** null when every one of `processes` answered 200 within `limitMs` (the server may still be binding its port), else why not. */
export const notReadyReason = async (processes: number, limitMs = 60_000): Promise<string | null> => {
  const until = Date.now() + limitMs
  for (let answered = 0; answered < processes; ) {
    const status = await healthStatus(Math.max(1, until - Date.now()))
    if (status === 200) answered++
    else if (typeof status === "number") return "the server could not build its runtime (the log above says why)"
    else if (status === "timeout" || Date.now() > until) return `no answer from ${target().host}:${target().port} within ${limitMs / 1000} s`
    else await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return null
}
