/**
 * What a product's picture shows for a line of a document (a cart line, a datasheet, a comparison):
 * the product's own size, doors, meter windows, material and colour, with the accessories chosen
 * for it where the line knows them. Only the options that change the shape are drawn
 * (`PICTURE_SHAPE_OPTIONS`, as the configurator's picture), and a special paint (an accessory of
 * the base-coat option, named with its RAL code) wins over the product's colour.
 */
import type { AccessoryOption } from "../catalogue/articleGroup.ts"
import type { Product } from "../catalogue/model.ts"
import type { PictureInput } from "./picture.ts"
import { paintColour } from "./ral.ts"

/** The options whose accessories change the picture (the front view's and the viewing-window door). */
export const PICTURE_SHAPE_OPTIONS = ["rainRoof", "base", "baseMounting", "wallMounting", "cableEntry", "door"] as const satisfies ReadonlyArray<AccessoryOption>

const shaping = new Set<AccessoryOption>(PICTURE_SHAPE_OPTIONS)

/** An accessory chosen for the line: its group's option and its name (any language: the RAL code is the same). */
export interface ChosenAccessory {
  readonly option: AccessoryOption | null
  readonly name: string
}

export type PicturedProduct = Pick<Product, "width" | "height" | "depth" | "doorCount" | "material"> & {
  readonly specification: Pick<Product["specification"], "ralColour" | "meterPositions">
}

export const productPictureInput = (product: PicturedProduct, chosen: ReadonlyArray<ChosenAccessory> = []): PictureInput => ({
  width: product.width,
  height: product.height,
  depth: product.depth,
  doorCount: product.doorCount,
  meterPositions: product.specification.meterPositions,
  material: product.material,
  ralColour: paintColour(product.specification.ralColour, chosen),
  options: new Set(chosen.flatMap(({ option }) => (option !== null && shaping.has(option) ? [option] : []))),
})
