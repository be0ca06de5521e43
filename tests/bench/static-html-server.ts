/**
 * The baseline of the web benchmark (tests/bench/web.ts): a bare `node:http` server in its own
 * process, like the app server, answering fixed HTML bytes per path with no rendering at all.
 * Forked with an IPC channel: it receives `{ pages: { [path]: base64 } }`, listens on a free
 * loopback port and answers `{ port }`. A URL with a query the pages do not list gets its path's
 * bytes (the uncached run asks for a new query every time); any other path is a 404.
 */
import { createServer } from "node:http"

interface Pages {
  readonly pages: Readonly<Record<string, string>>
}

process.once("message", (message: Pages) => {
  const pages = new Map(Object.entries(message.pages).map(([path, base64]) => [path, Buffer.from(base64, "base64")]))
  const server = createServer((request, response) => {
    const url = request.url ?? ""
    const body = pages.get(url) ?? pages.get(url.split("?")[0] ?? "")
    if (body === undefined) {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("not found")
      return
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length }).end(body)
  })
  server.listen(0, "127.0.0.1", () => {
    const address = server.address()
    process.send?.({ port: typeof address === "object" && address ? address.port : 0 })
  })
  // The parent going away (normal end or a crash) ends this process too.
  process.once("disconnect", () => process.exit(0))
})
