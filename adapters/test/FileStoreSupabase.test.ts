/**
 * Wire-level tests of the Supabase Storage file store: the real supabase-js client against a
 * local HTTP server answering the Storage API as Supabase does (paths, methods and bodies as
 * @supabase/storage-js sends them), objects kept in memory.
 */
import { randomUUID } from "node:crypto"
import { type IncomingMessage, type ServerResponse, createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { describe, expect, it } from "@effect/vitest"
import { ConfigProvider, Effect, Layer, Redacted } from "effect"
import { FileStore, InfrastructureError } from "@shop/core"
import { DEFAULT_BUCKET } from "../src/files-supabase/config.ts"
import * as FileStoreSupabase from "../src/files-supabase/FileStoreSupabase.ts"

const KEY = "test-service-role-key"
const BUCKET = DEFAULT_BUCKET
const API = "/storage/v1/object"

interface Received {
  readonly method: string
  readonly path: string
  readonly headers: IncomingMessage["headers"]
  readonly body: Buffer
}

interface StoredObject {
  readonly id: string
  readonly bytes: Buffer
  readonly contentType: string
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body))

/** Supabase's answer for a missing object (legacy servers send it with HTTP 400, newer with 404). */
const notFound = (res: ServerResponse, status: number) => json(res, status, { statusCode: "404", error: "not_found", message: "Object not found" })

/** One level of a folder as `POST /object/list/{bucket}` answers: folders (id null) first, then files, by name. */
const listLevel = (objects: ReadonlyMap<string, StoredObject>, body: { prefix?: string; search?: string; limit?: number; offset?: number }) => {
  let prefix = body.prefix ?? ""
  if (prefix.length > 0 && !prefix.endsWith("/")) prefix = `${prefix}/` // Supabase: "assuming prefix is always a folder"
  const start = `${prefix}${body.search ?? ""}`.toLowerCase()
  const folders = new Set<string>()
  const files: Array<{ name: string; id: string; metadata: object }> = []
  for (const [name, object] of objects) {
    if (!name.toLowerCase().startsWith(start)) continue
    const rest = name.slice(prefix.length)
    const slash = rest.indexOf("/")
    if (slash >= 0) folders.add(rest.slice(0, slash))
    else files.push({ name: rest, id: object.id, metadata: { size: object.bytes.length, mimetype: object.contentType } })
  }
  const entries = [
    ...[...folders].sort().map((name) => ({ name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null })),
    ...files.sort((a, b) => (a.name < b.name ? -1 : 1)).map((file) => ({ ...file, updated_at: "2025-01-01T00:00:00Z", created_at: "2025-01-01T00:00:00Z", last_accessed_at: null })),
  ]
  const offset = body.offset ?? 0
  return entries.slice(offset, offset + (body.limit ?? 100))
}

/** A local Storage API: objects in memory per bucket, every request recorded; `failWith` makes it answer 500. */
const storageServer = (options: { readonly notFoundStatus?: 400 | 404 } = {}) =>
  Effect.acquireRelease(
    Effect.promise(() => {
      const objects = new Map<string, Map<string, StoredObject>>()
      const bucketOf = (bucket: string) => objects.get(bucket) ?? objects.set(bucket, new Map()).get(bucket)!
      const received: Array<Received> = []
      const state = { failing: false }
      const handle = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
        const method = req.method ?? ""
        const path = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname)
        received.push({ method, path, headers: req.headers, body })
        if (req.headers.apikey !== KEY || req.headers.authorization !== `Bearer ${KEY}`) {
          return json(res, 400, { statusCode: "403", error: "Unauthorized", message: "Invalid Compact JWS" })
        }
        if (state.failing) return json(res, 500, { statusCode: "500", error: "internal", message: "Internal Server Error" })
        const parsed = () => JSON.parse(body.toString("utf8")) as Record<string, unknown>
        let match: RegExpMatchArray | null
        if (method === "POST" && (match = path.match(/^\/storage\/v1\/object\/list\/([^/]+)$/))) {
          return json(res, 200, listLevel(bucketOf(match[1]!), parsed()))
        }
        if (method === "POST" && (match = path.match(/^\/storage\/v1\/object\/sign\/([^/]+)\/(.+)$/))) {
          const [, bucket, name] = match as unknown as [string, string, string]
          if (!bucketOf(bucket).has(name)) return notFound(res, options.notFoundStatus ?? 400)
          const { expiresIn } = parsed()
          if (typeof expiresIn !== "number" || expiresIn < 1) return json(res, 400, { statusCode: "400", error: "invalid", message: "expiresIn is required" })
          return json(res, 200, { signedURL: `/object/sign/${bucket}/${name}?token=${Buffer.from(`${name}:${expiresIn}`).toString("base64url")}` })
        }
        if (method === "DELETE" && (match = path.match(/^\/storage\/v1\/object\/([^/]+)$/))) {
          const store = bucketOf(match[1]!)
          const { prefixes } = parsed() as { prefixes: Array<string> }
          const removed = prefixes.filter((name) => store.has(name)).map((name) => ({ name, bucket_id: match![1], id: store.get(name)!.id }))
          for (const name of prefixes) store.delete(name)
          return json(res, 200, removed)
        }
        if ((method === "POST" || method === "PUT") && (match = path.match(/^\/storage\/v1\/object\/([^/]+)\/(.+)$/))) {
          const [, bucket, name] = match as unknown as [string, string, string]
          const store = bucketOf(bucket)
          if (method === "POST" && store.has(name) && req.headers["x-upsert"] !== "true") {
            return json(res, 400, { statusCode: "409", error: "Duplicate", message: "The resource already exists" })
          }
          const id = randomUUID()
          store.set(name, { id, bytes: body, contentType: req.headers["content-type"] ?? "application/octet-stream" })
          return json(res, 200, { Key: `${bucket}/${name}`, Id: id })
        }
        if (method === "GET" && (match = path.match(/^\/storage\/v1\/object\/([^/]+)\/(.+)$/))) {
          const object = bucketOf(match[1]!).get(match[2]!)
          if (object === undefined) return notFound(res, options.notFoundStatus ?? 400)
          return res.writeHead(200, { "Content-Type": object.contentType, "Content-Length": object.bytes.length }).end(object.bytes)
        }
        return json(res, 404, { statusCode: "404", error: "not_found", message: "Route not found" })
      }
      return new Promise<{
        readonly url: string
        readonly received: Array<Received>
        readonly objects: (bucket: string) => Map<string, StoredObject>
        readonly state: { failing: boolean }
        readonly close: () => Promise<void>
      }>((resolve) => {
        const server = createServer((req, res) => {
          const chunks: Array<Buffer> = []
          req.on("data", (chunk: Buffer) => chunks.push(chunk))
          req.on("end", () => handle(req, res, Buffer.concat(chunks)))
        })
        server.listen(0, "127.0.0.1", () =>
          resolve({
            url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
            received,
            objects: bucketOf,
            state,
            close: () => new Promise((done) => server.close(() => done())),
          }),
        )
      })
    }),
    (server) => Effect.promise(() => server.close()),
  )

const storeAt = (url: string, bucket = BUCKET) =>
  Effect.provide(FileStore, FileStoreSupabase.layer({ url, serviceRoleKey: Redacted.make(KEY), bucket }))

const bytes = (text: string) => new TextEncoder().encode(text)

describe("FileStoreSupabase", () => {
  it.effect("puts and gets bytes with their content type (upload with x-upsert, download)", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* storageServer()
        const files = yield* storeAt(server.url)
        const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a])
        yield* files.put("generated/ab12/001.pdf", pdf, "application/pdf")
        yield* files.put("generated/ab12/001.pdf", pdf, "application/pdf") // upsert: a second put replaces
        const upload = server.received.find((r) => r.method === "POST")
        expect(upload?.path).toBe(`${API}/${BUCKET}/generated/ab12/001.pdf`)
        expect(upload?.headers["content-type"]).toBe("application/pdf")
        expect(upload?.headers["x-upsert"]).toBe("true")
        expect(server.objects(BUCKET).get("generated/ab12/001.pdf")?.contentType).toBe("application/pdf")
        expect(yield* files.get("generated/ab12/001.pdf")).toEqual(pdf)
        expect(server.received.at(-1)).toMatchObject({ method: "GET", path: `${API}/${BUCKET}/generated/ab12/001.pdf` })
      }),
    ),
  )

  it.effect("reads a missing key as null, whether Supabase answers 400 or 404", () =>
    Effect.scoped(
      Effect.gen(function* () {
        for (const notFoundStatus of [400, 404] as const) {
          const server = yield* storageServer({ notFoundStatus })
          const files = yield* storeAt(server.url)
          expect(yield* files.get("assets/missing.pdf")).toBeNull()
        }
      }),
    ),
  )

  it.effect("lists full keys under a prefix with a search term, recursing into folders", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* storageServer()
        const files = yield* storeAt(server.url)
        for (const key of ["assets/gh1234_dwg_1.dwg", "assets/gh1234_stp_1.stp", "assets/gh9999_dwg_1.dwg", "generated/aa/001.pdf", "generated/aa/job.json", "generated/bb/001.pdf"]) {
          yield* files.put(key, bytes(key), "application/octet-stream")
        }
        expect(yield* files.list("assets/", "gh1234")).toEqual(["assets/gh1234_dwg_1.dwg", "assets/gh1234_stp_1.stp"])
        const listing = server.received.filter((r) => r.path === `${API}/list/${BUCKET}`).map((r) => JSON.parse(r.body.toString("utf8")))
        expect(listing).toEqual([{ prefix: "assets", search: "gh1234", limit: 1000, offset: 0, sortBy: { column: "name", order: "asc" } }])
        expect(yield* files.list("assets/", "nothing")).toEqual([])
        expect(yield* files.list("generated/")).toEqual(["generated/aa/001.pdf", "generated/aa/job.json", "generated/bb/001.pdf"])
        expect(yield* files.list("generated/aa/")).toEqual(["generated/aa/001.pdf", "generated/aa/job.json"])
        expect(yield* files.list("generated/b")).toEqual(["generated/bb/001.pdf"])
        expect(yield* files.list("missing/")).toEqual([])
      }),
    ),
  )

  it.effect("removes keys (DELETE with prefixes); removing nothing sends nothing", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* storageServer()
        const files = yield* storeAt(server.url)
        yield* files.put("generated/aa/001.pdf", bytes("one"), "application/pdf")
        yield* files.put("generated/aa/job.json", bytes("{}"), "application/json")
        yield* files.remove(["generated/aa/001.pdf", "generated/aa/job.json"])
        const deletes = server.received.filter((r) => r.method === "DELETE")
        expect(deletes.map((r) => [r.path, JSON.parse(r.body.toString("utf8"))])).toEqual([
          [`${API}/${BUCKET}`, { prefixes: ["generated/aa/001.pdf", "generated/aa/job.json"] }],
        ])
        expect(yield* files.list("generated/")).toEqual([])
        expect(yield* files.get("generated/aa/001.pdf")).toBeNull()
        const before = server.received.length
        yield* files.remove([])
        expect(server.received).toHaveLength(before)
      }),
    ),
  )

  it.effect("signs absolute URLs on the Storage API and builds public URLs", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* storageServer()
        const files = yield* storeAt(server.url)
        yield* files.put("generated/aa/001.pdf", bytes("pdf"), "application/pdf")
        const url = yield* files.signedUrl("generated/aa/001.pdf", 600.7)
        const sign = server.received.at(-1)
        expect(sign?.method).toBe("POST")
        expect(sign?.path).toBe(`${API}/sign/${BUCKET}/generated/aa/001.pdf`)
        expect(JSON.parse(sign?.body.toString("utf8") ?? "")).toEqual({ expiresIn: 600 })
        expect(url).toMatch(new RegExp(`^${server.url}/storage/v1/object/sign/${BUCKET}/generated/aa/001\\.pdf\\?token=[\\w-]+$`))
        // The URL works as it stands (the server checks the token, not the API key).
        expect(new URL(url).origin).toBe(server.url)
        expect(files.publicUrl("assets/gh1234_dwg_1.dwg")).toBe(`${server.url}/storage/v1/object/public/${BUCKET}/assets/gh1234_dwg_1.dwg`)
        const other = yield* storeAt(server.url, "other-bucket")
        expect(other.publicUrl("assets/x.png")).toBe(`${server.url}/storage/v1/object/public/other-bucket/assets/x.png`)
      }),
    ),
  )

  it.effect("turns server faults, unreachable servers and invalid keys into InfrastructureError", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* storageServer()
        const files = yield* storeAt(server.url)
        yield* files.put("assets/a.pdf", bytes("a"), "application/pdf")
        server.state.failing = true
        for (const attempt of [
          files.put("assets/b.pdf", bytes("b"), "application/pdf"),
          files.get("assets/a.pdf"),
          files.list("assets/"),
          files.remove(["assets/a.pdf"]),
          files.signedUrl("assets/a.pdf", 60),
        ] as const) {
          const error = yield* Effect.flip(attempt as Effect.Effect<unknown, InfrastructureError>)
          expect(error).toBeInstanceOf(InfrastructureError)
          expect(error.system).toBe("supabase storage")
          expect(error.reason).toContain("Internal Server Error")
        }
        server.state.failing = false
        const requests = server.received.length
        const invalid = yield* Effect.flip(files.get("../secret"))
        expect(invalid).toMatchObject({ _tag: "InfrastructureError", system: "supabase storage" })
        expect(server.received).toHaveLength(requests)

        const unreachable = yield* storeAt("http://127.0.0.1:9")
        expect(yield* Effect.flip(unreachable.get("assets/a.pdf"))).toBeInstanceOf(InfrastructureError)
      }),
    ),
  )

  it.effect("layerConfig reads SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and SUPABASE_STORAGE_BUCKET (default catalog-data)", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* storageServer()
        const config = (env: Record<string, string>) =>
          Effect.provide(FileStore, FileStoreSupabase.layerConfig.pipe(Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord(env)))))
        const files = yield* config({ SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: KEY })
        yield* files.put("assets/a.pdf", bytes("a"), "application/pdf")
        expect(server.objects(BUCKET).has("assets/a.pdf")).toBe(true)
        const other = yield* config({ SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: KEY, SUPABASE_STORAGE_BUCKET: "other" })
        expect(other.publicUrl("a.png")).toBe(`${server.url}/storage/v1/object/public/other/a.png`)
        expect(yield* Effect.flip(config({ SUPABASE_URL: server.url }))).toBeDefined()
      }),
    ),
  )
})
