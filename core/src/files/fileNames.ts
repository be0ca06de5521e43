/**
 * Names of generated files (spec §5, §9). The character rule applies to the variable part
 * (an article number): lowercase, then anything outside a–z, 0–9, ä, ö, ü, ß and `_` becomes
 * `-`, repeated underscores collapse to one. Duplicates get `-1`, `-2`, … in order of appearance.
 *
 * Timestamps use the ISO 8601 basic format (20261121T231431Z): valid ISO, sortable, and free
 * of the colons that Windows forbids in file names.
 */

export const sanitizeFileName = (raw: string): string =>
  raw
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^a-z0-9äöüß_]/g, "-")
    .replace(/_+/g, "_")

export const isoBasicTimestamp = (epochMillis: number): string =>
  new Date(epochMillis).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z")

export const cartPdfFileName = (epochMillis: number): string => `Anfrage-${isoBasicTimestamp(epochMillis)}.pdf`
export const datasheetArchiveName = (epochMillis: number): string => `Datenblaetter-${isoBasicTimestamp(epochMillis)}.zip`

/** `{article}_Datenblatt`, and `-N` on the second and later occurrence of the same article. */
export const datasheetFileNames = (articles: ReadonlyArray<string>): ReadonlyArray<string> => {
  const seen = new Map<string, number>()
  return articles.map((article) => {
    const base = `${sanitizeFileName(article)}_Datenblatt`
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    return count === 0 ? base : `${base}-${count}`
  })
}

/** Makes every name unique by appending `-N` to repeats (for arbitrary generated names). */
export const uniqueNames = (names: ReadonlyArray<string>): ReadonlyArray<string> => {
  const used = new Set<string>()
  return names.map((name) => {
    let candidate = name
    for (let n = 1; used.has(candidate); n++) candidate = `${name}-${n}`
    used.add(candidate)
    return candidate
  })
}
