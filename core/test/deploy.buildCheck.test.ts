import fc from "fast-check"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { decideBuildCheck, manifestBuildId, RELOAD_GUARD_MS } from "../src/deploy/buildCheck.ts"

const latest = (id: string) => ({ id, builtAt: "2026-11-21T23:00:00Z" })

/** The manifest as the spec describes it, as a schema: the oracle for the hand-written reader. */
const BuildManifest = Schema.Struct({
  id: Schema.String.pipe(Schema.check(Schema.isMinLength(1), Schema.isMaxLength(100))),
  builtAt: Schema.String,
})

/** Manifests near the schema's edges: ids of 0, 1, 100 and 101 characters, wrong types, extra keys. */
const manifest = fc.oneof(
  fc.record({ id: fc.string({ minLength: 0, maxLength: 102 }), builtAt: fc.string() }),
  fc.record({ id: fc.string({ unit: "binary", minLength: 90, maxLength: 110 }), builtAt: fc.string() }),
  fc.record({ id: fc.constantFrom("", "b1", "b2", "x".repeat(100), "x".repeat(101)), builtAt: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) }),
  fc.record({ id: fc.anything(), builtAt: fc.anything() }, { requiredKeys: [] }),
  fc.record({ id: fc.constantFrom("b1", "b2"), builtAt: fc.constant("2026-11-21T23:00:00Z"), extra: fc.anything() }),
  fc.anything(),
)

describe("decideBuildCheck", () => {
  it("offers a reload only for another build, outside the 10 s guard", () => {
    expect(decideBuildCheck("b1", latest("b1"), null, 1000)).toBe("current")
    expect(decideBuildCheck("b1", latest("b2"), null, 1000)).toBe("offerReload")
    expect(decideBuildCheck("b1", latest("b2"), 50_000, 50_000 + RELOAD_GUARD_MS - 1)).toBe("guarded")
    expect(decideBuildCheck("b1", latest("b2"), 50_000, 50_000 + RELOAD_GUARD_MS)).toBe("offerReload")
  })

  it("treats an unreadable manifest as no news", () => {
    expect(decideBuildCheck("b1", "<html>", null, 0)).toBe("current")
    expect(decideBuildCheck("b1", { id: "" }, null, 0)).toBe("current")
  })
})

describe("manifestBuildId", () => {
  it("reads the id of a well-formed manifest only", () => {
    expect(manifestBuildId({ id: "20261122T101500Z-a1b2c3", builtAt: "2026-11-22T10:15:00.000Z" })).toBe("20261122T101500Z-a1b2c3")
    expect(manifestBuildId({ id: "b1" })).toBeNull()
    expect(manifestBuildId([])).toBeNull()
    expect(manifestBuildId("b1")).toBeNull()
  })

  it("accepts exactly what the manifest schema accepts", () => {
    const decode = Schema.decodeUnknownOption(BuildManifest)
    fc.assert(
      fc.property(manifest, (m) => {
        const decoded = decode(m)
        expect(manifestBuildId(m)).toBe(decoded._tag === "Some" ? decoded.value.id : null)
      }),
      { numRuns: 2000 },
    )
  })
})
