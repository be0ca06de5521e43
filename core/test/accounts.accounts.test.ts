import { describe, expect, it } from "@effect/vitest"
import { type Duration, Effect, Exit, Layer, Ref } from "effect"
import * as TestClock from "effect/testing/TestClock"
import {
  changeLanguage,
  changePassword,
  deleteAccount,
  logIn,
  openLink,
  requestPasswordReset,
  setNewPassword,
  signUp,
  updateProfile,
} from "../src/accounts/accounts.ts"
import { Auth } from "../src/ports/Auth.ts"
import { CartRequests } from "../src/ports/CartRequests.ts"
import { addMemoryUser } from "../src/accounts/memory.ts"
import { InfrastructureError } from "../src/errors/errors.ts"
import { FileStore } from "../src/ports/FileStore.ts"
import { Mailer, SentMails } from "../src/ports/Mailer.ts"
import { ProfileStore } from "../src/ports/ProfileStore.ts"
import { RateLimiter } from "../src/ports/RateLimiter.ts"

const START = Date.UTC(2026, 10, 23, 9, 0, 0)
const REDIRECT = "https://shop.example/de/login/"

const accounts = Layer.mergeAll(Auth.layerTest, ProfileStore.layerTest, RateLimiter.layerTest, FileStore.layerTest, CartRequests.layerTest).pipe(Layer.provideMerge(Mailer.layerTest))
const run = <A, E>(effect: Effect.Effect<A, E, Auth | ProfileStore | RateLimiter | FileStore | SentMails | Mailer | CartRequests>) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(START)
    return yield* effect
  }).pipe(Effect.provide(accounts))

let n = 0
const address = () => `user${++n}@example.at`
const form = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: "correct-horse-7",
  passwordRepeat: "correct-horse-7",
  company: "Elektro Huber GmbH",
  vat: "ATU 1234 5678",
  firstname: "Anna",
  lastname: "Huber",
  street: "Hauptstraße 1",
  zip: "4020",
  city: "Linz",
  country: "AT",
  language: "en",
  globalDiscount: 50,
  ...overrides,
})

/** The tag and key (or issues) a failed effect ended with. */
const failure = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.exit(effect), (exit) => {
    if (Exit.isSuccess(exit)) return "success"
    const reason = exit.cause.reasons[0]
    const error = reason?._tag === "Fail" ? (reason.error as { _tag: string; key?: string; issues?: ReadonlyArray<{ path: string; key: string }> }) : undefined
    if (error === undefined) return `defect ${String(exit.cause)}`
    if (error._tag === "InvalidInput") return `InvalidInput ${error.issues?.map((i) => `${i.path}:${i.key}`).join(",")}`
    return error.key === undefined ? error._tag : `${error._tag} ${error.key}`
  })

const linkTo = (to: string) =>
  Effect.gen(function* () {
    const mail = (yield* Ref.get(yield* SentMails)).filter((m) => m.to === to).at(-1)
    const link = /https?:\/\/\S+/.exec(mail?.text ?? "")?.[0]
    return link === undefined ? undefined : (Object.fromEntries(new URL(link).searchParams) as Record<string, string>)
  })
const mailsTo = (to: string) => Effect.map(Effect.flatMap(SentMails, Ref.get), (mails) => mails.filter((m) => m.to === to))
/** Lets the reset mails, which go out after the answer, be sent. */
const settled = Effect.repeat(Effect.yieldNow, { times: 20 })

/** The accounts with a mailer that takes `delay` and then fails: as an SMTP server that is down. */
const withFailingMailer = (delay: Duration.Input) =>
  Layer.mergeAll(Auth.layerTest, ProfileStore.layerTest, RateLimiter.layerTest, FileStore.layerTest).pipe(
    Layer.provideMerge(Layer.succeed(Mailer, Mailer.of({ send: () => Effect.andThen(Effect.sleep(delay), Effect.fail(new InfrastructureError({ system: "mail", reason: "down" }))) }))),
  )

const confirmed = (email = address(), password = "correct-horse-7") =>
  Effect.gen(function* () {
    yield* signUp({ input: form(email, { password, passwordRepeat: password }), client: `signup-${email}`, redirectTo: REDIRECT })
    return yield* openLink((yield* linkTo(email))!)
  })

describe("sign-up", () => {
  it.effect("creates an unconfirmed account from the form; the global discount is not the customer's to set", () =>
    run(
      Effect.gen(function* () {
        const email = address()
        yield* signUp({ input: form(email), client: "1.2.3.4", redirectTo: REDIRECT })
        expect(yield* failure(logIn({ email, password: "correct-horse-7", client: "1.2.3.4" }))).toBe("AuthError emailNotConfirmed")
        const [mail] = yield* mailsTo(email)
        expect(mail?.subject).toBe("Confirm your sign-up")
        const session = yield* openLink((yield* linkTo(email))!)
        expect(session.user.metadata).toMatchObject({ userLang: "en", mailTemplate: "en", vat: "ATU12345678", company: "Elektro Huber GmbH" })
        const profile = yield* (yield* ProfileStore).get(session.user.id)
        expect(profile).toMatchObject({ email, global_discount: 0, vat: "ATU12345678", userlang: "en" })
      }),
    ),
  )

  it.effect("refuses common and over-long passwords and a mismatched repeat, by their keys", () =>
    run(
      Effect.gen(function* () {
        const attempt = (overrides: Record<string, unknown>) => failure(signUp({ input: form(address(), overrides), client: "c", redirectTo: REDIRECT }))
        expect(yield* attempt({ password: "Password1", passwordRepeat: "Password1" })).toBe("InvalidInput password:passwordTooCommon")
        expect(yield* attempt({ password: "k".repeat(73), passwordRepeat: "k".repeat(73) })).toBe("InvalidInput password:passwordTooLong")
        expect(yield* attempt({ password: "ä".repeat(37), passwordRepeat: "ä".repeat(37) })).toBe("InvalidInput password:passwordTooLong")
        expect(yield* attempt({ passwordRepeat: "something-else" })).toBe("InvalidInput passwordRepeat:passwordsDoNotMatch")
        expect(yield* attempt({ email: "not-an-address" })).toBe("InvalidInput email:invalidEmail")
      }),
    ),
  )

  it.effect("keeps emailAlreadyExists, and throttles per address: 3 an hour per e-mail, 10 per client", () =>
    run(
      Effect.gen(function* () {
        const email = address()
        const once = (client: string, to = email) => failure(signUp({ input: form(to), client, redirectTo: REDIRECT }))
        expect(yield* once("a")).toBe("success")
        expect(yield* once("b")).toBe("AuthError emailAlreadyExists")
        expect(yield* once("c")).toBe("AuthError emailAlreadyExists")
        expect(yield* once("d")).toBe("TooManyAttempts tooManyAttempts")
        yield* TestClock.adjust("1 hour")
        expect(yield* once("e")).toBe("AuthError emailAlreadyExists")
        for (let i = 0; i < 10; i++) expect(yield* once("office", address())).toBe("success")
        expect(yield* once("office", address())).toBe("TooManyAttempts tooManyAttempts")
      }),
    ),
  )
})

describe("login", () => {
  it.effect("answers wrongCredentials alike for an unknown address and a wrong password", () =>
    run(
      Effect.gen(function* () {
        const { user } = yield* confirmed()
        expect(yield* failure(logIn({ email: user.email, password: "wrong-password-1", client: "c1" }))).toBe("AuthError wrongCredentials")
        expect(yield* failure(logIn({ email: address(), password: "wrong-password-1", client: "c1" }))).toBe("AuthError wrongCredentials")
      }),
    ),
  )

  it.effect("refuses an address its 6th attempt at one account within 15 minutes, even with the right password; the owner elsewhere logs in", () =>
    run(
      Effect.gen(function* () {
        const { user } = yield* confirmed()
        for (let i = 0; i < 5; i++) {
          expect(yield* failure(logIn({ email: user.email, password: "wrong-password-1", client: "attacker" }))).toBe("AuthError wrongCredentials")
        }
        const refused = yield* Effect.flip(logIn({ email: user.email.toUpperCase(), password: "correct-horse-7", client: "attacker" }))
        expect(refused._tag).toBe("TooManyAttempts")
        expect(refused._tag === "TooManyAttempts" && refused.retryAfterSeconds).toBe(15 * 60)
        // The owner, from their own address and an unknown browser, is not held by the attacker's guesses.
        const owner = yield* logIn({ email: user.email, password: "correct-horse-7", client: "owner-office" })
        expect(owner.user.id).toBe(user.id)
        // The attacker's address may try again after the window.
        yield* TestClock.adjust("15 minutes")
        expect(yield* failure(logIn({ email: user.email, password: "wrong-password-1", client: "attacker" }))).toBe("AuthError wrongCredentials")
      }),
    ),
  )

  it.effect("counts nothing toward the account's cap once an address is refused: one address alone never holds the owner", () =>
    run(
      Effect.gen(function* () {
        const { user } = yield* confirmed()
        for (let i = 0; i < 60; i++) yield* failure(logIn({ email: user.email, password: "wrong-password-1", client: "attacker" }))
        expect(yield* failure(logIn({ email: user.email, password: "correct-horse-7", client: "owner-office" }))).toBe("success")
      }),
    ),
  )

  it.effect("refuses unknown browsers at 50 attempts over all addresses; the owner's known device still logs in", () =>
    run(
      Effect.gen(function* () {
        const { user } = yield* confirmed()
        // Spread over ten addresses, five each: no address meets its own limit.
        for (let i = 0; i < 50; i++) {
          expect(yield* failure(logIn({ email: user.email, password: "wrong-password-1", client: `botnet-${i % 10}` })), String(i)).toBe("AuthError wrongCredentials")
        }
        expect(yield* failure(logIn({ email: user.email, password: "wrong-password-1", client: "botnet-10" }))).toBe("TooManyAttempts tooManyAttempts")
        // An unknown browser is refused even with the right password (it could be the next guess)…
        expect(yield* failure(logIn({ email: user.email, password: "correct-horse-7", client: "owner-office" }))).toBe("TooManyAttempts tooManyAttempts")
        // …the browser that logged in before is not, and a known device's own address still has its limit.
        expect(yield* failure(logIn({ email: user.email, password: "correct-horse-7", client: "owner-office", knownDevice: true }))).toBe("success")
        for (let i = 0; i < 5; i++) yield* failure(logIn({ email: user.email, password: "wrong-password-1", client: "stolen-cookie", knownDevice: true }))
        expect(yield* failure(logIn({ email: user.email, password: "correct-horse-7", client: "stolen-cookie", knownDevice: true }))).toBe("TooManyAttempts tooManyAttempts")
        // Unknown browsers get in again after the window.
        yield* TestClock.adjust("15 minutes")
        expect(yield* failure(logIn({ email: user.email, password: "correct-horse-7", client: "owner-office" }))).toBe("success")
      }),
    ),
  )

  it.effect("keeps guesses at the login apart from a logged-in customer's re-authentication", () =>
    run(
      Effect.gen(function* () {
        const session = yield* confirmed()
        for (let i = 0; i < 50; i++) yield* failure(logIn({ email: session.user.email, password: "wrong-password-1", client: `botnet-${i % 10}` }))
        const next = "a-new-password-5"
        expect(yield* failure(changePassword(session.accessToken, { currentPassword: "correct-horse-7", newPassword: next, newPasswordRepeat: next }))).toBe("success")
      }),
    ),
  )

  it.effect("clears the account's count on success", () =>
    run(
      Effect.gen(function* () {
        const { user } = yield* confirmed()
        const wrong = () => failure(logIn({ email: user.email, password: "wrong-password-1", client: "c" }))
        for (let i = 0; i < 4; i++) yield* wrong()
        yield* logIn({ email: user.email, password: "correct-horse-7", client: "c" })
        for (let i = 0; i < 4; i++) expect(yield* wrong()).toBe("AuthError wrongCredentials")
        yield* logIn({ email: user.email, password: "correct-horse-7", client: "c" })
      }),
    ),
  )

  it.effect("refuses the 21st attempt within 15 minutes per client address, across accounts", () =>
    run(
      Effect.gen(function* () {
        for (let i = 0; i < 20; i++) expect(yield* failure(logIn({ email: address(), password: "wrong-password-1", client: "10.0.0.1" }))).toBe("AuthError wrongCredentials")
        expect(yield* failure(logIn({ email: address(), password: "wrong-password-1", client: "10.0.0.1" }))).toBe("TooManyAttempts tooManyAttempts")
        expect(yield* failure(logIn({ email: address(), password: "wrong-password-1", client: "10.0.0.2" }))).toBe("AuthError wrongCredentials")
      }),
    ),
  )
})

describe("password reset", () => {
  it.effect("answers the same for unknown and known addresses, mailing only the known one", () =>
    run(
      Effect.gen(function* () {
        const { user } = yield* confirmed()
        const nobody = address()
        yield* requestPasswordReset({ email: nobody, lang: "de", client: "c", redirectTo: REDIRECT })
        yield* requestPasswordReset({ email: user.email, lang: "de", client: "c", redirectTo: REDIRECT })
        yield* settled
        expect(yield* mailsTo(nobody)).toEqual([])
        expect((yield* mailsTo(user.email)).at(-1)?.subject).toBe("Reset your password")
        expect(yield* failure(requestPasswordReset({ email: "nope", lang: "de", client: "c", redirectTo: REDIRECT }))).toBe("InvalidInput :invalidEmail")
      }),
    ),
  )

  it.effect("answers before the mail is sent and alike when sending fails, so neither time nor answer tells that the address has an account", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(START)
      const email = address()
      yield* addMemoryUser({ id: "reset-1", email, password: "correct-horse-7", confirmed: true, metadata: { userLang: "de", mailTemplate: "de", firstname: "Anna", lastname: "Huber", company: "Huber GmbH", vat: "ATU12345678", street: "Hauptstraße 1", zip: "4020", city: "Linz", country: "AT" }, emailChange: null })
      // The mailer would take a minute of the test clock, which never moves here: an answer that waited for it would never come.
      expect(yield* failure(requestPasswordReset({ email, lang: "de", client: "c", redirectTo: REDIRECT }))).toBe("success")
      expect(yield* failure(requestPasswordReset({ email: address(), lang: "de", client: "c", redirectTo: REDIRECT }))).toBe("success")
    }).pipe(Effect.provide(withFailingMailer("1 minute"))),
  )

  it.effect("sends at most 3 links an hour to one address, silently; tells a client over 10 requests an hour", () =>
    run(
      Effect.gen(function* () {
        const { user } = yield* confirmed()
        for (let i = 0; i < 5; i++) yield* requestPasswordReset({ email: user.email, lang: "de", client: `c${i}`, redirectTo: REDIRECT })
        yield* settled
        expect((yield* mailsTo(user.email)).filter((m) => m.subject === "Reset your password")).toHaveLength(3)
        for (let i = 0; i < 10; i++) yield* requestPasswordReset({ email: address(), lang: "de", client: "busy", redirectTo: REDIRECT })
        expect(yield* failure(requestPasswordReset({ email: address(), lang: "de", client: "busy", redirectTo: REDIRECT }))).toBe("TooManyAttempts tooManyAttempts")
      }),
    ),
  )

  it.effect("sets a new password typed twice through the recovery link, refusing a common one", () =>
    run(
      Effect.gen(function* () {
        const { user } = yield* confirmed()
        yield* requestPasswordReset({ email: user.email, lang: "de", client: "c", redirectTo: REDIRECT })
        yield* settled
        const recovery = yield* openLink((yield* linkTo(user.email))!)
        expect(yield* failure(setNewPassword(recovery.accessToken, { password: "iloveyou1", passwordRepeat: "iloveyou1" }))).toBe("InvalidInput password:passwordTooCommon")
        expect(yield* failure(setNewPassword(recovery.accessToken, { password: "a-new-password-5", passwordRepeat: "other" }))).toBe(
          "InvalidInput passwordRepeat:passwordsDoNotMatch",
        )
        yield* setNewPassword(recovery.accessToken, { password: "a-new-password-5", passwordRepeat: "a-new-password-5" })
        yield* logIn({ email: user.email, password: "a-new-password-5", client: "c" })
      }),
    ),
  )
})

describe("my info", () => {
  it.effect("changes the password with the current one; a common new one is refused; wrong guesses are throttled", () =>
    run(
      Effect.gen(function* () {
        const session = yield* confirmed()
        const change = (current: string, next: string) => failure(changePassword(session.accessToken, { currentPassword: current, newPassword: next, newPasswordRepeat: next }))
        expect(yield* change("correct-horse-7", "football1")).toBe("InvalidInput newPassword:passwordTooCommon")
        for (let i = 0; i < 5; i++) expect(yield* change("wrong-password-1", "a-new-password-5")).toBe("AuthError incorrectPassword")
        expect(yield* change("correct-horse-7", "a-new-password-5")).toBe("TooManyAttempts tooManyAttempts")
        yield* TestClock.adjust("15 minutes")
        expect(yield* change("correct-horse-7", "a-new-password-5")).toBe("success")
        yield* logIn({ email: session.user.email, password: "a-new-password-5", client: "c" })
      }),
    ),
  )

  it.effect("updates the profile and the metadata; a new e-mail needs the current password and waits for its confirmation", () =>
    run(
      Effect.gen(function* () {
        const session = yield* confirmed()
        const next = address()
        const changes = { ...form(session.user.email), company: "Neu GmbH", country: "DE", vat: "DE123456789", zip: "80331", global_discount: 12.5, email: next }
        // A new address needs the current password; without it, or with a wrong one, nothing is saved or mailed.
        expect(yield* failure(updateProfile(session.accessToken, changes, REDIRECT))).toBe("InvalidInput currentPassword:required")
        expect(yield* failure(updateProfile(session.accessToken, { ...changes, currentPassword: "wrong-password-1" }, REDIRECT))).toBe(
          "AuthError incorrectPassword",
        )
        expect((yield* (yield* ProfileStore).get(session.user.id))?.company).not.toBe("Neu GmbH")
        expect(yield* mailsTo(next)).toEqual([])
        // The rest of the profile saves without it.
        yield* updateProfile(session.accessToken, { ...form(session.user.email), global_discount: 2 }, REDIRECT)
        const profile = yield* updateProfile(session.accessToken, { ...changes, currentPassword: "correct-horse-7" }, REDIRECT)
        expect(profile).toMatchObject({ company: "Neu GmbH", country: "DE", global_discount: 1250, email: session.user.email })
        const user = yield* (yield* Auth).user(session.accessToken)
        expect(user).toMatchObject({ email: session.user.email, metadata: { company: "Neu GmbH", country: "DE" } })
        expect((yield* mailsTo(next)).at(-1)?.subject).toBe("Confirm your new e-mail address")
        expect(yield* failure(updateProfile(session.accessToken, { ...form(session.user.email), global_discount: 0, zip: "x" }, REDIRECT))).toBe("InvalidInput zip:invalidZip")
      }),
    ),
  )

  it.effect("counts wrong current passwords of an e-mail change toward its throttle: after 3 an hour, the right one is refused too", () =>
    run(
      Effect.gen(function* () {
        const session = yield* confirmed()
        const next = address()
        const change = (currentPassword: string) => failure(updateProfile(session.accessToken, { ...form(session.user.email), global_discount: 0, email: next, currentPassword }, REDIRECT))
        for (let i = 0; i < 3; i++) expect(yield* change(`wrong-password-${i}`)).toBe("AuthError incorrectPassword")
        expect(yield* change("correct-horse-7")).toBe("TooManyAttempts tooManyAttempts")
        expect(yield* mailsTo(next)).toEqual([])
      }),
    ),
  )

  it.effect("changes the language in the profile and the metadata", () =>
    run(
      Effect.gen(function* () {
        const session = yield* confirmed()
        yield* changeLanguage(session.accessToken, "de")
        expect((yield* (yield* ProfileStore).get(session.user.id))?.userlang).toBe("de")
        expect((yield* (yield* Auth).user(session.accessToken)).metadata).toMatchObject({ userLang: "de", mailTemplate: "de" })
      }),
    ),
  )

  it.effect("throttles wrong passwords at deletion like a password change: the 6th within 15 minutes is refused, even the right one", () =>
    run(
      Effect.gen(function* () {
        const session = yield* confirmed()
        for (let i = 0; i < 5; i++) expect(yield* failure(deleteAccount(session.accessToken, { currentPassword: `wrong-password-${i}` }))).toBe("AuthError incorrectPassword")
        expect(yield* failure(deleteAccount(session.accessToken, { currentPassword: "correct-horse-7" }))).toBe("TooManyAttempts tooManyAttempts")
        expect(yield* (yield* ProfileStore).get(session.user.id)).not.toBeNull()
        yield* TestClock.adjust("15 minutes")
        expect(yield* failure(deleteAccount(session.accessToken, { currentPassword: "correct-horse-7" }))).toBe("success")
      }),
    ),
  )

  it.effect("deletes the account with the current password, and the files of its inquiries", () =>
    run(
      Effect.gen(function* () {
        const files = yield* FileStore
        const session = yield* confirmed()
        const other = yield* confirmed()
        yield* files.put(`inquiries/${session.user.id}/Anfrage-1.pdf`, new Uint8Array([1]), "application/pdf")
        yield* files.put(`inquiries/${other.user.id}/Anfrage-1.pdf`, new Uint8Array([2]), "application/pdf")
        expect(yield* failure(deleteAccount(session.accessToken, { currentPassword: "wrong-password-1" }))).toBe("AuthError incorrectPassword")
        expect(yield* files.list(`inquiries/${session.user.id}/`)).toHaveLength(1)
        yield* deleteAccount(session.accessToken, { currentPassword: "correct-horse-7" })
        expect(yield* files.list(`inquiries/${session.user.id}/`)).toEqual([])
        expect(yield* files.list(`inquiries/${other.user.id}/`)).toHaveLength(1)
        expect(yield* (yield* ProfileStore).get(session.user.id)).toBeNull()
        expect(yield* failure(logIn({ email: session.user.email, password: "correct-horse-7", client: "c" }))).toBe("AuthError wrongCredentials")
      }),
    ),
  )
})
