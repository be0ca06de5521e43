/**
 * What every Auth must do (spec §4 sign-up and authentication, §8 keys, issue 8's security rows):
 * sign-up mails a single-use confirmation link that expires; an unconfirmed e-mail blocks login;
 * unknown e-mail and wrong password answer alike; refresh tokens rotate and a reused one ends the
 * session; recovery links set a new password; e-mail changes wait for the new address's link;
 * password change and deletion need the current password. Mails arrive through the Mailer, in the
 * user's language, with the link as `redirectTo?token_hash=…&type=…`.
 */
import { expect, layer } from "@effect/vitest"
import { Effect, Exit, type Layer, Ref } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { Auth, type Mail, SentMails, type UserMetadata } from "@shop/core"
import { baseMetadata, freshEmail } from "../database/accounts.ts"

const START = Date.UTC(2026, 10, 23, 9, 0, 0)
const REDIRECT = "https://shop.example/de/login/?next=%2Fde%2Fuser%2Fprofile%2F"
const RESET_REDIRECT = "https://shop.example/de/reset-password/"

const metadata = (overrides: Partial<UserMetadata> = {}): UserMetadata => ({ ...baseMetadata, ...overrides })

/** The newest mail to `to`, and the parameters of its link. */
const lastMail = (to: string) =>
  Effect.gen(function* () {
    const mails = (yield* Ref.get(yield* SentMails)).filter((mail: Mail) => mail.to === to)
    const mail = mails.at(-1)
    if (mail === undefined) return yield* Effect.die(new Error(`no mail to ${to}`))
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0]
    if (link === undefined) return yield* Effect.die(new Error(`no link in the mail to ${to}`))
    const url = new URL(link)
    return { mail, link, url, params: Object.fromEntries(url.searchParams) as Record<string, string>, count: mails.length }
  })
const mailCount = (to: string) => Effect.map(Effect.flatMap(SentMails, Ref.get), (mails) => mails.filter((m) => m.to === to).length)

const failureKey = <A, E>(effect: Effect.Effect<A, E, Auth>) =>
  Effect.map(Effect.exit(effect), (exit) => {
    if (Exit.isSuccess(exit)) return "success"
    const error = exit.cause.reasons.find((r) => r._tag === "Fail")
    return error?._tag === "Fail" && typeof error.error === "object" && error.error !== null && "key" in error.error ? String(error.error.key) : `defect: ${String(exit.cause)}`
  })

/** A confirmed account: signed up and its link opened. */
const confirmedUser = (overrides: Partial<UserMetadata> = {}, password = "correct-horse-7") =>
  Effect.gen(function* () {
    const auth = yield* Auth
    const email = freshEmail("auth")
    yield* auth.signUp({ email, password, metadata: metadata(overrides), redirectTo: REDIRECT })
    const { params } = yield* lastMail(email)
    const session = yield* auth.exchangeLink(params)
    return { email, password, session }
  })

export const suite = (name: string, makeLayer: () => Layer.Layer<Auth | SentMails, unknown>) =>
  layer(makeLayer(), { timeout: 120_000 })(`Auth contract: ${name}`, (it) => {
    it.effect("signs up unconfirmed, mails the link in the user's language, and logs in once confirmed", () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(START)
        const auth = yield* Auth
        const email = freshEmail("signup")
        yield* auth.signUp({ email, password: "correct-horse-7", metadata: metadata({ userLang: "en", mailTemplate: "en" }), redirectTo: REDIRECT })
        expect(yield* failureKey(auth.signIn(email, "correct-horse-7"))).toBe("emailNotConfirmed")
        // Only the password's owner learns that the address waits for its confirmation.
        expect(yield* failureKey(auth.signIn(email, "wrong-password-1"))).toBe("wrongCredentials")
        const { mail, url, params } = yield* lastMail(email)
        expect(mail.subject).toBe("Confirm your sign-up")
        expect(mail.text).toContain("Anna Huber")
        expect(`${url.origin}${url.pathname}`).toBe("https://shop.example/de/login/")
        expect(params).toMatchObject({ next: "/de/user/profile/", type: "signup" })
        expect(params["token_hash"]?.length).toBeGreaterThanOrEqual(20)
        const session = yield* auth.exchangeLink(params)
        expect(session.user).toMatchObject({ email, metadata: { userLang: "en", company: "Elektro Huber GmbH", country: "AT" } })
        expect(session.expiresAt).toBe(Math.floor(START / 1000) + 3600)
        expect(yield* auth.user(session.accessToken)).toEqual(session.user)
        const again = yield* auth.signIn(email.toUpperCase(), "correct-horse-7")
        expect(again.user.id).toBe(session.user.id)
      }),
    )

    it.effect("mails German by default, with the translated subject", () =>
      Effect.gen(function* () {
        const auth = yield* Auth
        const email = freshEmail("de")
        yield* auth.signUp({ email, password: "correct-horse-7", metadata: metadata(), redirectTo: REDIRECT })
        const { mail } = yield* lastMail(email)
        expect(mail.subject).toBe("Bitte bestätigen Sie Ihre Registrierung")
        expect(mail.text).toContain("24 Stunden")
      }),
    )

    it.effect("refuses a second sign-up of an address in use, whatever its case", () =>
      Effect.gen(function* () {
        const auth = yield* Auth
        const { email } = yield* confirmedUser()
        expect(yield* failureKey(auth.signUp({ email: email.toUpperCase(), password: "another-pass-9", metadata: metadata(), redirectTo: REDIRECT }))).toBe(
          "emailAlreadyExists",
        )
      }),
    )

    it.effect("answers wrongCredentials alike for an unknown address and a wrong password", () =>
      Effect.gen(function* () {
        const auth = yield* Auth
        const { email } = yield* confirmedUser()
        expect(yield* failureKey(auth.signIn(email, "wrong-password-1"))).toBe("wrongCredentials")
        expect(yield* failureKey(auth.signIn(freshEmail("nobody"), "wrong-password-1"))).toBe("wrongCredentials")
        expect(yield* failureKey(auth.signIn(email, ""))).toBe("wrongCredentials")
      }),
    )

    it.effect("uses a link once only", () =>
      Effect.gen(function* () {
        const auth = yield* Auth
        const email = freshEmail("once")
        yield* auth.signUp({ email, password: "correct-horse-7", metadata: metadata(), redirectTo: REDIRECT })
        const { params } = yield* lastMail(email)
        yield* auth.exchangeLink(params)
        expect(yield* failureKey(auth.exchangeLink(params))).toBe("invalidLink")
      }),
    )

    it.effect("refuses unknown, malformed and mistyped links", () =>
      Effect.gen(function* () {
        const auth = yield* Auth
        const email = freshEmail("typed")
        yield* auth.signUp({ email, password: "correct-horse-7", metadata: metadata(), redirectTo: REDIRECT })
        const { params } = yield* lastMail(email)
        expect(yield* failureKey(auth.exchangeLink({}))).toBe("invalidLink")
        expect(yield* failureKey(auth.exchangeLink({ token_hash: "x".repeat(43), type: "signup" }))).toBe("invalidLink")
        expect(yield* failureKey(auth.exchangeLink({ ...params, type: "magic" }))).toBe("invalidLink")
        // A sign-up token is no recovery link (the embedded adapter also spends it on that presentation).
        expect(yield* failureKey(auth.exchangeLink({ ...params, type: "recovery" }))).toBe("invalidLink")
        expect(yield* failureKey(auth.signIn(email, "correct-horse-7"))).toBe("emailNotConfirmed")
      }),
    )

    it.effect("lets a confirmation link expire after 24 hours", () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(START)
        const auth = yield* Auth
        const late = freshEmail("late")
        const inTime = freshEmail("intime")
        yield* auth.signUp({ email: late, password: "correct-horse-7", metadata: metadata(), redirectTo: REDIRECT })
        yield* auth.signUp({ email: inTime, password: "correct-horse-7", metadata: metadata(), redirectTo: REDIRECT })
        const lateLink = yield* lastMail(late)
        const inTimeLink = yield* lastMail(inTime)
        yield* TestClock.adjust("23 hours")
        yield* TestClock.adjust("59 minutes")
        yield* auth.exchangeLink(inTimeLink.params)
        yield* TestClock.adjust("1 minute")
        expect(yield* failureKey(auth.exchangeLink(lateLink.params))).toBe("invalidLink")
        expect(yield* failureKey(auth.signIn(late, "correct-horse-7"))).toBe("emailNotConfirmed")
      }),
    )

    it.effect("resets a password through a recovery link that expires after 1 hour and is replaced by a newer one", () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(START)
        const auth = yield* Auth
        const { email, session: other } = yield* confirmedUser({ userLang: "en", mailTemplate: "en" })
        yield* auth.requestPasswordReset(email, "de", RESET_REDIRECT)
        const first = yield* lastMail(email)
        expect(first.mail.subject).toBe("Reset your password")
        expect(first.params["type"]).toBe("recovery")
        yield* auth.requestPasswordReset(email, "de", RESET_REDIRECT)
        const second = yield* lastMail(email)
        expect(yield* failureKey(auth.exchangeLink(first.params))).toBe("invalidLink")
        yield* TestClock.adjust("61 minutes")
        expect(yield* failureKey(auth.exchangeLink(second.params))).toBe("invalidLink")

        yield* auth.requestPasswordReset(email, "de", RESET_REDIRECT)
        const third = yield* lastMail(email)
        yield* TestClock.adjust("59 minutes")
        const recovery = yield* auth.exchangeLink(third.params)
        yield* auth.setPassword(recovery.accessToken, "a-new-password-5")
        expect(yield* failureKey(auth.signIn(email, "correct-horse-7"))).toBe("wrongCredentials")
        yield* auth.signIn(email, "a-new-password-5")
        // Whoever was logged in before is logged out; the recovery session cannot set a password twice.
        expect(yield* failureKey(auth.user(other.accessToken))).toBe("sessionExpired")
        expect(yield* failureKey(auth.refresh(other.refreshToken))).toBe("sessionExpired")
        expect(yield* failureKey(auth.setPassword(recovery.accessToken, "yet-another-pass-6"))).toBe("invalidLink")
      }),
    )

    it.effect("sets a password without the current one only in a recovery session", () =>
      Effect.gen(function* () {
        const auth = yield* Auth
        const { email, session } = yield* confirmedUser()
        expect(yield* failureKey(auth.setPassword(session.accessToken, "a-new-password-5"))).toBe("invalidLink")
        const login = yield* auth.signIn(email, "correct-horse-7")
        expect(yield* failureKey(auth.setPassword(login.accessToken, "a-new-password-5"))).toBe("invalidLink")
        yield* auth.signIn(email, "correct-horse-7")
      }),
    )

    it.effect("answers a reset request for an unknown address the same, and mails nothing", () =>
      Effect.gen(function* () {
        const auth = yield* Auth
        const nobody = freshEmail("nobody")
        yield* auth.requestPasswordReset(nobody, "de", RESET_REDIRECT)
        expect(yield* mailCount(nobody)).toBe(0)
      }),
    )

    it.effect("rotates refresh tokens; a rotated one presented again after 10 s ends the session", () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(START)
        const auth = yield* Auth
        const { email } = yield* confirmedUser()
        const login = yield* auth.signIn(email, "correct-horse-7")
        const rotated = yield* auth.refresh(login.refreshToken)
        expect(rotated.refreshToken).not.toBe(login.refreshToken)
        expect(rotated.user.email).toBe(email)
        const next = yield* auth.refresh(rotated.refreshToken)
        yield* TestClock.adjust("11 seconds")
        expect(yield* failureKey(auth.refresh(login.refreshToken))).toBe("sessionExpired")
        // The whole session is gone: its newest refresh token and its access tokens too.
        expect(yield* failureKey(auth.refresh(next.refreshToken))).toBe("sessionExpired")
        expect(yield* failureKey(auth.user(next.accessToken))).toBe("sessionExpired")
        // Other sessions of the account are not touched.
        const elsewhere = yield* auth.signIn(email, "correct-horse-7")
        yield* auth.user(elsewhere.accessToken)
      }),
    )

    it.effect("answers two refreshes with one token within 10 s (two tabs) without ending the session", () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(START)
        const auth = yield* Auth
        const { email } = yield* confirmedUser()
        const login = yield* auth.signIn(email, "correct-horse-7")
        const tabA = yield* auth.refresh(login.refreshToken)
        yield* TestClock.adjust("2 seconds")
        const tabB = yield* auth.refresh(login.refreshToken)
        yield* auth.user(tabA.accessToken)
        yield* auth.user(tabB.accessToken)
        yield* auth.refresh(tabB.refreshToken)
      }),
    )

    it.effect("lets access tokens expire after 1 hour; the refresh token still opens a new one", () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(START)
        const auth = yield* Auth
        const { email } = yield* confirmedUser()
        const login = yield* auth.signIn(email, "correct-horse-7")
        yield* TestClock.adjust("59 minutes")
        yield* auth.user(login.accessToken)
        yield* TestClock.adjust("1 minute")
        expect(yield* failureKey(auth.user(login.accessToken))).toBe("sessionExpired")
        const renewed = yield* auth.refresh(login.refreshToken)
        expect(renewed.expiresAt).toBe(Math.floor(START / 1000) + 2 * 3600)
        yield* auth.user(renewed.accessToken)
        expect(yield* failureKey(auth.user("not-a-token"))).toBe("sessionExpired")
      }),
    )

    it.effect("ends a session not refreshed for 30 days: its refresh token is refused, and stays refused", () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(START)
        const auth = yield* Auth
        const { email } = yield* confirmedUser()
        const login = yield* auth.signIn(email, "correct-horse-7")
        // Used now and then, it lives on: each refresh is a sign of use.
        yield* TestClock.adjust("29 days")
        const used = yield* auth.refresh(login.refreshToken)
        yield* TestClock.adjust("29 days")
        const again = yield* auth.refresh(used.refreshToken)
        // Then left alone for longer than the idle limit.
        yield* TestClock.adjust("30 days")
        yield* TestClock.adjust("1 minute")
        expect(yield* failureKey(auth.refresh(again.refreshToken))).toBe("sessionExpired")
        expect(yield* failureKey(auth.refresh(again.refreshToken))).toBe("sessionExpired")
        // The account itself is fine: a login opens a new session.
        const fresh = yield* auth.signIn(email, "correct-horse-7")
        yield* auth.refresh(fresh.refreshToken)
      }),
    )

    it.effect("ends a session 90 days after its login however busy it is, its last access token with it", () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(START)
        const auth = yield* Auth
        const { email } = yield* confirmedUser()
        const login = yield* auth.signIn(email, "correct-horse-7")
        let tokens = login
        for (let day = 0; day < 89; day++) {
          yield* TestClock.adjust("1 day")
          tokens = yield* auth.refresh(tokens.refreshToken)
        }
        // Half an hour before the 90 days: refreshed once more, its access token would run past them.
        yield* TestClock.adjust("23 hours")
        yield* TestClock.adjust("30 minutes")
        tokens = yield* auth.refresh(tokens.refreshToken)
        yield* auth.user(tokens.accessToken)
        yield* TestClock.adjust("31 minutes")
        expect(yield* failureKey(auth.user(tokens.accessToken))).toBe("sessionExpired")
        expect(yield* failureKey(auth.refresh(tokens.refreshToken))).toBe("sessionExpired")
      }),
    )

    it.effect("logs out: the session's access and refresh tokens stop working, other sessions stay", () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(START)
        const auth = yield* Auth
        const { email } = yield* confirmedUser()
        const first = yield* auth.signIn(email, "correct-horse-7")
        const second = yield* auth.signIn(email, "correct-horse-7")
        yield* auth.signOut(first.accessToken)
        expect(yield* failureKey(auth.user(first.accessToken))).toBe("sessionExpired")
        expect(yield* failureKey(auth.refresh(first.refreshToken))).toBe("sessionExpired")
        yield* auth.user(second.accessToken)
        yield* auth.refresh(second.refreshToken)
        yield* auth.signOut("garbage")
      }),
    )

    it.effect("updates the metadata, and changes the e-mail only through the new address's link", () =>
      Effect.gen(function* () {
        const auth = yield* Auth
        const { email, session } = yield* confirmedUser()
        const updated = yield* auth.updateUser(session.accessToken, { metadata: { userLang: "en", mailTemplate: "en", company: "Neu GmbH" } }, REDIRECT)
        expect(updated.metadata).toMatchObject({ userLang: "en", mailTemplate: "en", company: "Neu GmbH", firstname: "Anna" })
        expect((yield* auth.user(session.accessToken)).metadata.company).toBe("Neu GmbH")

        const taken = yield* confirmedUser()
        expect(yield* failureKey(auth.updateUser(session.accessToken, { email: taken.email }, REDIRECT))).toBe("emailAlreadyExists")

        const next = freshEmail("moved")
        const pending = yield* auth.updateUser(session.accessToken, { email: next }, REDIRECT)
        expect(pending.email).toBe(email)
        const { mail, params } = yield* lastMail(next)
        expect(mail.subject).toBe("Confirm your new e-mail address")
        expect(params["type"]).toBe("email_change")
        yield* auth.signIn(email, "correct-horse-7")
        const moved = yield* auth.exchangeLink(params)
        expect(moved.user.email).toBe(next)
        yield* auth.signIn(next, "correct-horse-7")
        expect(yield* failureKey(auth.signIn(email, "correct-horse-7"))).toBe("wrongCredentials")
      }),
    )

    it.effect("changes the password only with the current one, 8 characters to 72 bytes", () =>
      Effect.gen(function* () {
        const auth = yield* Auth
        const { email, session } = yield* confirmedUser()
        expect(yield* failureKey(auth.changePassword(session.accessToken, "wrong-password-1", "a-new-password-5"))).toBe("incorrectPassword")
        expect(yield* failureKey(auth.changePassword(session.accessToken, "correct-horse-7", "short"))).toBe("passwordTooShort")
        expect(yield* failureKey(auth.changePassword(session.accessToken, "correct-horse-7", "ä".repeat(37)))).toBe("passwordTooLong")
        // Another device's session ends with the change; this one goes on.
        const elsewhere = yield* auth.signIn(email, "correct-horse-7")
        yield* auth.changePassword(session.accessToken, "correct-horse-7", "a-new-password-5")
        expect(Exit.isFailure(yield* Effect.exit(auth.refresh(elsewhere.refreshToken)))).toBe(true)
        yield* auth.refresh(session.refreshToken)
        expect(yield* failureKey(auth.signIn(email, "correct-horse-7"))).toBe("wrongCredentials")
        yield* auth.signIn(email, "a-new-password-5")
      }),
    )

    it.effect("refuses a sign-up password over 72 bytes (bcrypt would cut it) and accepts exactly 72", () =>
      Effect.gen(function* () {
        const auth = yield* Auth
        const tooLong = freshEmail("long")
        expect(yield* failureKey(auth.signUp({ email: tooLong, password: "a".repeat(73), metadata: metadata(), redirectTo: REDIRECT }))).toBe(
          "passwordTooLong",
        )
        expect(yield* mailCount(tooLong)).toBe(0)
        const exact = freshEmail("exact")
        yield* auth.signUp({ email: exact, password: "ä".repeat(36), metadata: metadata(), redirectTo: REDIRECT })
        yield* auth.exchangeLink((yield* lastMail(exact)).params)
        yield* auth.signIn(exact, "ä".repeat(36))
        expect(yield* failureKey(auth.signIn(exact, `${"ä".repeat(36)}x`))).toBe("wrongCredentials")
      }),
    )

    it.effect("checks the current password without changing anything", () =>
      Effect.gen(function* () {
        const auth = yield* Auth
        const { email, session } = yield* confirmedUser()
        expect(yield* failureKey(auth.checkPassword(session.accessToken, "wrong-password-1"))).toBe("incorrectPassword")
        expect(yield* failureKey(auth.checkPassword(session.accessToken, ""))).toBe("incorrectPassword")
        yield* auth.checkPassword(session.accessToken, "correct-horse-7")
        expect(yield* failureKey(auth.checkPassword("", "correct-horse-7"))).toBe("sessionExpired")
        yield* auth.signIn(email, "correct-horse-7")
        yield* auth.refresh(session.refreshToken)
      }),
    )

    it.effect("deletes the account only with the current password", () =>
      Effect.gen(function* () {
        const auth = yield* Auth
        const { email, session } = yield* confirmedUser()
        expect(yield* failureKey(auth.deleteUser(session.accessToken, "wrong-password-1"))).toBe("incorrectPassword")
        yield* auth.user(session.accessToken)
        yield* auth.deleteUser(session.accessToken, "correct-horse-7")
        expect(yield* failureKey(auth.signIn(email, "correct-horse-7"))).toBe("wrongCredentials")
        expect(yield* failureKey(auth.user(session.accessToken))).toBe("sessionExpired")
        expect(yield* failureKey(auth.refresh(session.refreshToken))).toBe("sessionExpired")
      }),
    )
  })
