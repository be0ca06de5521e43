/**
 * The cart PDF under load (#12 item 4): rendered in the PDF workers, at most a few at once; a
 * request beyond that is answered 429 with a retry hint at once instead of queueing without bound.
 */
import { describe, expect, it } from "vitest"
import { baseUrl } from "./env.ts"

const bigCart = (lines: number) => {
  const params = new URLSearchParams()
  for (let i = 0; i < lines; i++) {
    params.set(`cart[${i}][productId]`, i % 2 === 0 ? "WS-0612-40" : "WS-0408-30")
    params.set(`cart[${i}][amount]`, String(i + 1))
  }
  return params.toString()
}

describe("cart PDF under load", () => {
  it("answers 429 with Retry-After beyond its bound, renders the rest, and a small cart right after", { timeout: 120_000 }, async () => {
    const url = `${baseUrl()}/api/pdf/generate-cart?lang=de&encodedCart=${encodeURIComponent(bigCart(100))}`
    const answers = await Promise.all(Array.from({ length: 16 }, () => fetch(url)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([])
    const busy = answers.filter((r) => r.status === 429)
    expect(busy.length).toBeGreaterThan(0)
    for (const r of busy) expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0)
    const rendered = answers.filter((r) => r.status === 200)
    expect(rendered.length).toBeGreaterThan(0)
    for (const r of rendered) expect(Buffer.from(await r.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-")
    await Promise.all(busy.map((r) => r.arrayBuffer()))
    const small = await fetch(`${baseUrl()}/api/pdf/generate-cart?lang=de&encodedCart=${encodeURIComponent(bigCart(1))}`)
    expect(small.status).toBe(200)
  })
})
