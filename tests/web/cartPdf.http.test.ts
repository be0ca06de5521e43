/**
 * The cart PDF under load (#12 item 4): rendered in the PDF workers, at most a few at once; a
 * request beyond that is answered 429 with a retry hint at once instead of queueing without bound.
 * The same for single datasheets rendered on request. And a cart too large for a URL, posted as a
 * form as the shop's PDF button does.
 */
import { execFileSync } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { baseUrl, getPdf, patiently } from "./env.ts"

const bigCart = (lines: number) => {
  const params = new URLSearchParams()
  for (let i = 0; i < lines; i++) {
    params.set(`cart[${i}][productId]`, i % 2 === 0 ? "WS-0612-40" : "WS-0408-30")
    params.set(`cart[${i}][amount]`, String(i + 1))
  }
  return params.toString()
}

/**
 * A burst against a bounded renderer: every answer a PDF or a 429 with a retry hint, at least one of
 * each (other files render on the same server meanwhile and may hold slots, so "some" PDFs).
 */
const expectBoundedBurst = async (answers: ReadonlyArray<Response>) => {
  expect(answers.map((r) => r.status).filter((s) => s !== 200 && s !== 429)).toEqual([])
  const busy = answers.filter((r) => r.status === 429)
  expect(busy.length).toBeGreaterThan(0)
  for (const r of busy) expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0)
  const rendered = answers.filter((r) => r.status === 200)
  expect(rendered.length).toBeGreaterThan(0)
  for (const r of rendered) expect(Buffer.from(await r.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-")
  await Promise.all(busy.map((r) => r.arrayBuffer()))
}

describe("cart PDF under load", () => {
  it("answers 429 with Retry-After beyond its bound, renders the rest, and a small cart right after", { timeout: 120_000 }, async () => {
    const url = `${baseUrl()}/api/pdf/generate-cart?lang=de&encodedCart=${encodeURIComponent(bigCart(100))}`
    await expectBoundedBurst(await Promise.all(Array.from({ length: 16 }, () => fetch(url))))
    const small = await getPdf(`/api/pdf/generate-cart?lang=de&encodedCart=${encodeURIComponent(bigCart(1))}`)
    expect(small.status).toBe(200)
  })
})

describe("single datasheets under load", () => {
  it("answer 429 with Retry-After beyond their bound, render the rest, and one right after", { timeout: 120_000 }, async () => {
    // Every URL new, as a loop past a CDN would send them; the page renderer and the asset URL share the bound.
    const urls = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? `${baseUrl()}/de/pdf-renderer/artikel-datenblatt/?productId=${i % 4 === 0 ? "WS-0612-40" : "WS-0408-30"}&n=${i}`
        : `${baseUrl()}/files/assets/ws-0612-40_datasheet_1.pdf?lang=en&n=${i}`,
    )
    await expectBoundedBurst(await Promise.all(urls.map((url) => fetch(url))))
    expect((await getPdf("/de/pdf-renderer/artikel-datenblatt/?productId=WS-0612-40")).status).toBe(200)
  })
})

describe("a cart too large for a URL", () => {
  it("is refused as a query by the server (431), and rendered whole when posted as a form", { timeout: 60_000 }, async () => {
    const encodedCart = bigCart(200)
    const query = `${baseUrl()}/api/pdf/generate-cart?lang=en&encodedCart=${encodeURIComponent(encodedCart)}`
    expect(query.length).toBeGreaterThan(16 * 1024)
    expect((await fetch(query)).status).toBe(431)

    const origin = new URL(baseUrl()).origin
    const post = (headers: Record<string, string>) =>
      patiently(() => fetch(`${baseUrl()}/api/pdf/generate-cart`, { method: "POST", headers, body: new URLSearchParams({ encodedCart, lang: "en" }) }))
    const answer = await post({ origin })
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="Anfrage-\d{8}T\d{6}Z\.pdf"$/)
    const file = join(mkdtempSync(join(tmpdir(), "cart-pdf-")), "cart.pdf")
    writeFileSync(file, Buffer.from(await answer.arrayBuffer()))
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" })
    // Every line is in the document, the 200th last (WS-0408-30 is article 3021233567).
    expect(text).toMatch(/^\s*200\s+3021233567\s/m)
    expect(text.match(/\b3021233567\b/g)?.length).toBe(100)

    expect((await post({ origin: "https://elsewhere.example" })).status).toBe(403)
    // The body's bound: a share string may be 200,000 characters; a form over 1 MB is refused unread.
    const huge = await fetch(`${baseUrl()}/api/pdf/generate-cart`, { method: "POST", headers: { origin }, body: new URLSearchParams({ encodedCart: "x".repeat(1_000_001), lang: "en" }) })
    expect(huge.status).toBe(413)
    // …while one of 150 KB, past the 64 KB every other body is held to, is read (and refused for its content only).
    const long = await fetch(`${baseUrl()}/api/pdf/generate-cart`, { method: "POST", headers: { origin }, body: new URLSearchParams({ encodedCart: "y".repeat(150_000), lang: "en" }) })
    expect(long.status).toBe(400)
  })
})

describe("a PDF link whose share string was pasted unencoded", () => {
  it("renders every line with its amount and the discount, as the encoded link does (issue 28: it gave one line, amount 1, no discount)", { timeout: 60_000 }, async () => {
    const shared = "cart[0][productId]=WS-0612-40&cart[0][amount]=2&cart[1][productId]=WS-0408-30&cart[1][amount]=3&discount=10"
    const texts = []
    for (const link of [`encodedCart=${shared}&lang=de`, `lang=de&encodedCart=${encodeURIComponent(shared)}`]) {
      const answer = await patiently(() => fetch(`${baseUrl()}/api/pdf/generate-cart?${link}`))
      expect(answer.status).toBe(200)
      const file = join(mkdtempSync(join(tmpdir(), "cart-pdf-")), "cart.pdf")
      writeFileSync(file, Buffer.from(await answer.arrayBuffer()))
      texts.push(execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }))
    }
    const [unencoded, encoded] = texts
    // WS-0612-40 is article 3013579246, WS-0408-30 is 3021233567.
    expect(unencoded).toMatch(/^\s*1\s+3013579246\s.*\s2\s+€/m)
    expect(unencoded).toMatch(/^\s*2\s+3021233567\s.*\s3\s+€/m)
    expect(unencoded).toMatch(/Rabatt 10 %/)
    // The same document but for its date line.
    const undated = (text: string | undefined) => text?.replace(/\d{2}\.\d{2}\.\d{4}[^\n]*/g, "")
    expect(undated(unencoded)).toBe(undated(encoded))
  })
})
