/**
 * The generated catalogue a benchmark runs on (`--size N`, default 100k, `--quick` 10k), made by
 * scripts/generate-catalogue.ts into `data/catalogue-large/` (gitignored) on first use, and loaded
 * decoded through the real adapter.
 */
import { execFileSync } from "node:child_process"
import { existsSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Effect } from "effect"
import type { Accessory, Product } from "@shop/core"
import { folderSource, loadCatalogue } from "@shop/adapters"

export const root = fileURLToPath(new URL("../../", import.meta.url))
export const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name)
  return i < 0 ? undefined : process.argv[i + 1]
}
export const quick = process.argv.includes("--quick")

/** The catalogue's folder, generated when missing. */
export const largeCatalogueDir = (): string => {
  const size = Number(arg("--size") ?? (quick ? 10_000 : 100_000))
  const dir = `${root}data/catalogue-large/${size / 1000}k`
  if (!existsSync(`${dir}/project.json`)) {
    console.error(`generating a ${size}-product catalogue in ${dir.slice(root.length)} …`)
    execFileSync(process.execPath, [`${root}scripts/generate-catalogue.ts`, "--products", String(size), "--out", dir], { stdio: "inherit" })
  }
  return dir
}

export const loadLargeCatalogue = async (dir: string): Promise<{ readonly products: ReadonlyArray<Product>; readonly accessories: ReadonlyArray<Accessory> }> =>
  Effect.runPromise(loadCatalogue(folderSource(dir)))
