/**
 * The demo catalogue (data/catalogue, as `npm run catalogue:generate` writes it) says once whether
 * a part comes with a product (issue 28): `includedAccessories` names it, the product never also
 * offers it, and no description repeats it (the wall-mounted WS 600.800.350 said "mit verzinkter
 * Montageplatte" while its configurator sold that plate).
 */
import { resolve } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { decodeProduct, loadCatalogue } from "../src/catalogue/load.ts"
import { folderSource } from "../src/catalogue/source.ts"
import { productFile } from "./fixtures.ts"

const folder = resolve(import.meta.dirname, "..", "..", "data", "catalogue")

describe("the demo catalogue's included parts", () => {
  it.effect("over every product: an included part is a catalogue accessory, never also offered, and never named by the description", () =>
    Effect.gen(function* () {
      const { products, accessories, report } = yield* loadCatalogue(folderSource(folder))
      expect(report.invalid).toEqual([])
      const byKey = new Map(accessories.map((a) => [a.key as string, a]))
      const withIncluded = products.filter((p) => (p.includedAccessories ?? []).length > 0)
      expect(withIncluded.length).toBeGreaterThan(0)
      for (const product of products) {
        const included = product.includedAccessories ?? []
        const offered = new Set<string>(product.accessories)
        for (const key of included) {
          expect(byKey.has(key), `${product.key} includes unknown ${key}`).toBe(true)
          expect(offered.has(key), `${product.key} both includes and offers ${key}`).toBe(false)
        }
        // No other accessory of an included part's article group is sold as the same part either
        // (the catalogue's one plate of a size is included; partial plates are another group).
        const includedGroups = new Set(included.map((key) => byKey.get(key)!.artikelGruppe.key))
        const soldAlike = product.accessories.filter((key) => includedGroups.has(byKey.get(key)?.artikelGruppe.key ?? ""))
        expect(soldAlike, `${product.key} sells parts like the ones it includes`).toEqual([])
        for (const lang of ["de", "en"] as const) {
          expect(product.description[lang], `${product.key}'s description names a mounting plate`).not.toMatch(/montageplatte|mounting plate/i)
          for (const key of [...included, ...product.accessories]) {
            const name = byKey.get(key)?.name[lang]
            if (name !== undefined) expect(product.description[lang].toLowerCase()).not.toContain(name.toLowerCase())
          }
        }
      }
    }),
  )

  it.effect("the wall-mounted enclosure WS 600.800.350 comes with its galvanised mounting plate and does not sell it", () =>
    Effect.gen(function* () {
      const { products } = yield* loadCatalogue(folderSource(folder))
      const enclosure = products.find((p) => p.specification.articleNumber === "WS 600.800.350")!
      expect(enclosure.includedAccessories).toEqual(["ACC-MP-0608"])
      expect(enclosure.accessories).not.toContain("ACC-MP-0608")
      // Every wall-mounted steel enclosure and floor-standing cabinet of a catalogue size comes with the plate of its size.
      for (const p of products.filter((p) => (p.family === "wall-steel" || p.family === "floor-standing") && p.priceOnRequest === false)) {
        expect(p.includedAccessories).toEqual([`ACC-MP-${String(p.width / 100).padStart(2, "0")}${String(p.height / 100).padStart(2, "0")}`])
      }
    }),
  )

  it("a product file that both includes and offers an accessory is refused, naming it; one that only includes it loads with it", () => {
    const refused = decodeProduct(productFile(1, { accessories: ["ACC-1", "ACC-2"] as never, includedAccessories: ["ACC-2"] as never }))
    expect(refused).toEqual({ invalid: expect.stringContaining("an accessory is either included or offered, not both: ACC-2") })
    const loaded = decodeProduct(productFile(1, { accessories: ["ACC-1"] as never, includedAccessories: ["ACC-2"] as never }))
    expect(loaded).toMatchObject({ accessories: ["ACC-1"], includedAccessories: ["ACC-2"] })
    // Absent: nothing included, as every catalogue written before the field.
    expect("includedAccessories" in (decodeProduct(productFile(1)) as object)).toBe(false)
  })
})
