import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import {
  cartPdfFileName,
  datasheetArchiveName,
  datasheetFileNames,
  isoBasicTimestamp,
  MAX_FILE_NAME_BYTES,
  MAX_FILE_NAME_STEM_BYTES,
  sanitizeFileName,
} from "../src/files/fileNames.ts"

const ALLOWED = /^[a-z0-9äöüß_-]*$/
/** Property runs over arbitrary Unicode take seconds on a loaded machine; the limit only guards a hang. */
const PROPERTY_TIMEOUT_MS = 30_000

describe("sanitizeFileName", () => {
  it.each([
    ["ÄÖÜ", "äöü"],
    ["Straße", "straße"],
    ["WG 600.400/200", "wg-600-400-200"],
    ["a__b___c", "a_b_c"],
    ["A_B", "a_b"],
    ["é+ñ (x)", "-----x-"],
    ["A\u0308", "ä"], // decomposed umlaut
    ["", ""],
  ])("%s → %s", (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected)
  })

  it("only ever writes allowed characters and never a double underscore", { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: fc.constantFrom("_", "Ä", "ß", "ẞ", "İ", ".", " ", "/", "a") })), (raw) => {
        const name = sanitizeFileName(raw)
        expect(name).toMatch(ALLOWED)
        expect(name).not.toContain("__")
      }),
    )
  })

  it("replaces one character, not one UTF-16 unit, by one hyphen", () => {
    expect(sanitizeFileName("Box 😀 v2")).toBe("box---v2")
    expect(sanitizeFileName("🇦🇹-1")).toBe("--1") // a flag is one character of two code points
    expect(sanitizeFileName("e\u0301")).toBe("-") // é decomposed
  })

  it("writes one hyphen per grapheme and keeps every allowed character, for any Unicode", { timeout: PROPERTY_TIMEOUT_MS }, () => {
    const segmenter = new Intl.Segmenter("und", { granularity: "grapheme" })
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (raw) => {
        const name = sanitizeFileName(raw)
        const characters = [...segmenter.segment(raw.normalize("NFC"))].map((s) => s.segment.toLowerCase())
        const expected = characters.map((c) => (/^[a-z0-9äöüß_]$/u.test(c) ? c : "-")).join("").replace(/_+/g, "_")
        expect(name).toBe(expected)
      }),
    )
  })

  it("stays within the byte limit on whole code points", { timeout: PROPERTY_TIMEOUT_MS }, () => {
    expect(new TextEncoder().encode(sanitizeFileName("ü".repeat(200))).length).toBe(MAX_FILE_NAME_STEM_BYTES)
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (raw) => {
        const name = sanitizeFileName(raw)
        expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(MAX_FILE_NAME_STEM_BYTES)
        expect(name).toBe(name.normalize("NFC"))
        expect(name.isWellFormed()).toBe(true)
      }),
    )
  })

  it("is stable", { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (raw) => sanitizeFileName(sanitizeFileName(raw)) === sanitizeFileName(raw)))
  })
})

describe("timestamps", () => {
  it("use ISO 8601 basic format", () => {
    const at = Date.UTC(2026, 10, 21, 23, 14, 31, 987)
    expect(isoBasicTimestamp(at)).toBe("20261121T231431Z")
    expect(cartPdfFileName(at)).toBe("Anfrage-20261121T231431Z.pdf")
    expect(datasheetArchiveName(at)).toBe("Datenblaetter-20261121T231431Z.zip")
  })

  it("are valid, colon-free and sortable", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 253_402_300_799_000 }), fc.integer({ min: 0, max: 253_402_300_799_000 }), (a, b) => {
        const [x, y] = [isoBasicTimestamp(a), isoBasicTimestamp(b)]
        expect(x).toMatch(/^\d{8}T\d{6}Z$/)
        if (Math.floor(a / 1000) < Math.floor(b / 1000)) expect(x < y).toBe(true)
      }),
    )
  })
})

describe("datasheetFileNames", () => {
  it("names each file {article}_Datenblatt and numbers duplicates", () => {
    expect(datasheetFileNames(["WG 600.400", "ZK-1", "WG 600.400", "wg 600 400", "ZK-1"])).toEqual([
      "wg-600-400_Datenblatt",
      "zk-1_Datenblatt",
      "wg-600-400_Datenblatt-1",
      "wg-600-400_Datenblatt-2",
      "zk-1_Datenblatt-1",
    ])
  })

  it("collapses underscores after joining", () => {
    expect(datasheetFileNames(["trail_", "a__", "_"])).toEqual(["trail_Datenblatt", "a_Datenblatt", "_Datenblatt"])
  })

  it("gives every article, however long or strange, a safe entry name within 255 bytes", { timeout: PROPERTY_TIMEOUT_MS }, () => {
    const names = datasheetFileNames(["ü".repeat(200), "A\u0000B", "x".repeat(500), "ü".repeat(200)])
    expect(names[1]).toBe("a-b_Datenblatt")
    for (const name of names) expect(new TextEncoder().encode(`${name}.pdf`).length).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES)
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "binary", maxLength: 300 }), { maxLength: 20 }), (articles) => {
        const names = datasheetFileNames(articles)
        expect(new Set(names).size).toBe(names.length)
        for (const name of names) {
          expect(name).toMatch(/^[a-z0-9äöüß_-]*_Datenblatt(-\d+)?$/)
          expect(name).not.toContain("__")
          expect(new TextEncoder().encode(`${name}.pdf`).length).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES)
        }
      }),
    )
  })

  it("gives unique names in input order", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom("a", "A", " ", ".", "-", "1", "_") , maxLength: 4 }), { maxLength: 30 }), (articles) => {
        const names = datasheetFileNames(articles)
        expect(names).toHaveLength(articles.length)
        expect(new Set(names).size).toBe(names.length)
        names.forEach((name, i) => expect(name.startsWith(`${sanitizeFileName(articles[i]!)}_Datenblatt`.replace(/_+/g, "_"))).toBe(true))
      }),
    )
  })
})
