import { describe, expect, it } from "vitest"
import { decideBuildCheck, RELOAD_GUARD_MS } from "../src/deploy/buildCheck.ts"

const latest = (id: string) => ({ id, builtAt: "2026-11-21T23:00:00Z" })

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
