/** Data the contract suites share: the demo catalogue (data/catalogue) as the shop loads it, and byte patterns. */
import { join } from "node:path"
import { Effect } from "effect"
import { loadCatalogue } from "@shop/adapters/catalogue/load"
import { folderSource } from "@shop/adapters/catalogue/source"
import { repositoryRoot } from "@shop/adapters/config"

export const demoCatalogueDir = join(repositoryRoot, "data/catalogue")
export const demoContentDir = join(repositoryRoot, "data/content")

export const demoCatalogue = await Effect.runPromise(loadCatalogue(folderSource(demoCatalogueDir)))

/** Every byte value, so an encoding that mangles any byte shows. */
export const allByteValues = (): Uint8Array => Uint8Array.from({ length: 256 }, (_, i) => i)

/** Deterministic bytes that do not compress (a linear congruential generator). */
export const noise = (length: number, seed = 1): Uint8Array => {
  const out = new Uint8Array(length)
  let state = seed >>> 0
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    out[i] = state >>> 24
  }
  return out
}

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)
export const startsWithPdf = (bytes: Uint8Array): boolean => new TextDecoder().decode(bytes.slice(0, 5)) === "%PDF-"
