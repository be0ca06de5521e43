/**
 * The account use cases (issue 8), over the ports only: sign-up, login, password reset, my info
 * (profile, e-mail, password, deletion) and the language. The web decodes a request, runs one of
 * these, and turns the typed failure into a message by its key:
 * - InvalidInput: field issues with their keys (spec §5 and the password rule of password.ts);
 * - TooManyAttempts: throttled (`tooManyAttempts`, with a retry hint);
 * - AuthError: the auth's key (`emailAlreadyExists`, `wrongCredentials`, `emailNotConfirmed`,
 *   `incorrectPassword`, `invalidLink`, `sessionExpired`, `generalError`);
 * - InfrastructureError: `generalError`.
 */
import { Effect, Struct } from "effect"
import {
  CurrentPasswordForm,
  Email,
  type FieldIssue,
  Password,
  PasswordChangeForm,
  ProfileForm,
  SignUpForm,
  normalizeVat,
  validateForm,
} from "../forms/validation.ts"
import { InvalidInput } from "../errors/errors.ts"
import type { Language } from "../i18n/language.ts"
import { removeInquiryFiles } from "../inquiries/inquiries.ts"
import { percent } from "../money/money.ts"
import { Auth, type UserMetadata } from "../ports/Auth.ts"
import { FileStore } from "../ports/FileStore.ts"
import { ProfileStore } from "../ports/ProfileStore.ts"
import { RateLimiter } from "../ports/RateLimiter.ts"
import { passwordProblem } from "./password.ts"
import { type ProfileFieldName, type ProfileFields, profileFieldNames } from "./profile.ts"
import {
  EMAIL_CHANGE_PER_USER,
  LOGIN_PER_ACCOUNT_AND_ADDRESS,
  REAUTH_PER_ACCOUNT,
  RESET_PER_ADDRESS,
  RESET_PER_EMAIL,
  SIGNUP_PER_ADDRESS,
  SIGNUP_PER_EMAIL,
  accountAndAddressKey,
  emailKey,
  loginLimits,
} from "./policy.ts"
import { throttle, throttleInOrder } from "./throttle.ts"

/** Field issues as InvalidInput; a password over 72 bytes says so by its own key. */
const invalid = (issues: ReadonlyArray<FieldIssue>) =>
  new InvalidInput({
    issues: issues.map((issue) => ({
      path: issue.path,
      key: /^(password|newPassword)$/.test(issue.path) && issue.key === "tooLong" ? "passwordTooLong" : issue.key,
    })),
  })

const validate = <A, I>(schema: Parameters<typeof validateForm<A, I>>[0], input: unknown): Effect.Effect<A, InvalidInput> => {
  const checked = validateForm(schema, input)
  return checked.ok ? Effect.succeed(checked.value) : Effect.fail(invalid(checked.issues))
}

/** The password rule beyond the form's: 8 characters, 72 bytes, not among the 10,000 most common. */
const checkPassword = (password: string, path: string): Effect.Effect<void, InvalidInput> => {
  const problem = passwordProblem(password)
  return problem === undefined ? Effect.void : Effect.fail(new InvalidInput({ issues: [{ path, key: problem }] }))
}

/** The profile fields of a checked sign-up or profile form, as profile and metadata keep them (the VAT number normalised). */
const profileFields = (form: Pick<ProfileForm, ProfileFieldName>): ProfileFields => ({
  ...Struct.pick(form, profileFieldNames),
  vat: normalizeVat(form.vat),
})

export interface SignUpSubmission {
  /** The sign-up form as posted (spec §3 sign-up fields). */
  readonly input: unknown
  /** The client's address (IP), for the throttle. */
  readonly client: string
  /** Where the confirmation link leads (the login page). */
  readonly redirectTo: string
}

/**
 * Sign-up (spec §4: leads to the e-mail confirmation state). The form's global discount is ignored:
 * it is not the customer's to set at sign-up (the profile's starts at 0, the provider sets it, the
 * customer may change it later in my info as spec §7 allows). Throttled per client address and per
 * e-mail address (confirmation mails to one inbox); an address already in use answers
 * `emailAlreadyExists` (spec §8), so the throttle also bounds probing for addresses.
 */
export const signUp = Effect.fn("Accounts.signUp")(function* (request: SignUpSubmission) {
  const form = yield* validate(SignUpForm, request.input)
  yield* checkPassword(form.password, "password")
  yield* throttle([
    [SIGNUP_PER_ADDRESS, request.client],
    [SIGNUP_PER_EMAIL, emailKey(form.email)],
  ])
  const metadata: UserMetadata = { userLang: form.language, mailTemplate: form.language, ...profileFields(form) }
  yield* (yield* Auth).signUp({ email: form.email, password: form.password, metadata, redirectTo: request.redirectTo })
})

export interface LogInRequest {
  readonly email: string
  readonly password: string
  readonly client: string
  /**
   * The browser carries a valid known-device cookie for this e-mail address (it logged in to the
   * account before; verified by the web on the server). Absent: an unknown browser.
   */
  readonly knownDevice?: boolean
}

/**
 * Login, throttled without letting someone who knows the address lock the owner out (ASVS 6.3.1;
 * policy.ts `loginLimits`): 20 attempts per client address, 5 per account from one address, and
 * 50 per account over all addresses, which a browser that logged in to the account before does
 * not count toward nor meet. So guesses from one address stop at 5 and hold only that address;
 * guesses spread over many addresses stop at 50, and then hold unknown browsers only.
 * Each attempt is counted before the password is checked, in one atomic take per limit, so
 * parallel guesses cannot slip past a limit, and a refused attempt never learns whether the
 * password was right. A successful login clears the count of its account and address.
 */
export const logIn = Effect.fn("Accounts.logIn")(function* (request: LogInRequest) {
  const attempt = { account: emailKey(request.email), client: request.client, knownDevice: request.knownDevice === true }
  yield* throttleInOrder(loginLimits(attempt))
  const session = yield* (yield* Auth).signIn(request.email.trim(), request.password)
  yield* (yield* RateLimiter).reset(LOGIN_PER_ACCOUNT_AND_ADDRESS, accountAndAddressKey(attempt))
  return session
})

export interface ResetRequest {
  readonly email: unknown
  /** The page's language: the mail's when the account has none. */
  readonly lang: Language
  readonly client: string
  /** Where the recovery link leads (the reset-password page). */
  readonly redirectTo: string
}

/**
 * Asks for a recovery link. The answer is the same whether or not the address has an account, and
 * whether or not the address's own limit (3 links an hour) is used up: only the client's limit is
 * told, since it says nothing about the address.
 */
export const requestPasswordReset = Effect.fn("Accounts.requestPasswordReset")(function* (request: ResetRequest) {
  const email = yield* validate(Email, request.email)
  yield* throttle([[RESET_PER_ADDRESS, request.client]])
  const perEmail = yield* (yield* RateLimiter).take(RESET_PER_EMAIL, emailKey(email))
  if (!perEmail.allowed) return
  // Sent after the answer: how long the mail takes, or that it failed, must not tell whether the
  // address has an account. A failure is logged; the visitor may ask again.
  yield* (yield* Auth).requestPasswordReset(email, request.lang, request.redirectTo).pipe(
    Effect.catchCause((cause) => Effect.logError("password reset: no mail sent", cause)),
    Effect.forkDetach,
  )
})

/** Opens a mailed link (confirmation, recovery, e-mail change): the user is logged in. */
export const openLink = Effect.fn("Accounts.openLink")(function* (params: Readonly<Record<string, string>>) {
  return yield* (yield* Auth).exchangeLink(params)
})

/** The new password of a recovery session (`/reset-password`), typed twice. */
export const setNewPassword = Effect.fn("Accounts.setNewPassword")(function* (
  accessToken: string,
  input: { readonly password: unknown; readonly passwordRepeat: unknown },
) {
  const password = yield* validate(Password, input.password).pipe(
    Effect.mapError((error) => invalid(error.issues.map((i) => ({ path: "password", key: i.key })))),
  )
  if (input.passwordRepeat !== password) return yield* new InvalidInput({ issues: [{ path: "passwordRepeat", key: "passwordsDoNotMatch" }] })
  yield* checkPassword(password, "password")
  yield* (yield* Auth).setPassword(accessToken, password)
})

/**
 * Changes the password with the current one (rpc change_user_password). Wrong current passwords
 * count against the account's own re-authentication limit (5 per 15 minutes, whatever the
 * address), so a stolen session cannot guess it quickly.
 */
export const changePassword = Effect.fn("Accounts.changePassword")(function* (accessToken: string, input: unknown) {
  const form = yield* validate(PasswordChangeForm, input)
  yield* checkPassword(form.newPassword, "newPassword")
  const auth = yield* Auth
  const user = yield* auth.user(accessToken)
  yield* throttle([[REAUTH_PER_ACCOUNT, user.id]])
  yield* auth.changePassword(accessToken, form.currentPassword, form.newPassword)
  yield* (yield* RateLimiter).reset(REAUTH_PER_ACCOUNT, user.id)
})

/**
 * Deletes the account with the current password (rpc delete_user: account, profile, cart,
 * inquiries and their mails except a sales mail not yet delivered), then the files of its
 * inquiries that no such mail attaches. Throttled like a password change (REAUTH_PER_ACCOUNT).
 */
export const deleteAccount = Effect.fn("Accounts.deleteAccount")(function* (accessToken: string, input: unknown) {
  const form = yield* validate(CurrentPasswordForm, input)
  const auth = yield* Auth
  const user = yield* auth.user(accessToken)
  yield* throttle([[REAUTH_PER_ACCOUNT, user.id]])
  yield* auth.deleteUser(accessToken, form.currentPassword)
  yield* (yield* RateLimiter).reset(REAUTH_PER_ACCOUNT, user.id)
  yield* removeInquiryFiles(yield* (yield* FileStore).list(`inquiries/${user.id}/`))
})

/**
 * My info (spec §7 profiles update): the profile fields (checked like the sign-up's), copied into
 * the user metadata as well (spec §3: the metadata holds the profile fields); a changed e-mail is
 * only taken once confirmed through the link mailed to the new address. Answers the stored profile.
 */
export const updateProfile = Effect.fn("Accounts.updateProfile")(function* (accessToken: string, input: unknown, redirectTo: string) {
  const form = yield* validate(ProfileForm, input)
  const record = typeof input === "object" && input !== null ? (input as Readonly<Record<string, unknown>>) : {}
  const email = record["email"] === undefined || record["email"] === "" ? undefined : yield* validate(Email, record["email"]).pipe(
    Effect.mapError((error) => new InvalidInput({ issues: error.issues.map((i) => ({ ...i, path: "email" })) })),
  )
  const auth = yield* Auth
  const user = yield* auth.user(accessToken)
  // Before anything is saved: a refused change leaves the whole form as it was. A new address needs
  // the current password (a session alone must not move the account: a reset link would follow it);
  // its throttle counts wrong guesses too.
  if (email !== undefined && email.toLowerCase() !== user.email.toLowerCase()) {
    const { currentPassword } = yield* validate(CurrentPasswordForm, { currentPassword: record["currentPassword"] ?? "" })
    yield* throttle([[EMAIL_CHANGE_PER_USER, user.id]])
    yield* auth.checkPassword(accessToken, currentPassword)
  }
  const fields = profileFields(form)
  const profile = yield* (yield* ProfileStore).update(user.id, { ...fields, global_discount: percent(Math.round(form.global_discount * 100)) })
  yield* auth.updateUser(accessToken, { metadata: fields, ...(email === undefined ? {} : { email }) }, redirectTo)
  return profile
})

/**
 * Language change of a logged-in user (spec §4): the profile's `userlang` and the metadata's
 * `userLang` and `mailTemplate` (the cookie and the settings reload are the web's).
 */
export const changeLanguage = Effect.fn("Accounts.changeLanguage")(function* (accessToken: string, lang: Language) {
  const auth = yield* Auth
  const user = yield* auth.user(accessToken)
  yield* (yield* ProfileStore).setLanguage(user.id, lang)
  yield* auth.updateUser(accessToken, { metadata: { userLang: lang, mailTemplate: lang } }, "")
})

