/** Wall-mounted enclosures of powder-coated sheet steel: the bulk of the catalogue. */
import type { ProtectionType } from "../../../core/src/catalogue/model.ts"
import { mountingPlateKey } from "../accessoryTable.ts"
import { text } from "../format.ts"
import { bandPrice, countryOfOrigin, makeProduct, newEnclosure, wallBox } from "../product.ts"
import type { FamilyRules } from "../product.ts"

const sizes = {
  widths: [200, 300, 400, 500, 600, 800, 1000],
  heights: [200, 300, 400, 500, 600, 700, 800, 1000, 1200, 1400],
  depths: [120, 150, 210, 250, 300, 350, 400],
}

export const wallSteel: FamilyRules = {
  weight: 46,
  draw: (rng, ids) => {
    const { box, area, key, articleNumber, name2 } = newEnclosure(ids, "WS", () => wallBox(rng, sizes))
    const { w, h } = box
    const doors = w >= 1000 ? 2 : 1
    const ip: ProtectionType = w * h >= 1_000_000 ? "IP55" : "IP66"
    return [
      makeProduct(rng, ids, {
        family: "wall-steel",
        key,
        articleNumber,
        name:
          doors === 2
            ? text(`Wandgehäuse Stahlblech, zweitürig, ${ip}`, `Wall-mounted enclosure, sheet steel, two doors, ${ip}`)
            : text(`Wandgehäuse Stahlblech, ${ip}`, `Wall-mounted enclosure, sheet steel, ${ip}`),
        name2,
        description: text(
          "Einwandiges Wandgehäuse aus Stahlblech, pulverbeschichtet in RAL 7035. Tür mit Doppelbartverschluss, Türanschlag wechselbar.",
          "Single-walled wall-mounted enclosure of sheet steel, powder-coated in RAL 7035. Door with double-bit lock, hinge side reversible.",
        ),
        price: bandPrice(rng, area, { minArea: 0.17, maxArea: 4.75, minPrice: 60, maxPrice: 900 }),
        box,
        material: "steel",
        protection: ip,
        ral: "RAL 7035",
        doors,
        tariff: "7326 90 98",
        ik: "IK10",
        weight: area * 10 + (w * h * 19.6) / 1e6 + 0.4,
        origin: countryOfOrigin(rng),
        // Delivered with its galvanised mounting plate (the product page says so, the configurator does not sell it).
        included: [mountingPlateKey(box)],
      }),
    ]
  },
  customSize: {
    prefix: "WS",
    box: { w: 1200, h: 1400, d: 400 },
    material: "steel",
    name: text("Wandgehäuse Stahlblech", "Wall-mounted enclosure, sheet steel"),
  },
}
