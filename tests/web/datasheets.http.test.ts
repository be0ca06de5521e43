/**
 * The datasheet endpoints of spec §7 over HTTP against the production server: initiate, poll
 * until ready, fetch the signed URLs, delete; bad input answers 400; forged and other
 * requesters' URLs and jobs are refused.
 */
import { describe, expect, it } from "vitest"
import { baseUrl, getPdf } from "./env.ts"

const products = ["WS-0612-40", "WS-0408-30", "WS-0612-40"]

/** A visitor with its own cookie jar (the server binds jobs to the `requester` cookie). */
const visitor = () => {
  let cookie = ""
  return async (path: string): Promise<Response> => {
    const response = await fetch(`${baseUrl()}${path}`, { headers: cookie ? { cookie } : {} })
    const set = response.headers.get("set-cookie")
    if (set) cookie = set.split(";")[0]!
    return response
  }
}

const query = (reqTime: number, ids = products) =>
  `productIds=${ids.join(",")}&productNames=${ids.map((_, i) => `n${i}`).join(",")}&reqTime=${reqTime}`

interface Answer {
  readonly pdfs: ReadonlyArray<{ readonly name: string; readonly signedUrl: string }>
  readonly dataLength: number
}

/** The job as the download endpoint answers it: 200 while it runs (no pdfs yet) and when it is done. */
const status = async (get: ReturnType<typeof visitor>, q: string): Promise<Answer> => {
  const response = await get(`/api/pdf/download-generated-article-datasheets?${q}`)
  expect(response.status).toBe(200)
  const answer = (await response.json()) as Answer
  expect(answer.dataLength).toBeLessThanOrEqual(products.length)
  return answer
}

describe("datasheet endpoints", () => {
  it("initiates, polls, serves signed files and deletes them", { timeout: 60_000 }, async () => {
    const get = visitor()
    const q = query(Date.now())
    expect((await get(`/api/pdf/initiate-article-datasheet-generation?${q}`)).status).toBe(202)
    // Polls the job's state (no fixed sleeps) until its files are listed; the job runs in the background.
    await expect.poll(async () => (await status(get, q)).pdfs.length, { timeout: 30_000 }).toBe(products.length)
    const answer = await status(get, q)
    expect(answer.dataLength).toBe(3)
    expect(answer.pdfs.map((p) => p.name)).toEqual(["WS 600.1200.400", "WS 400.800.300", "WS 600.1200.400"])
    for (const pdf of answer.pdfs) {
      expect(pdf.signedUrl).toMatch(/^\/files\/signed\/generated\/[0-9a-f]{64}\/\d{3}\.pdf\?exp=\d+&sig=[0-9a-f]{64}$/)
      const file = await fetch(`${baseUrl()}${pdf.signedUrl}`)
      expect(file.status).toBe(200)
      expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-")
    }
    const url = answer.pdfs[0]!.signedUrl
    const forged = url.replace(/sig=([0-9a-f])/, (_, c: string) => `sig=${c === "0" ? "1" : "0"}`)
    expect((await fetch(`${baseUrl()}${forged}`)).status).toBe(403)
    const expired = url.replace(/exp=\d+/, "exp=1000000000")
    expect([403, 410]).toContain((await fetch(`${baseUrl()}${expired}`)).status)
    expect((await fetch(`${baseUrl()}${url.replace(/\?.*$/, "")}`)).status).toBe(403)

    // Another visitor cannot see or delete this job.
    const other = visitor()
    expect((await other(`/api/pdf/download-generated-article-datasheets?${q}`)).status).toBe(404)
    expect((await other(`/api/pdf/delete-generated-files?${q}`)).status).toBe(204)
    expect((await fetch(`${baseUrl()}${url}`)).status).toBe(200)

    expect((await get(`/api/pdf/delete-generated-files?${q}`)).status).toBe(204)
    expect((await fetch(`${baseUrl()}${url}`)).status).toBe(404)
  })

  it("answers bad input with 400 and a message", async () => {
    const get = visitor()
    const bad = async (q: string) => {
      const response = await get(`/api/pdf/initiate-article-datasheet-generation?${q}`)
      expect(response.status).toBe(400)
      return ((await response.json()) as { error: string }).error
    }
    expect(await bad(query(Date.now(), ["NO-SUCH-THING"]))).toContain("NO-SUCH-THING")
    expect(await bad(`productIds=WS-0612-40&productNames=a&reqTime=yesterday`)).toContain("reqTime")
    expect(await bad(query(Date.now(), Array.from({ length: 201 }, () => "WS-0612-40")))).toMatch(/200/)
    expect(await bad(`productIds=WS-0612-40,WS-0408-30&productNames=a&reqTime=${Date.now()}`)).toMatch(/productNames/)
    expect((await get(`/api/pdf/generate-cart?encodedCart=garbage`)).status).toBe(400)
  })

  it("leaves out lines the catalogue no longer has, says how many, and refuses a cart of none", async () => {
    const line = (i: number, productId: string) => `cart[${i}][productId]=${productId}&cart[${i}][amount]=1`
    const mixed = await getPdf(`/api/pdf/generate-cart?lang=de&encodedCart=${encodeURIComponent(`${line(0, "WS-0612-40")}&${line(1, "GONE-0000")}`)}`)
    expect(mixed.status).toBe(200)
    expect(mixed.headers.get("x-cart-lines-removed")).toBe("1")
    expect(Buffer.from(await mixed.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-")
    const none = await getPdf(`/api/pdf/generate-cart?lang=de&encodedCart=${encodeURIComponent(line(0, "GONE-0000"))}`)
    expect(none.status).toBe(400)
    expect(((await none.json()) as { error: string }).error).toBe("encodedCart: no cart line can be priced from the catalogue")
  })

  it("answers the cart PDF for a share string, priced from the catalogue", async () => {
    const share = encodeURIComponent("cart[0][productId]=WS-0612-40&cart[0][amount]=2&discount=10&projectId=AW-2")
    const response = await getPdf(`/api/pdf/generate-cart?encodedCart=${share}&lang=en`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-disposition")).toMatch(/filename="Anfrage-\d{8}T\d{6}Z\.pdf"/)
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-")
  })
})
