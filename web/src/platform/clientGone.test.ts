/** The server entry answers a request whose client went away without logging it (web/src/server.ts). */
import { describe, expect, it } from "vitest"
import { clientGone } from "./clientGone.ts"

const request = (aborted: boolean) => {
  const controller = new AbortController()
  if (aborted) controller.abort()
  return new Request("http://shop.test/de/product-catalog/", { signal: controller.signal })
}
const reset = Object.assign(new Error("aborted"), { code: "ECONNRESET" })
const abortError = new DOMException("The request was aborted.", "AbortError")

describe("clientGone", () => {
  it("is the client's leaving: its request aborted, failing with a reset or an AbortError", () => {
    expect(clientGone(request(true), reset)).toBe(true)
    expect(clientGone(request(true), abortError)).toBe(true)
  })

  it("is not an upstream timeout while the client still waits, nor any other error", () => {
    expect(clientGone(request(false), abortError)).toBe(false)
    expect(clientGone(request(false), reset)).toBe(false)
    expect(clientGone(request(true), new TypeError("undefined is not a function"))).toBe(false)
  })
})
