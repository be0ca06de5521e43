/**
 * `POST /api/account/{action}`: every account form posts here (spec §2 login, sign-up, reset,
 * my info; §7 auth calls). One path for both kinds of client: a form sent without JavaScript gets
 * a 303 to the next page (or back to its form with the errors in the query); `fetch` with
 * `Accept: application/json` gets `{ ok, redirect }` or `{ ok: false, errors, formError }`.
 *
 * Checked in this order before anything is read: the origin (cross-site posts are refused), the
 * content type, the body size (16 KB; the largest honest form is the sign-up at about 1 KB).
 * Session changes (login, logout, a link, a deleted account) answer with the new session cookie.
 */
import { Effect, Result } from "effect"
import {
  Auth,
  CART_COOKIE_MAX_AGE_SECONDS,
  CART_COOKIE_NAME,
  type ErrorKey,
  type Language,
  type Session,
  decodeCartCookie,
  cartCookieValue,
  isLanguage,
} from "@shop/core"
import { changePassword, deleteAccount, logIn, requestPasswordReset, setNewPassword, signUp, updateProfile } from "@shop/core/accounts/accounts"
import { setAllowedHooks } from "@shop/core/handover/handover"
import { mergeGuestCart } from "@shop/core/accounts/cart"
import { metadataTextFields } from "@shop/core/accounts/metadata"
import { jsonError, isSameOrigin } from "../../platform/http.ts"
import { clientKey, isSecureRequest, readBodyText } from "../../platform/request.ts"
import type { Failure } from "../../platform/failure.ts"
import { run } from "../../platform/run.ts"
import { type WebServices, webConfig } from "../../platform/runtime.ts"
import { languageCookie } from "../../platform/i18n/languageCookie.ts"
import { translatedPath } from "../../platform/i18n/paths.ts"
import { type AccountAction, type AccountFormResult, type AccountNotice, type FieldErrors, encodeFieldErrors, isAccountAction, safeReturnPath } from "./model.ts"
import { isKnownDevice, knownDeviceKey, knownDeviceSetCookie } from "./knownDevice.ts"
import { PRIVATE_NO_STORE } from "./request.ts"
import { clearSessionCookie, currentSession, sessionSetCookie } from "./session.ts"

const MAX_FORM_BYTES = 16 * 1024

/** What an action decided: where to go next and which cookies to send, or what went wrong. */
type Outcome =
  | {
      readonly ok: true
      readonly path: string
      readonly notice?: AccountNotice
      readonly noticeCount?: number
      /** Guest lines a full stored cart could not take (they stay in the guest cookie). */
      readonly noticeLeft?: number
      readonly cookies: ReadonlyArray<string>
    }
  | { readonly ok: false; readonly errors: FieldErrors; readonly formError: ErrorKey | null; readonly status: number; readonly retryAfter?: number }

interface ActionContext {
  readonly lang: Language
  readonly form: URLSearchParams
  readonly field: (name: string) => string
  readonly secure: boolean
  readonly client: string
  /** The public origin of links in mails. */
  readonly origin: string
  readonly cookieHeader: string | null
  /** The page the form was on, to come back to with its errors. */
  readonly formPage: string
  /**
   * The session cookie the session check renewed (its refresh token was rotated) or cleared: sent
   * with every answer, failures too, or the browser would keep the spent refresh token, and its
   * next refresh would count as reuse and end the session.
   */
  readonly renewedSession: Array<string>
  readonly langCookieDomain: string
}

const notLoggedIn: Outcome = { ok: false, errors: {}, formError: "notLoggedIn", status: 401 }

/** The mailed links all lead to the confirm route, which opens the session and goes on by `next`. */
const linkTarget = (ctx: ActionContext, next: "signup" | "reset" | "email") => `${ctx.origin}/${ctx.lang}/login/confirm/?next=${next}`

const safeDecode = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

/** Merges the guest cookie cart into the account's cart (spec issue: nothing lost or doubled) and answers the cookie to send. */
export const mergeGuestCartAtLogin = (uid: string, cookieHeader: string | null, secure: boolean) =>
  Effect.gen(function* () {
    const raw = /(?:^|;\s*)cart=([^;]*)/.exec(cookieHeader ?? "")?.[1]
    // A malformed escape is tampering like any other: that cookie counts as empty.
    const guest = decodeCartCookie(raw === undefined ? undefined : safeDecode(raw)).cart
    if (guest.items.length === 0) return { merged: 0, left: 0, cookie: null as string | null }
    const result = yield* mergeGuestCart(uid, guest)
    // Lines that did not fit stay in the cookie; otherwise it is cleared.
    const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`
    const cookie =
      result.leftOver.length > 0
        ? `${CART_COOKIE_NAME}=${cartCookieValue({ ...guest, items: result.leftOver })}; Max-Age=${CART_COOKIE_MAX_AGE_SECONDS}; ${attributes}`
        : `${CART_COOKIE_NAME}=; Max-Age=0; ${attributes}`
    return { merged: result.merged, left: result.leftOver.length, cookie }
  })

const loggedIn = (ctx: ActionContext, session: Session, target: string) =>
  Effect.gen(function* () {
    const merge = yield* mergeGuestCartAtLogin(session.user.id, ctx.cookieHeader, ctx.secure)
    const lang = session.user.metadata.userLang
    const url = new URL(target, "http://x")
    return {
      ok: true,
      path: lang === ctx.lang ? target : translatedPath(url.pathname, url.search, lang),
      notice: "loginSuccess",
      noticeCount: merge.merged,
      noticeLeft: merge.left,
      // After login the pages follow the account's language (spec §4): its cookie, and the page to go to.
      cookies: [sessionSetCookie(session, ctx.secure), languageCookie(lang, ctx.langCookieDomain), ...(merge.cookie === null ? [] : [merge.cookie])],
    } satisfies Outcome
  })

const withSession = <E, R>(
  ctx: ActionContext,
  run: (session: { readonly uid: string; readonly accessToken: string; readonly refreshToken: string; readonly email: string }) => Effect.Effect<Outcome, E, R>,
) =>
  Effect.gen(function* () {
    const current = yield* currentSession(ctx.cookieHeader, ctx.secure)
    if (current.setCookie !== null) ctx.renewedSession.push(current.setCookie)
    if (current.session === null) return notLoggedIn
    return yield* run({ uid: current.session.user.id, accessToken: current.session.accessToken, refreshToken: current.session.refreshToken, email: current.session.user.email })
  })

/** New tokens after a change of the user's metadata, so the session carries the new name and language. */
const reissued = (ctx: ActionContext, refreshToken: string) =>
  Effect.gen(function* () {
    const session = yield* Effect.option((yield* Auth).refresh(refreshToken))
    return session._tag === "Some" ? [sessionSetCookie(session.value, ctx.secure)] : []
  })

/** Spec §5 discount as typed in my info: comma or point, empty is 0. */
const discountInput = (text: string): number | string => {
  const trimmed = text.trim().replace(",", ".")
  return trimmed === "" ? 0 : /^\d{1,3}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : text
}

/** The name and company address of the sign-up and the my-info form, as posted (the core checks them). */
const addressFields = (ctx: ActionContext) => Object.fromEntries(metadataTextFields.map((name) => [name, ctx.field(name)]))

const programs: Record<AccountAction, (ctx: ActionContext) => Effect.Effect<Outcome, unknown, WebServices>> = {
  login: (ctx: ActionContext) =>
    Effect.gen(function* () {
      const email = ctx.field("email")
      // The browser's known-device cookie, checked here, spares it the account's cap over all addresses (knownDevice.ts).
      const deviceKey = yield* knownDeviceKey
      const knownDevice = isKnownDevice(deviceKey, ctx.cookieHeader, ctx.secure, email)
      const session = yield* logIn({ email, password: ctx.field("password"), client: ctx.client, knownDevice })
      const outcome = yield* loggedIn(ctx, session, safeReturnPath(ctx.field("redirect"), ctx.lang))
      return { ...outcome, cookies: [...outcome.cookies, knownDeviceSetCookie(deviceKey, ctx.cookieHeader, ctx.secure, email)] } satisfies Outcome
    }),
  signup: (ctx: ActionContext) =>
    Effect.as(
      signUp({
        input: {
          email: ctx.field("email"),
          password: ctx.field("password"),
          passwordRepeat: ctx.field("passwordRepeat"),
          ...addressFields(ctx),
          language: ctx.field("language") || ctx.lang,
        },
        client: ctx.client,
        redirectTo: linkTarget(ctx, "signup"),
      }),
      { ok: true, path: `/${ctx.lang}/login/`, notice: "checkInbox", cookies: [] } satisfies Outcome,
    ),
  logout: (ctx: ActionContext) =>
    Effect.gen(function* () {
      const current = yield* currentSession(ctx.cookieHeader, ctx.secure)
      if (current.session !== null) yield* (yield* Auth).signOut(current.session.accessToken)
      return { ok: true, path: `/${ctx.lang}/`, notice: "loggedOut", cookies: [clearSessionCookie(ctx.secure)] } satisfies Outcome
    }),
  "reset-request": (ctx: ActionContext) =>
    Effect.as(
      requestPasswordReset({ email: ctx.field("email"), lang: ctx.lang, client: ctx.client, redirectTo: linkTarget(ctx, "reset") }),
      { ok: true, path: `/${ctx.lang}/reset-password/`, notice: "resetMailSent", cookies: [] } satisfies Outcome,
    ),
  reset: (ctx: ActionContext) =>
    withSession(ctx, (session) =>
      Effect.as(setNewPassword(session.accessToken, { password: ctx.field("password"), passwordRepeat: ctx.field("passwordRepeat") }), {
        ok: true,
        path: `/${ctx.lang}/user/profile/`,
        notice: "passwordReset",
        cookies: [],
      } satisfies Outcome),
    ),
  profile: (ctx: ActionContext) =>
    withSession(ctx, (session) =>
      Effect.gen(function* () {
        const email = ctx.field("email").trim()
        const emailChanged = email !== "" && email.toLowerCase() !== session.email.toLowerCase()
        yield* updateProfile(
          session.accessToken,
          {
            ...addressFields(ctx),
            global_discount: discountInput(ctx.field("globalDiscount")),
            ...(emailChanged ? { email, currentPassword: ctx.field("currentPassword") } : {}),
          },
          linkTarget(ctx, "email"),
        )
        return {
          ok: true,
          path: `/${ctx.lang}/user/profile/my-info/`,
          notice: emailChanged ? "emailChangeSent" : "profileSaved",
          cookies: yield* reissued(ctx, session.refreshToken),
        } satisfies Outcome
      }),
    ),
  password: (ctx: ActionContext) =>
    withSession(ctx, (session) =>
      Effect.as(
        changePassword(session.accessToken, {
          currentPassword: ctx.field("currentPassword"),
          newPassword: ctx.field("newPassword"),
          newPasswordRepeat: ctx.field("newPasswordRepeat"),
        }),
        { ok: true, path: `/${ctx.lang}/user/profile/my-info/`, notice: "passwordChanged", cookies: [] } satisfies Outcome,
      ),
    ),
  delete: (ctx: ActionContext) =>
    withSession(ctx, (session) =>
      ctx.form.has("confirm")
        ? Effect.as(deleteAccount(session.accessToken, { currentPassword: ctx.field("currentPassword") }), {
            ok: true,
            path: `/${ctx.lang}/`,
            notice: "accountDeleted",
            cookies: [clearSessionCookie(ctx.secure)],
          } satisfies Outcome)
        : Effect.succeed({ ok: false, errors: { confirm: "required" }, formError: null, status: 400 } satisfies Outcome),
    ),
  "handover-hooks": (ctx: ActionContext) =>
    withSession(ctx, (session) =>
      Effect.as(setAllowedHooks(session.uid, ctx.field("hooks")), {
        ok: true,
        path: `/${ctx.lang}/user/profile/my-info/`,
        notice: "handoverHooksSaved",
        cookies: [],
      } satisfies Outcome),
    ),
}

/**
 * A failure (mapped once, in platform/failure.ts) as the form shows it: field errors beside their
 * fields, a wrong current password at its field, a lost session as "log in", the rest above the form.
 */
const failureOutcome = (failure: Failure): Outcome => {
  if (failure.fields !== undefined) return { ok: false, errors: failure.fields, formError: null, status: failure.status }
  if (failure.key === "incorrectPassword") return { ok: false, errors: { currentPassword: failure.key }, formError: null, status: failure.status }
  if (failure.key === "sessionExpired") return notLoggedIn
  return failure.retryAfterSeconds === undefined
    ? { ok: false, errors: {}, formError: failure.key, status: failure.status }
    : { ok: false, errors: {}, formError: failure.key, status: failure.status, retryAfter: failure.retryAfterSeconds }
}

const withQuery = (path: string, query: Readonly<Record<string, string | undefined>>) => {
  const url = new URL(path, "http://x")
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") url.searchParams.set(key, value)
  return `${url.pathname}${url.search}`
}

const answer = (action: AccountAction, ctx: ActionContext, outcome: Outcome, wantsJson: boolean): Response => {
  const headers = new Headers({ "Cache-Control": PRIVATE_NO_STORE })
  // First, so that a session cookie the action itself sets (a new login, a logout) wins.
  for (const cookie of ctx.renewedSession) headers.append("Set-Cookie", cookie)
  if (outcome.ok) {
    for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie)
    const target = withQuery(outcome.path, {
      notice: outcome.notice,
      ...(outcome.noticeCount ? { count: String(outcome.noticeCount) } : {}),
      ...(outcome.noticeLeft ? { left: String(outcome.noticeLeft) } : {}),
    })
    if (wantsJson) return Response.json({ ok: true, redirect: target } satisfies AccountFormResult, { headers })
    headers.set("Location", target)
    return new Response(null, { status: 303, headers })
  }
  if (outcome.retryAfter !== undefined) headers.set("Retry-After", String(outcome.retryAfter))
  if (wantsJson) {
    return Response.json({ ok: false, errors: outcome.errors, formError: outcome.formError } satisfies AccountFormResult, { status: outcome.status, headers })
  }
  headers.set("Location", withQuery(ctx.formPage, { form: action, error: outcome.formError ?? undefined, errors: encodeFieldErrors(outcome.errors) }))
  return new Response(null, { status: 303, headers })
}

const formPages: Record<AccountAction, string> = {
  login: "/login/",
  signup: "/login/",
  logout: "/",
  "reset-request": "/reset-password/",
  reset: "/reset-password/?step=new",
  profile: "/user/profile/my-info/",
  password: "/user/profile/my-info/",
  delete: "/user/profile/my-info/",
  "handover-hooks": "/user/profile/my-info/",
}

export const accountActionPost = async ({ request, params }: { readonly request: Request; readonly params: { readonly action: string } }): Promise<Response> => {
  if (!isAccountAction(params.action)) return jsonError(404, "unknown account action")
  const action = params.action
  if (!isSameOrigin()) return jsonError(403, "cross-site form posts are refused")
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded")) {
    return jsonError(415, "send the form as application/x-www-form-urlencoded")
  }
  const text = await readBodyText(request, MAX_FORM_BYTES)
  if (text === null) return jsonError(413, "form: larger than 16 KB")
  const form = new URLSearchParams(text)
  const config = await webConfig()
  const requested = form.get("lang") ?? ""
  const lang: Language = isLanguage(requested) ? requested : config.defaultLanguage
  const ctx: ActionContext = {
    lang,
    form,
    field: (name) => form.get(name) ?? "",
    secure: await isSecureRequest(request),
    client: await clientKey(),
    origin: config.mailOrigin,
    cookieHeader: request.headers.get("cookie"),
    formPage: `/${lang}${formPages[action]}`,
    renewedSession: [],
    langCookieDomain: config.langCookieDomain,
  }
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json")
  const result = await run(programs[action](ctx), `account ${action} failed`)
  return answer(action, ctx, Result.isSuccess(result) ? result.success : failureOutcome(result.failure), wantsJson)
}
