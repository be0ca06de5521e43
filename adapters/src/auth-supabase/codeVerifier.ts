/**
 * PKCE code verifiers of mailed links, handed from the Supabase auth adapter to the web layer.
 *
 * The adapter runs supabase-js with `flowType: 'pkce'`. Every call that mails a link (sign-up,
 * password recovery, e-mail change) sends GoTrue a `code_challenge`; the matching verifier never
 * leaves the server on its own. The port's methods answer `void` (or the user), so the verifier
 * is handed over here instead: the web layer provides `CodeVerifierSink` around the call and
 * keeps what it receives in a cookie of the browser that asked for the link; when that browser
 * opens a link that arrives as `?code=…`, the web layer passes the cookie back to
 * `Auth.exchangeLink` as the `code_verifier` parameter, next to the link's own parameters.
 *
 * Exactly what the web layer does (see also the adapter's module comment):
 *   1. Around `signUp`, `requestPasswordReset` and `updateUser` (with a new e-mail) provide
 *      `CodeVerifierSink` with a `keep` that sets the cookie `CODE_VERIFIER_COOKIE` to the
 *      verifier: HttpOnly, SameSite=Lax (a link opened from a mail program is a top-level GET, so
 *      Lax cookies are sent), Path=/, Max-Age `CODE_VERIFIER_MAX_AGE` (24 h, the link lifetime),
 *      Secure and the `__Host-` prefix over https. A later link request replaces it.
 *   2. On the confirmation and reset pages (`/{lang}/login/confirm/`, `/{lang}/reset-password/`)
 *      call `exchangeLink({ ...queryParameters, code_verifier: cookie })`: the verifier comes
 *      from the cookie only (drop a `code_verifier` the query may carry; omit it when there is no
 *      cookie), then delete the cookie, whatever the outcome.
 * Links of the shipped mail templates (`supabase/templates/`) carry `?token_hash=…&type=…`,
 * which needs no verifier and works in any browser; `?code=…` links come from Supabase's default
 * templates (`{{ .ConfirmationURL }}`) and only complete in the browser holding the cookie, and
 * (GoTrue's flow state) within 5 minutes of the mail: a sign-up is confirmed by the click on
 * Supabase's side even when the exchange then fails with `invalidLink`, so that page should offer
 * to log in.
 *
 * Without a provided sink (the default) the verifier is dropped: token-hash links still work.
 */
import { Context, Effect } from "effect"

/** Which mailed link a verifier belongs to. */
export type LinkFlow = "signup" | "recovery" | "email_change"

export interface PendingLink {
  readonly flow: LinkFlow
  /** The RFC 7636 code verifier (the value to send back as `code_verifier`). */
  readonly codeVerifier: string
}

/** The `exchangeLink` parameter carrying the verifier back. */
export const CODE_VERIFIER_PARAM = "code_verifier"
/** The cookie the web layer keeps it in (`__Host-` prefixed over https). */
export const CODE_VERIFIER_COOKIE = "shop-auth-code-verifier"
/** Seconds the cookie lives: as long as a mailed confirmation link (GoTrue's e-mail OTP expiry). */
export const CODE_VERIFIER_MAX_AGE = 24 * 60 * 60

/** Receives the verifier of a link the current call has just mailed; by default nothing keeps it. */
export const CodeVerifierSink = Context.Reference<{ readonly keep: (link: PendingLink) => Effect.Effect<void> }>(
  "shop/auth-supabase/CodeVerifierSink",
  { defaultValue: () => ({ keep: () => Effect.void }) },
)
