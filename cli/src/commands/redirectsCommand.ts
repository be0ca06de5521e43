/** Registration of `shop-cli redirects`; its code (redirects.ts) loads when the command runs. */
import type { Command, Option } from "commander"
import type { Language } from "@shop/core"

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

export const registerRedirects = (
  program: Command,
  shared: { readonly envLang: Language; readonly languageOption: () => Option; readonly catalogueOption: () => Option },
) =>
  program
    .command("redirects")
    .description("Migrate the old site's URLs: the redirect table the web server loads, an nginx map, a _redirects file and a CSV report.")
    .requiredOption("--urls <file|sitemap.xml>", "the old site's URLs: one URL or path per line (# comments), or its sitemap.xml")
    .option("--rules <rules.csv>", "mapping rules, CSV with the columns old,new[,status] (status 301, or 200 for a pass-through page); old may be a pattern (* ** {name}), new may use {name} and {name|region}, {name|product}, {name|story[:folder]}")
    .option("--accept <report.csv>", "a reviewed report: the proposals whose accept cell says yes (x, ja, 1, 301; 200: pass-through) become exact rules")
    .option("-o, --out <dir>", `write ${Object.values(OUTPUT_FILES).join(", ")} into this folder`)
    .option("--check <BASE_URL>", "follow every old URL against a running site and report each that is not one 301 to a 200")
    .option("--json", "a JSON summary on standard output", false)
    .option("--verbose", "log details to standard error", false)
    .addOption(shared.languageOption())
    .addOption(shared.catalogueOption())
    .addHelpText(
      "after",
      `
Examples:
  $ shop-cli redirects --urls data/redirects/old-site-urls.txt --rules data/redirects/rules.csv --out data
  $ shop-cli redirects --urls sitemap.xml --out ./migration --json
  $ shop-cli redirects --urls data/redirects/old-site-urls.txt --rules data/redirects/rules.csv --accept reviewed-report.csv --out data
  $ shop-cli redirects --urls data/redirects/old-site-urls.txt --check http://localhost:3000

Targets come from the exact rules (the rules file's, then the accepted proposals), then the
stories' legacy_paths, the pages' German and English paths, the products' slugs, then the pattern
rules in the file's order (see docs/redirects.md). Refused, each with its reason in the report:
loops, self-redirects, duplicates, targets that are no page of the new site, URLs nothing matches;
for those the report proposes the most similar pages (never applied until accepted).
Chains are collapsed to one hop. Exit codes: 0 done, 1 unexpected failure, 2 bad input,
3 some URLs were refused or failed the check (the outputs are written all the same),
4 catalogue unavailable, 5 the site given to --check does not answer.`,
    )
    .action(async (options: RedirectsOptions) => {
      const { redirectsAction } = await import("./redirects.ts")
      process.exitCode = await redirectsAction(options, shared.envLang)
    })
