/**
 * Wire-level tests of the Supabase Storage file store: the requests the real supabase-js client
 * sends (paths, methods, headers, bodies) against the local Storage API of the contract suite
 * (tests/contracts/support/storageServer.ts), and how vendor answers become port errors. What
 * every store must do is the FileStore contract's (tests/contracts/FileStore).
 */
import { describe, expect, it } from "@effect/vitest"
import { ConfigProvider, Effect, Layer, Redacted } from "effect"
import { FileStore, InfrastructureError } from "@shop/core"
import { SERVICE_ROLE_KEY, storageServer } from "../../tests/contracts/support/storageServer.ts"
import { UNREACHABLE } from "../../tests/contracts/support/http.ts"
import { DEFAULT_BUCKET } from "../src/files-supabase/config.ts"
import * as FileStoreSupabase from "../src/files-supabase/FileStoreSupabase.ts"

const BUCKET = DEFAULT_BUCKET
const API = "/storage/v1/object"

const storeAt = (url: string, bucket = BUCKET) =>
  Effect.provide(FileStore, FileStoreSupabase.layer({ url, serviceRoleKey: Redacted.make(SERVICE_ROLE_KEY), bucket }))

const bytes = (text: string) => new TextEncoder().encode(text)

describe("FileStoreSupabase", () => {
  it.effect("uploads with the content type and x-upsert, downloads by bucket and key", () =>
    Effect.gen(function* () {
      const server = yield* storageServer()
      const files = yield* storeAt(server.url)
      const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a])
      yield* files.put("generated/ab12/001.pdf", pdf, "application/pdf")
      const upload = server.received.find((r) => r.method === "POST")
      expect(upload?.path).toBe(`${API}/${BUCKET}/generated/ab12/001.pdf`)
      expect(upload?.headers["content-type"]).toBe("application/pdf")
      expect(upload?.headers["x-upsert"]).toBe("true")
      expect(server.objects(BUCKET).get("generated/ab12/001.pdf")?.contentType).toBe("application/pdf")
      expect(yield* files.get("generated/ab12/001.pdf")).toEqual(pdf)
      expect(server.received.at(-1)).toMatchObject({ method: "GET", path: `${API}/${BUCKET}/generated/ab12/001.pdf` })
    }),
  )

  it.effect("reads a missing key as null, whether Supabase answers 400 or 404", () =>
    Effect.gen(function* () {
      for (const notFoundStatus of [400, 404] as const) {
        const server = yield* storageServer({ notFoundStatus })
        const files = yield* storeAt(server.url)
        expect(yield* files.get("assets/missing.pdf")).toBeNull()
      }
    }),
  )

  it.effect("lists one folder per request, narrowed on the server by the search term, pages of 1000", () =>
    Effect.gen(function* () {
      const server = yield* storageServer()
      const files = yield* storeAt(server.url)
      for (const key of ["assets/gh1234_dwg_1.dwg", "assets/gh1234_stp_1.stp", "assets/gh9999_dwg_1.dwg", "generated/aa/001.pdf", "generated/bb/001.pdf"]) {
        yield* files.put(key, bytes(key), "application/octet-stream")
      }
      const listings = () => server.received.filter((r) => r.path === `${API}/list/${BUCKET}`).map((r) => JSON.parse(r.body.toString("utf8")))
      expect(yield* files.list("assets/", "gh1234")).toEqual(["assets/gh1234_dwg_1.dwg", "assets/gh1234_stp_1.stp"])
      expect(listings()).toEqual([{ prefix: "assets", search: "gh1234", limit: FileStoreSupabase.LIST_PAGE, offset: 0, sortBy: { column: "name", order: "asc" } }])
      // Sub-folders are listed one request each.
      yield* files.list("generated/")
      expect(listings().slice(1).map((body) => body.prefix)).toEqual(["generated", "generated/aa", "generated/bb"])
    }),
  )

  it.effect("removes keys with one DELETE of their prefixes; removing nothing sends nothing", () =>
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
      const before = server.received.length
      yield* files.remove([])
      expect(server.received).toHaveLength(before)
    }),
  )

  it.effect("signs absolute URLs on the Storage API (whole seconds) and builds public URLs", () =>
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
      expect(files.publicUrl("assets/gh1234_dwg_1.dwg")).toBe(`${server.url}/storage/v1/object/public/${BUCKET}/assets/gh1234_dwg_1.dwg`)
      const other = yield* storeAt(server.url, "other-bucket")
      expect(other.publicUrl("assets/x.png")).toBe(`${server.url}/storage/v1/object/public/other-bucket/assets/x.png`)
    }),
  )

  it.effect("turns server faults and unreachable servers into InfrastructureError, keeping the vendor's error as cause", () =>
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
        expect(error.cause).toBeDefined()
      }
      server.state.failing = false
      // An invalid key fails before any request.
      const requests = server.received.length
      expect(yield* Effect.flip(files.get("../secret"))).toMatchObject({ _tag: "InfrastructureError", system: "supabase storage" })
      expect(server.received).toHaveLength(requests)

      const unreachable = yield* storeAt(UNREACHABLE)
      const error = yield* Effect.flip(unreachable.get("assets/a.pdf"))
      expect(error).toBeInstanceOf(InfrastructureError)
      expect(error.cause).toBeInstanceOf(Error)
    }),
  )

  it.effect("layerConfig reads SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and SUPABASE_STORAGE_BUCKET (default catalog-data)", () =>
    Effect.gen(function* () {
      const server = yield* storageServer()
      const config = (env: Record<string, string>) =>
        Effect.provide(FileStore, FileStoreSupabase.layerConfig.pipe(Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord(env)))))
      const files = yield* config({ SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY })
      yield* files.put("assets/a.pdf", bytes("a"), "application/pdf")
      expect(server.objects(BUCKET).has("assets/a.pdf")).toBe(true)
      const other = yield* config({ SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY, SUPABASE_STORAGE_BUCKET: "other" })
      expect(other.publicUrl("a.png")).toBe(`${server.url}/storage/v1/object/public/other/a.png`)
      expect(yield* Effect.flip(config({ SUPABASE_URL: server.url }))).toBeDefined()
    }),
  )
})
