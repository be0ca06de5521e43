/**
 * The FileStore contract against the test layer, the embedded store (a temporary folder; signed
 * URLs checked as the web route checks them) and Supabase Storage (the real supabase-js client
 * against a local Storage API whose clock is the test's).
 */
import { Clock, Effect, Layer, Redacted } from "effect"
import { FileStore, readTestSignedUrl } from "@shop/core"
import * as FileStoreLocal from "@shop/adapters/files-local/FileStoreLocal"
import * as FileStoreSupabase from "@shop/adapters/files-supabase/FileStoreSupabase"
import { SignedUrlFetch, suite } from "./FileStore.contract.ts"
import { SERVICE_ROLE_KEY, storageServer } from "./support/storageServer.ts"

const secret = new TextEncoder().encode("contract-secret-of-at-least-32-characters")

const fetchWith = (read: (url: string, now: number, files: FileStore["Service"]) => Effect.Effect<Uint8Array | null, unknown>) =>
  Layer.effect(
    SignedUrlFetch,
    Effect.gen(function* () {
      const files = yield* FileStore
      return (url: string) =>
        Clock.currentTimeMillis.pipe(
          Effect.flatMap((now) => read(url, now, files)),
          Effect.orDie,
        )
    }),
  )

suite(
  "FileStore.layerTest",
  fetchWith((url, now, files) => {
    const signed = readTestSignedUrl(url)
    return signed === undefined || signed.expiresAt * 1000 <= now ? Effect.succeed(null) : files.get(signed.key)
  }).pipe(Layer.provideMerge(FileStore.layerTest)),
)

suite(
  "FileStoreLocal in a temporary folder",
  fetchWith((url, now, files) => {
    // What the web server's /files/signed/ route does.
    const [path = "", query = ""] = url.split("?")
    const check = FileStoreLocal.verifySignedUrl(path, new URLSearchParams(query), now, secret)
    return check.ok ? files.get(check.key) : Effect.succeed(null)
  }).pipe(Layer.provideMerge(FileStoreLocal.layerTemp(secret))),
)

const supabase = Layer.unwrap(
  Effect.gen(function* () {
    const clock = yield* Clock.Clock
    const server = yield* storageServer({ now: () => clock.currentTimeMillisUnsafe() })
    return FileStoreSupabase.layer({ url: server.url, serviceRoleKey: Redacted.make(SERVICE_ROLE_KEY), bucket: "catalog-data" })
  }),
)
suite(
  "FileStoreSupabase against a local Storage API",
  fetchWith((url) =>
    Effect.tryPromise(async () => {
      const response = await fetch(url)
      return response.ok ? new Uint8Array(await response.arrayBuffer()) : null
    }),
  ).pipe(Layer.provideMerge(supabase)),
)
