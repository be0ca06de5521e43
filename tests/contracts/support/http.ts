/** A local HTTP server for the duration of a scope, on a free loopback port; the body is read whole. */
import { readFile } from "node:fs/promises"
import { type IncomingMessage, type ServerResponse, createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import { Effect } from "effect"

export type Handler = (request: IncomingMessage, body: Buffer, response: ServerResponse) => unknown

export const listen = (handler: Handler) =>
  Effect.acquireRelease(
    Effect.promise(
      () =>
        new Promise<{ readonly url: string; readonly close: () => Promise<void> }>((resolve) => {
          const server = createServer((request, response) => {
            const chunks: Array<Buffer> = []
            request.on("data", (chunk: Buffer) => chunks.push(chunk))
            request.on("end", () => {
              Promise.resolve(handler(request, Buffer.concat(chunks), response)).catch((error: unknown) => {
                if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain" })
                response.end(String(error))
              })
            })
          })
          server.listen(0, "127.0.0.1", () =>
            resolve({
              url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
              close: () =>
                new Promise<void>((done) => {
                  server.closeAllConnections()
                  server.close(() => done())
                }),
            }),
          )
        }),
    ),
    (server) => Effect.promise(() => server.close()),
  ).pipe(Effect.map(({ url }) => url))

export const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body))

/** A loopback address where nothing listens (port 9, "discard", is never served here). */
export const UNREACHABLE = "http://127.0.0.1:9"

/** A folder's files by their path, as a CDN serves them (a catalogue behind a URL); 404 for anything else. */
export const folderFiles =
  (folder: string): Handler =>
  (request, _body, response) =>
    readFile(join(folder, decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname))).then(
      (body) => response.writeHead(200, { "Content-Type": "application/json", "Content-Length": body.length }).end(body),
      () => response.writeHead(404).end(),
    )
