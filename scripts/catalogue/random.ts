/**
 * Seeded randomness, the generator's only source of variety: no Math.random and no clock, so the
 * same seeds write byte-identical files. Every draw advances the stream, so the order of draws is
 * part of the output: reordering two draws changes the catalogue.
 */

export type Rng = () => number

/** mulberry32: small, fast and good enough for demo data. */
export const seededRng = (seed: number): Rng => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const intIn = (rng: Rng, lo: number, hi: number): number => lo + Math.floor(rng() * (hi - lo + 1))
export const pick = <T>(rng: Rng, items: ReadonlyArray<T>): T => items[Math.floor(rng() * items.length)]!
export const chance = (rng: Rng, p: number): boolean => rng() < p

/** k distinct items in their original order. */
export const sample = <T>(rng: Rng, items: ReadonlyArray<T>, k: number): Array<T> => {
  const idx = items.map((_, i) => i)
  const n = Math.min(k, idx.length)
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rng() * (idx.length - i))
    const t = idx[i]!
    idx[i] = idx[j]!
    idx[j] = t
  }
  return idx
    .slice(0, n)
    .sort((a, b) => a - b)
    .map((i) => items[i]!)
}

const hex = (rng: Rng, n: number): string => {
  let s = ""
  for (let i = 0; i < n; i++) s += Math.floor(rng() * 16).toString(16)
  return s
}

/** Shaped like a version-4 UUID, as the content system hands them out. */
export const uuidLike = (rng: Rng): string =>
  `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
