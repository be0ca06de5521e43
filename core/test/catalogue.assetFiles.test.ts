import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { cadAssetFile } from "../src/catalogue/assetFiles.ts"
import { CadFiles, madeAs } from "../src/ports/CadFiles.ts"
import { FileStore } from "../src/ports/FileStore.ts"
import { product } from "./support/catalogue.ts"

const layer = Layer.mergeAll(FileStore.layerTest, CadFiles.layerTest)
const p = product("WS-1", 10_000, [])
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes)

describe("madeAs", () => {
  it("makes what the file name asks for in the format the shop writes", () => {
    expect(madeAs({ type: "cad-drawing", file: "a_cad-drawing_1.dxf" })).toBe("cad-drawing")
    expect(madeAs({ type: "cad-drawing", file: "a_cad-drawing_1.DXF" })).toBe("cad-drawing")
    expect(madeAs({ type: "cad-drawing", file: "a_cad-drawing_1.dwg" })).toBeNull()
    expect(madeAs({ type: "cad-pdf", file: "a_cad-pdf_1.pdf" })).toBe("cad-pdf")
    expect(madeAs({ type: "step", file: "a_step_1.stp" })).toBe("step")
    expect(madeAs({ type: "eplan", file: "a_eplan_1.eplan" })).toBeNull()
    expect(madeAs({ type: "datasheet", file: "a_datasheet_1.pdf" })).toBeNull()
  })
})

describe("cadAssetFile", () => {
  it.effect("makes a declared DXF, PDF or STEP file from the dimensions, with its content type", () =>
    Effect.gen(function* () {
      const dxf = yield* cadAssetFile(p, { type: "cad-drawing", file: "ws-1_cad-drawing_1.dxf" }, "de")
      expect(dxf?.contentType).toBe("image/vnd.dxf")
      expect(text(dxf?.bytes)).toBe("cad-drawing WS-1 de 600x400x200\n")
      expect((yield* cadAssetFile(p, { type: "step", file: "ws-1_step_1.stp" }, "en"))?.contentType).toBe("model/step")
    }).pipe(Effect.provide(layer)),
  )

  it.effect("serves a stored file first, and nothing for a DWG or an EPLAN macro the store lacks", () =>
    Effect.gen(function* () {
      yield* (yield* FileStore).put("assets/ws-1_step_1.stp", new TextEncoder().encode("uploaded"), "model/step")
      const stored = yield* cadAssetFile(p, { type: "step", file: "ws-1_step_1.stp" }, "de")
      expect(text(stored?.bytes)).toBe("uploaded")
      expect(yield* cadAssetFile(p, { type: "cad-drawing", file: "ws-1_cad-drawing_1.dwg" }, "de")).toBeNull()
      expect(yield* cadAssetFile(p, { type: "eplan", file: "ws-1_eplan_1.eplan" }, "de")).toBeNull()
    }).pipe(Effect.provide(layer)),
  )
})
