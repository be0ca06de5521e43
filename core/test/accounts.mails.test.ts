import { describe, expect, it } from "@effect/vitest"
import { type AuthMailKind, authMail, authMailSubjects, mailLanguage } from "../src/accounts/mails.ts"
import { authLink } from "../src/accounts/policy.ts"

const kinds: ReadonlyArray<AuthMailKind> = ["signup", "invite", "magiclink", "email_change", "recovery"]

describe("account mails", () => {
  it("has a translated subject for sign-up confirmation, invite, magic link, e-mail change and password reset (spec §9)", () => {
    for (const kind of kinds) {
      expect(authMailSubjects[kind].de).not.toBe(authMailSubjects[kind].en)
      expect(authMailSubjects[kind].de.length).toBeGreaterThan(5)
    }
    expect(authMailSubjects.recovery).toEqual({ de: "Passwort zurücksetzen", en: "Reset your password" })
  })

  it("puts the link on a line of its own, greets by name, and says how long the link lives", () => {
    const link = "https://shop.example/de/login/?token_hash=abc&type=signup"
    for (const kind of kinds) {
      for (const lang of ["de", "en"] as const) {
        const mail = authMail(kind, lang, { to: "anna@example.at", link, name: "Anna Huber" })
        expect(mail.to).toBe("anna@example.at")
        expect(mail.subject).toBe(authMailSubjects[kind][lang])
        expect(mail.text.split("\n")).toContain(link)
        expect(mail.text).toContain("Anna Huber")
        expect(mail.text).toMatch(lang === "de" ? /Stunde/ : /hour/)
      }
    }
    expect(authMail("recovery", "de", { to: "a@b.at", link }).text).toMatch(/1 Stunde gültig/)
    expect(authMail("signup", "en", { to: "a@b.at", link }).text).toMatch(/^Hello,\n/)
  })

  it("never lets a name add lines to the mail", () => {
    const mail = authMail("signup", "de", { to: "a@b.at", link: "https://x/", name: "Anna\r\nE-Mail: ceo@example.com" })
    expect(mail.text.split("\n")[0]).toBe("Guten Tag Anna E-Mail: ceo@example.com,")
    expect(mail.text.split("\n").filter((line) => line.startsWith("E-Mail:"))).toEqual([])
  })

  it("writes in the user's mail template, else their language, else the page's", () => {
    expect(mailLanguage({ mailTemplate: "en", userLang: "de" }, "de")).toBe("en")
    expect(mailLanguage({ userLang: "en" }, "de")).toBe("en")
    expect(mailLanguage({ mailTemplate: "fr" }, "en")).toBe("en")
    expect(mailLanguage({}, "de")).toBe("de")
  })
})

describe("authLink", () => {
  it("adds token_hash and type to the query, keeping what is there", () => {
    expect(authLink("https://shop.example/de/login/?next=%2Fde%2F", "t0k-en_", "signup")).toBe(
      "https://shop.example/de/login/?next=%2Fde%2F&token_hash=t0k-en_&type=signup",
    )
    expect(authLink("https://shop.example/en/reset-password/", "abc", "recovery")).toBe("https://shop.example/en/reset-password/?token_hash=abc&type=recovery")
    expect(authLink("/de/login/", "a b", "email_change")).toBe("/de/login/?token_hash=a%20b&type=email_change")
    expect(authLink("/de/login/?x=1", "a", "signup")).toBe("/de/login/?x=1&token_hash=a&type=signup")
  })
})
