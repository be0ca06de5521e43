/**
 * The old site's URLs (issue 10): the redirect table `shop-cli redirects` writes, loaded once when
 * the first request needs it (`REDIRECTS_FILE`, default data/redirects.json) and then one Map
 * lookup per request. A missing file means no legacy URLs; a broken one is logged and ignored,
 * so a bad table never takes the shop down.
 */
import { readFile } from "node:fs/promises"
import { Effect, Schema } from "effect"
import { RedirectsFileConfig } from "@shop/adapters/config"
import { type LegacyAnswer, RedirectTableFile, redirectLookup } from "@shop/core/redirects/outputs"
import { getRequest } from "@tanstack/react-start/server"
import { registerServerPassThrough } from "./passThrough.ts"
import { runtime } from "./runtime.ts"
import { withSecurityHeaders } from "./security.ts"

type Lookup = (pathname: string, search: string) => LegacyAnswer | null

const loadTable = Effect.gen(function* () {
  const file = yield* RedirectsFileConfig
  const text = yield* Effect.tryPromise(() => readFile(file, "utf8")).pipe(
    Effect.catch((error) =>
      (error.cause as { code?: unknown } | undefined)?.code === "ENOENT" ? Effect.succeed(null) : Effect.fail(error),
    ),
  )
  if (text === null) return redirectLookup({ version: 1, entries: [] })
  const table = yield* Schema.decodeUnknownEffect(Schema.fromJsonString(RedirectTableFile))(text)
  return redirectLookup(table)
}).pipe(
  Effect.catchCause((cause) =>
    Effect.as(Effect.logError("legacy redirects: the table cannot be loaded; old URLs answer 404", cause), redirectLookup({ version: 1, entries: [] })),
  ),
)

let lookup: Promise<Lookup> | undefined
/** The loaded table, for the router's synchronous pass-through check. */
let loaded: Lookup | undefined

export const legacyLookup = (): Promise<Lookup> =>
  (lookup ??= runtime.runPromise(loadTable).then((table) => {
    loaded = table
    return table
  }))

registerServerPassThrough(() => {
  const url = new URL(getRequest().url)
  const answer = loaded?.(url.pathname, url.search)
  return answer?._tag === "PassThrough" ? { from: url.pathname, to: answer.path } : null
})

/**
 * A 301 for an old URL; "render" for a pass-through entry, which the router renders at the old
 * path (`passThrough.ts`); null for any other path.
 */
export const legacyResponse = async (url: URL): Promise<Response | "render" | null> => {
  const answer = (await legacyLookup())(url.pathname, url.search)
  if (answer === null) return null
  if (answer._tag === "PassThrough") return "render"
  return new Response(null, { status: 301, headers: { Location: answer.location, "Cache-Control": "public, max-age=3600" } })
}

/**
 * An old URL with a doubled slash at the start (`//impressum.html`, as old sites' logs and links
 * have them): TanStack Start answers every `//` path with a 308 to the single slash before any
 * middleware runs, so the table is asked here, in the server entry, first. A redirect entry: its
 * 301; a pass-through page: a 301 to its old address with one slash, which renders it (the router
 * reads the browser's path, and `//…` would name a host there). Null for anything else, which
 * Start then handles as before.
 */
export const doubleSlashLegacyResponse = async (request: Request): Promise<Response | null> => {
  if (request.method !== "GET" && request.method !== "HEAD") return null
  const url = new URL(request.url)
  if (!url.pathname.startsWith("//")) return null
  const answer = (await legacyLookup())(url.pathname, url.search)
  if (answer === null) return null
  const location = answer._tag === "Redirect" ? answer.location : `${url.pathname.replace(/^\/+/, "/")}${url.search}`
  return withSecurityHeaders(new Response(null, { status: 301, headers: { Location: location, "Cache-Control": "public, max-age=3600" } }))
}
