/**
 * Registration of `shop-cli inquiries`; its code (inquiries.ts, the database) loads when a
 * subcommand runs. Every argument is checked here, as commander parses it: a mistyped number or
 * limit is refused at once, before the database is opened.
 */
import { Argument, type Command, InvalidArgumentError, Option } from "commander"
import type { Language } from "@shop/core/i18n/language"
import { readInquiryReference } from "@shop/core/inquiries/reference"
import { type SharedOptions, examples } from "./shared.ts"

/** The most rows `--limit` asks for. */
export const MAX_LIMIT = 10_000

const texts = {
  de: {
    group: "Gesendete Warenkorb-Anfragen aller Kunden und der Stand ihrer Mails (als Datenbank-Eigentümer).",
    list: "Die neuesten Anfragen mit dem Kunden und seinen Mails (gesendet, offen, fehlgeschlagen).",
    show: "Eine Anfrage mit jeder ihrer Mails: Empfänger, Betreff, Stand, Versuche und der letzte Fehler.",
    resend: "Die Mails einer Anfrage (an den Vertrieb und den Kunden) erneut einreihen; der Outbox-Worker des Webservers sendet sie.",
    mails: "Die nach allen Versuchen aufgegebenen Mails (der Mailserver war nicht erreichbar), auch gelöschter Anfragen und Konten, mit ihren Nummern.",
    resendMail: "Eine aufgegebene Mail erneut versuchen (ihre Nummer aus `inquiries mails` oder `show`); der Outbox-Worker des Webservers sendet sie.",
    limit: ["--limit <anzahl>", "höchstens so viele"],
    failed: "nur Anfragen mit einer aufgegebenen Mail",
    number: ["<nummer>", "Anfragenummer: 2026-00017, 00017 oder 17"],
    mailId: ["<id>", "Mail-Nummer"],
    badLimit: `Eine Anzahl ist eine ganze Zahl von 1 bis ${MAX_LIMIT}.`,
    badReference: "Eine Anfragenummer sieht so aus: 2026-00017, 00017 oder 17.",
    badMailId: "Eine Mail-Nummer ist eine ganze Zahl ab 1, wie `inquiries mails` sie zeigt.",
    database: `Die Datenbank: DATABASE_URL (PostgreSQL), sonst die eingebettete in SHOP_DATA_DIR (Standard var), die nur ein
Prozess öffnen darf: vorher npm start beenden. Gibt es dort noch keine Datenbank, gibt es keine Anfragen.`,
  },
  en: {
    group: "Sent cart requests of every customer and the state of their mails (database owner).",
    list: "The newest inquiries with the customer and their mails (sent, pending, failed).",
    show: "One inquiry with each of its mails: recipient, subject, status, attempts and the last error.",
    resend: "Queue an inquiry's mails (to sales and the customer) again; the web server's outbox worker sends them.",
    mails: "The mails given up after their attempts (the mail server was down), also of deleted inquiries and accounts, with their ids.",
    resendMail: "Try one given-up mail again (its id from `inquiries mails` or `show`); the web server's outbox worker sends it.",
    limit: ["--limit <n>", "at most this many"],
    failed: "only inquiries with a mail given up",
    number: ["<number>", "inquiry number: 2026-00017, 00017 or 17"],
    mailId: ["<id>", "mail id"],
    badLimit: `A limit is a whole number from 1 to ${MAX_LIMIT}.`,
    badReference: "An inquiry number looks like 2026-00017, 00017 or 17.",
    badMailId: "A mail id is a whole number from 1 up, as `inquiries mails` shows it.",
    database: `The database: DATABASE_URL (PostgreSQL), else the embedded one in SHOP_DATA_DIR (default var), which only one
process may open: stop npm start first. Where there is no database yet, there are no inquiries.`,
  },
} as const

type Texts = (typeof texts)[Language]

/** `--limit`: a whole number from 1 to MAX_LIMIT. */
const limitOf = (t: Texts) => (value: string): number => {
  const n = Number(value)
  if (!/^\d{1,5}$/.test(value.trim()) || n < 1 || n > MAX_LIMIT) throw new InvalidArgumentError(t.badLimit)
  return n
}

/** An inquiry as sales staff quote it; kept as typed (its year, when given, must match too). */
const referenceOf = (t: Texts) => (value: string): string => {
  if (readInquiryReference(value) === null) throw new InvalidArgumentError(t.badReference)
  return value
}

const mailIdOf = (t: Texts) => (value: string): number => {
  const n = Number(value.trim())
  if (!/^\s*\d{1,9}\s*$/.test(value) || n < 1) throw new InvalidArgumentError(t.badMailId)
  return n
}

/** Whether the subcommand was answered without a database (there is none yet): `answer` then ran. */
const answered = async (answer: (without: (typeof import("./inquiriesWithoutDatabase.ts"))["withoutDatabase"]) => void): Promise<boolean> => {
  const { noDatabase, withoutDatabase } = await import("./inquiriesWithoutDatabase.ts")
  if (!(await noDatabase())) return false
  answer(withoutDatabase)
  return true
}

export interface InquiriesCliOptions {
  readonly json: boolean
  readonly verbose: boolean
  readonly lang: Language
}

export const registerInquiries = (program: Command, shared: SharedOptions) => {
  const t = texts[shared.lang]
  const common = (command: Command) =>
    command.option("--json", shared.texts.json, false).option("--verbose", shared.texts.verbose, false).addOption(shared.languageOption())
  const help = (lines: ReadonlyArray<string>) => `${examples(shared.texts, lines)}\n\n${t.database}`
  const inquiries = program
    .command("inquiries")
    .description(t.group)
    .addHelpText("after", help(["shop-cli inquiries list --failed", "shop-cli inquiries show 2026-00017", "shop-cli inquiries mails --json"]))
  common(
    inquiries
      .command("list")
      .description(t.list)
      .addOption(new Option(t.limit[0], t.limit[1]).default(50).argParser(limitOf(t)))
      .option("--failed", t.failed, false),
  )
    .addHelpText("after", help(["shop-cli inquiries list", "shop-cli inquiries list --failed --limit 20", "shop-cli inquiries list --json > inquiries.json"]))
    .action(async (options: InquiriesCliOptions & { limit: number; failed: boolean }) => {
      if (await answered((w) => w.list(options))) return
      await (await import("./inquiries.ts")).listAction(options)
    })
  common(inquiries.command("show").description(t.show).addArgument(new Argument(t.number[0], t.number[1]).argParser(referenceOf(t))))
    .addHelpText("after", help(["shop-cli inquiries show 2026-00017", "shop-cli inquiries show 17 --json", "shop-cli inquiries show 17 --lang de"]))
    .action(async (raw: string, options: InquiriesCliOptions) => {
      if (await answered((w) => w.show(raw, options))) return
      await (await import("./inquiries.ts")).showAction(raw, options)
    })
  common(inquiries.command("resend").description(t.resend).addArgument(new Argument(t.number[0], t.number[1]).argParser(referenceOf(t))))
    .addHelpText("after", help(["shop-cli inquiries resend 2026-00017", "shop-cli inquiries resend 17 --json"]))
    .action(async (raw: string, options: InquiriesCliOptions) => {
      if (await answered((w) => w.resend(raw, options))) return
      await (await import("./inquiries.ts")).resendAction(raw, options)
    })
  common(inquiries.command("mails").description(t.mails).addOption(new Option(t.limit[0], t.limit[1]).default(50).argParser(limitOf(t))))
    .addHelpText("after", help(["shop-cli inquiries mails", "shop-cli inquiries mails --limit 10 --json"]))
    .action(async (options: InquiriesCliOptions & { limit: number }) => {
      if (await answered((w) => w.mails(options))) return
      await (await import("./inquiries.ts")).mailsAction(options)
    })
  common(inquiries.command("resend-mail").description(t.resendMail).addArgument(new Argument(t.mailId[0], t.mailId[1]).argParser(mailIdOf(t))))
    .addHelpText("after", help(["shop-cli inquiries mails", "shop-cli inquiries resend-mail 42"]))
    .action(async (id: number, options: InquiriesCliOptions) => {
      if (await answered((w) => w.resendMail(id, options))) return
      await (await import("./inquiries.ts")).resendMailAction(id, options)
    })
  return inquiries
}
