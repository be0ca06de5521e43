/**
 * Where a product's downloadable CAD file comes from (spec §7, `assets/{id}_{type}_{n}.{ext}`): a
 * file the store holds wins (a deployment may upload real CAD data, EPLAN macros included);
 * otherwise the shop makes the drawing (DXF, PDF) and the STEP model from the product's
 * dimensions, when the catalogue's file name asks for the format the shop makes.
 */
import { Effect } from "effect"
import type { Language } from "../i18n/language.ts"
import { CadFiles, extensionOf, madeAs, madeCadFormats } from "../ports/CadFiles.ts"
import { FileStore } from "../ports/FileStore.ts"
import { assetKey } from "./assets.ts"
import type { Asset, Product } from "./model.ts"

export interface AssetFile {
  readonly bytes: Uint8Array
  readonly contentType: string
}

const storedContentType = (file: string): string => {
  const extension = extensionOf(file)
  const made = Object.values(madeCadFormats).find((format) => format.extension === extension)
  return made?.contentType ?? "application/octet-stream"
}

/** A CAD asset's bytes: the stored file, else the made one; null when neither exists. */
export const cadAssetFile = Effect.fn("Assets.cadAssetFile")(function* (product: Product, asset: Asset, lang: Language) {
  const stored = yield* (yield* FileStore).get(assetKey(asset.file))
  if (stored !== null) return { bytes: stored, contentType: storedContentType(asset.file) } satisfies AssetFile
  const type = madeAs(asset)
  if (type === null) return null
  return { bytes: yield* (yield* CadFiles).make(product, type, lang), contentType: madeCadFormats[type].contentType } satisfies AssetFile
})
