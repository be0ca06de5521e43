/**
 * Which product assets are offered for download (spec §7, files `assets/{id}_{type}_{n}.{ext}`):
 * data sheets and images are made from the catalogue and always exist, and so do the CAD drawing
 * (DXF, PDF) and the STEP model the shop makes from the dimensions (`assetFiles.ts`); any other
 * file (a DWG, an EPLAN macro) is listed only when the file store holds it. An image is the generated front view and
 * is served as SVG, whatever extension the catalogue's file name has; so only a product's first image is listed.
 */
import { madeAs } from "../ports/CadFiles.ts"
import { type Asset, type AssetType, assetExtension } from "./model.ts"

/** Folder of the product assets in the file store. */
export const ASSET_PREFIX = "assets/"

/** The file store key of an asset file. */
export const assetKey = (file: string): string => `${ASSET_PREFIX}${file}`

export interface ListedAsset {
  readonly type: AssetType
  /** The catalogue's file name (the download URL's last segment). */
  readonly file: string
  /** The name the download is saved under, with the extension of what is served. */
  readonly downloadName: string
  /** Extension of what is served, lower case, without the dot. */
  readonly extension: string
  /** 1-based number among the assets of the same type. */
  readonly number: number
}

/** The name an asset is served and saved under. */
export const servedAssetName = (asset: Asset): string => (asset.type === "image" ? `${asset.file.replace(/\.[^.]*$/, "")}.svg` : asset.file)

/** The product's assets that can be downloaded, given the keys the file store holds. */
export const listedAssets = (assets: ReadonlyArray<Asset>, stored: ReadonlySet<string>): ReadonlyArray<ListedAsset> => {
  const seen = new Map<AssetType, number>()
  const out: Array<ListedAsset> = []
  for (const asset of assets) {
    if (asset.type !== "datasheet" && asset.type !== "image" && !stored.has(assetKey(asset.file)) && madeAs(asset) === null) continue
    // Every image is served as the same generated front view: a second one would list the same file again.
    if (asset.type === "image" && seen.has("image")) continue
    const number = (seen.get(asset.type) ?? 0) + 1
    seen.set(asset.type, number)
    const own = asset.file.includes(".") ? asset.file.slice(asset.file.lastIndexOf(".") + 1) : assetExtension[asset.type]
    out.push({ type: asset.type, file: asset.file, downloadName: servedAssetName(asset), extension: asset.type === "image" ? "svg" : own, number })
  }
  return out
}
