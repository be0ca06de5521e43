/** Wall-mounted enclosures of brushed stainless steel: 1.4301 (V2A) for food plants, 1.4404 (V4A) for chlorides. */
import { chance } from "../random.ts"
import { text } from "../format.ts"
import { bandPrice, countryOfOrigin, makeProduct, newEnclosure, wallBox } from "../product.ts"
import type { FamilyRules } from "../product.ts"

const sizes = {
  widths: [200, 300, 400, 500, 600, 800],
  heights: [200, 300, 400, 500, 600, 800, 1000, 1200],
  depths: [120, 150, 210, 250, 300],
}

const grades = {
  "1.4301": {
    prefix: "WE",
    alloy: "V2A",
    priceFactor: 0.92,
    description: text(
      "Wandgehäuse aus Edelstahl 1.4301, Oberfläche gebürstet (Korn 240). Für Lebensmittel- und Getränkeindustrie sowie geschützte Außenbereiche.",
      "Wall-mounted enclosure of stainless steel 1.4301 with brushed finish (grain 240). For the food and beverage industry and sheltered outdoor sites.",
    ),
  },
  "1.4404": {
    prefix: "WE4",
    alloy: "V4A",
    priceFactor: 1,
    description: text(
      "Wandgehäuse aus säurebeständigem Edelstahl 1.4404, gebürstet. Für chloridhaltige Umgebungen, Kläranlagen und Küstennähe.",
      "Wall-mounted enclosure of acid-resistant stainless steel 1.4404, brushed. For chloride-laden atmospheres, sewage plants and coastal sites.",
    ),
  },
} as const

export const wallStainless: FamilyRules = {
  weight: 18,
  draw: (rng, ids) => {
    const grade = chance(rng, 0.7) ? "1.4301" : "1.4404"
    const { prefix, alloy, priceFactor, description } = grades[grade]
    const { box, area, key, articleNumber, name2 } = newEnclosure(ids, prefix, () => wallBox(rng, sizes))
    const { w, h } = box
    return [
      makeProduct(rng, ids, {
        family: "wall-stainless",
        key,
        articleNumber,
        name: text(`Wandgehäuse Edelstahl ${grade} (${alloy}), gebürstet`, `Wall-mounted enclosure, stainless steel ${grade} (${alloy}), brushed`),
        name2,
        description,
        price: bandPrice(rng, area, { minArea: 0.17, maxArea: 3.2, minPrice: 250, maxPrice: 2500 }, priceFactor),
        box,
        material: "stainless-steel",
        protection: "IP66",
        ral: `stainless ${grade} brushed`,
        doors: w >= 800 ? 2 : 1,
        tariff: "7326 90 98",
        ik: "IK10",
        weight: area * 9.4 + (w * h * 19.6) / 1e6 + 0.4,
        origin: countryOfOrigin(rng, "DE"),
      }),
    ]
  },
  customSize: {
    prefix: "WE",
    box: { w: 1000, h: 1200, d: 350 },
    material: "stainless-steel",
    name: text("Wandgehäuse Edelstahl 1.4404", "Wall-mounted enclosure, stainless steel 1.4404"),
    ral: "stainless 1.4404 brushed",
  },
}
