/** Registration of `shop-cli datasheets`; its code (datasheets.ts) loads when the command runs. */
import type { Command } from "commander"
import { type SharedOptions, examples } from "./shared.ts"

export interface DatasheetsCliOptions {
  readonly products: string
  readonly out: string
  readonly verbose: boolean
  readonly lang: string
  readonly catalogue?: string
}

const texts = {
  de: {
    description: "Artikel-Datenblätter (PDF) für Produkte erzeugen und in ein ZIP packen.",
    products: ["-p, --products <ids|@datei>", "Produkt-IDs, durch Kommas oder Leerzeichen getrennt, oder @datei mit IDs (eine je Zeile, # für Kommentare)"],
    out: ["-o, --out <datei.zip>", "die zu schreibende ZIP-Datei; ein vorhandener Ordner bekommt Datenblaetter-{Zeitstempel}.zip"],
    notes: `Dateien im ZIP: {Artikel}_Datenblatt.pdf, mit -1, -2, … für wiederholte Artikel.
Der Fortschritt geht auf die Standardfehlerausgabe: ein Balken im Terminal, sonst einfache Zeilen.
Der Zielordner wird vor dem Erzeugen geprüft.`,
  },
  en: {
    description: "Generate article datasheets (PDF) for products and pack them into one ZIP.",
    products: ["-p, --products <ids|@file>", "product ids separated by commas or blanks, or @file with ids (one per line, # comments)"],
    out: ["-o, --out <file.zip>", "ZIP file to write; an existing folder gets Datenblaetter-{timestamp}.zip"],
    notes: `Files in the ZIP: {article}_Datenblatt.pdf, with -1, -2, … for repeated articles.
Progress goes to standard error: a bar on a terminal, plain lines otherwise.
The target folder is checked before anything is generated.`,
  },
} as const

/** Registers the command on the program (called from main.ts). */
export const registerDatasheets = (program: Command, shared: SharedOptions) => {
  const t = texts[shared.lang]
  return program
    .command("datasheets")
    .description(t.description)
    .requiredOption(t.products[0], t.products[1])
    .requiredOption(t.out[0], t.out[1])
    .option("--verbose", shared.texts.verbose, false)
    .addOption(shared.languageOption())
    .addOption(shared.catalogueOption())
    .addHelpText(
      "after",
      `${examples(shared.texts, ["shop-cli datasheets --products WS-0612-40,WS-0408-30 --out datasheets.zip", "shop-cli datasheets --products @products.txt --out ./ --lang en"])}

${t.notes}`,
    )
    .action(async (options: DatasheetsCliOptions) => {
      const { datasheetsAction } = await import("./datasheets.ts")
      await datasheetsAction(options, shared.lang)
    })
}
