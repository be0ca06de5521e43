/** Floor-standing cabinets in frame construction for switchgear and controls. */
import { mountingPlateKey } from "../accessoryTable.ts"
import { text } from "../format.ts"
import { anyBox, bandPrice, countryOfOrigin, makeProduct, newEnclosure } from "../product.ts"
import type { FamilyRules } from "../product.ts"

const sizes = {
  widths: [600, 800, 1000, 1200],
  // 2000 mm twice: the common height.
  heights: [1800, 2000, 2000, 2200],
  depths: [400, 500, 600],
}

export const floorStanding: FamilyRules = {
  weight: 20,
  draw: (rng, ids) => {
    const { box, area, key, articleNumber, name2 } = newEnclosure(ids, "SS", () => anyBox(rng, sizes))
    const { w, h } = box
    const doors = w > 800 ? 2 : 1
    return [
      makeProduct(rng, ids, {
        family: "floor-standing",
        key,
        articleNumber,
        name:
          doors === 2
            ? text("Standschrank Stahlblech, zweitürig, IP55", "Floor-standing cabinet, sheet steel, two doors, IP55")
            : text("Standschrank Stahlblech, IP55", "Floor-standing cabinet, sheet steel, IP55"),
        name2,
        description: text(
          "Standschrank in Rahmenbauweise; Seitenwände und Rückwand abnehmbar. Für Schaltanlagen und Steuerungen bis 1000 V.",
          "Frame-type floor-standing cabinet; side panels and rear panel removable. For switchgear and controls up to 1000 V.",
        ),
        price: bandPrice(rng, area, { minArea: 4.0, maxArea: 9.4, minPrice: 900, maxPrice: 4500 }),
        box,
        material: "steel",
        protection: "IP55",
        ral: "RAL 7035",
        doors,
        tariff: "7326 90 98",
        ik: "IK10",
        weight: area * 12.5 + 18 + (w * h * 19.6) / 1e6,
        origin: countryOfOrigin(rng),
        included: [mountingPlateKey(box)],
      }),
    ]
  },
  customSize: {
    prefix: "SS",
    box: { w: 1600, h: 2200, d: 800 },
    material: "steel",
    name: text("Standschrank Stahlblech", "Floor-standing cabinet, sheet steel"),
  },
}
