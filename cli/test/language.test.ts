/**
 * shop-cli in the user's language (issue 28, part 3): the help and commander's argument errors in
 * German with `--lang de` or a German locale, a suggestion for a mistyped option (also when a
 * required option is missing too), examples in every verb's help, file-system failures as
 * sentences naming the path (never a bare ENOENT), and plurals by the language's rules.
 */
import { execFile } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { plural } from "../src/plural.ts"
import { languageOf } from "../src/messages.ts"

const root = fileURLToPath(new URL("../../", import.meta.url))
const bin = join(root, "node_modules/.bin/shop-cli")

interface Run {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

const cli = (args: ReadonlyArray<string>, env: Record<string, string> = {}): Promise<Run> =>
  new Promise((resolve) => {
    const child = execFile(process.execPath, [bin, ...args], { cwd: root, env: { PATH: process.env["PATH"] ?? "", LANG: "C", ...env }, encoding: "utf8" }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    )
    child.stdin?.end()
  })

/** Every verb a user runs, and the groups that hold some. */
const verbs: ReadonlyArray<ReadonlyArray<string>> = [
  [],
  ["export-cart"],
  ["quick-order"],
  ["datasheets"],
  ["inquiries"],
  ["inquiries", "list"],
  ["inquiries", "show"],
  ["inquiries", "resend"],
  ["inquiries", "mails"],
  ["inquiries", "resend-mail"],
  ["catalogue"],
  ["catalogue", "validate"],
  ["redirects"],
  ["demo"],
]
/** The paragraph under the usage line: the command's description, unwrapped. */
const descriptionOf = (help: string) => help.split("\n\n")[1]!.replace(/\s+/g, " ")

const english = /\b(Usage|Options|Commands|Arguments|display help|the|and|of)\b/

describe("shop-cli help in German", { timeout: 120_000 }, () => {
  it.each([
    ["--lang de", ["--lang", "de"], {}],
    ["LANG=de_AT.UTF-8", [], { LANG: "de_AT.UTF-8" }],
    ["LC_ALL=de_DE.UTF-8 over LANG=C", [], { LC_ALL: "de_DE.UTF-8" }],
  ] as const)("every verb's help is German with %s: headings, placeholders, descriptions, option notes", async (_, flags, env) => {
    for (const verb of verbs) {
      const [german, inEnglish] = await Promise.all([cli([...verb, "--help", ...flags], env), cli([...verb, "--help", "--lang", "en"])])
      expect(german.code, verb.join(" ")).toBe(0)
      expect(german.stdout, verb.join(" ")).toMatch(new RegExp(`^Aufruf: shop-cli ${verb.join(" ")}`.trimEnd()))
      expect(german.stdout).toContain("Optionen:")
      expect(german.stdout).toContain("Hilfe zum Befehl anzeigen")
      expect(german.stdout).not.toMatch(/\[options\]|\[command\]|\(default:|choices:/)
      // The description is the German one, not the English one.
      expect(descriptionOf(german.stdout)).not.toBe(descriptionOf(inEnglish.stdout))
      expect(descriptionOf(german.stdout), verb.join(" ")).not.toMatch(english)
      expect(inEnglish.stdout).toMatch(/^Usage: /)
    }
    const top = await cli(["--help", ...flags], env)
    expect(top.stdout).toContain("Befehle:")
    expect(top.stdout).toContain("[Optionen] [Befehl]")
    expect(top.stdout).toContain("help [befehl]")
    expect(top.stdout).toContain("Exit-Codes:")
    const show = await cli(["inquiries", "show", "--help", ...flags], env)
    expect(show.stdout).toContain("Argumente:")
    expect(show.stdout).toContain("<nummer>")
    const datasheets = await cli(["datasheets", "--help", ...flags], env)
    expect(datasheets.stdout).toMatch(/\(Pflicht\)/)
    expect(datasheets.stdout).toMatch(/Auswahl:\s+"de", "en", Standard:/)
    const redirects = await cli(["redirects", "--help", ...flags], env)
    expect(redirects.stdout).toContain("--urls <datei|sitemap.xml>")
    expect(redirects.stdout).toContain("Exit-Codes: 0 erledigt")
    expect(redirects.stdout).not.toMatch(/Exit codes|Targets come from|Refused, each/)
  })

  it("--lang en wins over a German locale, and --lang before the command counts too", async () => {
    const english = await cli(["datasheets", "--help", "--lang", "en"], { LANG: "de_AT.UTF-8" })
    expect(english.stdout).toMatch(/^Usage: shop-cli datasheets \[options\]/)
    const before = await cli(["--lang", "de", "datasheets", "--help"])
    expect(before.stdout).toMatch(/^Aufruf: shop-cli datasheets \[Optionen\]/)
  })
})

describe("every verb's help has examples", { timeout: 120_000 }, () => {
  it.each(["en", "de"])("in %s", async (lang) => {
    for (const verb of verbs) {
      const help = await cli([...verb, "--help", "--lang", lang])
      expect(help.code).toBe(0)
      const heading = lang === "de" ? "Beispiele:" : "Examples:"
      expect(help.stdout, verb.join(" ") || "shop-cli").toContain(heading)
      // At least one example runs this verb (a group's examples run one of its verbs).
      const examples = help.stdout.slice(help.stdout.indexOf(heading)).split("\n").filter((line) => line.startsWith("  $ "))
      expect(examples.some((line) => line.includes(`shop-cli ${verb.join(" ")}`.trimEnd())), verb.join(" ")).toBe(true)
    }
  })
})

describe("argument errors", { timeout: 120_000 }, () => {
  it.each([
    ["an unknown option", ["export-cart", "--formt", "csv", "x"], "error: unknown option '--formt'\n(Did you mean --format?)", "Fehler: unbekannte Option '--formt'\n(Meinten Sie --format?)"],
    ["an unknown command", ["expot-cart"], "error: unknown command 'expot-cart'\n(Did you mean export-cart?)", "Fehler: unbekannter Befehl 'expot-cart'\n(Meinten Sie export-cart?)"],
    ["a missing argument", ["inquiries", "show"], "error: missing required argument 'number'", "Fehler: das Argument 'nummer' fehlt"],
    ["an option without its value", ["export-cart", "--file"], "error: option '-f, --file <file>' argument missing", "Fehler: die Option '-f, --file <datei>' braucht einen Wert"],
    ["a missing required option", ["datasheets", "--products", "WS-0612-40"], "error: required option '-o, --out <file.zip>' not specified", "Fehler: die Pflichtoption '-o, --out <datei.zip>' fehlt"],
    ["an invalid choice", ["export-cart", "--format", "xlsx", "x"], "error: option '--format <format>' argument 'xlsx' is invalid. Allowed choices are csv, json, table, pdf, ids, oci.", "Fehler: ungültiger Wert 'xlsx' für die Option '--format <format>'. Erlaubt: csv, json, table, pdf, ids, oci."],
    ["too many arguments", ["inquiries", "show", "1", "2"], "error: too many arguments for 'show'. Expected 1 argument but got 2: 1, 2.", "Fehler: zu viele Argumente für 'show': 1 Argument erwartet, 2 erhalten: 1, 2."],
    ["a bad column number", ["quick-order", "--code-column", "0", "x"], "error: option '--code-column <n>' argument '0' is invalid. A column number is a whole number from 1 to 100.", "Fehler: ungültiger Wert '0' für die Option '--code-column <n>'. Eine Spaltennummer ist eine ganze Zahl von 1 bis 100."],
  ] as const)("%s is refused with exit 2 in English and German", async (_, args, inEnglish, inGerman) => {
    // --lang first: after an option that takes a value it would be that value.
    const [en, de, locale] = await Promise.all([cli(args), cli(["--lang", "de", ...args]), cli(args, { LANG: "de_AT.UTF-8" })])
    expect(en.code).toBe(2)
    expect(en.stderr).toContain(inEnglish)
    expect(en.stderr).toMatch(/\nHelp: shop-cli[\w -]* --help\n$/)
    expect(de.code).toBe(2)
    expect(de.stderr).toContain(inGerman)
    expect(de.stderr).toMatch(/\nHilfe: shop-cli[\w -]* --help\n$/)
    expect(de.stderr).not.toMatch(/\berror\b|Usage|Allowed|Did you/)
    expect(locale.stderr).toContain(inGerman)
    expect(en.stdout + de.stdout).toBe("")
  })

  it("a mistyped option gets its suggestion even when a required option is missing too", async () => {
    const en = await cli(["datasheets", "--product", "WS-0612-40", "--out", join(tmpdir(), "x.zip")])
    expect(en.code).toBe(2)
    expect(en.stderr).toContain("error: unknown option '--product'\n(Did you mean --products?)")
    expect(en.stderr).not.toContain("required option")
    const de = await cli(["datasheets", "--product", "WS-0612-40", "--lang", "de"])
    expect(de.stderr).toContain("(Meinten Sie --products?)")
  })

  it("an unknown --lang is refused in the locale's language", async () => {
    const run = await cli(["export-cart", "x", "--lang", "fr"], { LANG: "de_AT.UTF-8" })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain("Fehler: ungültiger Wert 'fr' für die Option '--lang <lang>'. Erlaubt: de, en.")
  })
})

describe("file-system failures are sentences naming the path", { timeout: 120_000 }, () => {
  const scratch = mkdtempSync(join(tmpdir(), "shop-cli-files-"))
  const missing = join(scratch, "missing")
  const cart = "cart[0][productId]=WS-0612-40&cart[0][amount]=1"
  const oldUrls = join(root, "data/redirects/old-site-urls.txt")
  it.each([
    ["export-cart --file", ["export-cart", "--file", join(missing, "cart.txt")], join(missing, "cart.txt"), "The file", "Die Datei"],
    ["export-cart --out", ["export-cart", cart, "--out", join(missing, "cart.csv")], missing, "The folder", "Den Ordner"],
    ["export-cart --catalogue", ["export-cart", cart, "--catalogue", missing], missing, "The catalogue folder", "Den Katalogordner"],
    ["quick-order <file>", ["quick-order", join(missing, "list.csv")], join(missing, "list.csv"), "The file", "Die Datei"],
    ["quick-order --out", ["quick-order", "-", "--out", join(missing, "cart.csv")], missing, "The folder", "Den Ordner"],
    ["datasheets @file", ["datasheets", "--products", `@${join(missing, "ids.txt")}`, "--out", scratch], join(missing, "ids.txt"), "The file", "Die Datei"],
    ["datasheets --out", ["datasheets", "--products", "WS-0612-40", "--out", join(missing, "folder")], missing, "The folder", "Den Ordner"],
    ["catalogue validate", ["catalogue", "validate", "--catalogue", missing], missing, "The catalogue folder", "Den Katalogordner"],
    ["redirects --urls", ["redirects", "--urls", join(missing, "urls.txt"), "--out", scratch], join(missing, "urls.txt"), "The file", "Die Datei"],
    ["redirects --rules", ["redirects", "--urls", oldUrls, "--rules", join(missing, "rules.csv"), "--out", scratch], join(missing, "rules.csv"), "The file", "Die Datei"],
    ["redirects --accept", ["redirects", "--urls", oldUrls, "--accept", join(missing, "report.csv"), "--out", scratch], join(missing, "report.csv"), "The file", "Die Datei"],
    ["redirects --out", ["redirects", "--urls", oldUrls, "--out", join(missing, "migration")], missing, "The folder", "Den Ordner"],
    ["redirects --catalogue", ["redirects", "--urls", oldUrls, "--out", scratch, "--catalogue", missing], missing, "The catalogue folder", "Den Katalogordner"],
  ] as const)("%s", async (_, args, path, inEnglish, inGerman) => {
    for (const [lang, sentence] of [
      ["en", inEnglish],
      ["de", inGerman],
    ] as const) {
      const run = await cli([...args, "--lang", lang])
      expect(run.code, run.stderr).toBeGreaterThanOrEqual(2)
      expect(run.stderr).toContain(`${sentence} ${path}`)
      // No system code (ENOENT, ENOTDIR, …) anywhere but in the random scratch folder's name.
      expect((run.stdout + run.stderr).replaceAll(scratch, "")).not.toMatch(/\bE[A-Z]{3,}\b|errno|\n\s+at /)
    }
  })
})

describe("plurals by the language's rules", () => {
  it("one and other in German and English", () => {
    expect(plural("en", 1, { one: "redirect", other: "redirects" })).toBe("1 redirect")
    expect(plural("en", 0, { one: "redirect", other: "redirects" })).toBe("0 redirects")
    expect(plural("de", 1, { one: "Datenblatt", other: "Datenblätter" })).toBe("1 Datenblatt")
    expect(plural("de", 2, { one: "Datenblatt", other: "Datenblätter" })).toBe("2 Datenblätter")
  })

  it("too many arguments counts its arguments in the error", async () => {
    const run = await cli(["inquiries", "list", "extra", "--lang", "de"])
    expect(run.stderr).toContain("0 Argumente erwartet, 1 erhalten: extra.")
    expect((await cli(["inquiries", "list", "extra"])).stderr).toContain("Expected 0 arguments but got 1: extra.")
  })
})

describe("the run's language", () => {
  it("is --lang anywhere before a lone --, else the locale", () => {
    expect(languageOf(["export-cart", "x", "--lang", "de"], { LANG: "en_GB.UTF-8" })).toBe("de")
    expect(languageOf(["--lang=en", "export-cart"], { LANG: "de_AT.UTF-8" })).toBe("en")
    expect(languageOf(["export-cart", "--lang", "fr"], { LANG: "de_AT.UTF-8" })).toBe("de")
    expect(languageOf(["export-cart", "--", "--lang", "de"], {})).toBe("en")
    expect(languageOf([], { LC_ALL: "de_CH.UTF-8", LANG: "en_US.UTF-8" })).toBe("de")
  })
})
