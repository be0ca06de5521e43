/**
 * GET /api/health: 200 once this server process's runtime is built (its configuration read, the
 * catalogue loaded), else 503; the log says why. `npm start` asks it at start (scripts/ready.ts),
 * and a load balancer may ask it too. The answer names nothing of the configuration.
 */
import { createFileRoute } from "@tanstack/react-router"
import { Effect, Exit, Result } from "effect"
import { run } from "../../platform/run.ts"
import { runtime } from "../../platform/runtime.ts"

// The build's failure is logged once, not on every probe of a load balancer.
let failureLogged = false

const health = async (): Promise<Response> => {
  const ready = failureLogged
    ? Exit.isSuccess(await runtime.runPromiseExit(Effect.void))
    : Result.isSuccess(await run(Effect.void, "server runtime could not be built"))
  if (!ready) failureLogged = true
  return Response.json({ status: ready ? "ok" : "unavailable" }, { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } })
}

export const Route = createFileRoute("/api/health")({
  server: { handlers: { GET: health } },
})
