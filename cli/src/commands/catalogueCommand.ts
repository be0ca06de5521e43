/** Registration of `shop-cli catalogue validate`; its code (catalogue.ts) loads when the command runs. */
import type { Command } from "commander"
import { type SharedOptions, examples } from "./shared.ts"

export interface CatalogueValidateOptions {
  readonly json: boolean
  readonly write: boolean
  readonly verbose: boolean
  readonly lang: string
  readonly catalogue?: string
}

const texts = {
  de: {
    group: "Katalog veröffentlichen: einen Katalog prüfen und seine Indexdatei und sein Manifest schreiben.",
    description:
      "Jedes Produkt und Zubehör dekodieren, Verweise prüfen und neben project.json index.json (was der Index des Shops braucht, wo jeder Artikel liegt) und manifest.json (SHA-256 jeder Datei) schreiben.",
    noWrite: "nur prüfen; index.json und manifest.json bleiben, wie sie sind",
    notes: `Damit liest der Shop beim Start nur index.json und jeden Artikel bei seiner ersten Verwendung; eine
nach der Prüfung geänderte Datei wird beim Laden vollständig geprüft (ein Artikel, dessen Datei sich
ohne Größenänderung geändert hat, bleibt bei der ersten Verwendung weg). Nach jeder Änderung an den
Katalogdateien ausführen. Ein Katalog hinter einer URL wird nur geprüft: den Ordner vor dem
Hochladen prüfen, samt index.json und manifest.json.

Exit-Codes: 0 gültig (Index und Manifest geschrieben), 2 Probleme gefunden (nichts geschrieben), 4 Katalog nicht verfügbar.`,
  },
  en: {
    group: "Catalogue publishing: validate a catalogue and write its index file and manifest.",
    description:
      "Decode every product and accessory, check references, and write index.json (what the shop's index needs, where each item lies) and manifest.json (every file's SHA-256) beside project.json.",
    noWrite: "only check; leave index.json and manifest.json as they are",
    notes: `With them, the shop reads only index.json at start and each item on its first use; a file changed
after validation is validated in full when the shop loads it (an item changed without changing
its file's size is left out on first use). Run this after every change to the catalogue files.
A catalogue behind a URL is checked only: validate the folder before uploading it, index.json and
manifest.json included.

Exit codes: 0 valid (index and manifest written), 2 problems found (nothing written), 4 catalogue unavailable.`,
  },
} as const

const validateExamples = ["shop-cli catalogue validate --catalogue ./data/catalogue", "shop-cli catalogue validate --catalogue ./data/catalogue --no-write --json"]

export const registerCatalogue = (program: Command, shared: SharedOptions) => {
  const t = texts[shared.lang]
  const catalogue = program.command("catalogue").description(t.group).addHelpText("after", examples(shared.texts, validateExamples))
  catalogue
    .command("validate")
    .description(t.description)
    .option("--json", shared.texts.json, false)
    .option("--no-write", t.noWrite)
    .option("--verbose", shared.texts.verbose, false)
    .addOption(shared.languageOption())
    .addOption(shared.catalogueOption())
    .addHelpText("after", `\n${t.notes}\n${examples(shared.texts, validateExamples)}`)
    .action(async (options: CatalogueValidateOptions) => {
      const { validateAction } = await import("./catalogue.ts")
      await validateAction(options, shared.lang)
    })
  return catalogue
}
