/** The products of a catalogue: each family's share, drawn by the family's rules, then its custom-size example. */
import { productFamilies } from "../../core/src/catalogue/model.ts"
import type { ProductFamily } from "../../core/src/catalogue/model.ts"
import type { Rng } from "./random.ts"
import { customSizeProduct } from "./product.ts"
import type { Draft, FamilyRules, Ids } from "./product.ts"
import { distributionBoard } from "./families/distributionBoard.ts"
import { floorStanding } from "./families/floorStanding.ts"
import { meterCabinet } from "./families/meterCabinet.ts"
import { outdoor } from "./families/outdoor.ts"
import { wallPolyester } from "./families/wallPolyester.ts"
import { wallStainless } from "./families/wallStainless.ts"
import { wallSteel } from "./families/wallSteel.ts"

const families: Record<ProductFamily, FamilyRules> = {
  "wall-steel": wallSteel,
  "wall-stainless": wallStainless,
  "wall-polyester": wallPolyester,
  "floor-standing": floorStanding,
  outdoor,
  "meter-cabinet": meterCabinet,
  "distribution-board": distributionBoard,
}

/** At least two of each family; what rounding leaves over goes to wall-steel. */
const familyCounts = (total: number): Record<ProductFamily, number> => {
  const sum = productFamilies.reduce((s, f) => s + families[f].weight, 0)
  const counts = {} as Record<ProductFamily, number>
  let assigned = 0
  for (const f of productFamilies) {
    counts[f] = Math.max(2, Math.floor((total * families[f].weight) / sum))
    assigned += counts[f]
  }
  counts["wall-steel"] += total - assigned
  return counts
}

/**
 * `total` products in family order, each family's custom-size example last. The examples draw
 * from their own random stream, so they shift no other product's draws, and are numbered after
 * all others.
 */
export const generateProducts = (rng: Rng, customSizeRng: Rng, total: number): Array<Draft> => {
  const counts = familyCounts(total)
  const ids: Ids = { productIndex: 0, usedKeys: new Set() }
  const customIds: Ids = { productIndex: total, usedKeys: ids.usedKeys }
  const custom = new Map<ProductFamily, Draft>()
  for (const family of productFamilies) {
    const size = families[family].customSize
    if (size !== undefined) custom.set(family, customSizeProduct(customSizeRng, customIds, family, size))
  }
  const out: Array<Draft> = []
  for (const family of productFamilies) {
    const special = custom.get(family)
    const n = counts[family] - (special === undefined ? 0 : 1)
    const list: Array<Draft> = []
    for (let call = 0; list.length < n; call++) list.push(...families[family].draw(rng, ids, call, n - list.length))
    out.push(...list)
    if (special !== undefined) out.push(special)
  }
  return out
}
