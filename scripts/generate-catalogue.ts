/**
 * Deterministic demo catalogue of an Austrian enclosure maker (products, accessories, article groups).
 *
 *   node scripts/generate-catalogue.ts                      ~180 products -> data/catalogue/ + data/content/article-groups.json
 *   node scripts/generate-catalogue.ts --products 10000 --out data/catalogue-large/10k
 *
 * Seeded PRNG only (no Math.random, no clock): re-running writes byte-identical files. Every item is
 * decoded with `ProductFile` / `AccessoryFile` before anything is written; any failure exits non-zero.
 * The parts live in `catalogue/`: product families, the accessory table, article groups, validation.
 */
import { join, resolve } from "node:path"
import { productFamilies } from "../core/src/catalogue/model.ts"
import { assignAccessories, generateAccessories } from "./catalogue/accessories.ts"
import { articleGroupStories, articleGroups } from "./catalogue/articleGroups.ts"
import { parseArgs } from "./catalogue/args.ts"
import { writeCatalogue } from "./catalogue/output.ts"
import type { Layout } from "./catalogue/output.ts"
import { generateProducts } from "./catalogue/products.ts"
import { seededRng } from "./catalogue/random.ts"
import { validate } from "./catalogue/validate.ts"

/** One random stream per job, so that a change in one job leaves the others' draws alone. */
const seeds = { products: 20_261_101, customSizes: 0xc0ffee, accessories: 20_261_102, assignment: 20_261_103, stories: 20_261_104 }

const main = (): void => {
  const started = performance.now()
  const args = parseArgs(process.argv.slice(2))
  const root = resolve(import.meta.dirname, "..")
  const demo = args.out === undefined
  const outDir = args.out === undefined ? join(root, "data", "catalogue") : resolve(args.out)
  const layout: Layout = demo
    ? { outDir, groupsFile: join(root, "data", "content", "article-groups.json"), indent: 2, perFile: { Produkte: 50, Artikel: 100 } }
    : { outDir, groupsFile: join(outDir, "article-groups.json"), indent: undefined, perFile: { Produkte: 1000, Artikel: 1000 } }

  const drafts = generateProducts(seededRng(seeds.products), seededRng(seeds.customSizes), args.products)
  const accessories = generateAccessories(
    seededRng(seeds.accessories),
    drafts.map((d) => d.spec),
  )
  assignAccessories(seededRng(seeds.assignment), drafts, accessories)
  const products = drafts.map((d) => d.product)
  const accessoryFiles = accessories.map((a) => a.file)

  const errors = validate(products, accessoryFiles, demo)
  if (errors.length > 0) {
    console.error(`generate-catalogue: ${errors.length} problem(s), nothing written:`)
    for (const e of errors) console.error(`  ${e}`)
    process.exit(1)
  }
  const resourceFiles = writeCatalogue(layout, products, accessoryFiles, articleGroupStories(seededRng(seeds.stories)))

  const perFamily = productFamilies.map((f) => `${f} ${products.filter((p) => p.family === f).length}`).join(", ")
  console.log(`products ${products.length} (${perFamily})`)
  console.log(`accessories ${accessoryFiles.length}, article groups ${articleGroups.length}, resource files ${resourceFiles}`)
  console.log(`written to ${demo ? "data/catalogue and data/content/article-groups.json" : args.out} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

main()
