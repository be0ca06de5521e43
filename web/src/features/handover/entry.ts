/**
 * `POST /api/ids` and `POST /api/oci` (issue 26): a craftsman's software (IDS-Connect 2.5) or a
 * buyer's SAP (OCI 4.0/5.0) opens the shop from the user's browser with the credentials, the
 * return address and what to do (core `readIdsEntry`, `readOciEntry`; docs/handover.md).
 *
 * These are the shop's only form posts taken from another site: that is how both protocols work.
 * In order: the form is read (credentials by POST only; a GET answers 405 before anything is
 * read), the call checked (an action the shop does not answer, a bad hook URL: a page saying so),
 * the account logged in by the accounts' login with its throttles (a failure shows the login page
 * with its message, never an error page), the hook URL held against the account's allow-list, and
 * then the action answered. The login is for this browser session only, and a second cookie marks
 * the session as a hand-over (cookie.ts). Nothing of the form is logged.
 */
import { Effect, Result } from "effect"
import { Auth, CatalogueSearch, type ErrorKey, type Language, browserLanguage } from "@shop/core"
import { logIn } from "@shop/core/accounts/accounts"
import { Catalogue } from "@shop/core/ports/Catalogue"
import { type IdsEntry, type OciEntry, punchoutContextOf, readIdsEntry, readOciEntry } from "@shop/core/handover/entry"
import { HandoverRefused } from "@shop/core/handover/errors"
import { checkHookUrl, loadSentCart, validateItem } from "@shop/core/handover/handover"
import { readIdsCart } from "@shop/core/handover/ids"
import { ociReturnForm } from "@shop/core/handover/oci"
import { validatePageHtml } from "@shop/core/handover/page"
import { clientKey, isSecureRequest } from "../../platform/request.ts"
import { run } from "../../platform/run.ts"
import { webConfig } from "../../platform/runtime.ts"
import { languageCookie } from "../../platform/i18n/languageCookie.ts"
import { sessionSetCookie } from "../account/session.ts"
import { clearHandoverCookie, handoverSetCookie } from "./cookie.ts"
import { refusedPageHtml, resultPageHtml } from "./pages.tsx"
import { htmlAnswer, newNonce, redirectAnswer } from "./respond.ts"

/** What an entry answers once the account is logged in. */
type Answer =
  | { readonly kind: "redirect"; readonly path: string; readonly cookies: ReadonlyArray<string> }
  | { readonly kind: "page"; readonly html: string; readonly nonce: string; readonly formOrigin: string | null; readonly cookies: ReadonlyArray<string> }

interface EntryContext {
  readonly secure: boolean
  readonly langCookieDomain: string
}

const searchPath = (lang: Language, term: string | undefined) => `/${lang}/search/${term === undefined ? "" : `?q=${encodeURIComponent(term)}`}`

const loggedInCookies = (session: Parameters<typeof sessionSetCookie>[0], ctx: EntryContext, lang: Language, context: ReturnType<typeof punchoutContextOf>) => [
  sessionSetCookie(session, ctx.secure, true),
  languageCookie(lang, ctx.langCookieDomain || undefined),
  context === undefined ? clearHandoverCookie(ctx.secure) : handoverSetCookie(context, ctx.secure),
]

/** The program after a successful login: every refusal signs the login out again, so no session is left open. */
const afterLogin = (entry: IdsEntry | OciEntry, session: Parameters<typeof sessionSetCookie>[0], ctx: EntryContext) =>
  Effect.gen(function* () {
    const uid = session.user.id
    const lang = session.user.metadata.userLang
    const context = punchoutContextOf(entry, uid)
    if (context !== undefined) yield* checkHookUrl(uid, context.hookUrl)
    const cookies = loggedInCookies(session, ctx, lang, context)
    const redirect = (path: string, withCookies: ReadonlyArray<string> = cookies): Answer => ({ kind: "redirect", path, cookies: withCookies })
    const catalogue = redirect(`/${lang}/product-catalog/`)

    if (entry.protocol === "oci") {
      if (entry.function === "VALIDATE") {
        // A call of the buyer's system in the background: answered, then the login ends at once.
        const line = yield* validateItem(entry.productId, entry.quantity, lang)
        yield* (yield* Auth).signOut(session.accessToken)
        const nonce = newNonce()
        const form = line === undefined ? undefined : ociReturnForm(entry.call, [line])
        return { kind: "page", html: validatePageHtml({ lang, form, nonce }), nonce, formOrigin: form === undefined ? null : new URL(form.action).origin, cookies: [] } satisfies Answer
      }
      if (entry.function === "DETAIL") {
        const products = yield* Catalogue
        const product = yield* Effect.option(products.product(entry.productId ?? ""))
        if (product._tag === "Some") return redirect(`/${lang}/product-catalog/${product.value.slug}/`)
        const accessory = yield* Effect.option(products.accessory(entry.productId ?? ""))
        return redirect(searchPath(lang, accessory._tag === "Some" ? accessory.value.supplierArticleNumber : entry.productId))
      }
      return catalogue
    }

    switch (entry.action) {
      case "WKE":
        return catalogue
      case "SV":
        return redirect(searchPath(lang, entry.searchTerm))
      case "ADL": {
        const index = yield* (yield* CatalogueSearch).index
        const found = entry.articleNumber === undefined ? undefined : index.byCode(entry.articleNumber).find(({ item }) => item.model === "Produkte")
        return found !== undefined && found.item.model === "Produkte"
          ? redirect(`/${lang}/product-catalog/${found.item.product.slug}/`)
          : redirect(searchPath(lang, entry.articleNumber))
      }
      case "WKS": {
        const index = yield* (yield* CatalogueSearch).index
        const sent = yield* readIdsCart(entry.cartXml ?? "", index)
        yield* loadSentCart(uid, sent).pipe(
          Effect.catchTag("CartFull", () => Effect.fail(new HandoverRefused({ reason: "handoverCartInvalid", detail: "more lines than a cart holds" }))),
        )
        const nonce = newNonce()
        return { kind: "page", html: resultPageHtml({ lang, preview: sent.preview, loaded: sent.preview.counts.added, projectId: sent.projectId, nonce }), nonce, formOrigin: null, cookies } satisfies Answer
      }
    }
  }).pipe(
    Effect.tapError(() =>
      Effect.gen(function* () {
        yield* (yield* Auth).signOut(session.accessToken)
      }),
    ),
  )

/** The form's fields as text (URL-encoded or multipart; a file part is read as its text); null when it is no form. */
const readForm = async (request: Request): Promise<Map<string, string> | null> => {
  const type = (request.headers.get("content-type") ?? "").toLowerCase()
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) return null
  try {
    const form = await request.formData()
    const fields = new Map<string, string>()
    for (const [name, value] of form) if (!fields.has(name)) fields.set(name, typeof value === "string" ? value : await value.text())
    return fields
  } catch {
    return null
  }
}

const entryPost = async (request: Request, protocol: "ids" | "oci"): Promise<Response> => {
  const config = await webConfig()
  const secure = await isSecureRequest(request)
  const pageLang: Language = browserLanguage(request.headers.get("accept-language") ?? undefined) ?? config.defaultLanguage
  const refused = (key: ErrorKey, status = 400) => {
    const nonce = newNonce()
    return htmlAnswer(refusedPageHtml(pageLang, key, nonce), { status, nonce })
  }
  const fields = await readForm(request)
  if (fields === null) return refused("handoverActionUnsupported", 415)
  const get = (name: string) => fields.get(name)
  const entry = protocol === "ids" ? readIdsEntry(get) : readOciEntry(get)
  if (entry instanceof HandoverRefused) return refused(entry.key)

  // The account's login with its throttles; a failure is the login page with its message.
  const login = await run(logIn({ email: entry.credentials.login, password: entry.credentials.password, client: await clientKey() }), "hand-over login failed")
  if (Result.isFailure(login)) {
    const failure = login.failure
    const headers = failure.retryAfterSeconds === undefined ? [] : [["Retry-After", String(failure.retryAfterSeconds)] as const]
    const answer = redirectAnswer(`/${pageLang}/login/?form=login&error=${failure.key}`, [])
    for (const [name, value] of headers) answer.headers.set(name, value)
    return answer
  }

  const ctx: EntryContext = { secure, langCookieDomain: config.langCookieDomain }
  const answered = await run(afterLogin(entry, login.success, ctx), `${protocol} hand-over refused`)
  if (Result.isFailure(answered)) return refused(answered.failure.key, answered.failure.status >= 500 ? 500 : 400)
  const answer = answered.success
  return answer.kind === "redirect"
    ? redirectAnswer(answer.path, answer.cookies)
    : htmlAnswer(answer.html, { nonce: answer.nonce, formOrigin: answer.formOrigin, cookies: answer.cookies })
}

export const idsEntryPost = (request: Request): Promise<Response> => entryPost(request, "ids")
export const ociEntryPost = (request: Request): Promise<Response> => entryPost(request, "oci")
