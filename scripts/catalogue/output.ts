/**
 * The files of a run: the catalogue in the product-information system's export layout
 * (project.json, models/*.json, data/*.json in chunks) and the article-group stories.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { languages } from "../../core/src/i18n/language.ts"
import { INDEX_FILE, writeIndexFile } from "../../adapters/src/catalogue/indexFile.ts"
import { contentHash, MANIFEST_FILE, makeManifest, manifestJson } from "../../adapters/src/catalogue/manifest.ts"
import type { AccessoryOut } from "./accessories.ts"
import { pad } from "./format.ts"
import { accessoryFields, productFields } from "./modelDocs.ts"
import type { ProductOut } from "./product.ts"

export interface Layout {
  readonly outDir: string
  readonly groupsFile: string
  /** JSON indentation; none for the big catalogues. */
  readonly indent: number | undefined
  /** Items per data file. */
  readonly perFile: { readonly Produkte: number; readonly Artikel: number }
}

/** Writes the file and returns its text. */
const writeJson = (file: string, value: unknown, indent: number | undefined): string => {
  mkdirSync(dirname(file), { recursive: true })
  const text = `${JSON.stringify(value, null, indent)}\n`
  writeFileSync(file, text)
  return text
}

const chunk = <T>(items: ReadonlyArray<T>, size: number): Array<ReadonlyArray<T>> => {
  const out: Array<ReadonlyArray<T>> = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/**
 * Writes everything and returns the number of data files. The items were validated before
 * (validate.ts), so the index file and the manifest with every file's hash are written last:
 * the shop then reads only the index file at load and each item on its first use.
 */
export const writeCatalogue = (
  layout: Layout,
  products: ReadonlyArray<ProductOut>,
  accessories: ReadonlyArray<AccessoryOut>,
  articleGroupStories: unknown,
): number => {
  const { outDir, indent, perFile } = layout
  // Only the generator's own output is replaced; stale resource files from a bigger run go too.
  rmSync(join(outDir, "data"), { recursive: true, force: true })
  rmSync(join(outDir, "models"), { recursive: true, force: true })
  const resources: Array<{ model: string; file: string }> = []
  const hashes = new Map<string, string>()
  const writeModel = (model: "Produkte" | "Artikel", stem: string, items: ReadonlyArray<{ readonly key: string }>): void => {
    chunk(items, perFile[model]).forEach((part, i) => {
      const file = `data/${stem}-${pad(i + 1, 3)}.json`
      resources.push({ model, file })
      hashes.set(file, contentHash(writeJson(join(outDir, file), { model, items: Object.fromEntries(part.map((item) => [item.key, item])) }, indent)))
    })
  }
  writeModel("Produkte", "produkte", products)
  writeModel("Artikel", "artikel", accessories)
  writeJson(join(outDir, "models", "Produkte.json"), { key: "Produkte", itemKey: "key", fields: productFields }, indent)
  writeJson(join(outDir, "models", "Artikel.json"), { key: "Artikel", itemKey: "key", fields: accessoryFields }, indent)
  const projectText = writeJson(
    join(outDir, "project.json"),
    {
      project: "enclosures-demo",
      version: "2026.11",
      languages,
      models: [
        { key: "Produkte", file: "models/Produkte.json" },
        { key: "Artikel", file: "models/Artikel.json" },
      ],
      resources,
    },
    indent,
  )
  hashes.set("project.json", contentHash(projectText))
  hashes.set(INDEX_FILE, writeIndexFile(outDir, resources))
  writeFileSync(join(outDir, MANIFEST_FILE), manifestJson(makeManifest({ products: products.length, accessories: accessories.length }, hashes, INDEX_FILE)))
  writeJson(layout.groupsFile, articleGroupStories, indent)
  return resources.length
}
