/** The texts of `shop-cli inquiries` in German and English (apart from its database code, for the answers given without one). */
import type { MailStatus, OutboxEntry } from "@shop/core/ports/MailQueue"
import type { Language } from "@shop/core/i18n/language"
import { plural } from "../plural.ts"

export interface Texts {
  readonly none: string
  readonly notFound: (reference: string) => string
  readonly priceOnRequest: string
  readonly mails: (sent: number, pending: number, failed: number) => string
  readonly deletedAccount: string
  readonly kind: Record<OutboxEntry["kind"], string>
  readonly status: Record<MailStatus, string>
  readonly attempts: string
  readonly queued: (number: number, mails: number) => string
  readonly noFailedMail: (id: number) => string
  readonly retried: (id: number) => string
  readonly noFailedMails: string
  readonly deletedInquiry: string
}

export const inquiriesTexts: Record<Language, Texts> = {
  de: {
    none: "Keine Anfragen.",
    notFound: (reference) => `Keine Anfrage ${reference}`,
    priceOnRequest: "Preis auf Anfrage",
    mails: (sent, pending, failed) => `${sent} gesendet/${pending} offen/${failed} fehlgeschl.`,
    deletedAccount: "Konto gelöscht",
    kind: { sales: "Vertrieb", customer: "Kunde" },
    status: { pending: "offen", sending: "sendet", sent: "gesendet", failed: "fehlgeschlagen" },
    attempts: "Versuche",
    queued: (number, mails) => `Anfrage ${number}: ${plural("de", mails, { one: "Mail", other: "Mails" })} erneut eingereiht.`,
    noFailedMail: (id) => `Keine aufgegebene Mail #${id}`,
    retried: (id) => `Mail #${id} erneut eingereiht.`,
    noFailedMails: "Keine aufgegebenen Mails.",
    deletedInquiry: "Anfrage gelöscht",
  },
  en: {
    none: "No inquiries.",
    notFound: (reference) => `No inquiry ${reference}`,
    priceOnRequest: "price on request",
    mails: (sent, pending, failed) => `${sent} sent/${pending} pending/${failed} failed`,
    deletedAccount: "deleted account",
    kind: { sales: "sales", customer: "customer" },
    status: { pending: "pending", sending: "sending", sent: "sent", failed: "failed" },
    attempts: "attempts",
    queued: (number, mails) => `Inquiry ${number}: ${plural("en", mails, { one: "mail", other: "mails" })} queued again.`,
    noFailedMail: (id) => `No given-up mail #${id}`,
    retried: (id) => `Mail #${id} queued again.`,
    noFailedMails: "No given-up mails.",
    deletedInquiry: "inquiry deleted",
  },
}
