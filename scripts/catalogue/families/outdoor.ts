/** Double-walled outdoor cabinets with a roof, of aluminium or polyester, standing on a ground plinth. */
import type { Material } from "../../../core/src/catalogue/model.ts"
import { chance, pick } from "../random.ts"
import { text } from "../format.ts"
import { anyBox, bandPrice, countryOfOrigin, makeProduct, newEnclosure } from "../product.ts"
import type { FamilyRules } from "../product.ts"

const sizes = {
  widths: [600, 800, 1000, 1200],
  heights: [800, 1000, 1200, 1400, 1600],
  depths: [300, 320, 400, 500],
}

export const outdoor: FamilyRules = {
  weight: 12,
  draw: (rng, ids) => {
    const material: Material = chance(rng, 0.55) ? "aluminium" : "polyester"
    const alu = material === "aluminium"
    const { box, area, key, articleNumber, name2 } = newEnclosure(ids, alu ? "FSA" : "FSP", () => anyBox(rng, sizes))
    return [
      makeProduct(rng, ids, {
        family: "outdoor",
        key,
        articleNumber,
        name: alu
          ? text("Freiluftschrank Aluminium mit Dach, für Kabelverteilung", "Outdoor cabinet, aluminium, with roof, for cable distribution")
          : text("Freiluftschrank Polyester mit Dach, für Kabelverteilung", "Outdoor cabinet, polyester, with roof, for cable distribution"),
        name2,
        description: text(
          `Doppelwandiger Freiluftschrank aus ${alu ? "Aluminium" : "glasfaserverstärktem Polyester"} mit hinterlüftetem Dach. Für Kabelverteilung, Telekommunikation und Ladeinfrastruktur; Aufstellung auf Erdsockel.`,
          `Double-walled outdoor cabinet of ${alu ? "aluminium" : "glass-fibre reinforced polyester"} with ventilated roof. For cable distribution, telecommunications and charging infrastructure; stands on a ground plinth.`,
        ),
        price: bandPrice(rng, area, { minArea: 1.8, maxArea: 6.7, minPrice: 1200, maxPrice: 6000 }, alu ? 1 : 0.9),
        box,
        material,
        protection: "IP55",
        // Drawn after the price: the order of draws is part of the output.
        ral: alu ? pick(rng, ["RAL 7035", "RAL 6005", "RAL 7035"]) : "RAL 7035",
        doors: box.w >= 1000 ? 2 : 1,
        tariff: alu ? "7616 99 90" : "3926 90 97",
        ik: alu ? "IK09" : "IK10",
        weight: area * (alu ? 7.5 : 9.5) + 12,
        origin: countryOfOrigin(rng),
      }),
    ]
  },
  customSize: {
    prefix: "FSA",
    box: { w: 1400, h: 1800, d: 500 },
    material: "aluminium",
    name: text("Freiluftschrank Aluminium mit Dach", "Outdoor cabinet, aluminium, with roof"),
    tariff: "7616 99 90",
    ik: "IK09",
  },
}
