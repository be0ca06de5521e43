/**
 * One worker of `npm start`'s cluster (scripts/start.ts): the built web server, listening on the
 * port the primary shares among its workers.
 */
import cluster from "node:cluster"
import { Server } from "node:net"
import { join } from "node:path"
import { repositoryRoot } from "../adapters/src/config.ts"

// nitro's node-server preset listens with `exclusive: true`, which in a cluster worker binds a
// socket of its own (EADDRINUSE in the second worker); the primary's shared socket needs
// `exclusive: false`, as nitro's node-cluster preset passes.
const listen = Server.prototype.listen
Server.prototype.listen = function (this: Server, ...args: Array<unknown>) {
  const [options] = args
  if (typeof options === "object" && options !== null && "exclusive" in options) args[0] = { ...options, exclusive: false }
  return listen.apply(this, args as Parameters<typeof listen>)
} as typeof listen

// On SIGTERM nitro closes the server after its in-flight requests; then the IPC channel to the
// primary closes too, so the process can end.
let stopping = false
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.once(signal, () => {
    stopping = true
    cluster.worker?.disconnect()
  })
// The primary died (SIGKILL, a crash): without it there is no port to share.
process.once("disconnect", () => {
  if (!stopping) process.exit(1)
})

await import(join(repositoryRoot, "web", ".output", "server", "index.mjs"))
