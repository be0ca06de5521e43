/** Registration of `shop-cli redirects`; its code (redirects.ts) loads when the command runs. */
import type { Command } from "commander"
import { type SharedOptions, examples } from "./shared.ts"

export const OUTPUT_FILES = { table: "redirects.json", nginx: "redirects.nginx.conf", netlify: "_redirects", report: "redirects-report.csv" } as const

/** `--check`: the site does not answer at all (refused, unknown host, timed out); apart from 3, a URL failing the check. */
export const SITE_UNREACHABLE = 5

export interface RedirectsOptions {
  readonly urls: string
  readonly rules?: string
  readonly accept?: string
  readonly out?: string
  readonly check?: string
  readonly json: boolean
  readonly verbose: boolean
  readonly lang: string
  readonly catalogue?: string
}

const files = Object.values(OUTPUT_FILES).join(", ")

const texts = {
  de: {
    description:
      "Die Adressen der alten Website umziehen: die Weiterleitungstabelle, die der Webserver lädt, eine nginx-Map, eine _redirects-Datei und einen CSV-Bericht schreiben.",
    urls: ["--urls <datei|sitemap.xml>", "die Adressen der alten Website: eine Adresse oder ein Pfad je Zeile (# Kommentare) oder ihre sitemap.xml"],
    rules: [
      "--rules <regeln.csv>",
      "Zuordnungsregeln, CSV mit den Spalten old,new[,status] (Status 301 oder 200 für eine durchgereichte Seite); old darf ein Muster sein (* ** {name}), new darf {name} und {name|region}, {name|product}, {name|story[:ordner]} verwenden",
    ],
    accept: ["--accept <bericht.csv>", "ein geprüfter Bericht: die Vorschläge, deren Zelle accept ja sagt (x, ja, 1, 301; 200: durchreichen), werden zu exakten Regeln"],
    out: ["-o, --out <ordner>", `${files} in diesen Ordner schreiben (ein fehlender Ordner wird angelegt, wenn der darüber existiert)`],
    check: "jede alte Adresse gegen eine laufende Website verfolgen und jede melden, die nicht mit genau einer 301 auf eine Seite mit 200 antwortet",
    json: "eine JSON-Zusammenfassung auf der Standardausgabe",
    notes: `Ziele kommen aus den exakten Regeln (erst die der Regeldatei, dann die übernommenen Vorschläge),
dann aus den legacy_paths der Seiten, den deutschen und englischen Pfaden der Seiten, den Slugs der
Produkte und zuletzt aus den Musterregeln in der Reihenfolge der Datei (siehe docs/redirects.md).
Abgelehnt, jeweils mit Grund im Bericht: Schleifen, Weiterleitungen auf sich selbst, Doppelte, Ziele,
die keine Seite der neuen Website sind, und Adressen, auf die nichts passt; für diese schlägt der
Bericht die ähnlichsten Seiten vor (angewendet erst, wenn sie übernommen sind).
Ketten werden auf einen Schritt verkürzt. --out und die Eingabedateien werden vor der Arbeit geprüft.

Exit-Codes: 0 erledigt, 1 unerwarteter Fehler, 2 ungültige Eingabe, 3 Adressen abgelehnt oder bei der
Prüfung durchgefallen (die Ausgaben werden trotzdem geschrieben), 4 Katalog nicht verfügbar,
5 die bei --check angegebene Website antwortet nicht.`,
  },
  en: {
    description: "Migrate the old site's URLs: the redirect table the web server loads, an nginx map, a _redirects file and a CSV report.",
    urls: ["--urls <file|sitemap.xml>", "the old site's URLs: one URL or path per line (# comments), or its sitemap.xml"],
    rules: [
      "--rules <rules.csv>",
      "mapping rules, CSV with the columns old,new[,status] (status 301, or 200 for a pass-through page); old may be a pattern (* ** {name}), new may use {name} and {name|region}, {name|product}, {name|story[:folder]}",
    ],
    accept: ["--accept <report.csv>", "a reviewed report: the proposals whose accept cell says yes (x, ja, 1, 301; 200: pass-through) become exact rules"],
    out: ["-o, --out <dir>", `write ${files} into this folder (a missing folder is made when the one above it exists)`],
    check: "follow every old URL against a running site and report each that is not one 301 to a 200",
    json: "a JSON summary on standard output",
    notes: `Targets come from the exact rules (the rules file's, then the accepted proposals), then the
stories' legacy_paths, the pages' German and English paths, the products' slugs, then the pattern
rules in the file's order (see docs/redirects.md). Refused, each with its reason in the report:
loops, self-redirects, duplicates, targets that are no page of the new site, URLs nothing matches;
for those the report proposes the most similar pages (never applied until accepted).
Chains are collapsed to one hop. --out and the input files are checked before any work.

Exit codes: 0 done, 1 unexpected failure, 2 bad input, 3 some URLs were refused or failed the check
(the outputs are written all the same), 4 catalogue unavailable, 5 the site given to --check does
not answer.`,
  },
} as const

export const registerRedirects = (program: Command, shared: SharedOptions) => {
  const t = texts[shared.lang]
  return program
    .command("redirects")
    .description(t.description)
    .requiredOption(t.urls[0], t.urls[1])
    .option(t.rules[0], t.rules[1])
    .option(t.accept[0], t.accept[1])
    .option(t.out[0], t.out[1])
    .option("--check <BASE_URL>", t.check)
    .option("--json", t.json, false)
    .option("--verbose", shared.texts.verbose, false)
    .addOption(shared.languageOption())
    .addOption(shared.catalogueOption())
    .addHelpText(
      "after",
      `${examples(shared.texts, [
  "shop-cli redirects --urls data/redirects/old-site-urls.txt --rules data/redirects/rules.csv --out data",
  "shop-cli redirects --urls sitemap.xml --out ./migration --json",
  "shop-cli redirects --urls data/redirects/old-site-urls.txt --rules data/redirects/rules.csv --accept reviewed-report.csv --out data",
  "shop-cli redirects --urls data/redirects/old-site-urls.txt --check http://localhost:3000",
])}

${t.notes}`,
    )
    .action(async (options: RedirectsOptions) => {
      const { redirectsAction } = await import("./redirects.ts")
      process.exitCode = await redirectsAction(options, shared.lang)
    })
}
