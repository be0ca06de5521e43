/** The client address behind proxies: only entries appended by trusted proxies count. */
import { describe, expect, it } from "vitest"
import { clientAddressOf, parseTrustedHops } from "./forwarded.ts"

describe("clientAddressOf", () => {
  it("takes the entry the trusted hops from the right, not the client-controlled first one", () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; our one proxy appended the address it saw.
    expect(clientAddressOf("6.6.6.6, 203.0.113.7", "10.0.0.2", 1)).toBe("203.0.113.7")
    expect(clientAddressOf("6.6.6.6, 203.0.113.7, 10.0.0.9", "10.0.0.2", 2)).toBe("203.0.113.7")
  })

  it("uses the socket's peer without trusted proxies or without the header", () => {
    expect(clientAddressOf("6.6.6.6", "10.0.0.2", 0)).toBe("10.0.0.2")
    expect(clientAddressOf(null, "10.0.0.2", 1)).toBe("10.0.0.2")
    expect(clientAddressOf(" , ", "10.0.0.2", 1)).toBe("10.0.0.2")
  })

  it("takes the leftmost entry when there are fewer entries than hops", () => {
    expect(clientAddressOf("203.0.113.7", "10.0.0.2", 3)).toBe("203.0.113.7")
  })
})

describe("parseTrustedHops", () => {
  it.each([
    ["false", 0],
    ["", 0],
    ["true", 1],
    ["TRUE", 1],
    ["2", 2],
    ["maybe", undefined],
  ])("%j is %j", (text, hops) => expect(parseTrustedHops(text)).toBe(hops))
})

