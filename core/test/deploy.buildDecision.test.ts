import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decideBuildCheck } from "../src/deploy/buildCheck.ts"
import { RELOAD_GUARD_MS, decideBuildCheckPlain, manifestBuildId } from "../src/deploy/buildDecision.ts"

/** Manifests near the schema's edges: ids of 0, 1, 100 and 101 characters, wrong types, extra keys. */
const manifest = fc.oneof(
  fc.record({ id: fc.string({ minLength: 0, maxLength: 102 }), builtAt: fc.string() }),
  fc.record({ id: fc.string({ unit: "binary", minLength: 90, maxLength: 110 }), builtAt: fc.string() }),
  fc.record({ id: fc.constantFrom("", "b1", "b2", "x".repeat(100), "x".repeat(101)), builtAt: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) }),
  fc.record({ id: fc.anything(), builtAt: fc.anything() }, { requiredKeys: [] }),
  fc.record({ id: fc.constantFrom("b1", "b2"), builtAt: fc.constant("2026-11-21T23:00:00Z"), extra: fc.anything() }),
  fc.anything(),
)

describe("decideBuildCheckPlain (the browser's Schema-free decision)", () => {
  it("decides exactly as the Schema-based decideBuildCheck", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("b1", "b2", "x".repeat(100)),
        manifest,
        fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
        fc.integer({ min: 0, max: 200_000 }),
        (running, latest, lastReloadAt, now) =>
          decideBuildCheckPlain(running, latest, lastReloadAt, now) === decideBuildCheck(running, latest, lastReloadAt, now),
      ),
      { numRuns: 2000 },
    )
  })

  it("reads the id of a well-formed manifest only", () => {
    expect(manifestBuildId({ id: "20261122T101500Z-a1b2c3", builtAt: "2026-11-22T10:15:00.000Z" })).toBe("20261122T101500Z-a1b2c3")
    expect(manifestBuildId({ id: "b1" })).toBeNull()
    expect(manifestBuildId([])).toBeNull()
    expect(manifestBuildId("b1")).toBeNull()
  })

  it("keeps the 10 s reload guard", () => {
    const latest = { id: "b2", builtAt: "2026-11-21T23:00:00Z" }
    expect(decideBuildCheckPlain("b1", latest, 1000, 1000 + RELOAD_GUARD_MS - 1)).toBe("guarded")
    expect(decideBuildCheckPlain("b1", latest, 1000, 1000 + RELOAD_GUARD_MS)).toBe("offerReload")
    expect(decideBuildCheckPlain("b2", latest, null, 0)).toBe("current")
  })
})
