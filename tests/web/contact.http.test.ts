/**
 * `/api/contact` (the contact form without JavaScript) over HTTP: the honeypot, the hourly limit
 * of 5 messages per client, invalid input, and what is refused (another site's form, another body);
 * and the contact details' server function with a language the shop does not speak.
 * Each test sends from its own loopback address (127.0.0.x), so the limit counts per test.
 */
import { createHash } from "node:crypto"
import { request } from "node:http"
import { toJSONAsync } from "seroval"
import { describe, expect, it } from "vitest"
import { baseUrl } from "./env.ts"
import { contactMail, mails, token } from "./outbox.ts"

interface Answer {
  readonly status: number
  readonly location: string | null
}

/** POSTs a urlencoded form from `from` (a loopback source address) with a same-origin Origin header. */
const post = (fields: Readonly<Record<string, string>>, from: string, headers: Readonly<Record<string, string>> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const url = new URL("/api/contact", baseUrl())
    const body = new URLSearchParams(fields).toString()
    const req = request(
      url,
      {
        method: "POST",
        localAddress: from,
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body), origin: url.origin, ...headers },
      },
      (res) => {
        res.resume()
        res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null }))
      },
    )
    req.on("error", reject)
    req.end(body)
  })

const valid = (subject: string) => ({
  lang: "de",
  company: "",
  firstname: "Anna",
  lastname: "Huber",
  email: "anna@example.at",
  subject,
  message: "Bitte um Rückruf.",
  privacyAccepted: "on",
  extra_info: "",
})

describe("the contact page", () => {
  it("shows the company's contact details from the settings beside the form, in each language", async () => {
    const de = await (await fetch(`${baseUrl()}/de/contact/`)).text()
    expect(de).toContain('data-testid="contact-details"')
    expect(de).toContain(">Direkter Kontakt</h2>")
    expect(de).toContain('href="tel:+437242123450"')
    expect(de).toContain("Mo–Do 7:30–16:30")
    const en = await (await fetch(`${baseUrl()}/en/contact/`)).text()
    expect(en).toContain(">Direct contact</h2>")
    expect(en).toContain("Mon–Thu 7:30–16:30")
  })

  it("its server function validates the language: another one is refused with the schema's message, no stack trace", async () => {
    // TanStack Start names a server function by the SHA-256 of its file and export (as its build does).
    const id = createHash("sha256").update("src/features/contact/contact.functions.ts--loadContactDetails_createServerFn_handler").digest("hex")
    const call = async (lang: string) => {
      // A GET server function's input travels as seroval JSON in `payload`, as the browser sends it.
      const payload = encodeURIComponent(JSON.stringify(await toJSONAsync({ data: { lang } })))
      const response = await fetch(`${baseUrl()}/_serverFn/${id}?payload=${payload}`, { headers: { "x-tsr-serverFn": "true", accept: "application/json" } })
      expect(response.status).toBe(200)
      return response.text()
    }
    expect(await call("de")).toContain("Muster Gehäusetechnik GmbH")
    const refused = await call("fr")
    expect(refused).toContain('"k":["error"]')
    expect(refused).toMatch(/Expected .*de.* \| .*en/)
    expect(refused).not.toMatch(/\bat \S+ \(|\.ts:\d+/)
    expect(refused).not.toContain("Muster Gehäusetechnik GmbH")
  })
})

describe("POST /api/contact", () => {
  it("sends a valid message and redirects back with status=sent (303)", async () => {
    const subject = `HTTP ${token()}`
    const answer = await post(valid(subject), "127.0.0.11")
    expect(answer).toEqual({ status: 303, location: "/de/contact/?status=sent" })
    await expect(contactMail(subject)).resolves.toBeDefined()
  })

  it("drops a message with a filled honeypot silently: the same answer, no mail", async () => {
    const subject = `Honeypot ${token()}`
    const answer = await post({ ...valid(subject), extra_info: "http://spam.example" }, "127.0.0.12")
    expect(answer).toEqual({ status: 303, location: "/de/contact/?status=sent" })
    await expect(contactMail(subject)).resolves.toBeUndefined()
  })

  it("refuses the sixth message within an hour from one client, and only for that client", async () => {
    const subjects = Array.from({ length: 6 }, (_, i) => `Limit ${i + 1} ${token()}`)
    const answers: Array<Answer> = []
    for (const subject of subjects) answers.push(await post(valid(subject), "127.0.0.13"))
    expect(answers.slice(0, 5).map((a) => a.location)).toEqual(Array(5).fill("/de/contact/?status=sent"))
    expect(answers[5]).toEqual({ status: 303, location: "/de/contact/?status=rateLimited" })
    await expect(contactMail(subjects[5]!)).resolves.toBeUndefined()
    for (const subject of subjects.slice(0, 5)) await expect(contactMail(subject)).resolves.toBeDefined()
    // Another client is not affected.
    const other = `Other client ${token()}`
    expect((await post(valid(other), "127.0.0.14")).location).toBe("/de/contact/?status=sent")
  })

  it("answers invalid input with the field errors in the query and sends nothing", async () => {
    const before = (await mails()).length
    const answer = await post({ lang: "en", firstname: "Anna", lastname: "", email: "anna@", subject: "Hi", message: "", extra_info: "" }, "127.0.0.15")
    expect(answer.status).toBe(303)
    const location = new URL(answer.location ?? "", baseUrl())
    expect(location.pathname).toBe("/en/contact/")
    expect(location.searchParams.get("status")).toBe("invalid")
    expect(location.searchParams.get("errors")?.split(",").sort()).toEqual(
      ["email:invalidEmail", "lastname:required", "message:required", "privacyAccepted:privacyNotAccepted"].sort(),
    )
    // An empty e-mail field asks to be filled in rather than calling the address invalid.
    const empty = await post({ lang: "en", firstname: "Anna", lastname: "Huber", email: " ", subject: "Hi", message: "Hello", privacyAccepted: "on", extra_info: "" }, "127.0.0.15")
    expect(new URL(empty.location ?? "", baseUrl()).searchParams.get("errors")).toBe("email:required")
    expect((await mails()).length).toBe(before)
  })

  it("counts invalid and honeypot posts against no limit", async () => {
    for (let i = 0; i < 6; i++) await post({ lang: "de", email: "x" }, "127.0.0.16")
    expect((await post(valid(`After invalid ${token()}`), "127.0.0.16")).location).toBe("/de/contact/?status=sent")
  })

  it("refuses another site's form (403), a body that is not a form (415) and a GET (405)", async () => {
    expect((await post(valid(`Cross-site ${token()}`), "127.0.0.17", { origin: "https://evil.example" })).status).toBe(403)
    expect((await post(valid(`JSON ${token()}`), "127.0.0.17", { "content-type": "application/json" })).status).toBe(415)
    expect((await fetch(`${baseUrl()}/api/contact`, { redirect: "manual" })).status).toBe(405)
  })
})
