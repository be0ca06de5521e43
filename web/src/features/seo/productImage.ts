/**
 * A product page's share image: its catalogue image when that is served as a raster file. The
 * shop serves its generated front views as SVG, which the share cards of the social networks do
 * not show, so those pages keep the site's share image (seo.ts's default).
 */
import type { ProductDetailView } from "../catalogue/model.ts"
import type { PageImage } from "../../platform/seo.ts"

const RASTER = new Set(["PNG", "JPG", "JPEG", "WEBP", "GIF"])

export const productShareImage = (product: Pick<ProductDetailView, "assets" | "name">): PageImage | null => {
  const image = product.assets.find((asset) => asset.type === "image" && RASTER.has(asset.extension.toUpperCase()))
  return image ? { url: image.href, alt: product.name } : null
}
