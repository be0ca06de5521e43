/**
 * The account mails in German and English (spec §9: the subjects are translated for sign-up
 * confirmation, invite, magic link, e-mail change and password reset). The language is the
 * user's `mailTemplate` (else `userLang`) metadata; the embedded Auth adapter sends these through
 * the Mailer port, and supabase/config.toml carries the same texts for Supabase's own mails.
 * Invite and magic-link mails are not sent by the shop today; their texts are here so that the
 * set is complete when they are.
 */
import type { Language } from "../i18n/language.ts"
import type { Mail } from "../ports/Mailer.ts"

export type AuthMailKind = "signup" | "invite" | "magiclink" | "email_change" | "recovery"

export const authMailSubjects: Readonly<Record<AuthMailKind, Readonly<Record<Language, string>>>> = {
  signup: { de: "Bitte bestätigen Sie Ihre Registrierung", en: "Confirm your sign-up" },
  invite: { de: "Sie wurden eingeladen", en: "You have been invited" },
  magiclink: { de: "Ihr Anmeldelink", en: "Your login link" },
  email_change: { de: "Bitte bestätigen Sie Ihre neue E-Mail-Adresse", en: "Confirm your new e-mail address" },
  recovery: { de: "Passwort zurücksetzen", en: "Reset your password" },
}

interface Body {
  readonly intro: string
  readonly action: string
  readonly validity: string
  readonly ignore: string
}

const bodies: Readonly<Record<AuthMailKind, Readonly<Record<Language, Body>>>> = {
  signup: {
    de: {
      intro: "vielen Dank für Ihre Registrierung im Webshop.",
      action: "Bitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link, danach sind Sie angemeldet:",
      validity: "Der Link ist 24 Stunden gültig und kann einmal verwendet werden.",
      ignore: "Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.",
    },
    en: {
      intro: "thank you for signing up to the web shop.",
      action: "Please confirm your e-mail address with this link; you are then logged in:",
      validity: "The link is valid for 24 hours and can be used once.",
      ignore: "If you did not sign up, you can ignore this e-mail.",
    },
  },
  invite: {
    de: {
      intro: "Sie wurden eingeladen, ein Konto im Webshop anzulegen.",
      action: "Nehmen Sie die Einladung mit diesem Link an:",
      validity: "Der Link ist 24 Stunden gültig und kann einmal verwendet werden.",
      ignore: "Wenn Sie keine Einladung erwartet haben, können Sie diese E-Mail ignorieren.",
    },
    en: {
      intro: "you have been invited to create an account in the web shop.",
      action: "Accept the invitation with this link:",
      validity: "The link is valid for 24 hours and can be used once.",
      ignore: "If you did not expect an invitation, you can ignore this e-mail.",
    },
  },
  magiclink: {
    de: {
      intro: "Sie haben einen Anmeldelink angefordert.",
      action: "Melden Sie sich mit diesem Link an:",
      validity: "Der Link ist 1 Stunde gültig und kann einmal verwendet werden.",
      ignore: "Wenn Sie keinen Link angefordert haben, können Sie diese E-Mail ignorieren.",
    },
    en: {
      intro: "you asked for a login link.",
      action: "Log in with this link:",
      validity: "The link is valid for 1 hour and can be used once.",
      ignore: "If you did not ask for a link, you can ignore this e-mail.",
    },
  },
  email_change: {
    de: {
      intro: "Sie möchten die E-Mail-Adresse Ihres Kontos im Webshop auf diese Adresse ändern.",
      action: "Bitte bestätigen Sie die neue Adresse mit diesem Link:",
      validity: "Der Link ist 24 Stunden gültig und kann einmal verwendet werden. Bis dahin gilt die bisherige Adresse.",
      ignore: "Wenn Sie die Änderung nicht veranlasst haben, ignorieren Sie diese E-Mail; die Adresse bleibt dann unverändert.",
    },
    en: {
      intro: "you asked to change the e-mail address of your web shop account to this address.",
      action: "Please confirm the new address with this link:",
      validity: "The link is valid for 24 hours and can be used once. Until then the old address stays in use.",
      ignore: "If you did not ask for this change, ignore this e-mail; the address then stays as it is.",
    },
  },
  recovery: {
    de: {
      intro: "Sie haben angefordert, Ihr Passwort für den Webshop zurückzusetzen.",
      action: "Legen Sie mit diesem Link ein neues Passwort fest:",
      validity: "Der Link ist 1 Stunde gültig und kann einmal verwendet werden.",
      ignore: "Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.",
    },
    en: {
      intro: "you asked to reset your web shop password.",
      action: "Choose a new password with this link:",
      validity: "The link is valid for 1 hour and can be used once.",
      ignore: "If you did not ask for this, you can ignore this e-mail; your password stays as it is.",
    },
  },
}

const greeting: Readonly<Record<Language, (name: string) => string>> = {
  de: (name) => (name === "" ? "Guten Tag," : `Guten Tag ${name},`),
  en: (name) => (name === "" ? "Hello," : `Hello ${name},`),
}

const signature: Readonly<Record<Language, string>> = {
  de: "Mit freundlichen Grüßen\nIhr Webshop-Team",
  en: "Kind regards\nYour web shop team",
}

/** Single-line text only: a name must never add lines to a mail. */
const oneLine = (text: string): string => text.replace(/[\r\n\u2028\u2029]+/g, " ").trim().slice(0, 200)

export interface AuthMailInput {
  readonly to: string
  readonly link: string
  /** First and last name for the greeting; empty for none. */
  readonly name?: string
}

/** The mail of `kind` in `lang`: subject, greeting, the link on a line of its own, validity, and what to do if unasked. */
export const authMail = (kind: AuthMailKind, lang: Language, input: AuthMailInput): Mail => {
  const body = bodies[kind][lang]
  const name = oneLine(input.name ?? "")
  const intro = body.intro.charAt(0).toUpperCase() + body.intro.slice(1)
  return {
    to: input.to,
    subject: authMailSubjects[kind][lang],
    text: [
      greeting[lang](name),
      "",
      intro,
      "",
      body.action,
      input.link,
      "",
      body.validity,
      body.ignore,
      "",
      signature[lang],
    ].join("\n"),
  }
}

/** The language of a user's auth mails: `mailTemplate`, else `userLang`, else `fallback`. */
export const mailLanguage = (metadata: { readonly mailTemplate?: unknown; readonly userLang?: unknown }, fallback: Language): Language =>
  metadata.mailTemplate === "de" || metadata.mailTemplate === "en"
    ? metadata.mailTemplate
    : metadata.userLang === "de" || metadata.userLang === "en"
      ? metadata.userLang
      : fallback
