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
  it("lists data sheets and images always, CAD files only when the file store holds them", () => {
    expect(listedAssets(assets, new Set()).map((a) => a.file)).toEqual(["ws-0612-40_datasheet_1.pdf", "ws-0612-40_image_1.png", "ws-0612-40_image_2.jpg"])
    const stored = new Set([assetKey("ws-0612-40_step_1.stp"), assetKey("ws-0612-40_eplan_1"), "ws-0612-40_cad-drawing_1.dwg"])
    expect(listedAssets(assets, stored).map((a) => a.type)).toEqual(["datasheet", "image", "image", "step", "eplan"])
  })

  it("serves images as SVG and numbers the assets of each type", () => {
    const listed = listedAssets(assets, new Set([assetKey("ws-0612-40_eplan_1")]))
    expect(listed[2]).toEqual({ type: "image", file: "ws-0612-40_image_2.jpg", downloadName: "ws-0612-40_image_2.svg", extension: "svg", number: 2 })
    expect(listed[3]).toMatchObject({ downloadName: "ws-0612-40_eplan_1", extension: "eplan", number: 1 })
    expect(servedAssetName({ type: "datasheet", file: "x_datasheet_1.pdf" })).toBe("x_datasheet_1.pdf")
  })
})
