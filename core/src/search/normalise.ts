/**
 * How search compares what a buyer types with the catalogue: article numbers, EANs and keys
 * compared without case and separators (`KV 0604`, `kv-0604`, `KV.0604` are one code), text
 * compared folded (case, umlauts written either way or left out, accents), and the query read for
 * sizes (`600x800x250`, `800 hoch`) and protection types (`IP66`).
 */
import { type ProtectionType, protectionTypes } from "../catalogue/model.ts"

/** The longest query read; the rest is cut (a pasted paragraph is not an article number). */
export const MAX_QUERY_LENGTH = 200
/** The most words of a query searched as text. */
export const MAX_QUERY_WORDS = 12

/**
 * An article number, EAN or key as compared: upper case, without spaces, dots, dashes, slashes,
 * underscores. Idempotent; adding or removing such separators never changes it.
 */
export const compactCode = (text: string): string =>
  // Plain ASCII (nearly every code) has nothing NFKC would change.
  (isAscii(text) ? text : text.normalize("NFKC")).toUpperCase().replace(/[\s._\-/\\]+/g, "")
const isAscii = (text: string): boolean => /^[\x20-\x7e]*$/.test(text)

/**
 * Text as compared: lower case, `ä`/`ae`/`a` alike (and `ö`, `ü`), `ß` as `ss`, accents dropped.
 * A buyer who writes `zaehlerschrank` or `zahlerschrank` for `Zählerschrank` types the same word.
 */
export const foldText = (text: string): string =>
  text
    .normalize("NFKD")
    .toLowerCase()
    // Lower case can compose again (`İ` → `i̇`); decompose once more so the marks go below.
    .normalize("NFKD")
    .replace(/ß/g, "ss")
    .replace(/[\u0300-\u036f]/g, "")
    // `e+`, not `e`: `uee` folded to `ue` would fold again to `u`; folding must be idempotent.
    .replace(/([aou])e+/g, "$1")

/** Words of folded text: letters and digits; pure numbers and single letters are not words (sizes are read apart). */
export const words = (folded: string): Array<string> => folded.split(/[^a-z0-9]+/).filter((w) => w.length >= 2 && !/^\d+$/.test(w))

/**
 * Trade words that name the same thing as the catalogue's own (folded). A buyer asks for a
 * `Zählerschrank`; the catalogue calls it `Zählerverteiler`.
 */
export const synonyms: ReadonlyMap<string, ReadonlyArray<string>> = new Map([
  ["zahlerschrank", ["zahlerverteiler"]],
  ["zahlerkasten", ["zahlerverteiler"]],
  ["zahlerverteilerschrank", ["zahlerverteiler"]],
  ["verteilerkasten", ["kleinverteiler"]],
  ["sicherungskasten", ["kleinverteiler"]],
  ["schaltschrank", ["standschrank"]],
  ["v2a", ["4301"]],
  ["v4a", ["4404"]],
  ["inox", ["edelstahl"]],
  ["gfk", ["polyester"]],
])

/** Sizes in millimetres as asked; an absent one is not asked. */
export interface AskedSize {
  readonly width?: number
  readonly height?: number
  readonly depth?: number
}

export interface ReadQuery {
  /** The query as searched (trimmed, cut at `MAX_QUERY_LENGTH`). */
  readonly text: string
  /** True when the query was longer and was cut. */
  readonly cut: boolean
  /** The whole query as a code. */
  readonly code: string
  /** Each whitespace-separated part as a code (a pasted list of article numbers). */
  readonly codes: ReadonlyArray<string>
  readonly size: AskedSize | undefined
  readonly protection: ProtectionType | undefined
  /** Folded words left when sizes and protection types are read out. */
  readonly words: ReadonlyArray<string>
}

const MM = "(\\d{2,4})(?:\\s*mm)?"
const TIMES = "\\s*[x×*]\\s*"
const sizePattern = new RegExp(`(?<![\\d.])${MM}${TIMES}${MM}(?:${TIMES}${MM})?(?![\\d.])`, "i")
/** `800 hoch`, `hoch 800`, `H 800`, `800 high`, `height 800`, the same for width and depth. */
const axes: ReadonlyArray<readonly [keyof AskedSize, string]> = [
  ["width", "breit|breite|b|w|wide|width"],
  ["height", "hoch|hohe|h|high|height|tall"],
  ["depth", "tief|tiefe|t|d|deep|depth"],
]
const protectionPattern = /(?<![a-z0-9])ip\s?(\d{2})(?![0-9])/i

const isMillimetres = (n: number) => Number.isInteger(n) && n >= 10 && n <= 5000

/** Reads a query: cut, codes, sizes, protection type and words. Never fails. */
export const readQuery = (raw: string): ReadQuery => {
  const trimmed = raw.trim()
  const cut = trimmed.length > MAX_QUERY_LENGTH
  const text = cut ? trimmed.slice(0, MAX_QUERY_LENGTH) : trimmed
  let rest = foldText(text)
  let size: { width?: number; height?: number; depth?: number } | undefined
  const triple = sizePattern.exec(rest)
  if (triple !== null) {
    const [w, h, d] = [Number(triple[1]), Number(triple[2]), triple[3] === undefined ? undefined : Number(triple[3])]
    if (isMillimetres(w) && isMillimetres(h) && (d === undefined || isMillimetres(d))) {
      size = d === undefined ? { width: w, height: h } : { width: w, height: h, depth: d }
      rest = rest.replace(triple[0], " ")
    }
  }
  for (const [axis, names] of axes) {
    const pattern = new RegExp(`(?<![a-z0-9])(?:(\\d{2,4})\\s*(?:mm\\s*)?(?:${names})|(?:${names})\\s*(\\d{2,4}))(?![a-z0-9])`)
    const found = pattern.exec(rest)
    if (found === null) continue
    const n = Number(found[1] ?? found[2])
    if (!isMillimetres(n) || size?.[axis] !== undefined) continue
    size = { ...size, [axis]: n }
    rest = rest.replace(found[0], " ")
  }
  let protection: ProtectionType | undefined
  const ip = protectionPattern.exec(rest)
  if (ip !== null) {
    const type = `IP${ip[1]}`
    if ((protectionTypes as ReadonlyArray<string>).includes(type)) {
      protection = type as ProtectionType
      rest = rest.replace(ip[0], " ")
    }
  }
  const parts = text.split(/\s+/).filter((p) => p !== "")
  return {
    text,
    cut,
    code: compactCode(text),
    codes: parts.length > 1 ? parts.map(compactCode).filter((c) => c !== "") : [],
    size,
    protection,
    words: words(rest.replace(/\bmm\b/g, " ")).slice(0, MAX_QUERY_WORDS),
  }
}
