import { mkdtemp, mkdir, writeFile } from "node:fs/promises"
import { createServer, type Server } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { readFile } from "node:fs/promises"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect, Exit } from "effect"
import { Catalogue } from "@shop/core"
import { loadCatalogue } from "../src/catalogue/load.ts"
import { folderSource, httpSource } from "../src/catalogue/source.ts"
import * as CatalogueMemory from "../src/catalogue/CatalogueMemory.ts"
import { accessoryFile, productFile } from "./fixtures.ts"

let folder = ""
let server: Server
let baseUrl = ""

const resource = (model: string, items: ReadonlyArray<{ key: string }>) =>
  JSON.stringify({ model, items: Object.fromEntries(items.map((i) => [i.key, i])) })

beforeAll(async () => {
  // The catalogue in a folder of its own, beside a valid resource it must not read (`../outside.json`).
  const parent = await mkdtemp(join(tmpdir(), "catalogue-"))
  folder = join(parent, "catalogue")
  await mkdir(join(folder, "data"), { recursive: true })
  await writeFile(join(parent, "outside.json"), resource("Produkte", [productFile(9)]))
  const project = {
    project: "test",
    version: "1",
    languages: ["de", "en"],
    models: [
      { key: "Produkte", file: "models/Produkte.json" },
      { key: "Artikel", file: "models/Artikel.json" },
    ],
    resources: [
      { model: "Produkte", file: "data/produkte-1.json" },
      { model: "Produkte", file: "data/produkte-2.json" },
      { model: "Produkte", file: "data/broken.json" },
      { model: "Produkte", file: "data/missing.json" },
      { model: "Artikel", file: "data/artikel-1.json" },
      { model: "Artikel", file: "data/produkte-1.json" },
      { model: "Produkte", file: "../outside.json" },
    ],
  }
  await writeFile(join(folder, "project.json"), JSON.stringify(project))
  await writeFile(join(folder, "data/produkte-1.json"), resource("Produkte", [productFile(1), productFile(2)]))
  // One item with an invalid EAN is skipped; the rest of the resource loads.
  const badEan = { ...productFile(3), specification: { ...productFile(3).specification, ean: "9000000000000" } }
  await writeFile(join(folder, "data/produkte-2.json"), resource("Produkte", [badEan, productFile(4)]))
  await writeFile(join(folder, "data/broken.json"), "{ not json")
  await writeFile(join(folder, "data/artikel-1.json"), resource("Artikel", [accessoryFile(0), accessoryFile(1)]))

  server = createServer(async (req, res) => {
    try {
      const body = await readFile(join(folder, decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)))
      res.writeHead(200, { "content-type": "application/json" }).end(body)
    } catch {
      res.writeHead(404).end("not found")
    }
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const expectReport = (report: { products: number; accessories: number; resources: number; failed: number; invalid: ReadonlyArray<{ file: string }> }) => {
  expect(report.products).toBe(3)
  expect(report.accessories).toBe(2)
  expect(report.resources).toBe(7)
  expect(report.failed).toBe(4)
  expect(report.invalid.map((i) => i.file).sort()).toEqual(["../outside.json", "data/broken.json", "data/missing.json", "data/produkte-1.json"])
}

describe("loadCatalogue", () => {
  it.effect("loads a folder, records failed resources and skips invalid items", () =>
    Effect.gen(function* () {
      const loaded = yield* loadCatalogue(folderSource(folder))
      expectReport(loaded.report)
      expect(loaded.products.map((p) => p.key)).toEqual(["P-1", "P-2", "P-4"])
      expect(loaded.products[0]!.listPrice).toBe(11_050)
    }),
  )

  it.effect("loads the same catalogue over HTTP from a base URL", () =>
    Effect.gen(function* () {
      const loaded = yield* loadCatalogue(httpSource(baseUrl))
      expectReport(loaded.report)
    }),
  )

  it("reads no file outside the catalogue folder, neither whole nor in part (the index file's reads)", async () => {
    const source = folderSource(folder)
    expect(await Effect.runPromise(Effect.flip(source.readBytes("../outside.json")))).toMatchObject({ reason: "path leaves the catalogue folder" })
    expect(() => source.local?.size("../outside.json")).toThrow(/path leaves the catalogue folder/)
    expect(() => source.local?.readRange("data/../../outside.json", 0, 10)).toThrow(/path leaves the catalogue folder/)
    expect(source.local?.size("data/produkte-1.json")).toBeGreaterThan(0)
  })

  it.effect("fails with CatalogueUnavailable when project.json is missing", () =>
    Effect.gen(function* () {
      const exit = yield* Effect.exit(loadCatalogue(httpSource(`${baseUrl}nowhere/`)))
      expect(Exit.isFailure(exit)).toBe(true)
      expect(String(exit)).toContain("CatalogueUnavailable")
    }),
  )

  it.effect("serves lookups by model key and item key through the Catalogue port", () =>
    Effect.gen(function* () {
      const catalogue = yield* Catalogue
      expect((yield* catalogue.lookup("Produkte", "P-2")).key).toBe("P-2")
      expect((yield* catalogue.lookup("Artikel", "A-1")).key).toBe("A-1")
      const missing = yield* Effect.flip(catalogue.lookup("Produkte", "A-1"))
      expect(missing._tag).toBe("ProductNotFound")
      expect((yield* catalogue.report).failed).toBe(4)
    }).pipe(Effect.provide(CatalogueMemory.layer(folder))),
  )
})
