/** Registration of `shop-cli datasheets`; its code (datasheets.ts) loads when the command runs. */
import type { Command, Option } from "commander"
import type { Language } from "@shop/core"

export interface DatasheetsCliOptions {
  readonly products: string
  readonly out: string
  readonly verbose: boolean
  readonly lang: string
  readonly catalogue?: string
}

/** Registers the command on the program (called from main.ts). */
export const registerDatasheets = (
  program: Command,
  shared: { readonly envLang: Language; readonly languageOption: () => Option; readonly catalogueOption: () => Option },
) =>
  program
    .command("datasheets")
    .description("Generate article datasheets (PDF) for products and pack them into one ZIP.")
    .requiredOption("-p, --products <ids|@file>", "product ids separated by commas or blanks, or @file with ids (one per line, # comments)")
    .requiredOption("-o, --out <file.zip>", "ZIP file to write; an existing folder gets Datenblaetter-{timestamp}.zip")
    .option("--verbose", "log details to standard error", false)
    .addOption(shared.languageOption())
    .addOption(shared.catalogueOption())
    .addHelpText(
      "after",
      `
Examples:
  $ shop-cli datasheets --products WS-0612-40,WS-0408-30 --out datasheets.zip
  $ shop-cli datasheets --products @products.txt --out ./ --lang en

Files in the ZIP: {article}_Datenblatt.pdf, with -1, -2, … for repeated articles.
Progress goes to standard error: a bar on a terminal, plain lines otherwise.`,
    )
    .action(async (options: DatasheetsCliOptions) => {
      const { datasheetsAction } = await import("./datasheets.ts")
      await datasheetsAction(options, shared.envLang)
    })
