/**
 * Meter cabinets to the Austrian TAEV and the rules of the state's grid operator. They come in
 * sets: one cabinet at 1–3 rated currents, which list each other as amperage variants.
 */
import { federalStates } from "../../../core/src/catalogue/model.ts"
import type { ProtectionType } from "../../../core/src/catalogue/model.ts"
import { intIn, pick } from "../random.ts"
import { clamp, round2, text } from "../format.ts"
import { stateInfo } from "../federalStates.ts"
import { dims, makeProduct, nextProtection, sizeCode, sizeNumber, surface, uniqueConfig, variantSuffix, variantText } from "../product.ts"
import type { Box, FamilyRules } from "../product.ts"

/** Rated currents in A of the cabinets of one set. */
const currentSets = [[35, 63], [35, 50, 63], [63], [50, 63], [35, 63]]

export const meterCabinet: FamilyRules = {
  weight: 42,
  draw: (rng, ids, set, room) => {
    // The first 18 sets walk the states twice with rotating meter positions, so every state has
    // at least two cabinets and every count 1–6 occurs; later sets are random.
    const state = set < 18 ? federalStates[set % 9]! : pick(rng, federalStates)
    const positions = set < 9 ? (set % 6) + 1 : set < 18 ? ((set + 2) % 6) + 1 : intIn(rng, 1, 6)
    const info = stateInfo[state]
    const w = 350 + 250 * positions
    const amps = pick(rng, currentSets).slice(0, room)
    const model = `${info.code}${positions}`
    const { config: box, key: setKey, variant } = uniqueConfig(
      ids,
      (): Box => ({ w, h: pick(rng, [1100, 1250, 1400]), d: pick(rng, [210, 250]) }),
      (b) => `ZV-${model}-${sizeCode(b)}`,
    )
    const { h } = box
    const area = surface(box)
    const protection: ProtectionType = pick(rng, ["IP43", "IP43", "IP44", "IP54"])
    const [vde, ven] = variantText(variant)
    const platz = positions === 1 ? "1 Zählerplatz" : `${positions} Zählerplätze`
    const place = positions === 1 ? "1 meter position" : `${positions} meter positions`
    const drafts = amps.map((a) => {
      const key = `${setKey}-${a}`
      ids.usedKeys.add(key)
      const price = clamp(round2((280 + (positions - 1) * 330 + (h - 1100) * 0.3 + (a - 35) * 4) * (0.96 + rng() * 0.08)), 280, 2400)
      return makeProduct(rng, ids, {
        family: "meter-cabinet",
        key,
        articleNumber: `ZV ${model} ${sizeNumber(box)}/${a}A${variantSuffix(variant)}`,
        name: text(`Zählerverteiler ${info.de} ${platz}, ${w} mm`, `Meter cabinet ${info.en}, ${place}, ${w} mm`),
        name2: dims(box, `, ${a} A${vde}`, `, ${a} A${ven}`),
        description: text(
          `Zählerverteiler nach TAEV und den Vorgaben von ${info.grid} mit APZ-Raum, Hauptleitungsabzweig und Verteilerfeld. Bemessungsstrom ${a} A, Türen plombierbar.`,
          `Meter cabinet to the Austrian TAEV and the rules of ${info.grid}, with APZ compartment, main line branch and distribution field. Rated current ${a} A, sealable doors.`,
        ),
        price,
        box,
        material: "steel",
        protection,
        maxProtection: nextProtection(protection),
        ral: "RAL 9016",
        state,
        positions,
        ratedCurrent: a,
        doors: w >= 1350 ? 2 : 1,
        tariff: "8537 10 98",
        ik: pick(rng, ["IK08", "IK09"]),
        weight: area * 8 + positions * 2.2 + (a >= 63 ? 3 : 1.5),
        origin: "AT",
      })
    })
    const keys = drafts.map((dr) => dr.product.key)
    for (const dr of drafts) dr.product.amperageVariants = keys.filter((k) => k !== dr.product.key)
    return drafts
  },
}
