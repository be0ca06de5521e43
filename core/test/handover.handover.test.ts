/**
 * The hand-over's use cases over in-memory ports: the allow-list from my info's text, the hook URL
 * checked against it, a craftsman's cart replacing the account's cart (prices never taken from it),
 * the hand-back of the account's cart (for its own account only, the hook checked again), and
 * OCI's VALIDATE priced from the catalogue.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { XMLParser } from "fast-xml-parser"
import { AccountsMemory } from "../src/accounts/memory.ts"
import { InvalidInput } from "../src/errors/errors.ts"
import type { PunchoutContext } from "../src/handover/entry.ts"
import { HandoverRefused } from "../src/handover/errors.ts"
import { allowedHooks, checkHookUrl, handback, loadSentCart, setAllowedHooks, validateItem } from "../src/handover/handover.ts"
import { readIdsCart } from "../src/handover/ids.ts"
import { CartStore } from "../src/ports/CartStore.ts"
import { HandoverHooks } from "../src/ports/HandoverHooks.ts"
import { ProfileStore } from "../src/ports/ProfileStore.ts"
import { articleGroupsLayer, catalogueLayer } from "./support/catalogue.ts"
import { accessories, index, products } from "./support/handover.ts"

const layer = Layer.mergeAll(
  HandoverHooks.layerTest,
  CartStore.layerTest,
  ProfileStore.layerTest.pipe(Layer.provide(AccountsMemory.layer)),
  catalogueLayer(products, accessories),
  articleGroupsLayer([]),
)

const refusal = <A, R>(effect: Effect.Effect<A, unknown, R>) => Effect.map(Effect.flip(effect), (error) => error as HandoverRefused | InvalidInput)

const sent = (lines: string, kommission = "AW-9") =>
  `<Warenkorb><Order><OrderInfo><Kommission>${kommission}</Kommission></OrderInfo>${lines}</Order></Warenkorb>`
const item = (artNo: string, qty: string, extra = "") => `<OrderItem><ArtNo>${artNo}</ArtNo><Qty>${qty}</Qty>${extra}</OrderItem>`

describe("the allow-list", () => {
  it.effect("is set from one address a line, kept normalised without duplicates; anything else changes nothing", () =>
    Effect.gen(function* () {
      expect(yield* setAllowedHooks("u1", " https://srm.example.com/sap/bc?sap-client=100 \r\n\nhttps://srm.example.com/sap/bc\nhttp://localhost:4711")).toEqual([
        "https://srm.example.com/sap/bc",
        "http://localhost:4711/",
      ])
      const bad = yield* refusal(setAllowedHooks("u1", "https://ok.example/\njavascript:alert(1)"))
      expect(bad).toBeInstanceOf(InvalidInput)
      expect((bad as InvalidInput).issues).toEqual([{ path: "hooks", key: "handoverHookUrlInvalid", detail: "not an http(s) address" }])
      const tooMany = yield* refusal(setAllowedHooks("u1", Array.from({ length: 11 }, (_, i) => `https://h${i}.example/`).join("\n")))
      expect((tooMany as InvalidInput).issues[0]).toMatchObject({ path: "hooks", key: "tooLong" })
      expect(yield* allowedHooks("u1")).toEqual(["https://srm.example.com/sap/bc", "http://localhost:4711/"])
      // Emptied: every address again.
      yield* setAllowedHooks("u1", "")
      expect((yield* checkHookUrl("u1", "https://anywhere.example/x")).href).toBe("https://anywhere.example/x")
    }).pipe(Effect.provide(layer)),
  )

  it.effect("a hook URL off the list is refused, one under an entry taken", () =>
    Effect.gen(function* () {
      yield* setAllowedHooks("u2", "https://srm.example.com/sap/bc")
      expect((yield* checkHookUrl("u2", "https://srm.example.com/sap/bc/x?y=1")).pathname).toBe("/sap/bc/x")
      expect(((yield* refusal(checkHookUrl("u2", "https://srm.example.com/other"))) as HandoverRefused).reason).toBe("handoverHookUrlNotAllowed")
      expect(((yield* refusal(checkHookUrl("u2", "javascript:alert(1)"))) as HandoverRefused).reason).toBe("handoverHookUrlInvalid")
      // Another account's list is its own.
      expect((yield* checkHookUrl("u3", "https://srm.example.com/other")).pathname).toBe("/other")
    }).pipe(Effect.provide(layer)),
  )
})

describe("a craftsman's cart and its hand-back", () => {
  const ids: PunchoutContext = { protocol: "ids", uid: "u4", hookUrl: "http://localhost:4711/hook?id=7", formTarget: "_top", version: "2.5" }

  it.effect("replaces the account's cart with the lines found, takes its Kommission, and hands it back priced from the catalogue", () =>
    Effect.gen(function* () {
      yield* (yield* CartStore).upsert("u4", { id: "old", productId: "KV-0604" as never, accessories: [], amount: 9 })
      const imported = yield* readIdsCart(sent(item("3013579246", "2", "<OfferPrice>0.01</OfferPrice>") + item("5013579246", "2") + item("9999999999", "1")), index)
      expect(yield* loadSentCart("u4", imported)).toBe(1)
      const cart = yield* (yield* CartStore).list("u4")
      expect(cart.map((line) => [line.productId, line.amount, line.accessories])).toEqual([["WS-0612-40", 2, [{ id: "ACC-MP", amount: 1 }]]])
      const back = yield* handback("u4", ids, { lang: "de", nonce: "n" })
      expect(back.formOrigin).toBe("http://localhost:4711")
      expect(back.html).toContain('action="http://localhost:4711/hook?id=7"')
      const xml = /name="warenkorb" value="([^"]*)"/.exec(back.html)![1]!.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&apos;/g, "'").replace(/&amp;/g, "&")
      const order = new XMLParser({ parseTagValue: false, isArray: (name) => name === "OrderItem" }).parse(xml).Warenkorb.Order
      expect(order.OrderInfo.Kommission).toBe("AW-9")
      expect(order.OrderItem.map((i: Record<string, string>) => [i["ArtNo"], i["Qty"], i["OfferPrice"]])).toEqual([
        ["3013579246", "2.00", "527.37"],
        ["5013579246", "2.00", "20.00"],
      ])
    }).pipe(Effect.provide(layer)),
  )

  it.effect("hands back for its own account only, and checks the hook URL again", () =>
    Effect.gen(function* () {
      expect(((yield* refusal(handback("someone-else", ids, { lang: "de", nonce: "n" }))) as HandoverRefused).reason).toBe("handoverNotPunchout")
      yield* setAllowedHooks("u4", "https://erp.example.at/oci")
      expect(((yield* refusal(handback("u4", ids, { lang: "de", nonce: "n" }))) as HandoverRefused).reason).toBe("handoverHookUrlNotAllowed")
      expect(((yield* refusal(handback("u4", { ...ids, hookUrl: "javascript:alert(1)" }, { lang: "de", nonce: "n" }))) as HandoverRefused).reason).toBe("handoverHookUrlInvalid")
    }).pipe(Effect.provide(layer)),
  )
})

it.effect("OCI VALIDATE: the item by its catalogue key, priced from the catalogue for whole pieces; nothing for an unknown key or a fraction", () =>
  Effect.gen(function* () {
    expect(yield* validateItem("WS-0612-40", "3.000", "en")).toMatchObject({ key: "WS-0612-40", amount: 3, listPrice: 52_737 })
    expect(yield* validateItem("ACC-KV", undefined, "en")).toMatchObject({ key: "ACC-KV", amount: 1, kind: "accessory" })
    expect(yield* validateItem("NOPE", "1", "en")).toBeUndefined()
    expect(yield* validateItem("WS-0612-40", "2.5", "en")).toBeUndefined()
    expect(yield* validateItem("WS-0612-40", "0", "en")).toBeUndefined()
    expect(yield* validateItem(undefined, "1", "en")).toBeUndefined()
  }).pipe(Effect.provide(layer)),
)
