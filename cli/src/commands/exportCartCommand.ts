/** Registration of `shop-cli export-cart`; its code (exportCart.ts) loads when the command runs. */
import { type Command, Option } from "commander"
import { type ExportCartCliOptions, exportFormats } from "./exportFormats.ts"
import { type SharedOptions, examples } from "./shared.ts"

const texts = {
  de: {
    description:
      "Einen Warenkorb-String als CSV (für den Import beim Großhändler), JSON, Tabelle oder Warenkorb-PDF ausgeben, oder als Rückgabe an die Software eines Handwerkers (IDS-Connect-XML) oder das SAP eines Einkäufers (OCI).",
    cart: ["[warenkorb]", "Warenkorb-String oder Shop-URL mit einem; '-' oder weggelassen: von der Standardeingabe lesen"],
    file: ["-f, --file <datei>", "den Warenkorb-String aus einer Datei lesen"],
    format: "Ausgabeformat",
    out: ["-o, --out <datei>", "in eine Datei statt auf die Standardausgabe schreiben; ein Ordner bekommt Anfrage-{Zeitstempel}"],
    hookUrl: ["--hook-url <url>", "oci: die HOOK_URL des Einkaufssystems; die Seite enthält dann das Formular, das den Warenkorb dorthin sendet"],
    lenient: "ungültige Teile verwerfen oder korrigieren (mit Warnungen), statt abzubrechen",
    notes: `CSV: UTF-8 mit BOM, ';' getrennt, CRLF: das deutsche Excel öffnet sie direkt.
ids: das IDS-Connect-2.5-Warenkorb-XML (UTF-8), wie der Shop es an die Software eines Handwerkers übergibt.
oci: eine HTML-Seite mit den OCI-Feldern NEW_ITEM; mit --hook-url enthält sie das Formular, das sie an das SAP des Einkäufers sendet.`,
  },
  en: {
    description:
      "Export a cart share string as CSV (for the wholesaler's import), JSON, a table, the cart PDF, or the hand-back to a craftsman's software (IDS-Connect XML) or a buyer's SAP (OCI).",
    cart: ["[cart]", "cart share string or shop URL with one; '-' or omitted: read standard input"],
    file: ["-f, --file <file>", "read the share string from a file"],
    format: "output format",
    out: ["-o, --out <file>", "write to a file instead of standard output; a folder gets Anfrage-{timestamp}"],
    hookUrl: ["--hook-url <url>", "oci: the buyer system's HOOK_URL; the page then holds the form that posts the cart there"],
    lenient: "drop or correct invalid parts (with warnings) instead of failing",
    notes: `CSV: UTF-8 with BOM, ';' separated, CRLF: German Excel opens it directly.
ids: the IDS-Connect 2.5 Warenkorb XML (UTF-8), as the shop hands it to a craftsman's software.
oci: an HTML page listing the OCI NEW_ITEM fields; with --hook-url it holds the form that posts them to the buyer's SAP.`,
  },
} as const

export const registerExportCart = (program: Command, shared: SharedOptions) => {
  const t = texts[shared.lang]
  return program
    .command("export-cart")
    .description(t.description)
    .argument(t.cart[0], t.cart[1])
    .option(t.file[0], t.file[1])
    .addOption(new Option("--format <format>", t.format).choices(exportFormats).default("csv"))
    .option(t.out[0], t.out[1])
    .option(t.hookUrl[0], t.hookUrl[1])
    .option("--lenient", t.lenient, false)
    .option("--verbose", shared.texts.verbose, false)
    .addOption(shared.languageOption())
    .addOption(shared.catalogueOption())
    .addHelpText(
      "after",
      `${examples(shared.texts, [
        `shop-cli export-cart "cart[0][productId]=WS-0612-40&cart[0][amount]=2&cart[0][accessories][0][id]=ACC-LK-3000-L&cart[0][accessories][0][amount]=1&discount=5&projectId=AW-2"`,
        "shop-cli export-cart --file cart.txt --format table --lang de",
        "pbpaste | shop-cli export-cart --format json -o cart.json",
        `shop-cli export-cart "https://shop.example/de/?cart[0][productId]=WS-0612-40&cart[0][amount]=1" --catalogue https://cdn.example/catalogue/`,
        "shop-cli export-cart --file cart.txt --format ids -o warenkorb.xml",
        `shop-cli export-cart --file cart.txt --format oci --hook-url "https://srm.example.com/sap/bc/gui/sap/its/bbpsc02/?sap-client=100" -o cart.html`,
      ])}

${t.notes}`,
    )
    .action(async (cart: string | undefined, options: ExportCartCliOptions) => {
      const { exportCartAction } = await import("./exportCart.ts")
      await exportCartAction(cart, options, shared.lang)
    })
}
