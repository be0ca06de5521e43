/**
 * Helpers of the account tests: form posts to `/api/account/{action}` from a chosen loopback
 * address (so each test has its own rate-limit key), a small cookie jar, and the mailed links.
 */
import { request } from "node:http"
import { baseUrl } from "./env.ts"
import { header, mails } from "./outbox.ts"

export interface Answer {
  readonly status: number
  readonly location: string | null
  readonly setCookies: ReadonlyArray<string>
  readonly headers: Readonly<Record<string, string | Array<string> | undefined>>
  readonly body: string
}

/** Cookies by name, as a browser keeps them (a Max-Age=0 cookie is removed). */
export class Jar {
  readonly cookies = new Map<string, string>()
  take(setCookies: ReadonlyArray<string>): void {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";")
      const [name = "", ...value] = pair.split("=")
      if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name.trim())
      else this.cookies.set(name.trim(), value.join("="))
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ")
  }
}

/**
 * The jar's session cookie as if its access token ran out within seconds: the server then renews it
 * with the refresh token (spec §9), as it would for a visitor whose hour is nearly up.
 */
export const expireSoon = (jar: Jar): void => {
  const raw = jar.cookies.get("session")
  if (raw === undefined) throw new Error("no session cookie in the jar")
  const session = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as { readonly e: number }
  jar.cookies.set("session", Buffer.from(JSON.stringify({ ...session, e: Math.floor(Date.now() / 1000) + 2 })).toString("base64url"))
}

export const send = (
  method: "GET" | "POST",
  path: string,
  options: { readonly from?: string; readonly body?: string; readonly headers?: Readonly<Record<string, string>>; readonly jar?: Jar } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl())
    const headers: Record<string, string | number> = { ...options.headers }
    if (options.jar && options.jar.cookies.size > 0) headers["cookie"] = options.jar.header()
    if (options.body !== undefined) headers["content-length"] = Buffer.byteLength(options.body)
    const req = request(url, { method, localAddress: options.from ?? "127.0.0.1", headers }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => {
        const setCookies = res.headers["set-cookie"] ?? []
        options.jar?.take(setCookies)
        resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null, setCookies, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") })
      })
    })
    req.on("error", reject)
    req.end(options.body)
  })

/** POSTs an account form as a browser without JavaScript would (same origin, urlencoded). */
export const postForm = (action: string, fields: Readonly<Record<string, string>>, options: { readonly from?: string; readonly jar?: Jar; readonly json?: boolean } = {}) =>
  send("POST", `/api/account/${action}`, {
    ...options,
    body: new URLSearchParams(fields).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: new URL(baseUrl()).origin,
      ...(options.json ? { accept: "application/json" } : {}),
    },
  })

let counter = 0
/** A fresh address per test run and call. */
export const uniqueEmail = (name: string): string => `${name}.${Date.now().toString(36)}${(counter++).toString(36)}@example.at`

export const PASSWORD = "Schaltschrank-2026"

export const signUpFields = (email: string, overrides: Readonly<Record<string, string>> = {}) => ({
  lang: "de",
  email,
  password: PASSWORD,
  passwordRepeat: PASSWORD,
  company: "Elektro Huber GmbH",
  vat: "ATU12345678",
  firstname: "Anna",
  lastname: "Huber",
  street: "Hauptstraße 1",
  zip: "4020",
  city: "Linz",
  country: "AT",
  language: "de",
  ...overrides,
})

/** Decodes a mail's quoted-printable or base64 text part enough to find its link. */
const bodyText = (raw: string): string => {
  const qp = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  const base64 = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((m) => Buffer.from(m[1]!.replace(/\s+/g, ""), "base64").toString("utf8"))
  return [qp, ...base64].join("\n")
}

/** The newest mail to `email` whose link has `type`, and that link's path and query. */
export const mailedLink = async (email: string, type: "signup" | "recovery" | "email_change"): Promise<{ readonly origin: string; readonly path: string; readonly subject: string } | null> => {
  const found = (await mails())
    .filter((raw) => header(raw, "To")?.includes(email) === true)
    .map((raw) => ({ raw, link: new RegExp(`https?://[^\\s"<>]+type=${type}[^\\s"<>]*`).exec(bodyText(raw))?.[0] }))
    .filter((m) => m.link !== undefined)
  const last = found.at(-1)
  if (last === undefined || last.link === undefined) return null
  const url = new URL(last.link.replace(/&amp;/g, "&"))
  return { origin: url.origin, path: `${url.pathname}${url.search}`, subject: decodeSubject(header(last.raw, "Subject") ?? "") }
}

/** RFC 2047 encoded words in a subject, decoded. */
const decodeSubject = (subject: string): string =>
  subject.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), "latin1").toString("utf8"),
  )

const decodeEntities = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&")

/**
 * Opens a mailed link as a visitor does: its page (which spends nothing), then the page's button,
 * a form post of the page's hidden fields to the form's action. Answers the post.
 */
export const openLink = async (path: string, options: { readonly from: string; readonly jar?: Jar }): Promise<Answer> => {
  const page = await send("GET", path, options)
  if (page.status !== 200) return page
  const form = /<form[^>]*data-testid="form-confirm-link"[^>]*>([\s\S]*?)<\/form>/.exec(page.body)
  const action = form === null ? undefined : /action="([^"]+)"/.exec(form[0])?.[1]
  if (form === null || action === undefined) throw new Error(`no confirm form on ${path}`)
  const fields = [...form[1]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)].map(([, name, value]) => [name!, decodeEntities(value!)])
  return send("POST", decodeEntities(action), {
    ...options,
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(baseUrl()).origin },
  })
}

/** Signs up and opens the confirmation link: the jar holds the session afterwards. */
export const signUpAndConfirm = async (email: string, from: string, jar: Jar, overrides: Readonly<Record<string, string>> = {}) => {
  const signUp = await postForm("signup", signUpFields(email, overrides), { from })
  if (signUp.status !== 303 || !signUp.location?.includes("notice=checkInbox")) throw new Error(`sign-up answered ${signUp.status} ${signUp.location}`)
  const link = await mailedLink(email, "signup")
  if (link === null) throw new Error(`no confirmation mail to ${email}`)
  return openLink(link.path, { from, jar })
}
