/** Wall-mounted enclosures of glass-fibre reinforced polyester, some with a viewing window; the smallest have a lid, not a door. */
import { chance } from "../random.ts"
import { text } from "../format.ts"
import { bandPrice, countryOfOrigin, makeProduct, newEnclosure, wallBox } from "../product.ts"
import type { FamilyRules } from "../product.ts"

const sizes = {
  widths: [200, 300, 400, 500, 600, 800],
  heights: [200, 300, 400, 500, 600, 800, 1000],
  depths: [150, 200, 250, 300],
}

export const wallPolyester: FamilyRules = {
  weight: 18,
  draw: (rng, ids) => {
    const window = chance(rng, 0.2)
    const tag = window ? { key: "-SF", article: " SF" } : { key: "", article: "" }
    const { box, area, key, articleNumber, name2 } = newEnclosure(ids, "PG", () => wallBox(rng, sizes), tag)
    const { w, h } = box
    const lid = w <= 300 && h <= 300
    return [
      makeProduct(rng, ids, {
        family: "wall-polyester",
        key,
        articleNumber,
        name: window
          ? text("Polyestergehäuse GFK mit Sichtfenster, IP66, IK10", "Polyester enclosure (GRP) with viewing window, IP66, IK10")
          : text("Polyestergehäuse GFK, IP66, IK10", "Polyester enclosure (GRP), IP66, IK10"),
        name2,
        description: text(
          "Glasfaserverstärktes Polyestergehäuse, halogenfrei, UV-beständig und schutzisoliert. Für raue Industrie- und Außenumgebungen.",
          "Glass-fibre reinforced polyester enclosure, halogen-free, UV-resistant and double-insulated. For harsh industrial and outdoor environments.",
        ),
        price: bandPrice(rng, area, { minArea: 0.17, maxArea: 2.7, minPrice: 90, maxPrice: 1200 }, window ? 1.08 : 1),
        box,
        material: "polyester",
        protection: "IP66",
        ral: "RAL 7035",
        doors: lid ? 0 : w >= 800 ? 2 : 1,
        tariff: "3926 90 97",
        ik: "IK10",
        weight: area * 7.2 + 0.3,
        origin: countryOfOrigin(rng, "CZ"),
      }),
    ]
  },
}
