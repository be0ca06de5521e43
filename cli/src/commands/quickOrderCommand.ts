/** Registration of `shop-cli quick-order`; its code (quickOrder.ts) loads when the command runs. */
import { type Command, InvalidArgumentError, Option } from "commander"
import type { Language } from "@shop/core/i18n/language"
import { exportFormats } from "./exportFormats.ts"

export const quickOrderFormats = [...exportFormats, "share"] as const
export type QuickOrderFormat = (typeof quickOrderFormats)[number]

export interface QuickOrderCliOptions {
  readonly format: QuickOrderFormat
  readonly out?: string
  readonly codeColumn?: number
  readonly amountColumn?: number
  readonly lenient: boolean
  readonly verbose: boolean
  readonly lang: string
  readonly catalogue?: string
}

/** A column number as a user counts (1 is the first); the core counts from 0. */
const columnNumber = (value: string): number => {
  const n = Number(value)
  if (!/^\d{1,3}$/.test(value) || n < 1 || n > 100) throw new InvalidArgumentError("a column number from 1 to 100")
  return n
}

export const registerQuickOrder = (
  program: Command,
  shared: { readonly envLang: Language; readonly languageOption: () => Option; readonly catalogueOption: () => Option },
) =>
  program
    .command("quick-order")
    .description("Read an order list (pasted lines, a CSV or an .xlsx file) by article number and amount, and print the priced cart or its share string.")
    .argument("[file]", "the list: a text or CSV file, an .xlsx file, or '-' (default when piped) for standard input")
    .addOption(new Option("--format <format>", "output format").choices(quickOrderFormats).default("table"))
    .option("-o, --out <file>", "write to a file instead of standard output")
    .option("--code-column <n>", "the article numbers' column (1 is the first), when the list's header does not name it", columnNumber)
    .option("--amount-column <n>", "the amounts' column (1 is the first), with --code-column", columnNumber)
    .option("--lenient", "leave out lines that cannot be added (with warnings) instead of failing", false)
    .option("--verbose", "log details to standard error", false)
    .addOption(shared.languageOption())
    .addOption(shared.catalogueOption())
    .addHelpText(
      "after",
      `
A line holds an article number (supplier article number, article number, EAN or catalogue key,
written with or without spaces, dots and dashes) and an amount, separated by a tab, semicolon,
comma or spaces, in either order; a header row naming the columns (Artikelnummer, Menge, …) is
read. Accessory lines under a product line belong to it, as the shop's CSV export writes them.
Up to 500 lines, 2 MiB. Notes on corrected amounts and merged lines go to standard error.

Examples:
  $ shop-cli quick-order bestellung.xlsx
  $ pbpaste | shop-cli quick-order - --format share
  $ shop-cli quick-order export.csv --format pdf -o angebot.pdf --lang de
  $ shop-cli quick-order erp.csv --code-column 3 --amount-column 5 --format csv

Exit codes: 0 done, 2 a line or the list cannot be read (ambiguous, a fraction as amount, too many
lines, …), 3 unknown article numbers, 4 catalogue unavailable; with --lenient such lines are left out.`,
    )
    .action(async (file: string | undefined, options: QuickOrderCliOptions) => {
      const { quickOrderAction } = await import("./quickOrder.ts")
      await quickOrderAction(file, options, shared.envLang)
    })
