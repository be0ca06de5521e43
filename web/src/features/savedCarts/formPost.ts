/**
 * POST `/{lang}/user/profile/saved-carts/`: the page's forms, with and without JavaScript. The same
 * form is sent either way and the same server code answers (`savedCarts.server.ts`):
 *
 * - without JavaScript: a 303 back to the page with the outcome in the query (`outcomeQuery`), so a
 *   reload shows the page again instead of sending the form twice;
 * - the page's script sends the form with `Accept: application/json` and gets the outcome, the page
 *   anew and, after opening a saved cart into the cart, the cart as the server answered it.
 *
 * Checked before anything is done: the origin (cross-site posts are refused), the content type, the
 * form's fields (decoded with Schema), the session (none: to the login, and back here after it).
 */
import { Result, Schema } from "effect"
import { type Language, isLanguage } from "@shop/core/i18n/language"
import { isSameOriginRequest, jsonError } from "../../platform/http.ts"
import { run } from "../../platform/run.ts"
import { PRIVATE_NO_STORE, withEndpointSession } from "../account/request.ts"
import { type SavedCartsAnswer, fields, intents, openModes, outcomeQuery } from "./model.ts"
import { type SavedCartsStep, savedCartsAnswer, savedCartsData, savedCartsStep } from "./savedCarts.server.ts"

/** Whether the page's script asked (it wants JSON); a browser's own form post asks for HTML. */
const wantsJson = (request: Request): boolean => (request.headers.get("accept") ?? "").includes("application/json")

/** A name as typed may be long (the core says how long); the request's 64 KB bound holds anyway. */
const Form = Schema.Struct({
  [fields.intent]: Schema.Literals(intents),
  [fields.id]: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(64)))),
  [fields.name]: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(4000)))),
  [fields.mode]: Schema.optionalKey(Schema.Literals(openModes)),
})
const decodeForm = Schema.decodeUnknownResult(Form)

/** The step a form asks for; null when it is not one of the page's forms (an id missing where one is needed). */
export const stepOf = (form: FormData): SavedCartsStep | null => {
  const entries: Record<string, string> = {}
  for (const [key, value] of form.entries()) if (typeof value === "string" && !(key in entries)) entries[key] = value
  const decoded = decodeForm(entries)
  if (Result.isFailure(decoded)) return null
  const { intent, id = "", name = "", mode } = decoded.success
  if (intent !== "save" && id === "") return null
  if (intent === "open" && mode === undefined) return null
  return { intent, id, name, mode: mode ?? "replace" }
}

export const pagePath = (lang: Language): string => `/${lang}/user/profile/saved-carts/`

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": PRIVATE_NO_STORE } })

export const savedCartsPost = async (request: Request, requestedLang: string): Promise<Response> => {
  if (!isLanguage(requestedLang)) return jsonError(404, "no such page")
  const lang = requestedLang
  if (!isSameOriginRequest(request)) return jsonError(403, "cross-site form posts are refused")
  const type = (request.headers.get("content-type") ?? "").toLowerCase()
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) {
    return jsonError(415, "send the form as application/x-www-form-urlencoded or multipart/form-data")
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return jsonError(400, "form: not readable")
  }
  const step = stepOf(form)
  if (step === null) return jsonError(400, "form: not a form of the saved carts' page")
  const json = wantsJson(request)
  return withEndpointSession(request, async (session) => {
    if (session === null) {
      if (json) return jsonError(401, "notLoggedIn")
      return seeOther(`/${lang}/login/?${new URLSearchParams({ redirect: pagePath(lang) })}`)
    }
    const uid = session.user.id
    if (!json) {
      const outcome = await run(savedCartsStep(uid, step), "saved carts form failed")
      const query = outcomeQuery(Result.getOrElse(outcome, () => ({ kind: "refused", key: "generalError", intent: step.intent, id: step.id, typed: "", count: null, limit: null }) as const))
      return seeOther(`${pagePath(lang)}?${query}`)
    }
    const answered = await run(savedCartsAnswer(uid, lang, step), "saved carts form failed")
    if (Result.isSuccess(answered)) return Response.json(answered.success, { headers: { "Cache-Control": PRIVATE_NO_STORE } })
    const data = Result.getOrElse(await run(savedCartsData(uid), "saved carts list failed"), () => ({ ok: false }) as const)
    const fallback: SavedCartsAnswer = { outcome: { kind: "refused", key: "generalError", intent: step.intent, id: step.id, typed: "", count: null, limit: null }, data, cart: null }
    return Response.json(fallback, { status: 500, headers: { "Cache-Control": PRIVATE_NO_STORE } })
  })
}
