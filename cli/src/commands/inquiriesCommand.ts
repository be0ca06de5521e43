/** Registration of `shop-cli inquiries`; its code (inquiries.ts, the database) loads when a subcommand runs. */
import { type Command, Option } from "commander"
import type { Language } from "@shop/core/i18n/language"

export const registerInquiries = (program: Command, shared: { readonly languageOption: () => Option }) => {
  const inquiries = program.command("inquiries").description("Sent cart requests of every customer and the state of their mails (database owner).")
  inquiries
    .command("list")
    .description("The newest inquiries with the customer and their mails (sent, pending, failed).")
    .addOption(new Option("--limit <n>", "at most this many").default("50"))
    .option("--failed", "only inquiries with a mail given up", false)
    .option("--json", "JSON for scripts", false)
    .option("--verbose", "log details to standard error", false)
    .addOption(shared.languageOption())
    .action(async (options: { limit: string; failed: boolean; json: boolean; verbose: boolean; lang: Language }) => {
      await (await import("./inquiries.ts")).listAction(options)
    })
  inquiries
    .command("show")
    .description("One inquiry with each of its mails: recipient, subject, status, attempts and the last error.")
    .argument("<number>", "inquiry number")
    .option("--json", "JSON for scripts", false)
    .option("--verbose", "log details to standard error", false)
    .addOption(shared.languageOption())
    .action(async (raw: string, options: { json: boolean; verbose: boolean; lang: Language }) => {
      await (await import("./inquiries.ts")).showAction(raw, options)
    })
  inquiries
    .command("resend")
    .description("Queue an inquiry's mails (to sales and the customer) again; the web server's outbox worker sends them.")
    .argument("<number>", "inquiry number")
    .option("--json", "JSON for scripts", false)
    .option("--verbose", "log details to standard error", false)
    .addOption(shared.languageOption())
    .action(async (raw: string, options: { json: boolean; verbose: boolean; lang: Language }) => {
      await (await import("./inquiries.ts")).resendAction(raw, options)
    })
  inquiries
    .command("mails")
    .description("The mails given up after their attempts (the mail server was down), also of deleted inquiries and accounts, with their ids.")
    .addOption(new Option("--limit <n>", "at most this many").default("50"))
    .option("--json", "JSON for scripts", false)
    .option("--verbose", "log details to standard error", false)
    .addOption(shared.languageOption())
    .action(async (options: { limit: string; json: boolean; verbose: boolean; lang: Language }) => {
      await (await import("./inquiries.ts")).mailsAction(options)
    })
  inquiries
    .command("resend-mail")
    .description("Try one given-up mail again (its id from `inquiries mails` or `show`); the web server's outbox worker sends it.")
    .argument("<id>", "mail id")
    .option("--json", "JSON for scripts", false)
    .option("--verbose", "log details to standard error", false)
    .addOption(shared.languageOption())
    .action(async (raw: string, options: { json: boolean; verbose: boolean; lang: Language }) => {
      await (await import("./inquiries.ts")).resendMailAction(raw, options)
    })
  return inquiries
}
