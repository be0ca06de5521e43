/**
 * POST /api/user-request/send-cart-request over HTTP against the production server (issue 9): only
 * for a logged-in user (401), same origin (403), capped (413); tampered totals and CSV change
 * nothing; the same idempotency key records one inquiry; the worker in the server delivers the sales
 * mail (PDF read with pdftotext, CSV parsed) and the customer's confirmation into the outbox.
 */
import { randomUUID } from "node:crypto"
import Papa from "papaparse"
import { describe, expect, it } from "vitest"
import { encodeShareString, percent } from "@shop/core"
import { pdfText } from "../../adapters/test/support/pdfTools.ts"
import { leafParts, parameters, header as mimeHeader } from "../contracts/support/mime.ts"
import { Jar, send, signUpAndConfirm, uniqueEmail } from "./accounts.ts"
import { mails } from "./outbox.ts"

const shareString = (projectId: string) =>
  encodeShareString({ items: [{ productId: "WS-0612-40" as never, accessories: [], amount: 3 }], company: "", discount: percent(500), projectId })

const post = (jar: Jar | undefined, body: unknown, headers: Readonly<Record<string, string>> = {}) =>
  send("POST", "/api/user-request/send-cart-request", {
    from: "127.0.3.1",
    ...(jar === undefined ? {} : { jar }),
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  })

const payload = (projectId: string) => ({ encodedShoppingCart: shareString(projectId), csvContent: "1;FAKE;1;\"x\";-", totalPrice: 1, totalDiscountedPrice: 1, lang: "de" })

const waitFor = async <A>(find: () => Promise<A | undefined>, timeoutMs = 20_000): Promise<A> => {
  const end = Date.now() + timeoutMs
  for (;;) {
    const found = await find()
    if (found !== undefined) return found
    if (Date.now() > end) throw new Error("timed out")
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe("send-cart-request", () => {
  it("refuses a guest (401), another site (403) and an oversized body (413)", async () => {
    expect((await post(undefined, payload("X"), { "idempotency-key": randomUUID() })).status).toBe(401)
    const jar = new Jar()
    await signUpAndConfirm(uniqueEmail("request-guard"), "127.0.3.2", jar)
    expect((await post(jar, payload("X"), { origin: "https://evil.example", "idempotency-key": randomUUID() })).status).toBe(403)
    expect((await post(jar, "x".repeat(1_100_000), { "idempotency-key": randomUUID() })).status).toBe(413)
    expect((await post(jar, "{", { "idempotency-key": randomUUID() })).status).toBe(400)
    expect((await post(jar, payload("X"))).status).toBe(400)
  }, 60_000)

  it("takes 20 requests an hour from a user, then 429 with Retry-After; a retry of a sent one still answers it", async () => {
    const jar = new Jar()
    await signUpAndConfirm(uniqueEmail("request-throttle"), "127.0.3.4", jar)
    // Every request that passes the limit counts, also one the PDF renderer was too busy for (a short
    // 429: other test files may load it meanwhile). So: 20 pass, then the user's own 429 (an hour's window).
    const created: Array<string> = []
    let passed = 0
    let refused: Awaited<ReturnType<typeof post>> | undefined
    while (refused === undefined && passed <= 20) {
      const key = randomUUID()
      const answer = await post(jar, payload("T"), { "idempotency-key": key })
      const retryAfter = Number(answer.headers["retry-after"] ?? 0)
      if (answer.status === 201) created.push(key)
      else if (answer.status === 429 && retryAfter > 60) refused = answer
      else if (answer.status === 429) await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000))
      else throw new Error(`send-cart-request answered ${answer.status}: ${answer.body}`)
      if (refused === undefined) passed++
    }
    expect(passed).toBe(20)
    expect(created.length).toBeGreaterThan(0)
    expect(refused?.status).toBe(429)
    expect(JSON.parse(refused!.body).error).toMatch(/too many attempts/)
    const retried = await post(jar, payload("T"), { "idempotency-key": created[0]! })
    expect(retried.status).toBe(200)
    expect(JSON.parse(retried.body)).toMatchObject({ created: false })
  }, 120_000)

  it("refuses a project number longer than 15 characters with the form's message instead of cutting it (issue 28)", async () => {
    const jar = new Jar()
    await signUpAndConfirm(uniqueEmail("long-project"), "127.0.3.4", jar)
    const encodedShoppingCart = "cart[0][productId]=WS-0612-40&cart[0][amount]=3&projectId=BAUSTELLE-LINZ-2026"
    const refused = await post(jar, { ...payload("X"), encodedShoppingCart }, { "idempotency-key": randomUUID() })
    expect(refused.status).toBe(400)
    expect(JSON.parse(refused.body)).toMatchObject({ fields: { projectId: "tooLong" } })
    // Exactly 15 is taken as it is.
    const taken = await post(jar, { ...payload("X"), encodedShoppingCart: encodedShoppingCart.replace("BAUSTELLE-LINZ-2026", "BAUSTELLE-LINZ1") }, { "idempotency-key": randomUUID() })
    expect(taken.status).toBe(201)
    expect(JSON.parse(taken.body)).toMatchObject({ projectId: "BAUSTELLE-LINZ1" })
  })

  it("records one inquiry per key with the server's figures and delivers both mails with PDF and CSV", async () => {
    const jar = new Jar()
    const email = uniqueEmail("request")
    await signUpAndConfirm(email, "127.0.3.3", jar, { company: "Schaltbau Gruber KG", language: "en" })
    const project = `P-${randomUUID().slice(0, 8)}`
    const key = randomUUID()
    const first = await post(jar, payload(project), { "idempotency-key": key })
    expect(first.status).toBe(201)
    expect(first.headers["cache-control"]).toBe("private, no-store")
    const answer = JSON.parse(first.body) as { inquiryNumber: number; inquiryReference: string; projectId: string; created: boolean }
    expect(answer.inquiryReference).toMatch(new RegExp(`^20\\d\\d-${String(answer.inquiryNumber).padStart(5, "0")}$`))
    expect(answer).toMatchObject({ projectId: project, created: true })
    const again = await post(jar, { ...payload(project), idempotencyKey: key })
    expect(again.status).toBe(200)
    expect(JSON.parse(again.body)).toEqual({ ...answer, created: false })

    const subject = `Anfrage ${answer.inquiryReference} – Schaltbau Gruber KG`
    const sales = await waitFor(async () => (await mails()).find((raw) => (mimeHeader(new TextEncoder().encode(raw), "Subject") ?? "") === subject))
    const confirmation = await waitFor(async () =>
      (await mails()).find((raw) => (mimeHeader(new TextEncoder().encode(raw), "Subject") ?? "") === `We have received your request ${answer.inquiryReference}`),
    )
    // Give a duplicate the chance to show up: none may.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect((await mails()).filter((raw) => (mimeHeader(new TextEncoder().encode(raw), "Subject") ?? "") === subject)).toHaveLength(1)

    const parts = leafParts(new TextEncoder().encode(sales))
    const attachments = parts.filter((p) => parameters(p.headers.get("content-disposition") ?? "").value === "attachment")
    const names = attachments.map((p) => parameters(p.headers.get("content-disposition")!).params.get("filename"))
    expect(names).toEqual([expect.stringMatching(/^Anfrage-\d{8}T\d{6}Z\.pdf$/), expect.stringMatching(/^Anfrage-\d{8}T\d{6}Z\.csv$/)])
    const text = pdfText(attachments[0]!.body)
    expect(text).toContain("Schaltbau Gruber KG")
    expect(text).toContain(email)
    expect(text).toContain(project)
    const csvBytes = attachments[1]!.body
    expect(Array.from(csvBytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf])
    const csv = Papa.parse<ReadonlyArray<string>>(new TextDecoder().decode(csvBytes), { delimiter: ";", skipEmptyLines: true })
    expect(csv.data[0]).toEqual(["Position", "Lieferantenartikelnummer", "Pkg-Menge", "Bezeichnung", "Bezeichnung2"])
    expect(csv.data[1]).toEqual(["1", "3013579246", "3", expect.any(String), expect.any(String)])
    expect(csv.data.some((row) => row.includes("FAKE"))).toBe(false)

    const confirmationParts = leafParts(new TextEncoder().encode(confirmation)).filter((p) => parameters(p.headers.get("content-disposition") ?? "").value === "attachment")
    expect(confirmationParts.map((p) => parameters(p.headers.get("content-type") ?? "").value)).toEqual(["application/pdf"])
  })
})
