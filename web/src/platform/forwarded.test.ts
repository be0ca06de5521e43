/** The client address behind proxies: only entries appended by trusted proxies count. */
import { describe, expect, it } from "vitest"
import { clientAddressOf, parseTrustedHops, rateLimitKeyOf } from "./forwarded.ts"

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


describe("rateLimitKeyOf", () => {
  it("counts an IPv6 client by its /64, so a new address from the same line is the same client", () => {
    expect(rateLimitKeyOf("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64")
    expect(rateLimitKeyOf("2001:db8:1:2:ffff:ffff:ffff:fffe")).toBe("2001:db8:1:2::/64")
    expect(rateLimitKeyOf("2001:0db8:0001:0002::15%eth0")).toBe("2001:db8:1:2::/64")
    expect(rateLimitKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64")
    expect(rateLimitKeyOf("2001:db8:1:3::1")).not.toBe(rateLimitKeyOf("2001:db8:1:2::1"))
    expect(rateLimitKeyOf("::1")).toBe("0:0:0:0::/64")
    expect(rateLimitKeyOf("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64")
  })

  it("keeps IPv4 addresses (also IPv4-mapped ones) and anything else as they are", () => {
    expect(rateLimitKeyOf("203.0.113.7")).toBe("203.0.113.7")
    expect(rateLimitKeyOf("::ffff:203.0.113.7")).toBe("203.0.113.7")
    expect(rateLimitKeyOf("unknown")).toBe("unknown")
  })
})
