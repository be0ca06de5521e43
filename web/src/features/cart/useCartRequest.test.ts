/** The kept request key belongs to one cart and one account (a tab may see several accounts log in). */
import { describe, expect, it } from "vitest"
import { isSameRequest } from "./useCartRequest.ts"

describe("isSameRequest", () => {
  const stored = { key: "k-12345678", shareString: "cart[0][productId]=WS-0612-40&cart[0][amount]=1", owner: "anna@example.at", sent: true }

  it("is the same request for the same cart and account", () => {
    expect(isSameRequest(stored, stored.shareString, "anna@example.at")).toBe(true)
  })

  it("is another request for another account with the same cart, or another cart", () => {
    expect(isSameRequest(stored, stored.shareString, "bernd@example.at")).toBe(false)
    expect(isSameRequest(stored, `${stored.shareString}&discount=5`, "anna@example.at")).toBe(false)
    expect(isSameRequest(null, stored.shareString, "anna@example.at")).toBe(false)
  })
})
