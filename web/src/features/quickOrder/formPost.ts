/**
 * POST `/{lang}/quick-order/`: the page's form, with and without JavaScript. The same form is sent
 * either way (multipart for the first step, which may carry a file; urlencoded after it) and the
 * same server code answers (`quickOrder.server.ts`):
 *
 * - without JavaScript the page is rendered with the step's outcome (the preview, the column
 *   chooser, the lines added or why not): the route hands it to its loader;
 * - the page's script sends the form with `Accept: application/json` and gets the outcome as JSON,
 *   with the cart as the server answered it after an add, and updates the page in place.
 *
 * Not a server function: those are held to 64 KB a request, and a file of up to 2 MB (or its table
 * sent back with the next step) is more; this path has its own limit (platform/limits.ts).
 */
import { setResponseHeader } from "@tanstack/react-start/server"
import { Effect, Result } from "effect"
import { type Language, isLanguage } from "@shop/core/i18n/language"
import { MAX_QUICK_ORDER_COLUMNS } from "@shop/core/quickOrder/limits"
import { isSameOrigin, jsonError } from "../../platform/http.ts"
import { run } from "../../platform/run.ts"
import { requestVisitorCart, visitorCartView } from "../cart/visitorCart.ts"
import { type Intent, type QuickOrderAnswer, fields, intents } from "./model.ts"
import { type QuickOrderStep, quickOrderStep } from "./quickOrder.server.ts"

/** Whether the page's script asked (it wants JSON); a browser's own form post asks for HTML. */
export const wantsJson = (request: Request): boolean => (request.headers.get("accept") ?? "").includes("application/json")

const isIntent = (value: unknown): value is Intent => intents.some((intent) => intent === value)

/** A whole number field (a line or a column), or null. */
const wholeNumber = (value: FormDataEntryValue | null, max: number): number | null => {
  if (typeof value !== "string" || !/^\d{1,7}$/.test(value.trim())) return null
  const n = Number(value.trim())
  return n <= max ? n : null
}

/** The step a form asks for; null when the form is not the page's. */
export const stepOf = async (form: FormData): Promise<QuickOrderStep | null> => {
  const intent = form.get(fields.intent)
  if (!isIntent(intent)) return null
  const text = form.get(fields.text)
  const file = form.get(fields.file)
  const state = form.get(fields.state)
  const edits = new Map<number, { code?: string; amount?: string }>()
  for (const [name, value] of form.entries()) {
    const match = /^(code|amount)\.(\d{1,7})$/.exec(name)
    if (match === null || typeof value !== "string") continue
    const line = Number(match[2])
    edits.set(line, { ...edits.get(line), [match[1]!]: value })
  }
  const remove = form.getAll(fields.remove).flatMap((value) => {
    const line = wholeNumber(value, Number.MAX_SAFE_INTEGER)
    return line === null ? [] : [line]
  })
  const pickRaw = form.get(fields.pick)
  let pick: QuickOrderStep["pick"] = null
  if (typeof pickRaw === "string") {
    try {
      const parsed: unknown = JSON.parse(pickRaw)
      if (Array.isArray(parsed) && Number.isSafeInteger(parsed[0]) && typeof parsed[1] === "string" && (parsed[2] === null || typeof parsed[2] === "string")) {
        pick = { line: parsed[0] as number, code: parsed[1], amount: parsed[2] as string | null }
      }
    } catch {
      // A pick the page did not write is ignored.
    }
  }
  // The column chooser's values are 1-based, as the page shows the columns; "" is no amount column.
  const codeColumn = wholeNumber(form.get(fields.codeColumn), MAX_QUICK_ORDER_COLUMNS)
  const amountColumn = wholeNumber(form.get(fields.amountColumn), MAX_QUICK_ORDER_COLUMNS)
  return {
    intent,
    text: typeof text === "string" ? text : "",
    file: file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null,
    state: typeof state === "string" ? state : "",
    codeColumn: codeColumn === null || codeColumn === 0 ? null : codeColumn - 1,
    amountColumn: amountColumn === null || amountColumn === 0 ? null : amountColumn - 1,
    edits,
    remove,
    pick,
  }
}

const generalError: QuickOrderAnswer["outcome"] = { kind: "refused", key: "generalError", line: null, count: null, limit: null }

/** The step's answer; the cart's view only for the script, after an add. */
const answer = async (lang: Language, step: QuickOrderStep, json: boolean): Promise<QuickOrderAnswer> => {
  const text = step.file === null ? step.text : ""
  const program = Effect.gen(function* () {
    const outcome = yield* quickOrderStep(lang, step)
    const cart = json && step.intent === "add" ? yield* visitorCartView(lang, []) : null
    return { outcome, text, cart } satisfies QuickOrderAnswer
  }).pipe(Effect.provide(requestVisitorCart))
  return Result.getOrElse(await run(program, "quick order failed"), () => ({ outcome: generalError, text, cart: null }))
}

/**
 * The POST: a Response of its own for what is not the page's form (403, 415, 400), the answer as
 * JSON for the script, else the answer for the page to render.
 */
export const quickOrderPost = async (request: Request, requestedLang: string): Promise<Response | QuickOrderAnswer> => {
  if (!isLanguage(requestedLang)) return jsonError(404, "no such page")
  if (!isSameOrigin()) return jsonError(403, "cross-site form posts are refused")
  const type = (request.headers.get("content-type") ?? "").toLowerCase()
  if (!type.startsWith("multipart/form-data") && !type.startsWith("application/x-www-form-urlencoded")) {
    return jsonError(415, "send the form as multipart/form-data or application/x-www-form-urlencoded")
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return jsonError(400, "form: not readable")
  }
  const step = await stepOf(form)
  if (step === null) return jsonError(400, "form: no step of the quick order")
  const json = wantsJson(request)
  const result = await answer(requestedLang, step, json)
  if (json) return Response.json(result, { headers: { "Cache-Control": "no-store" } })
  // The page rendered with the buyer's list is theirs alone.
  setResponseHeader("Cache-Control", "no-store")
  return result
}
