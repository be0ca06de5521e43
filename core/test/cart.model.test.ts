import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import { Amount, CartItem, CartItemId, CartState, ProjectId } from "../src/cart/model.ts"

describe("cart schemas", () => {
  it("take amounts from 1 to 9999 in whole pieces", () => {
    const isAmount = Schema.is(Amount)
    expect([1, 9999, 0, 10_000, 1.5, -1].map(isAmount)).toEqual([true, true, false, false, false, false])
  })

  it("take timestamps and database ids as item ids", () => {
    const isId = Schema.is(CartItemId)
    expect(["1763766871000", "3f2b-11aa", "", "a b", "x".repeat(41)].map(isId)).toEqual([true, true, false, false, false])
  })

  it("count the project id in code points", () => {
    const isProjectId = Schema.is(ProjectId)
    expect(isProjectId("😀".repeat(15))).toBe(true)
    expect(isProjectId("😀".repeat(16))).toBe(false)
    expect(Schema.is(CartState)({ projectId: "AW-2", discount: 1250 })).toBe(true)
    expect(Schema.is(CartState)({ projectId: "AW-2", discount: 10_001 })).toBe(false)
  })

  it("decode a stored item and refuse a bad one", () => {
    const stored = { id: "1763766871000", productId: "P1", accessories: [{ id: "A1", amount: 2 }], amount: 3 }
    expect(Schema.decodeUnknownSync(CartItem)(stored)).toEqual(stored)
    expect(Schema.is(CartItem)({ ...stored, accessories: [{ id: "A1", amount: 0 }] })).toBe(false)
    expect(Schema.is(CartItem)({ ...stored, productId: "<b>" })).toBe(false)
  })
})
