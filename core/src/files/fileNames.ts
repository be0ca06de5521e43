/**
 * Names of generated files (spec §5, §9). The character rule applies to the variable part
 * (an article number) one character (grapheme) at a time: lowercase, then anything outside
 * a–z, 0–9, ä, ö, ü, ß and `_` becomes one `-` (an emoji or a flag is one `-`, not one per
 * UTF-16 unit). Repeated underscores collapse to one after the parts are joined. Duplicates get
 * `-1`, `-2`, … in order of appearance.
 *
 * A name is limited in UTF-8 bytes, not characters: file systems and unzip tools count bytes
 * (255 per name), and `ü` takes two.
 *
 * Timestamps use the ISO 8601 basic format (20261121T231431Z): valid ISO, sortable, and free
 * of the colons that Windows forbids in file names.
 */

const ALLOWED = /^[a-z0-9äöüß_]$/u
/** Longest variable part in UTF-8 bytes: leaves room for `_Datenblatt`, a `-N` suffix and `.pdf` below 255. */
export const MAX_FILE_NAME_STEM_BYTES = 200
/** Longest whole file name in UTF-8 bytes (ext4, NTFS and the unzip tools' limit). */
export const MAX_FILE_NAME_BYTES = 255

// Made on first use: building a segmenter takes milliseconds, and most importers never need it.
let segmenter: Intl.Segmenter | undefined
const graphemes = (): Intl.Segmenter => (segmenter ??= new Intl.Segmenter("und", { granularity: "grapheme" }))
/** UTF-8 length of one code point. */
const utf8Bytes = (codePoint: number): number => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4)

/** Cuts whole code points off the end until `text` fits `maxBytes` UTF-8 bytes. */
export const truncateToBytes = (text: string, maxBytes: number): string => {
  let bytes = 0
  let end = 0
  for (const codePoint of text) {
    bytes += utf8Bytes(codePoint.codePointAt(0)!)
    if (bytes > maxBytes) break
    end += codePoint.length
  }
  return text.slice(0, end)
}

const collapseUnderscores = (name: string): string => name.replace(/_+/g, "_")

export const sanitizeFileName = (raw: string): string => {
  let out = ""
  for (const { segment } of graphemes().segment(raw.normalize("NFC"))) {
    const lower = segment.toLowerCase()
    out += ALLOWED.test(lower) ? lower : "-"
  }
  return truncateToBytes(collapseUnderscores(out), MAX_FILE_NAME_STEM_BYTES)
}

export const isoBasicTimestamp = (epochMillis: number): string =>
  new Date(epochMillis).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z")

export const cartPdfFileName = (epochMillis: number): string => `Anfrage-${isoBasicTimestamp(epochMillis)}.pdf`
export const datasheetArchiveName = (epochMillis: number): string => `Datenblaetter-${isoBasicTimestamp(epochMillis)}.zip`

/** `{article}_Datenblatt`, and `-N` on the second and later occurrence of the same article. */
export const datasheetFileNames = (articles: ReadonlyArray<string>): ReadonlyArray<string> => {
  const seen = new Map<string, number>()
  return articles.map((article) => {
    // Collapsed after joining: an article ending in `_` must not give `__Datenblatt`.
    const base = collapseUnderscores(`${sanitizeFileName(article)}_Datenblatt`)
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    return count === 0 ? base : `${base}-${count}`
  })
}
