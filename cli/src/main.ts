/**
 * shop-cli: the shop's core for sales staff in a terminal. Commands decode their input, run one
 * core program on the process's runtime and map typed errors to messages and exit codes.
 * Each command imports its code when it runs: `--help` loads commander and the texts only.
 */
import { Command, CommanderError, Option } from "commander"
import { ExitCode } from "./exitCodes.ts"
import { type ExportCartCliOptions, exportFormats } from "./commands/exportFormats.ts"
import { registerCatalogue } from "./commands/catalogueCommand.ts"
import { registerDatasheets } from "./commands/datasheetsCommand.ts"
import { registerInquiries } from "./commands/inquiriesCommand.ts"
import { registerRedirects } from "./commands/redirectsCommand.ts"
import { registerQuickOrder } from "./commands/quickOrderCommand.ts"
import { environmentLanguage, messagesFor } from "./messages.ts"

const envLang = environmentLanguage(process.env)

const languageOption = () =>
  new Option("--lang <lang>", "language of names, numbers and messages").choices(["de", "en"]).default(envLang, "from LC_ALL, LC_MESSAGES or LANG, else en")
const catalogueOption = () =>
  new Option("--catalogue <dir|url>", "catalogue folder or base URL (default: CATALOGUE_SOURCE, else the demo catalogue)")

const program = new Command()
  .name("shop-cli")
  .description("Enclosure shop tools for sales staff: cart exports and datasheets, priced from the catalogue.")
  .version("0.1.0")
  .showHelpAfterError()
  .exitOverride()

program.addHelpText(
  "after",
  `
Exit codes: 0 done, 1 unexpected failure, 2 bad input, 3 unknown product or accessory, 4 catalogue unavailable.`,
)

program
  .command("export-cart")
  .description(
    "Export a cart share string as CSV (for the wholesaler's import), JSON, a table, the cart PDF, or the hand-back to a craftsman's software (IDS-Connect XML) or a buyer's SAP (OCI).",
  )
  .argument("[cart]", "cart share string or shop URL with one; '-' or omitted: read standard input")
  .option("-f, --file <file>", "read the share string from a file")
  .addOption(new Option("--format <format>", "output format").choices(exportFormats).default("csv"))
  .option("-o, --out <file>", "write to a file instead of standard output")
  .option("--hook-url <url>", "oci: the buyer system's HOOK_URL; the page then holds the form that posts the cart there")
  .option("--lenient", "drop or correct invalid parts (with warnings) instead of failing", false)
  .option("--verbose", "log details to standard error", false)
  .addOption(languageOption())
  .addOption(catalogueOption())
  .addHelpText(
    "after",
    `
Examples:
  $ shop-cli export-cart "cart[0][productId]=WS-0612-40&cart[0][amount]=2&cart[0][accessories][0][id]=ACC-MP-0612&cart[0][accessories][0][amount]=1&discount=5&projectId=AW-2"
  $ shop-cli export-cart --file cart.txt --format table --lang de
  $ pbpaste | shop-cli export-cart --format json -o cart.json
  $ shop-cli export-cart "https://shop.example/de/?cart[0][productId]=WS-0612-40&cart[0][amount]=1" --catalogue https://cdn.example/catalogue/
  $ shop-cli export-cart --file cart.txt --format ids -o warenkorb.xml
  $ shop-cli export-cart --file cart.txt --format oci --hook-url "https://srm.example.com/sap/bc/gui/sap/its/bbpsc02/?sap-client=100" -o cart.html

CSV: UTF-8 with BOM, ';' separated, CRLF: German Excel opens it directly.
ids: the IDS-Connect 2.5 Warenkorb XML (UTF-8), as the shop hands it to a craftsman's software.
oci: an HTML page listing the OCI NEW_ITEM fields; with --hook-url it holds the form that posts them to the buyer's SAP.`,
  )
  .action(async (cart: string | undefined, options: ExportCartCliOptions) => {
    const { exportCartAction } = await import("./commands/exportCart.ts")
    await exportCartAction(cart, options, envLang)
  })

registerQuickOrder(program, { envLang, languageOption, catalogueOption })
registerDatasheets(program, { envLang, languageOption, catalogueOption })
registerInquiries(program, { languageOption })
registerCatalogue(program, { envLang, languageOption, catalogueOption })
registerRedirects(program, { envLang, languageOption, catalogueOption })

program
  .command("demo")
  .description("Show the demo catalogue and export an example cart.")
  .addOption(languageOption())
  .addOption(catalogueOption())
  .action(async (options: { lang: string; catalogue?: string }) => {
    const { demoAction } = await import("./commands/demo.ts")
    await demoAction(options, envLang)
  })

// Not awaited at the top level: a command's code, loaded on demand from a bundle's chunk, may
// import what this module's chunk holds, and a pending top-level await there would never settle.
program.parseAsync(process.argv).catch((error: unknown) => {
  if (error instanceof CommanderError) {
    // Help and version exit 0; usage errors (already printed by commander) exit 2.
    process.exitCode = error.exitCode === 0 ? ExitCode.ok : ExitCode.badInput
  } else {
    process.stderr.write(`${messagesFor(envLang).general}\n`)
    process.exitCode = ExitCode.unexpected
  }
})
