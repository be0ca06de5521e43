/**
 * Figures of the accounts, shared by every Auth adapter and the use cases: token lifetimes
 * (spec §9 session figures are the web's; these are the server's), the bcrypt cost, the limits of
 * the login throttle, and the link a mail carries.
 */
import type { RateLimit } from "../ports/RateLimiter.ts"

/** Access tokens (JWTs) live one hour, as Supabase's default `jwt_expiry`. */
export const ACCESS_TOKEN_SECONDS = 60 * 60
/** Sign-up confirmation and e-mail change links: 24 hours. */
export const CONFIRMATION_TTL_SECONDS = 24 * 60 * 60
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60
/** Password recovery links, and the time a recovery session may set a new password: 1 hour. */
export const RECOVERY_TTL_SECONDS = 60 * 60
/**
 * A rotated refresh token presented again within this many seconds answers a fresh token of the
 * same session (two tabs refreshing at once, as Supabase's `refresh_token_reuse_interval`);
 * presented later, it is taken as stolen and the whole session is revoked.
 */
export const REFRESH_REUSE_INTERVAL_SECONDS = 10
/**
 * How long a login session lasts on the server (issue 28): it ends when it has not been refreshed
 * for `idleSeconds` (a browser left alone; the web refreshes an access token only when a request
 * needs it, so a refresh is the session's last sign of use) or `lifetimeSeconds` after its login,
 * however busy. Either way the refresh token is refused and the user logs in again. Defaults 30
 * and 90 days; `AUTH_SESSION_INACTIVITY_TIMEOUT` and `AUTH_SESSION_TIMEBOX` change them (named as
 * Supabase Auth's `sessions.inactivity_timeout` and `sessions.timebox`, which a Supabase project
 * sets to the same values).
 */
export interface SessionLimits {
  readonly idleSeconds: number
  readonly lifetimeSeconds: number
}
export const SESSION_IDLE_SECONDS = 30 * 24 * 60 * 60
export const SESSION_LIFETIME_SECONDS = 90 * 24 * 60 * 60
export const DEFAULT_SESSION_LIMITS: SessionLimits = { idleSeconds: SESSION_IDLE_SECONDS, lifetimeSeconds: SESSION_LIFETIME_SECONDS }

/** Whether a session opened at `startedAt` (ms) is past its lifetime at `now`. */
export const sessionPastLifetime = (limits: SessionLimits, startedAt: number, now: number): boolean => now - startedAt >= limits.lifetimeSeconds * 1000

/** Why a session opened at `startedAt` and last refreshed at `refreshedAt` (ms) has ended at `now`, if it has. */
export const sessionEnded = (
  limits: SessionLimits,
  session: { readonly startedAt: number; readonly refreshedAt: number },
  now: number,
): "lifetime" | "idle" | undefined =>
  sessionPastLifetime(limits, session.startedAt, now) ? "lifetime" : now - Math.max(session.startedAt, session.refreshedAt) >= limits.idleSeconds * 1000 ? "idle" : undefined

/**
 * bcrypt cost factor of stored passwords (pgcrypto `gen_salt('bf', 10)`), the same as Supabase Auth:
 * about 70–80 ms per hash on PGlite and PostgreSQL here.
 */
export const BCRYPT_COST = 10
/** bcrypt reads at most 72 bytes of a password; the shop refuses longer ones instead of cutting them. */
export const PASSWORD_MAX_BYTES = 72
export const PASSWORD_MIN_CHARACTERS = 8

/**
 * Login attempts for one account from one client address: 5 per 15 minutes (a success clears it).
 * Counted per pair, so someone who knows a customer's address locks out only their own address,
 * never the owner (ASVS 6.3.1).
 */
export const LOGIN_PER_ACCOUNT_AND_ADDRESS: RateLimit = { name: "login:account-address", points: 5, windowSeconds: 15 * 60 }
/**
 * Login attempts for one account from every address together: 50 per 15 minutes, against guessing
 * spread over many addresses (each gives at most 5 before its own pair limit stops it). Not
 * counted, and not applied, for a browser that has logged in to the account before (its signed
 * known-device cookie): the owner's own browser still gets in while the account is under attack.
 */
export const LOGIN_PER_ACCOUNT: RateLimit = { name: "login:account", points: 50, windowSeconds: 15 * 60 }
/** Login attempts per client address: 20 per 15 minutes (shared offices stay below it). */
export const LOGIN_PER_ADDRESS: RateLimit = { name: "login:address", points: 20, windowSeconds: 15 * 60 }
/**
 * Wrong current passwords of a logged-in user (password change, deletion): 5 per 15 minutes per
 * account, whatever the address or device, so a stolen session cannot guess the password quickly.
 * A separate count from the login's: guesses at the login form never hold a logged-in customer.
 */
export const REAUTH_PER_ACCOUNT: RateLimit = { name: "reauth:account", points: 5, windowSeconds: 15 * 60 }

export interface LoginAttempt {
  /** The account as rate limits count it (`emailKey`). */
  readonly account: string
  /** The client's address as rate limits count it. */
  readonly client: string
  /** Whether the browser carries a valid known-device cookie for this account (checked by the web). */
  readonly knownDevice: boolean
}

/** The key of the account-and-address limit (a client key never holds a newline). */
export const accountAndAddressKey = (attempt: Pick<LoginAttempt, "account" | "client">): string => `${attempt.client}\n${attempt.account}`

/**
 * The limits a login attempt takes, in the order they are taken; the first that refuses stops the
 * rest, so an address already refused adds nothing to the account's count over all addresses
 * (else one address could run the account into its cap alone).
 */
export const loginLimits = (attempt: LoginAttempt): ReadonlyArray<readonly [RateLimit, string]> => [
  [LOGIN_PER_ADDRESS, attempt.client],
  [LOGIN_PER_ACCOUNT_AND_ADDRESS, accountAndAddressKey(attempt)],
  ...(attempt.knownDevice ? [] : [[LOGIN_PER_ACCOUNT, attempt.account] as const]),
]
/** Sign-ups per e-mail address (confirmation mails to one inbox): 3 per hour. */
export const SIGNUP_PER_EMAIL: RateLimit = { name: "signup:email", points: 3, windowSeconds: 60 * 60 }
/** Sign-ups per client address: 10 per hour. */
export const SIGNUP_PER_ADDRESS: RateLimit = { name: "signup:address", points: 10, windowSeconds: 60 * 60 }
/** Reset links per e-mail address: 3 per hour (beyond it the same answer, no mail). */
export const RESET_PER_EMAIL: RateLimit = { name: "reset:email", points: 3, windowSeconds: 60 * 60 }
/** Reset requests per client address: 10 per hour. */
export const RESET_PER_ADDRESS: RateLimit = { name: "reset:address", points: 10, windowSeconds: 60 * 60 }

/** E-mail changes per user (a confirmation mail to the new address each): 3 per hour; also bounds probing for taken addresses. */
export const EMAIL_CHANGE_PER_USER: RateLimit = { name: "email-change:user", points: 3, windowSeconds: 60 * 60 }
/**
 * Cart requests per user: 20 per hour. Each renders a PDF and mails sales; a busy buyer sends a few
 * a day. A retry with the same request key answers the first inquiry and takes nothing.
 */
export const CART_REQUESTS_PER_USER: RateLimit = { name: "cart-request:user", points: 20, windowSeconds: 60 * 60 }

export type LinkType = "signup" | "recovery" | "email_change"

/**
 * The link a mail carries: `redirectTo` with `token_hash` and `type` added to its query (the
 * parameter names of Supabase's `verifyOtp`). The adapter stores only a hash of the token.
 */
export const authLink = (redirectTo: string, token: string, type: LinkType): string => {
  if (URL.canParse(redirectTo)) {
    const url = new URL(redirectTo)
    url.searchParams.set("token_hash", token)
    url.searchParams.set("type", type)
    return url.toString()
  }
  const separator = redirectTo.includes("?") ? "&" : "?"
  return `${redirectTo}${separator}token_hash=${encodeURIComponent(token)}&type=${type}`
}

/** Rate-limit keys are compared case-insensitively for addresses. */
export const emailKey = (email: string): string => email.trim().toLowerCase()
