/**
 * A product's picture: the shaded three-quarter view that the server draws from the product's
 * geometry (features/product/pictures.ts, the core's `pictureSvg`), shown as an `<img>` of SVG, so
 * that no drawing code goes to the browser. The options that change the shape (the configurator's
 * rain roof, base, wall brackets, viewing-window door), a chosen special paint and the hinge side
 * are in the image's URL; the same URL is the same picture, cached.
 */
import { useIntl } from "react-intl"
import type { AccessoryOption } from "@shop/core/catalogue/articleGroup"
import { useLang } from "../platform/i18n/LangContext.tsx"
import * as s from "./picture.css.ts"

/** The options that change the picture (the front view's and the viewing-window door). */
export const PICTURE_OPTIONS = ["rainRoof", "base", "baseMounting", "wallMounting", "cableEntry", "door"] as const satisfies ReadonlyArray<AccessoryOption>

export interface PictureChoice {
  /** Chosen options; those that do not change the shape are left out of the URL. */
  readonly options?: Iterable<AccessoryOption>
  /** A special paint's RAL text ("RAL 3000"); the product's own colour without it. */
  readonly paint?: string | undefined
  readonly hinge?: "left" | "right"
}

/** The picture's URL: `views` for the front and side views with their dimensions. */
export const pictureUrl = (slug: string, lang: string, choice: PictureChoice = {}, views = false): string => {
  const chosen = new Set<string>(choice.options ?? [])
  const options = PICTURE_OPTIONS.filter((o) => chosen.has(o))
  const paint = choice.paint === undefined ? undefined : /\bRAL\s*(\d{4})\b/i.exec(choice.paint)?.[1]
  const query = new URLSearchParams({ lang })
  if (options.length > 0) query.set("o", options.join("."))
  if (paint !== undefined) query.set("paint", paint)
  if (choice.hinge !== undefined) query.set("hinge", choice.hinge)
  return `/files/assets/picture/${encodeURIComponent(slug)}${views ? ".views" : ""}.svg?${query.toString()}`
}

interface PictureBase extends PictureChoice {
  readonly slug: string
  /** The square it fits into, in px (the picture keeps its proportions inside). */
  readonly size: number
  /** The front and side views with their dimensions instead of the picture. */
  readonly views?: boolean
  /** The first picture a page shows: loaded at once (others when they come near the screen). */
  readonly eager?: boolean
  readonly className?: string
}

/** Named by its view and dimensions (or `label`), or decorative where the text beside it already says what it shows. */
export type ProductPictureProps = PictureBase &
  (
    | { readonly decorative: true }
    | { readonly decorative?: false; readonly width: number; readonly height: number; readonly depth: number; readonly label?: string }
  )

export const ProductPicture = (props: ProductPictureProps) => {
  const { slug, size, views = false, eager = false, className, options, paint, hinge } = props
  const intl = useIntl()
  const lang = useLang()
  const alt =
    props.decorative === true
      ? ""
      : (props.label ?? intl.formatMessage({ id: views ? "product.views" : "product.picture" }, { width: props.width, height: props.height, depth: props.depth }))
  return (
    <img
      src={pictureUrl(slug, lang, { ...(options ? { options } : {}), paint, ...(hinge ? { hinge } : {}) }, views)}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className === undefined ? s.picture : `${s.picture} ${className}`}
    />
  )
}
