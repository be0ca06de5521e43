import { describe, expect, it } from "vitest"
import { assetKey, listedAssets, servedAssetName } from "../src/catalogue/assets.ts"
import type { Asset } from "../src/catalogue/model.ts"

const assets: ReadonlyArray<Asset> = [
  { type: "datasheet", file: "ws-0612-40_datasheet_1.pdf" },
  { type: "image", file: "ws-0612-40_image_1.png" },
  { type: "image", file: "ws-0612-40_image_2.jpg" },
  { type: "cad-drawing", file: "ws-0612-40_cad-drawing_1.dwg" },
  { type: "step", file: "ws-0612-40_step_1.stp" },
  { type: "eplan", file: "ws-0612-40_eplan_1" },
]

describe("listedAssets", () => {
  it("lists data sheets, the image and the CAD files the shop makes always, other CAD files only when the file store holds them", () => {
    // Both images would be the same generated front view: the second is not listed (issue 28).
    expect(listedAssets(assets, new Set()).map((a) => a.file)).toEqual(["ws-0612-40_datasheet_1.pdf", "ws-0612-40_image_1.png", "ws-0612-40_step_1.stp"])
    const stored = new Set([assetKey("ws-0612-40_eplan_1"), assetKey("ws-0612-40_image_2.jpg"), "ws-0612-40_cad-drawing_1.dwg"])
    expect(listedAssets(assets, stored).map((a) => a.type)).toEqual(["datasheet", "image", "step", "eplan"])
  })

  it("makes the DXF drawing, its PDF and the STEP model from the dimensions, but not a DWG or an EPLAN macro", () => {
    const made: ReadonlyArray<Asset> = [
      { type: "cad-drawing", file: "x_cad-drawing_1.dxf" },
      { type: "cad-pdf", file: "x_cad-pdf_1.pdf" },
      { type: "step", file: "x_step_1.stp" },
      { type: "cad-drawing", file: "x_cad-drawing_2.dwg" },
      { type: "eplan", file: "x_eplan_1.eplan" },
      { type: "step", file: "x_step_2.step" },
    ]
    expect(listedAssets(made, new Set()).map((a) => a.file)).toEqual(["x_cad-drawing_1.dxf", "x_cad-pdf_1.pdf", "x_step_1.stp"])
    expect(listedAssets(made, new Set(["assets/x_cad-drawing_2.dwg"])).map((a) => [a.file, a.number])).toEqual([
      ["x_cad-drawing_1.dxf", 1],
      ["x_cad-pdf_1.pdf", 1],
      ["x_step_1.stp", 1],
      ["x_cad-drawing_2.dwg", 2],
    ])
  })

  it("serves images as SVG and numbers the assets of each type", () => {
    const listed = listedAssets(assets, new Set([assetKey("ws-0612-40_eplan_1")]))
    expect(listed[1]).toEqual({ type: "image", file: "ws-0612-40_image_1.png", downloadName: "ws-0612-40_image_1.svg", extension: "svg", number: 1 })
    expect(listed[3]).toMatchObject({ downloadName: "ws-0612-40_eplan_1", extension: "eplan", number: 1 })
    expect(servedAssetName({ type: "datasheet", file: "x_datasheet_1.pdf" })).toBe("x_datasheet_1.pdf")
  })
})
