/**
 * A product page's share image: its catalogue image when that is served as a raster file (a
 * photograph says more than a drawing), else its drawn picture as PNG (1200 × 630,
 * features/product/picturePng.ts): share cards show no SVG, so the SVG pictures cannot serve.
 * Its alt text names the product, its article number and its size in the page's language.
 */
import type { ProductDetailView } from "../catalogue/model.ts"
import { t } from "../../platform/i18n/intl.ts"
import type { PageImage } from "../../platform/seo.ts"

const RASTER = new Set(["PNG", "JPG", "JPEG", "WEBP", "GIF"])

/** The drawn share image's path and size (the same as picturePng.ts serves; kept here so that pages do not load the rasteriser's module). */
export const SHARE_PNG = { width: 1200, height: 630 } as const
export const sharePngPath = (slug: string, lang: string): string => `/files/assets/picture/${encodeURIComponent(slug)}.png?lang=${lang}`

export const productShareImage = (
  product: Pick<ProductDetailView, "assets" | "name" | "lang" | "slug" | "width" | "height" | "depth"> & { readonly specification: Pick<ProductDetailView["specification"], "articleNumber"> },
): PageImage => {
  const image = product.assets.find((asset) => asset.type === "image" && RASTER.has(asset.extension.toUpperCase()))
  if (image) return { url: image.href, alt: product.name }
  const { lang, name, width, height, depth } = product
  return {
    url: sharePngPath(product.slug, lang),
    alt: t(lang, "product.shareImage", { name, articleNumber: product.specification.articleNumber, width, height, depth }),
    width: SHARE_PNG.width,
    height: SHARE_PNG.height,
  }
}
