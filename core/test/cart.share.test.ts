import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import { AccessoryId, ProductId } from "../src/catalogue/model.ts"
import { MAX_ACCESSORIES_PER_LINE, MAX_AMOUNT, MAX_CART_LINES, PROJECT_ID_MAX_LENGTH } from "../src/cart/model.ts"
import {
  COMPANY_MAX_LENGTH,
  type DecodedShare,
  decodeShareString,
  encodeShareString,
  encodedCartOfQuery,
  MAX_SHARE_STRING_LENGTH,
  type SharedCart,
} from "../src/cart/share.ts"
import { percent } from "../src/money/money.ts"

const isProductId = Schema.is(ProductId)
const isAccessoryId = Schema.is(AccessoryId)

// ---- generators -------------------------------------------------------------------------------

const alnum = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"]
const idArb = fc
  .tuple(fc.constantFrom(...alnum), fc.string({ unit: fc.constantFrom(...alnum, ".", "_", "-"), maxLength: 63 }))
  .map(([first, rest]) => first + rest)
const amountArb = fc.integer({ min: 1, max: MAX_AMOUNT })
const textUnit = fc.oneof(
  fc.constantFrom(..."äöüÄÖÜß&=[]%+#?;,.'\"/\\ -_€😀"),
  fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }),
  fc.string({ unit: "grapheme-composite", minLength: 1, maxLength: 1 }),
)
/** Text as a user types it into a field: trimmed, no control characters. */
const fieldText = (maxLength: number) =>
  fc
    .array(textUnit, { maxLength })
    .map((units) => units.join(""))
    .map((s) => [...s].slice(0, maxLength).join("").trim())

const lineArb = fc.record({
  productId: idArb.map((id) => id as ProductId),
  amount: amountArb,
  accessories: fc.uniqueArray(fc.record({ id: idArb.map((id) => id as AccessoryId), amount: amountArb }), {
    selector: (a) => a.id,
    maxLength: 6,
  }),
})
const cartArb: fc.Arbitrary<SharedCart> = fc.record({
  items: fc.array(lineArb, { maxLength: 8 }),
  company: fieldText(60),
  discount: fc.integer({ min: 0, max: 10_000 }).map(percent),
  projectId: fieldText(PROJECT_ID_MAX_LENGTH),
})

// ---- helpers ----------------------------------------------------------------------------------

const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c === "\u007f")

/** Whatever came in, what comes out is a valid cart. */
const expectValidCart = ({ cart, problems }: DecodedShare) => {
  expect(cart.items.length).toBeLessThanOrEqual(MAX_CART_LINES)
  for (const item of cart.items) {
    expect(isProductId(item.productId)).toBe(true)
    expect(Number.isInteger(item.amount) && item.amount >= 1 && item.amount <= MAX_AMOUNT).toBe(true)
    expect(item.accessories.length).toBeLessThanOrEqual(MAX_ACCESSORIES_PER_LINE)
    expect(new Set(item.accessories.map((a) => a.id)).size).toBe(item.accessories.length)
    for (const a of item.accessories) {
      expect(isAccessoryId(a.id)).toBe(true)
      expect(Number.isInteger(a.amount) && a.amount >= 1 && a.amount <= MAX_AMOUNT).toBe(true)
    }
  }
  expect(Number.isInteger(cart.discount) && cart.discount >= 0 && cart.discount <= 10_000).toBe(true)
  expect([...cart.projectId].length).toBeLessThanOrEqual(PROJECT_ID_MAX_LENGTH)
  expect([...cart.company].length).toBeLessThanOrEqual(COMPANY_MAX_LENGTH)
  expect(hasControlCharacter(cart.company + cart.projectId)).toBe(false)
  for (const problem of problems) {
    expect(typeof problem.path).toBe("string")
    expect(problem.reason.length).toBeGreaterThan(0)
  }
}

const paths = (decoded: DecodedShare) => decoded.problems.map((p) => p.path)
const q = (pairs: ReadonlyArray<readonly [string, string]>) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")

// ---- encoding ---------------------------------------------------------------------------------

describe("encodeShareString", () => {
  it("writes the field names of spec §7", () => {
    const encoded = encodeShareString({
      items: [
        {
          productId: "P-1" as ProductId,
          amount: 2,
          accessories: [
            { id: "A.1" as AccessoryId, amount: 3 },
            { id: "A_2" as AccessoryId, amount: 1 },
          ],
        },
        { productId: "P2" as ProductId, amount: 1, accessories: [] },
      ],
      company: "Müller & Söhne [AT]",
      discount: percent(1250),
      projectId: "AW-2",
    })
    expect(encoded).toBe(
      "cart[0][productId]=P-1&cart[0][amount]=2" +
        "&cart[0][accessories][0][id]=A.1&cart[0][accessories][0][amount]=3" +
        "&cart[0][accessories][1][id]=A_2&cart[0][accessories][1][amount]=1" +
        "&cart[1][productId]=P2&cart[1][amount]=1" +
        "&company=M%C3%BCller%20%26%20S%C3%B6hne%20%5BAT%5D&discount=12.5&projectId=AW-2",
    )
  })

  it("leaves out an empty company and project id", () => {
    expect(encodeShareString({ items: [], company: "", discount: percent(0), projectId: "" })).toBe("discount=0")
  })
})

// ---- round trip -------------------------------------------------------------------------------

describe("round trip", () => {
  it("decodes every encoded cart to itself without problems", () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        expect(decodeShareString(encodeShareString(cart))).toEqual({ cart, problems: [] })
      }),
      { numRuns: 500 },
    )
  })

  it("accepts the string as a query, with ? or as a full URL", () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const encoded = encodeShareString(cart)
        expect(decodeShareString(`?${encoded}`).cart).toEqual(cart)
        expect(decodeShareString(`  https://shop.example/de/cart/?${encoded}  `).cart).toEqual(cart)
      }),
      { numRuns: 100 },
    )
  })

  it("keeps the largest cart: 200 lines and 60 accessories", () => {
    const accessories = Array.from({ length: MAX_ACCESSORIES_PER_LINE }, (_, j) => ({ id: `A${j}` as AccessoryId, amount: 1 + j }))
    const items = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ productId: `P${i}` as ProductId, amount: 1 + i, accessories: [] as Array<{ id: AccessoryId; amount: number }> }))
    items[0] = { ...items[0]!, accessories }
    const cart: SharedCart = { items, company: "ACME", discount: percent(9999), projectId: "X" }
    expect(decodeShareString(encodeShareString(cart))).toEqual({ cart, problems: [] })
  })

  it("is stable: decoding, encoding and decoding again changes nothing", () => {
    const junk = fc.oneof(
      fc.string({ unit: "binary", maxLength: 200 }),
      fc.string({ unit: "grapheme", maxLength: 200 }),
      cartArb.map(encodeShareString),
      fc
        .string({ unit: fc.constantFrom("a", "😀", " ", "\n"), minLength: 190, maxLength: 210 })
        .map((text) => `company=${encodeURIComponent(text)}&projectId=${encodeURIComponent([...text].slice(0, 20).join(""))}`),
      fc.array(fc.tuple(fc.constantFrom("company", "projectId", "discount", "cart[0][productId]", "cart[0][amount]"), fc.string({ unit: "binary", maxLength: 260 }))).map(q),
    )
    fc.assert(
      fc.property(junk, (input) => {
        const first = decodeShareString(input).cart
        const again = decodeShareString(encodeShareString(first))
        expect(again).toEqual({ cart: first, problems: [] })
      }),
      { numRuns: 1000 },
    )
  })
})

// ---- untrusted input --------------------------------------------------------------------------

describe("decoding untrusted text", () => {
  const hostile = fc.oneof(
    fc.string(),
    fc.string({ unit: "binary" }),
    fc.string({ unit: "grapheme", maxLength: 300 }),
    // lone surrogates and raw control characters
    fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 100 }),
    // query-shaped junk
    fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(
              "cart",
              "cart[]",
              "cart[0]",
              "cart[0][productId]",
              "cart[0][amount]",
              "cart[0][accessories]",
              "cart[0][accessories][0][id]",
              "cart[0][accessories][0][amount]",
              "cart[1][accessories][]",
              "cart[99999999999999999999][productId]",
              "cart[4294967296][amount]",
              "cart[-1][productId]",
              "cart[a][productId]",
              "cart[0][accessories][x][id]",
              "__proto__",
              "__proto__[polluted]",
              "cart[__proto__][productId]",
              "cart[0][__proto__][polluted]",
              "constructor[prototype][polluted]",
              "cart[constructor][prototype]",
              "toString",
              "hasOwnProperty",
              "company[]",
              "discount[0]",
              "projectId[x]",
              "a".repeat(500),
              "cart" + "[0]".repeat(200),
              "[".repeat(100) + "]".repeat(100),
              "cart[0][accessories][0][id][x][y][z]",
            ),
            fc.string({ unit: fc.constantFrom("[", "]", "a", "0", "&", "=", "%", "."), maxLength: 30 }),
          ),
          fc.oneof(fc.string({ unit: "binary", maxLength: 20 }), fc.constantFrom("", "1", "0", "-1", "9999", "1e400", "%", "%zz", "%ED%A0%80", "NaN")),
        ),
        { maxLength: 30 },
      )
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&")),
  )

  it("never throws and always yields a valid cart", () => {
    fc.assert(
      fc.property(hostile, (input) => {
        expectValidCart(decodeShareString(input))
      }),
      { numRuns: 3000 },
    )
  })

  it("does not pollute Object.prototype", () => {
    for (const input of [
      "__proto__[polluted]=1",
      "cart[0][__proto__][polluted]=1",
      "constructor[prototype][polluted]=1",
      "cart[__proto__][polluted]=1&cart[0][productId]=P",
    ]) {
      decodeShareString(input)
      expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined()
    }
  })

  it("refuses over-long input with one problem", () => {
    const decoded = decodeShareString("cart[0][productId]=P&".repeat(20_000))
    expect(decoded.cart.items).toEqual([])
    expect(decoded.problems).toEqual([{ path: "", reason: `longer than ${MAX_SHARE_STRING_LENGTH} characters` }])
  })

  it("reads input just below the length limit without dropping parameters silently", () => {
    const filler = "x&".repeat(60_000)
    const decoded = decodeShareString(`${filler}cart[0][productId]=P&cart[0][amount]=2&projectId=AW-2`)
    expect(decoded.cart.items).toEqual([{ productId: "P", amount: 2, accessories: [] }])
    expect(decoded.cart.projectId).toBe("AW-2")
  })

  it("survives deep brackets and huge indices", () => {
    expectValidCart(decodeShareString("cart" + "[0]".repeat(5000) + "=1"))
    expectValidCart(decodeShareString("[".repeat(10_000) + "=1"))
    const huge = decodeShareString("cart[99999999999999999999][productId]=P&cart[99999999999999999999][amount]=3")
    expect(huge.cart.items).toEqual([{ productId: "P", amount: 3, accessories: [] }])
  })
})

// ---- problems ---------------------------------------------------------------------------------

describe("problems", () => {
  const valid = "cart[0][productId]=P1&cart[0][amount]=2"

  it.each([
    ["cart[0][productId]=not%20an%20id&cart[0][amount]=1", "cart[0][productId]", /dropped/],
    ["cart[0][amount]=1", "cart[0][productId]", /dropped/],
    ["cart[0]=P1", "cart[0]", /malformed key/],
    ["cart=P1", "cart", /malformed key/],
    ["cart[a][productId]=P1", "cart[a][productId]", /malformed key/],
    ["cart[0][productId]=P1&cart[0][amount]=0", "cart[0][amount]", /corrected/],
    ["cart[0][productId]=P1&cart[0][amount]=2.5", "cart[0][amount]", /corrected/],
    ["cart[0][productId]=P1&cart[0][amount]=10000", "cart[0][amount]", /corrected/],
    ["cart[0][productId]=P1", "cart[0][amount]", /corrected/],
    [`${valid}&cart[0][accessories]=x`, "cart[0][accessories]", /malformed key/],
    [`${valid}&cart[0][accessories][0][id]=%C3%A4&cart[0][accessories][0][amount]=1`, "cart[0][accessories][0][id]", /dropped/],
    [`${valid}&cart[0][accessories][0]=A1`, "cart[0][accessories][0]", /malformed key/],
    [`${valid}&cart[0][accessories][0][id]=A1&cart[0][accessories][0][amount]=-1`, "cart[0][accessories][0][amount]", /corrected/],
    [`${valid}&discount=abc`, "discount", /corrected to 0/],
    [`${valid}&discount=150`, "discount", /corrected to 100/],
    [`${valid}&discount=-5`, "discount", /corrected to 0/],
    [`${valid}&discount=12.345`, "discount", /corrected to 12.35/],
    [`${valid}&discount=1&discount=2`, "discount", /more than once/],
    [`${valid}&projectId=0123456789abcdefXYZ`, "projectId", /corrected/],
    [`${valid}&projectId[x]=1`, "projectId[x]", /malformed key/],
    [`${valid}&company=${"x".repeat(COMPANY_MAX_LENGTH + 1)}`, "company", /cut/],
    [`${valid}&company=A%0AB`, "company", /./],
    [`${valid}&company[]=A`, "company[]", /ignored/],
    [`${valid}&price=0`, "price", /unknown or malformed key/],
    [`${valid}&constructor=1`, "constructor", /unknown or malformed key/],
    [`${valid}&toString=1`, "toString", /unknown or malformed key/],
    [`${valid}&__proto__=1`, "__proto__", /./],
    [`${valid}&__proto__[polluted]=1`, "__proto__[polluted]", /./],
    [`${valid}&cart[0][price]=0`, "cart[0][price]", /unknown or malformed key/],
    [`${valid}&cart[0][constructor]=1`, "cart[0][constructor]", /unknown or malformed key/],
    [`${valid}&cart[0][__proto__]=1`, "cart[0][__proto__]", /./],
    [`${valid}&cart[0][accessories][0][id]=A1&cart[0][accessories][0][amount]=1&cart[0][accessories][0][price]=0`, "cart[0][accessories][0][price]", /unknown or malformed key/],
  ])("%s → problem at %s", (input, path, reason) => {
    const decoded = decodeShareString(input)
    expectValidCart(decoded)
    const problem = decoded.problems.find((p) => p.path === path)
    expect(problem, JSON.stringify(decoded.problems)).toBeDefined()
    expect(`${problem!.reason}; ${problem!.fix ?? ""}`).toMatch(reason)
  })

  it("keeps the valid lines when others are dropped", () => {
    const decoded = decodeShareString("cart[0][productId]=P1&cart[0][amount]=2&cart[1][productId]=%3Cscript%3E&cart[1][amount]=1&cart[2][productId]=P3&cart[2][amount]=3")
    expect(decoded.cart.items.map((i) => [i.productId, i.amount])).toEqual([
      ["P1", 2],
      ["P3", 3],
    ])
    expect(paths(decoded)).toEqual(["cart[1][productId]"])
  })

  it("drops lines beyond 200 and accessories beyond 60 with a problem", () => {
    const lines = Array.from({ length: MAX_CART_LINES + 5 }, (_, i) => `cart[${i}][productId]=P${i}&cart[${i}][amount]=1`).join("&")
    const many = decodeShareString(lines)
    expect(many.cart.items).toHaveLength(MAX_CART_LINES)
    expect(many.problems).toEqual([{ path: `cart[${MAX_CART_LINES}]`, reason: expect.stringMatching(/more than 200 lines/), fix: "the rest was dropped" }])

    const accessories = Array.from({ length: MAX_ACCESSORIES_PER_LINE + 1 }, (_, j) => `cart[0][accessories][${j}][id]=A${j}&cart[0][accessories][${j}][amount]=1`).join("&")
    const full = decodeShareString(`cart[0][productId]=P&cart[0][amount]=1&${accessories}`)
    expect(full.cart.items[0]!.accessories).toHaveLength(MAX_ACCESSORIES_PER_LINE)
    expect(paths(full)).toEqual([`cart[0][accessories][${MAX_ACCESSORIES_PER_LINE}]`])
  })

  it("cuts a long company at whole characters", () => {
    const decoded = decodeShareString(`company=${"a".repeat(COMPANY_MAX_LENGTH - 1)}${encodeURIComponent("😀😀")}`)
    expect(decoded.cart.company).toBe(`${"a".repeat(COMPANY_MAX_LENGTH - 1)}😀`)
    expect(paths(decoded)).toEqual(["company"])
  })

  it("reads a German decimal comma in the discount and says so", () => {
    const decoded = decodeShareString("discount=12,5")
    expect(decoded.cart.discount).toBe(1250)
    expect(paths(decoded)).toEqual(["discount"])
  })

  /**
   * Model-based: lines, fields and extra keys are each generated valid or broken; every broken
   * part must show up as a problem at its path, and every valid part must arrive unchanged.
   */
  it("reports every dropped or corrected part at its path", () => {
    const badId = fc.constantFrom("", "-x", ".x", "a b", "ä", "x".repeat(65), "<script>", "P/1")
    const badAmount = fc.constantFrom("", "0", "-1", "abc", "1.5", "10000", "1,5", " ")
    const extraName = fc.constantFrom("price", "foo", "constructor", "toString", "hasOwnProperty", "valueOf", "__proto__")
    const part = <A, B>(good: fc.Arbitrary<A>, bad: fc.Arbitrary<B>) =>
      fc.oneof(good.map((value) => ({ ok: true as const, value: String(value) })), bad.map((value) => ({ ok: false as const, value: String(value) })))
    const accessoryArb = fc.record({ id: part(idArb, badId), amount: part(amountArb, badAmount) })
    const lineSpec = fc.record({
      productId: part(idArb, badId),
      amount: part(amountArb, badAmount),
      accessories: fc.uniqueArray(accessoryArb, { selector: (a) => a.id.value, maxLength: 4 }),
      extra: fc.option(extraName, { nil: undefined }),
    })
    const spec = fc.record({
      lines: fc.array(lineSpec, { maxLength: 6 }),
      extras: fc.uniqueArray(extraName, { maxLength: 3 }),
      discount: fc.option(part(fc.integer({ min: 0, max: 10_000 }).map((p) => p / 100), fc.constantFrom("abc", "101", "-1", "12.345", "1,5", "0.001")), { nil: undefined }),
      projectId: fc.option(part(fieldText(PROJECT_ID_MAX_LENGTH), fc.constantFrom("0123456789abcdefg", "AW\n2", "ÄÖÜäöüßÄÖÜäöüßÄÖ")), { nil: undefined }),
      company: fc.option(part(fieldText(40), fc.constantFrom("x".repeat(COMPANY_MAX_LENGTH + 1), "A\tB")), { nil: undefined }),
    })

    fc.assert(
      fc.property(spec, (s) => {
        const pairs: Array<readonly [string, string]> = []
        s.lines.forEach((line, i) => {
          pairs.push([`cart[${i}][productId]`, line.productId.value], [`cart[${i}][amount]`, line.amount.value])
          line.accessories.forEach((a, j) => pairs.push([`cart[${i}][accessories][${j}][id]`, a.id.value], [`cart[${i}][accessories][${j}][amount]`, a.amount.value]))
          if (line.extra !== undefined) pairs.push([`cart[${i}][${line.extra}]`, "1"])
        })
        for (const extra of s.extras) pairs.push([extra, "1"])
        if (s.discount) pairs.push(["discount", s.discount.value])
        if (s.projectId) pairs.push(["projectId", s.projectId.value])
        if (s.company) pairs.push(["company", s.company.value])

        const decoded = decodeShareString(q(pairs))
        expectValidCart(decoded)
        const found = new Set(paths(decoded))
        const has = (path: string) => expect(found.has(path), `${path} in ${JSON.stringify(decoded.problems)}`).toBe(true)
        const hasNot = (path: string) => expect(found.has(path), `${path} in ${JSON.stringify(decoded.problems)}`).toBe(false)

        const kept = s.lines.filter((line) => line.productId.ok)
        expect(decoded.cart.items).toHaveLength(kept.length)
        let k = 0
        s.lines.forEach((line, i) => {
          if (!line.productId.ok) return has(`cart[${i}][productId]`)
          const item = decoded.cart.items[k++]!
          expect(item.productId).toBe(line.productId.value)
          if (line.amount.ok) expect(item.amount).toBe(Number(line.amount.value))
          else has(`cart[${i}][amount]`)
          if (line.extra !== undefined) has(`cart[${i}][${line.extra}]`)
          const keptAccessories = line.accessories.filter((a) => a.id.ok)
          expect(item.accessories.map((a) => a.id)).toEqual(keptAccessories.map((a) => a.id.value))
          line.accessories.forEach((a, j) => {
            if (!a.id.ok) return has(`cart[${i}][accessories][${j}][id]`)
            if (a.amount.ok) expect(item.accessories.find((x) => x.id === a.id.value)!.amount).toBe(Number(a.amount.value))
            else has(`cart[${i}][accessories][${j}][amount]`)
          })
        })
        for (const extra of s.extras) has(extra)
        if (s.discount?.ok) {
          expect(decoded.cart.discount).toBe(Math.round(Number(s.discount.value) * 100))
          hasNot("discount")
        } else if (s.discount) has("discount")
        if (s.projectId?.ok) {
          expect(decoded.cart.projectId).toBe(s.projectId.value)
          hasNot("projectId")
        } else if (s.projectId) has("projectId")
        if (s.company?.ok) {
          expect(decoded.cart.company).toBe(s.company.value)
          hasNot("company")
        } else if (s.company) has("company")
      }),
      { numRuns: 1000 },
    )
  })
})

describe("share strings inside a URL with a fragment", () => {
  it("ignores the fragment", () => {
    const decoded = decodeShareString("https://shop.example/de/?cart[0][productId]=P-1&cart[0][amount]=2&projectId=A#top")
    expect(decoded.cart.projectId).toBe("A")
    expect(decoded.problems).toEqual([])
  })
})

describe("strict reading (#12 item 17): everything qs would map or pass over is a problem", () => {
  const valid = "cart[0][productId]=P1&cart[0][amount]=2"
  it.each([
    ["cart[0][productId]=P1&cart[0][amount]=1e3", "cart[0][amount]"],
    ["cart[0][productId]=P1&cart[0][amount]=0x10", "cart[0][amount]"],
    ["cart[0][productId]=P1&cart[0][amount]=0b1", "cart[0][amount]"],
    [`${valid}&cart[0][accessories][0][id]=A1&cart[0][accessories][0][amount]=1e1`, "cart[0][accessories][0][amount]"],
    [`${valid}&discount=1e1`, "discount"],
    [`${valid}&discount=0x10`, "discount"],
    [`${valid}&cart[4]7[accessories][1][id]=A1`, "cart[4]7[accessories][1][id]"],
    [`\uFEFF${valid}`, "(start)"],
    [`${valid}&colour=red`, "colour"],
    [`${valid}&projectId=AW%2`, "projectId"],
    [`${valid}&projectId=AW%FF`, "projectId"],
    [`${valid}&projectId=AW%0A2`, "projectId"],
    [`${valid}&cart[0][accessories][0][id]=A1&cart[0][accessories][0][amount]=1&cart[0][accessories][1][id]=A1&cart[0][accessories][1][amount]=2`, "cart[0][accessories][1][id]"],
  ])("%j has a problem at %s", (input, path) => {
    const decoded = decodeShareString(input)
    expect(decoded.problems.map((p) => p.path), JSON.stringify(decoded.problems)).toContain(path)
    for (const problem of decoded.problems) expect(problem.reason).not.toMatch(/corrected|dropped|ignored/)
  })
})

describe("encodedCartOfQuery (a PDF link's encodedCart, encoded or pasted unencoded)", () => {
  it("gives the same cart for the encoded and the unencoded link, whatever other parameters stand around it", () => {
    fc.assert(
      fc.property(cartArb, fc.boolean(), (cart, langFirst) => {
        const shared = encodeShareString(cart)
        const lang = "lang=de"
        const encoded = `encodedCart=${encodeURIComponent(shared)}`
        const unencoded = `encodedCart=${shared}`
        for (const link of [encoded, unencoded]) {
          const query = langFirst ? `${lang}&${link}` : `${link}&${lang}`
          expect(decodeShareString(encodedCartOfQuery(query) ?? "")).toEqual({ cart, problems: [] })
        }
      }),
      { numRuns: 300 },
    )
  })

  it("keeps every line, amount and the discount of a hand-pasted link (it gave one line, amount 1, no discount)", () => {
    const query = "encodedCart=cart[0][productId]=WS-0612-40&cart[0][amount]=2&cart[1][productId]=WS-0408-30&cart[1][amount]=3&discount=12.5&lang=de"
    const decoded = decodeShareString(encodedCartOfQuery(query) ?? "")
    expect(decoded.problems).toEqual([])
    expect(decoded.cart.items.map((item) => [item.productId, item.amount])).toEqual([["WS-0612-40", 2], ["WS-0408-30", 3]])
    expect(decoded.cart.discount).toBe(percent(1250))
  })

  it("is undefined without encodedCart", () => {
    expect(encodedCartOfQuery("lang=de&cart[0][productId]=X")).toBeUndefined()
  })
})
