/** `POST /api/event` (spec §7) over HTTP: 202 for events, also the ignored localhost ones; 400 for the rest. */
import { describe, expect, it } from "vitest"
import { baseUrl } from "./env.ts"

const send = (body: string, contentType = "application/json") =>
  fetch(`${baseUrl()}/api/event`, { method: "POST", headers: { "content-type": contentType, "user-agent": "Mozilla/5.0 (test)" }, body })

const event = {
  n: "pageview",
  u: "https://shop.example.at/de/product-catalog/?material=steel",
  d: "shop.example.at",
  r: "https://www.google.com/",
  w: 1280,
  h: 900,
  p: { lang: "de" },
}

describe("POST /api/event", () => {
  it("accepts a pageview from a public page with 202", async () => {
    const response = await send(JSON.stringify(event))
    expect(response.status).toBe(202)
    expect(response.headers.get("cache-control")).toBe("no-store")
  })

  it("accepts Plausible's text/plain body and a goal with revenue", async () => {
    const goal = { ...event, n: "Cart request", r: null, revenue: { currency: "EUR", amount: 1234.5 } }
    expect((await send(JSON.stringify(goal), "text/plain")).status).toBe(202)
  })

  it.each(["http://localhost:3000/de/", "http://127.0.0.1:3000/en/", "http://[::1]/de/", "file:///home/user/shop.html"])(
    "accepts and ignores an event from %s (202)",
    async (u) => {
      expect((await send(JSON.stringify({ ...event, u }))).status).toBe(202)
    },
  )

  it.each([
    ["not JSON", "pageview"],
    ["an empty body", ""],
    ["JSON that is not an object", "[1, 2]"],
    ["a missing page URL", JSON.stringify({ n: "pageview", d: "shop.example.at", r: null, w: 1280 })],
    ["an empty event name", JSON.stringify({ ...event, n: "" })],
    ["a width that is not a number", JSON.stringify({ ...event, w: "wide" })],
    ["revenue in another currency", JSON.stringify({ ...event, revenue: { currency: "USD", amount: 1 } })],
  ])("rejects %s with 400", async (_name, body) => {
    const response = await send(body)
    expect(response.status).toBe(400)
    await expect(response.json()).resolves.toHaveProperty("error")
  })

  it("rejects a body over 8 KB (413) and a GET (405)", async () => {
    expect((await send(JSON.stringify({ ...event, p: { big: "x".repeat(9000) } }))).status).toBe(413)
    const get = await fetch(`${baseUrl()}/api/event`, { redirect: "manual" })
    expect(get.status).toBe(405)
    expect(get.headers.get("allow")).toBe("POST")
  })
})
