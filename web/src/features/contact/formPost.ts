/**
 * `/api/contact`: the contact form without JavaScript. The page's `<form method="post">` sends
 * here (application/x-www-form-urlencoded); the same server code as the server function runs and
 * the answer is a 303 back to the contact page with the outcome in the query
 * (`?status=sent|invalid|rateLimited|error`, for `invalid` also `errors=field:key,…`). The field
 * values are not sent back: the browser's own checks (`required`, the e-mail `pattern` of the
 * core's rule, `maxLength`) catch every mistake the server checks but a field of nothing but
 * blanks, before the form is sent, and a message does not belong in a URL.
 */
import { type ContactResult, HONEYPOT_FIELD, encodeFieldErrors } from "./model.ts"
import { submitContact } from "./submit.ts"
import { isSameOrigin, jsonError } from "../../platform/http.ts"
import { isLanguage } from "@shop/core/i18n/language"
import { clientKey, readBodyText } from "../../platform/request.ts"
import { webConfig } from "../../platform/runtime.ts"

const MAX_FORM_BYTES = 64 * 1024

const backTo = (lang: string, result: ContactResult): Response => {
  const query = new URLSearchParams({ status: result.status })
  if (result.status === "invalid") query.set("errors", encodeFieldErrors(result.errors))
  return new Response(null, { status: 303, headers: { Location: `/${lang}/contact/?${query.toString()}`, "Cache-Control": "no-store" } })
}

/** GET: only POSTs are answered. */
export const contactFormGet = (): Response => jsonError(405, "POST the contact form", { Allow: "POST" })

export const contactFormPost = async ({ request }: { readonly request: Request }): Promise<Response> => {
  if (!isSameOrigin()) return jsonError(403, "cross-site form posts are refused")
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded")) {
    return jsonError(415, "send the form as application/x-www-form-urlencoded")
  }
  const text = await readBodyText(request, MAX_FORM_BYTES)
  if (text === null) return jsonError(413, "form: larger than 64 KB")
  const form = new URLSearchParams(text)
  const field = (name: string) => form.get(name) ?? ""
  const requested = field("lang")
  const lang = isLanguage(requested) ? requested : (await webConfig()).defaultLanguage
  const result = await submitContact(
    {
      lang,
      company: field("company"),
      firstname: field("firstname"),
      lastname: field("lastname"),
      email: field("email"),
      subject: field("subject"),
      message: field("message"),
      // A checkbox is sent only when ticked (with the value "on" unless it names another).
      privacyAccepted: form.has("privacyAccepted"),
      honeypot: field(HONEYPOT_FIELD),
    },
    await clientKey(),
  )
  return backTo(lang, result)
}
