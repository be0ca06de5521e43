/**
 * CAD files made from a product's dimensions (spec §3 product assets): the dimensioned drawing as
 * DXF (the catalogue's "CAD drawing"; DXF where the spec says dwg), the same drawing as PDF ("CAD
 * PDF") and the enclosure as a STEP solid model (body, door, mounting plate). They are derived data,
 * so they are made when asked for, not stored.
 */
import { Context, Effect, Layer } from "effect"
import type { Asset, AssetType, Product } from "../catalogue/model.ts"
import type { InfrastructureError } from "../errors/errors.ts"
import type { Language } from "../i18n/language.ts"

/** The asset types the shop makes, each in one format. */
export const madeCadFormats = {
  "cad-drawing": { extension: "dxf", contentType: "image/vnd.dxf" },
  "cad-pdf": { extension: "pdf", contentType: "application/pdf" },
  step: { extension: "stp", contentType: "model/step" },
} as const satisfies Partial<Record<AssetType, { readonly extension: string; readonly contentType: string }>>
export type MadeCadType = keyof typeof madeCadFormats

export const isMadeCadType = (type: AssetType): type is MadeCadType => type in madeCadFormats

/** Lower-case extension of a file name, without the dot ("" when it has none). */
export const extensionOf = (file: string): string => (file.includes(".") ? file.slice(file.lastIndexOf(".") + 1).toLowerCase() : "")

/** The type the shop makes this asset as (its file name asks for the format made), or null when only a file store can have it. */
export const madeAs = (asset: Asset): MadeCadType | null =>
  isMadeCadType(asset.type) && madeCadFormats[asset.type].extension === extensionOf(asset.file) ? asset.type : null

export class CadFiles extends Context.Service<
  CadFiles,
  {
    /** The file of this type for the product, made from its dimensions (the same bytes for the same product). */
    readonly make: (product: Product, type: MadeCadType, lang: Language) => Effect.Effect<Uint8Array, InfrastructureError>
  }
>()("shop/cad/CadFiles") {
  /** Plain text naming the product, the type and the outer size (no real geometry). */
  static readonly layerTest = Layer.succeed(
    CadFiles,
    CadFiles.of({
      make: (product, type, lang) =>
        Effect.sync(() => new TextEncoder().encode(`${type} ${product.key} ${lang} ${product.width}x${product.height}x${product.depth}\n`)),
    }),
  )
}
