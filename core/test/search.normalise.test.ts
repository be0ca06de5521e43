/** Reading a search query: codes without case and separators, folded German, sizes and protection types. */
import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { compactCode, foldText, MAX_QUERY_LENGTH, readQuery } from "../src/search/normalise.ts"

const codeChar = fc.constantFrom(..."ABCDEFGHJKLMNPRSTUVWXYZ0123456789")
const code = fc.array(codeChar, { minLength: 1, maxLength: 16 }).map((cs) => cs.join(""))
const separator = fc.constantFrom(" ", ".", "-", "/", "_", "  ", " - ")

/** The code with separators put between random characters, in random case. */
const written = (c: string) =>
  fc.tuple(fc.array(fc.option(separator, { nil: "" }), { minLength: c.length, maxLength: c.length }), fc.array(fc.boolean(), { minLength: c.length, maxLength: c.length })).map(
    ([seps, lower]) => [...c].map((ch, i) => (lower[i] ? ch.toLowerCase() : ch) + seps[i]).join(""),
  )

describe("compactCode", () => {
  it("is the same code however it is written (separators added or left out, any case)", () => {
    fc.assert(fc.property(code.chain((c) => fc.tuple(fc.constant(c), written(c))), ([c, w]) => compactCode(w) === c))
  })
  it("is idempotent", () => {
    fc.assert(fc.property(fc.string(), (s) => compactCode(compactCode(s)) === compactCode(s)))
  })
  it("keeps leading zeros and long numbers as text", () => {
    expect(compactCode("0604")).toBe("0604")
    expect(compactCode("9045 1200 4711 6")).toBe("9045120047116")
    expect(compactCode("KV 0604")).toBe(compactCode("kv0604"))
    expect(compactCode("kv.06-04")).toBe("KV0604")
  })
})

describe("foldText", () => {
  it("reads umlauts written as such, as ae/oe/ue, or left out alike", () => {
    expect(new Set(["Zählerschrank", "zaehlerschrank", "zahlerschrank", "ZÄHLERSCHRANK"].map(foldText)).size).toBe(1)
    expect(foldText("Außengehäuse")).toBe(foldText("aussengehause"))
  })
  it("is idempotent", () => {
    fc.assert(fc.property(fc.string(), (s) => foldText(foldText(s)) === foldText(s)))
    fc.assert(fc.property(fc.string({ unit: "grapheme" }), (s) => foldText(foldText(s)) === foldText(s)))
  })
  it("stays idempotent where an umlaut's e repeats (a CI run found `uEe`)", () => {
    for (const s of ["uEe", "uee", "OEE", "aeee", "zaeehler"]) expect(foldText(foldText(s))).toBe(foldText(s))
  })
})

describe("readQuery", () => {
  it("reads a size as a buyer writes it", () => {
    expect(readQuery("600x800x250").size).toEqual({ width: 600, height: 800, depth: 250 })
    expect(readQuery("600 x 800").size).toEqual({ width: 600, height: 800 })
    expect(readQuery("600 × 800 × 250 mm").size).toEqual({ width: 600, height: 800, depth: 250 })
    expect(readQuery("800 hoch").size).toEqual({ height: 800 })
    expect(readQuery("Schrank H 2000 T 400").size).toEqual({ height: 2000, depth: 400 })
    expect(readQuery("600 wide").size).toEqual({ width: 600 })
  })
  it("reads a protection type and leaves the other words", () => {
    const q = readQuery("Wandgehäuse IP 66 Stahl")
    expect(q.protection).toBe("IP66")
    expect(q.words).toEqual(["wandgehause", "stahl"])
    expect(readQuery("IP99").protection).toBeUndefined()
  })
  it("cuts a long query and never fails on any text", () => {
    const long = readQuery("x".repeat(2000))
    expect(long.cut).toBe(true)
    expect(long.text.length).toBe(MAX_QUERY_LENGTH)
    fc.assert(fc.property(fc.string({ maxLength: 3000 }), (s) => readQuery(s).text.length <= MAX_QUERY_LENGTH))
  })
})
