/**
 * `npm start` asks its server for `/api/health` once it listens. The answer builds a server
 * process's runtime, which nitro would otherwise do on the first visitor's request: a wrong
 * setting (an `ANALYTICS_ENDPOINT` that is no URL, a bad `TRUST_PROXY`) then stops the start with
 * the log's message instead of every page answering 500, and the first visitor does not wait.
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

/** The status of one GET, or undefined when nothing listens yet. */
const healthStatus = (): Promise<number | undefined> =>
  new Promise((resolve) => {
    const { port, host, tls } = target()
    // Its own certificate, asked on its own address: nothing to verify.
    const options = { host, port, path: "/api/health", headers: { connection: "close" }, ...(tls ? { rejectUnauthorized: false } : {}) }
    const request = (tls ? httpsRequest : httpRequest)(options, (response) => {
      response.resume()
      resolve(response.statusCode)
    })
    request.once("error", () => resolve(undefined))
    request.end()
  })

/** Whether the server answered 200 within the time limit (it may still be binding its port). */
export const serverReady = async (limitMs = 60_000): Promise<boolean> => {
  const until = Date.now() + limitMs
  for (;;) {
    const status = await healthStatus()
    if (status !== undefined) return status === 200
    if (Date.now() > until) return false
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
