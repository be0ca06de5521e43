/** The outcome a form's redirect carries in the query, read back as it was written. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type SavedCartsOutcome, intents, isNameRefusal, openModes, outcomeFromQuery, outcomeQuery, refusalKeys } from "./model.ts"

const name = fc.string({ unit: "grapheme", maxLength: 80 })
const count = fc.option(fc.nat({ max: 999_999 }), { nil: null })
const outcome: fc.Arbitrary<SavedCartsOutcome> = fc.oneof(
  fc.record({ kind: fc.constantFrom("saved" as const, "renamed" as const, "duplicated" as const, "deleted" as const), name }),
  fc.record({ kind: fc.constant("opened" as const), name, mode: fc.constantFrom(...openModes) }),
  fc.record({ kind: fc.constant("cartFull" as const), name, requested: fc.nat({ max: 200 }), fit: fc.nat({ max: 200 }) }),
  fc.record({
    kind: fc.constant("refused" as const),
    key: fc.constantFrom(...refusalKeys),
    intent: fc.constantFrom(...intents),
    id: fc.constantFrom("", "00000000-0000-4000-8000-000000000001"),
    typed: name,
    count,
    limit: count,
  }),
)

describe("saved carts' outcomes in the query", () => {
  it("come back as they were written, whatever the name", () => {
    fc.assert(
      fc.property(outcome, (written) => {
        expect(outcomeFromQuery(`?${outcomeQuery(written)}`)).toEqual(written)
      }),
    )
  })

  it("are none for a query the page did not write, and a made-up id or count is dropped", () => {
    for (const search of ["", "?q=1", "?done=exploded&name=x", "?problem=nope&intent=save", "?problem=savedCartsFull&intent=launch", "?done=opened&name=x&mode=merge", "?done=cartFull&name=x&fit=2"]) {
      expect(outcomeFromQuery(search), search).toBeNull()
    }
    expect(outcomeFromQuery("?problem=savedCartNotFound&intent=open&id=<script>&count=1e9")).toEqual({
      kind: "refused",
      key: "savedCartNotFound",
      intent: "open",
      id: "",
      typed: "",
      count: null,
      limit: null,
    })
  })

  it("carry at most 200 characters of a name", () => {
    const read = outcomeFromQuery(`?${new URLSearchParams({ problem: "savedCartNameTooLong", intent: "save", typed: "ä".repeat(5000) })}`)
    expect(read?.kind === "refused" && [...read.typed].length).toBe(200)
  })

  it("say a refused name at its field, everything else at the top", () => {
    const refusal = (key: (typeof refusalKeys)[number], intent: (typeof intents)[number]): SavedCartsOutcome => ({ kind: "refused", key, intent, id: "", typed: "", count: null, limit: null })
    expect(isNameRefusal(refusal("savedCartNameTooLong", "save"))).toBe(true)
    expect(isNameRefusal(refusal("savedCartNameMissing", "rename"))).toBe(true)
    expect(isNameRefusal(refusal("savedCartsFull", "save"))).toBe(false)
    expect(isNameRefusal(refusal("savedCartNameMissing", "open"))).toBe(false)
    expect(isNameRefusal({ kind: "saved", name: "x" })).toBe(false)
  })
})
