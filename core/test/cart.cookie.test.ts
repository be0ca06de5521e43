import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { Schema } from "effect"
import { AccessoryId, ProductId } from "../src/catalogue/model.ts"
import {
  decodeCartCookie,
  emptyGuestCart,
  encodeCartCookie,
  fitsInCookie,
  type GuestCart,
  MAX_CART_COOKIE_BYTES,
} from "../src/cart/cookie.ts"
import { percent } from "../src/money/money.ts"

const idChars = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-")
const id = fc
  .tuple(fc.constantFrom(..."ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"), fc.array(idChars, { maxLength: 20 }))
  .map(([first, rest]) => first + rest.join(""))
const cartArb: fc.Arbitrary<GuestCart> = fc.record({
  items: fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 2 ** 45 }).map(String),
      productId: id.map((s) => Schema.decodeSync(ProductId)(s)),
      amount: fc.integer({ min: 1, max: 9999 }),
      accessories: fc.uniqueArray(
        fc.record({ id: id.map((s) => Schema.decodeSync(AccessoryId)(s)), amount: fc.integer({ min: 1, max: 9999 }) }),
        { maxLength: 4, selector: (a) => a.id },
      ),
    }),
    { maxLength: 8, selector: (i) => i.id },
  ),
  discount: fc.integer({ min: 0, max: 10_000 }).map(percent),
  // Printable ASCII: control characters are stripped by the normaliser and tested there.
  projectId: fc.string({ maxLength: 15, unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }).map((s) => s.trim()),
})

describe("guest cart cookie", () => {
  it("round-trips any cart", () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const decoded = decodeCartCookie(encodeCartCookie(cart))
        expect(decoded.problems).toEqual([])
        expect(decoded.cart).toEqual(cart)
      }),
    )
  })

  it("keeps umlauts and separators in the project id", () => {
    const cart = { ...emptyGuestCart, projectId: "Bü|ro~1!*," }
    expect(decodeCartCookie(encodeCartCookie(cart)).cart.projectId).toBe("Bü|ro~1!*,")
  })

  it("never throws on tampered values and reports what it dropped", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (raw) => {
        const decoded = decodeCartCookie(raw)
        expect(Array.isArray(decoded.cart.items)).toBe(true)
        if (raw !== "" && decoded.cart.items.length === 0 && !raw.startsWith("v1|0||")) expect(decoded.problems.length).toBeGreaterThan(0)
      }),
    )
    const good = encodeCartCookie({ items: [{ id: "1", productId: "P-1" as never, amount: 2, accessories: [] }], discount: percent(500), projectId: "AW-2" })
    const tampered = `${good}~2!<script>!1!~3!P-2!-5!~4!P-3!1!A-1*x`
    const decoded = decodeCartCookie(tampered)
    expect(decoded.cart.items.map((i) => i.id)).toEqual(["1"])
    expect(decoded.problems).toHaveLength(3)
    expect(decodeCartCookie("v1|99999|%E0%A4%A|").problems).toEqual(["discount not readable; reset to 0", "project id not readable; cleared"])
    expect(decodeCartCookie("x".repeat(10_000)).problems).toEqual(["cart cookie too long; discarded"])
  })

  it("repairs a project id whose escapes are not UTF-8 (%FF) instead of throwing", () => {
    const decoded = decodeCartCookie("v1|0|%FF|1!P-1!2!")
    expect(decoded.cart.projectId).toBe("")
    expect(decoded.cart.items.map((i) => i.id)).toEqual(["1"])
    expect(decoded.problems).toEqual(["project id not readable; cleared"])
  })

  it("never throws on arbitrary bytes in any field, and keeps the fields it can read", { timeout: 30_000 }, () => {
    // A field: arbitrary characters mixed with percent escapes of arbitrary bytes (valid UTF-8 or not).
    const escape = fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, "0").toUpperCase()}`)
    const field = fc.array(fc.oneof(fc.string({ maxLength: 4, unit: "binary" }), escape, fc.constantFrom("%", "|", "~", "!", "*", ",")), { maxLength: 12 }).map((parts) => parts.join(""))
    fc.assert(
      fc.property(field, field, field, fc.integer({ min: 0, max: 3 }), (a, b, c, which) => {
        const good = ["v1", "0", "AW-2", "1!P-1!2!"]
        good[which] = [a, b, c][which % 3]!
        const raw = good.join("|")
        const decoded = decodeCartCookie(raw)
        expect(Array.isArray(decoded.cart.items)).toBe(true)
        if (which === 2 && decoded.problems.length === 0) expect(decoded.cart.items.map((i) => i.id)).toEqual(["1"])
      }),
      { numRuns: 500 },
    )
  })

  it("says when a cart no longer fits one cookie", () => {
    const line = (n: number) => ({ id: String(1_700_000_000_000 + n), productId: `WS-0612-40-V${n}` as never, amount: 1, accessories: [{ id: "ACC-MP-0612" as never, amount: 1 }] })
    const small = { ...emptyGuestCart, items: Array.from({ length: 5 }, (_, n) => line(n)) }
    const large = { ...emptyGuestCart, items: Array.from({ length: 200 }, (_, n) => line(n)) }
    expect(fitsInCookie(small)).toBe(true)
    expect(fitsInCookie(large)).toBe(false)
    expect(encodeCartCookie(large).length).toBeGreaterThan(MAX_CART_COOKIE_BYTES)
  })
})
