/**
 * POST /api/compare: the compare toggle without JavaScript (one form per page whose toggles on the
 * cards, the product page and the search results send `add=slug` or `remove=slug`, and the bar's
 * "clear" `op=clear`). Changes the `compare` cookie and sends the visitor back where they were;
 * a fifth product is refused on the compare page, which says why. With JavaScript the toggle sets
 * the same cookie in the browser and posts nothing.
 */
import { Schema } from "effect"
import { Language } from "@shop/core"
import { isSameOriginRequest } from "../../platform/http.ts"
import { isSecureRequest } from "../../platform/request.ts"
import { changeCompare, compareCookie, compareListOf, comparePath, isCompareSlug } from "./list.ts"

const Form = Schema.Struct({
  lang: Language,
  op: Schema.Literals(["add", "remove", "clear"]),
  slug: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(128)))),
  back: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(2000)))),
})
const decodeForm = Schema.decodeUnknownOption(Form)

/** Only a path of this site (never `//host` or a scheme), else the catalogue. */
const safeBack = (back: string | undefined, lang: string): string =>
  back !== undefined && /^\/(?:de|en)\//.test(back) && !back.startsWith("//") && !/[\\\r\n]/.test(back) ? back : `/${lang}/product-catalog/`

/** A toggle of the shared form names its change by its own name and value: `add=slug`, `remove=slug`. */
const fromPressedToggle = (fields: Record<string, string>): Record<string, string> => {
  const { add, remove, ...rest } = fields
  if (add !== undefined) return { ...rest, op: "add", slug: add }
  if (remove !== undefined) return { ...rest, op: "remove", slug: remove }
  return rest
}

export const compareGet = (): Response => new Response(null, { status: 405, headers: { Allow: "POST" } })

export const comparePost = async ({ request }: { readonly request: Request }): Promise<Response> => {
  if (!isSameOriginRequest(request)) return new Response("Forbidden", { status: 403 })
  let fields: Record<string, string> = {}
  try {
    const data = await request.formData()
    fields = Object.fromEntries([...data.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"))
  } catch {
    return new Response("Bad Request", { status: 400 })
  }
  const decoded = decodeForm(fromPressedToggle(fields))
  if (decoded._tag === "None") return new Response("Bad Request", { status: 400 })
  const form = decoded.value
  if (form.op !== "clear" && (form.slug === undefined || !isCompareSlug(form.slug))) return new Response("Bad Request", { status: 400 })
  const list = compareListOf(request.headers.get("cookie"))
  const changed = changeCompare(list, form.op === "clear" ? { op: "clear" } : { op: form.op, slug: form.slug! })
  const location = changed.full ? comparePath(form.lang, list, { refused: form.slug! }) : safeBack(form.back, form.lang)
  const headers = new Headers({ Location: location, "Cache-Control": "no-store" })
  if (!changed.full) headers.append("Set-Cookie", compareCookie(changed.list, await isSecureRequest(request)))
  return new Response(null, { status: 303, headers })
}
