/**
 * FileStore port on Supabase Storage (spec §7: bucket `catalog-data`), through the real client
 * `@supabase/supabase-js` with the service-role key (server-side only). Behaves like the embedded
 * store (files-local/FileStoreLocal.ts): the same key rules (an invalid key fails before any
 * request), a missing object reads as null, `list` returns full keys under a prefix (recursing
 * into sub-folders, sorted), `remove` of nothing is a no-op. Every vendor fault becomes an
 * `InfrastructureError` with system "supabase storage".
 *
 * Supabase lists one folder level per request and its `search` is a case-insensitive match of
 * the start of a name; the result is filtered here again with the port's rule (the key starts
 * with prefix + search term), so callers see exactly what the other stores answer, e.g. for the
 * asset names of spec §7 (`assets/{id}_{type}_{n}.{ext}`, searched by product id).
 *
 * Signed URLs are Supabase's own (`<SUPABASE_URL>/storage/v1/object/sign/<bucket>/<key>?token=…`):
 * browsers fetch them from Supabase directly, so the web app's `/files/signed/` route (which
 * serves the local store's HMAC-signed URLs) is unused while this store is configured.
 * Public URLs are `<SUPABASE_URL>/storage/v1/object/public/<bucket>/<key>`.
 */
import { createClient } from "@supabase/supabase-js"
import { Effect, Layer, Redacted, Schema } from "effect"
import { FileStore, InfrastructureError } from "@shop/core"
import { isValidKey } from "../files-local/FileStoreLocal.ts"
import { SupabaseServiceRoleKeyConfig, SupabaseStorageBucketConfig, SupabaseUrlConfig } from "./config.ts"

const SYSTEM = "supabase storage"
/** Entries per list request (Supabase's list endpoint pages with limit/offset). */
export const LIST_PAGE = 1000

/** Storage part of a supabase-js client. */
export type SupabaseStorage = ReturnType<typeof createClient>["storage"]

const failure = (action: string, error: unknown) =>
  new InfrastructureError({ system: SYSTEM, reason: `${action}: ${error instanceof Error ? error.message : String(error)}`, cause: error })

/** A missing object: Supabase answers 404, or (older servers) 400 with `statusCode: "404"` in the body. */
const isNotFound = (error: unknown): boolean => {
  const { status, statusCode } = error as { readonly status?: unknown; readonly statusCode?: unknown }
  return status === 404 || statusCode === "404" || statusCode === 404
}

/** One list entry as the Storage API answers it: folders have a null id. */
const ListEntries = Schema.Array(Schema.Struct({ name: Schema.String, id: Schema.NullOr(Schema.String) }))
const decodeEntries = Schema.decodeUnknownEffect(ListEntries)

const checkKey = (key: string) =>
  isValidKey(key) ? Effect.void : Effect.fail(new InfrastructureError({ system: SYSTEM, reason: `invalid key ${JSON.stringify(key)}` }))

/** The FileStore over `bucket` of a supabase-js client's storage. */
export const make = (storage: SupabaseStorage, bucket: string) => {
  const files = () => storage.from(bucket)

  const put = Effect.fn("FileStoreSupabase.put")(function* (key: string, bytes: Uint8Array, contentType: string) {
    yield* checkKey(key)
    const { error } = yield* Effect.tryPromise({
      try: () => files().upload(key, bytes, { contentType, upsert: true }),
      catch: (cause) => failure(`put ${key}`, cause),
    })
    if (error !== null) return yield* failure(`put ${key}`, error)
  })

  const get = Effect.fn("FileStoreSupabase.get")(function* (key: string) {
    yield* checkKey(key)
    const { data, error } = yield* Effect.tryPromise({
      try: (signal) => files().download(key, {}, { signal }),
      catch: (cause) => failure(`get ${key}`, cause),
    })
    if (error !== null) return isNotFound(error) ? null : yield* failure(`get ${key}`, error)
    const buffer = yield* Effect.tryPromise({ try: () => data.arrayBuffer(), catch: (cause) => failure(`get ${key}`, cause) })
    return new Uint8Array(buffer)
  })

  /** Every page of one folder: [files, sub-folders] as full keys. */
  const listFolder = (folder: string, search: string | undefined) =>
    Effect.gen(function* () {
      const found: Array<string> = []
      const folders: Array<string> = []
      for (let offset = 0; ; offset += LIST_PAGE) {
        const { data, error } = yield* Effect.tryPromise({
          try: (signal) => files().list(folder, { ...(search === undefined ? {} : { search }), limit: LIST_PAGE, offset }, { signal }),
          catch: (cause) => failure(`list ${folder}/`, cause),
        })
        if (error !== null) return yield* failure(`list ${folder}/`, error)
        const entries = yield* decodeEntries(data).pipe(Effect.mapError((cause) => failure(`list ${folder}/`, cause)))
        for (const entry of entries) (entry.id === null ? folders : found).push(folder === "" ? entry.name : `${folder}/${entry.name}`)
        if (entries.length < LIST_PAGE) return { found, folders }
      }
    })

  const walk = (folder: string, search: string | undefined): Effect.Effect<ReadonlyArray<string>, InfrastructureError> =>
    Effect.flatMap(listFolder(folder, search), ({ found, folders }) =>
      Effect.map(Effect.forEach(folders, (sub) => walk(sub, undefined)), (nested) => [...found, ...nested.flat()]),
    )

  const list = Effect.fn("FileStoreSupabase.list")(function* (prefix: string, search?: string) {
    // The search term continues the prefix (port rule), so both narrow the listing alike.
    const start = `${prefix}${search ?? ""}`
    const slash = start.lastIndexOf("/")
    const folder = slash < 0 ? "" : start.slice(0, slash)
    if (folder !== "" && !isValidKey(folder)) return []
    // Supabase's search matches the start of a name, case-insensitively: a superset, filtered exactly below.
    const rest = start.slice(slash + 1)
    const keys = yield* walk(folder, rest === "" ? undefined : rest)
    return keys.filter((key) => isValidKey(key) && key.startsWith(start)).sort()
  })

  const remove = Effect.fn("FileStoreSupabase.remove")(function* (keys: ReadonlyArray<string>) {
    yield* Effect.forEach(keys, checkKey, { discard: true })
    if (keys.length === 0) return
    const { error } = yield* Effect.tryPromise({ try: () => files().remove([...keys]), catch: (cause) => failure("remove", cause) })
    if (error !== null) return yield* failure("remove", error)
  })

  const signedUrl = Effect.fn("FileStoreSupabase.signedUrl")(function* (key: string, expiresInSeconds: number) {
    yield* checkKey(key)
    const { data, error } = yield* Effect.tryPromise({
      try: () => files().createSignedUrl(key, Math.max(1, Math.floor(expiresInSeconds))),
      catch: (cause) => failure(`sign ${key}`, cause),
    })
    if (error !== null) return yield* failure(`sign ${key}`, error)
    return data.signedUrl
  })

  return FileStore.of({ put, get, list, remove, signedUrl, publicUrl: (key) => files().getPublicUrl(key).data.publicUrl })
}

export interface SupabaseStorageOptions {
  /** The project URL, `https://<ref>.supabase.co`. */
  readonly url: string
  readonly serviceRoleKey: Redacted.Redacted<string>
  readonly bucket: string
}

/** A server-side client: no session kept, no token refresh, every request signed with the service-role key. */
export const layer = (options: SupabaseStorageOptions) =>
  Layer.effect(
    FileStore,
    Effect.try({
      try: () =>
        make(
          createClient(options.url, Redacted.value(options.serviceRoleKey), {
            auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
          }).storage,
          options.bucket,
        ),
      catch: (cause) => failure("client", cause),
    }),
  )

/** `SUPABASE_URL`, `SUPABASE_SERVICE_ROLE_KEY`, `SUPABASE_STORAGE_BUCKET` (see config.ts). */
export const layerConfig = Layer.unwrap(
  Effect.gen(function* () {
    return layer({ url: yield* SupabaseUrlConfig, serviceRoleKey: yield* SupabaseServiceRoleKeyConfig, bucket: yield* SupabaseStorageBucketConfig })
  }),
)
