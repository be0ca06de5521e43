/** Registration of `shop-cli catalogue validate`; its code (catalogue.ts) loads when the command runs. */
import type { Command, Option } from "commander"
import type { Language } from "@shop/core"

export interface CatalogueValidateOptions {
  readonly json: boolean
  readonly write: boolean
  readonly verbose: boolean
  readonly lang: string
  readonly catalogue?: string
}

export const registerCatalogue = (
  program: Command,
  shared: { readonly envLang: Language; readonly languageOption: () => Option; readonly catalogueOption: () => Option },
) => {
  const catalogue = program.command("catalogue").description("Catalogue publishing: validate a catalogue and write its index file and manifest.")
  catalogue
    .command("validate")
    .description("Decode every product and accessory, check references, and write index.json (what the shop's index needs, where each item lies) and manifest.json (every file's SHA-256) beside project.json.")
    .option("--json", "JSON for scripts", false)
    .option("--no-write", "only check; leave index.json and manifest.json as they are")
    .option("--verbose", "log details to standard error", false)
    .addOption(shared.languageOption())
    .addOption(shared.catalogueOption())
    .addHelpText(
      "after",
      `
With them, the shop reads only index.json at start and each item on its first use; a file changed
after validation is validated in full when the shop loads it (an item changed without changing
its file's size is left out on first use). Run this after every change to the catalogue files.
A catalogue behind a URL is checked only: validate the folder before uploading it, index.json and
manifest.json included.

Exit codes: 0 valid (index and manifest written), 2 problems found (nothing written), 4 catalogue unavailable.`,
    )
    .action(async (options: CatalogueValidateOptions) => {
      const { validateAction } = await import("./catalogue.ts")
      await validateAction(options, shared.envLang)
    })
  return catalogue
}
