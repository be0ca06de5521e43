/**
 * shop-cli: the shop's core for sales staff in a terminal. Commands decode their input, run one
 * core program on the process's runtime and map typed errors to messages and exit codes.
 * Each command imports its code when it runs: `--help` loads commander and the texts only.
 * The language is chosen first (`--lang`, else the locale): the help, the argument errors and
 * every message are in it (cliCommand.ts).
 */
import { CommanderError } from "commander"
import { commanderTexts, LocalizedCommand } from "./cliCommand.ts"
import { ExitCode } from "./exitCodes.ts"
import { registerCatalogue } from "./commands/catalogueCommand.ts"
import { registerDatasheets } from "./commands/datasheetsCommand.ts"
import { registerDemo } from "./commands/demoCommand.ts"
import { registerExportCart } from "./commands/exportCartCommand.ts"
import { registerInquiries } from "./commands/inquiriesCommand.ts"
import { registerRedirects } from "./commands/redirectsCommand.ts"
import { registerQuickOrder } from "./commands/quickOrderCommand.ts"
import { examples, sharedOptions } from "./commands/shared.ts"
import { languageOf, messagesFor } from "./messages.ts"

const lang = languageOf(process.argv.slice(2), process.env)
const shared = sharedOptions(lang)
const commander = commanderTexts(lang)

const texts = {
  de: {
    description: "Werkzeuge des Gehäuse-Shops für den Vertrieb: Warenkorb-Exporte und Datenblätter, mit Preisen aus dem Katalog.",
    exitCodes: "Exit-Codes: 0 erledigt, 1 unerwarteter Fehler, 2 ungültige Eingabe, 3 unbekannter Artikel oder Zubehör, 4 Katalog nicht verfügbar.",
  },
  en: {
    description: "Enclosure shop tools for sales staff: cart exports and datasheets, priced from the catalogue.",
    exitCodes: "Exit codes: 0 done, 1 unexpected failure, 2 bad input, 3 unknown product or accessory, 4 catalogue unavailable.",
  },
}[lang]

// Settings subcommands inherit (help option, help command, exit override) are set before they are added.
const program = new LocalizedCommand(lang, "shop-cli")
  .description(texts.description)
  .version("0.1.0", "-V, --version", commander.version)
  .helpOption("-h, --help", commander.help)
  .helpCommand(commander.helpCommandArgs, commander.helpCommand)
  // Also before the command (`shop-cli --lang de datasheets …`); the commands' own --lang defaults to the language chosen.
  .addOption(shared.languageOption())
  .exitOverride()

program.addHelpText(
  "after",
  `${examples(shared.texts, ["shop-cli export-cart --file cart.txt --format table", "shop-cli datasheets --help", `shop-cli inquiries list --lang ${lang === "de" ? "en" : "de"}`])}

${texts.exitCodes}`,
)

registerExportCart(program, shared)
registerQuickOrder(program, shared)
registerDatasheets(program, shared)
registerInquiries(program, shared)
registerCatalogue(program, shared)
registerRedirects(program, shared)
registerDemo(program, shared)

// Not awaited at the top level: a command's code, loaded on demand from a bundle's chunk, may
// import what this module's chunk holds, and a pending top-level await there would never settle.
program.parseAsync(process.argv).catch((error: unknown) => {
  if (error instanceof CommanderError) {
    // Help and version exit 0; usage errors (already printed by commander) exit 2.
    process.exitCode = error.exitCode === 0 ? ExitCode.ok : ExitCode.badInput
  } else {
    process.stderr.write(`${messagesFor(lang).general}\n`)
    process.exitCode = ExitCode.unexpected
  }
})
