/**
 * `shop-cli redirects` through the installed binary: the shipped list of the old site's URLs and
 * its rules against the embedded content and demo catalogue, the four outputs read back (the
 * report with csv-parse, the nginx map with `nginx -t` when nginx is installed, else by its
 * structure), and `--check` against a small local server with a good redirect, a chain, a 302
 * and a dead target.
 */
import { execFile, spawn, spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { parse } from "csv-parse/sync"
import { isOldUrl, parseOldUrl } from "@shop/core/redirects/normalize"
import { freePort } from "../../tests/support/net.ts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const root = fileURLToPath(new URL("../../", import.meta.url))
const bin = join(root, "node_modules/.bin/shop-cli")
const urls = join(root, "data/redirects/old-site-urls.txt")
const rules = join(root, "data/redirects/rules.csv")

const cli = (args: ReadonlyArray<string>, env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: root, env: { PATH: process.env["PATH"] ?? "", LANG: "C", ...env }, encoding: "utf8" }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    )
  })

const scratch = () => mkdtempSync(join(tmpdir(), "shop-cli-redirects-"))
const hasNginx = spawnSync("sh", ["-c", "command -v nginx"], { stdio: "ignore" }).status === 0
if (!hasNginx) console.warn("nginx is not installed: the nginx map is checked by its structure instead of `nginx -t` (Debian: apt-get install -y nginx-light)")

describe("shop-cli redirects", { timeout: 120_000 }, () => {
  it("migrates the old site's 150+ URLs and writes the table, the nginx map, _redirects and the report", async () => {
    const listed = readFileSync(urls, "utf8").split("\n").filter((line) => line.trim() !== "" && !line.startsWith("#"))
    expect(listed.length).toBeGreaterThanOrEqual(150)
    const out = scratch()
    const run = await cli(["redirects", "--urls", urls, "--rules", rules, "--out", out])
    // Some of the old URLs are refused on purpose (a loop, a self-redirect, a duplicate, a dead target).
    expect(run.code).toBe(3)
    expect(run.stderr).toContain(`Written: ${join(out, "redirects.json")}`)
    expect(run.stdout).toMatch(/^\d+ redirects \(301\), \d+ pass-through pages \(200\), \d+ chains collapsed to one hop, \d+ repeats, \d+ refused\n/)

    const report = parse(readFileSync(join(out, "redirects-report.csv"), "utf8"), { columns: true }) as Array<{ old: string; new: string; status: string; reason: string }>
    expect(report).toHaveLength(listed.length)
    const row = (old: string) => report.find((r) => r.old === old)
    expect(row("/aktion-a.html")).toMatchObject({ status: "refused", reason: "loop: /aktion-a.html → /aktion-b.html → /aktion-a.html" })
    expect(row("/newsletter.html")).toMatchObject({ status: "refused", reason: expect.stringMatching(/^self-redirect/) })
    expect(row("/messe.html")).toMatchObject({ status: "refused", reason: expect.stringMatching(/^duplicate: rules lines \d+, \d+/) })
    expect(row("/messen/2019.html")).toMatchObject({ status: "refused", reason: "dead target: /de/messen/ is no page of the new site" })
    expect(row("/kontaktformular.html")).toMatchObject({ status: "collapsed", new: "/de/contact/" })
    expect(row("/impressum.html")).toMatchObject({ status: "pass-through", new: "/de/imprint/" })
    expect(row("/IMPRESSUM.HTML")).toMatchObject({ status: "repeat" })
    expect(row("/index.html")).toMatchObject({ status: "redirect", new: "/de/" })
    expect(row("/de/produkte.html?sort=preis")).toMatchObject({ status: "repeat", new: "/de/product-catalog/" })
    expect(row("/produkte/zaehlerverteiler.html")).toMatchObject({ new: "/de/product-catalog/?family=meter-cabinet" })
    const products = report.filter((r) => /^\/produkte\/[^/]+\/[^/]+\.html$/.test(r.old))
    expect(products.length).toBeGreaterThanOrEqual(50)
    for (const product of products) expect(product).toMatchObject({ status: "redirect", new: expect.stringMatching(/^\/de\/product-catalog\/[a-z0-9-]+\/$/), reason: "product slug" })

    // Issue 28: the demo content's old pages mapped by families (pattern rules with lookups).
    expect(row("/presse/Z%C3%A4hlerverteiler-Tirol-Vorarlberg.htm")).toMatchObject({ status: "redirect", new: "/de/aktuelles/zaehlerverteiler-tirol-vorarlberg/", reason: expect.stringMatching(/^pattern \/presse\/\{slug\}\.html/) })
    expect(row("/zaehlerschraenke/k%C3%A4rnten.html")).toMatchObject({ status: "redirect", new: "/de/product-catalog/?family=meter-cabinet&area=carinthia" })
    expect(row("/artikel/3013579246.html")).toMatchObject({ status: "redirect", new: "/de/product-catalog/ws-0612-40/" })
    expect(row("/stellenangebote/schweisser-2017.html")).toMatchObject({ status: "redirect", new: "/de/karriere/", reason: expect.stringMatching(/^pattern \/stellenangebote\/\*\*/) })
    expect(row("//impressum.html")).toMatchObject({ status: "repeat", new: "/de/imprint/" })
    expect(report.filter((r) => r.reason.startsWith("pattern ")).length).toBeGreaterThanOrEqual(25)

    const table = JSON.parse(readFileSync(join(out, "redirects.json"), "utf8")) as { version: number; entries: Array<{ key: string; to: string; kind: string }> }
    expect(table.version).toBe(1)
    expect(new Set(table.entries.map((e) => e.key)).size).toBe(table.entries.length)
    expect(table.entries.every((e) => e.to.startsWith("/") && !e.to.startsWith("//"))).toBe(true)
    expect(table.entries.length).toBe(report.filter((r) => ["redirect", "pass-through", "collapsed"].includes(r.status)).length)

    const netlify = readFileSync(join(out, "_redirects"), "utf8").split("\n").filter((line) => line !== "" && !line.startsWith("#"))
    for (const line of netlify) expect(line).toMatch(/^\/\S* \/\S* (?:301|200)$/)
    // Netlify matches paths case-sensitively: every spelling the list holds has its own line, each path once.
    expect(new Set(netlify.map((line) => line.split(" ")[0])).size).toBe(netlify.length)
    for (const served of report.filter((r) => r.status !== "refused" && r.new !== "")) {
      const parsed = parseOldUrl(served.old)
      if (!isOldUrl(parsed)) throw new Error(`the report serves an unparsable line: ${served.old}`)
      expect(netlify.filter((line) => line.startsWith(`${parsed.requestPath} ${served.new} `))).toHaveLength(1)
    }
    expect(netlify).toContain("/impressum.html /de/imprint/ 200")
    expect(netlify).toContain("/IMPRESSUM.HTML /de/imprint/ 200")
    expect(netlify).toContain("/referenzen/index.html /de/referenzen/ 301")
    expect(netlify).toContain("/Referenzen/ /de/referenzen/ 301")

    const map = readFileSync(join(out, "redirects.nginx.conf"), "utf8")
    if (hasNginx) {
      const conf = join(out, "nginx.conf")
      writeFileSync(conf, `events {}\nhttp {\n  include ${join(out, "redirects.nginx.conf")};\n  server { listen 127.0.0.1:1; if ($legacy_redirect) { return 301 $legacy_redirect; } }\n}\n`)
      const test = spawnSync("nginx", ["-t", "-p", out, "-c", conf, "-g", `pid ${join(out, "nginx.pid")}; error_log stderr;`], { encoding: "utf8" })
      expect(test.stderr).toContain("syntax is ok")
    } else {
      // Three map blocks; inside them only `"key" "value";` lines, keys anchored regexes, values paths of the new site.
      const blocks = [...map.matchAll(/^map \$(\w+) \$(\w+) \{\n([\s\S]*?)\n\}$/gm)]
      expect(blocks.map((b) => b[2])).toEqual(["legacy_redirect_args", "legacy_redirect_more_args", "legacy_redirect"])
      const body = map.replace(/^#.*\n/gm, "").replace(/^map \$\w+ \$\w+ \{\n[\s\S]*?\n\}\n?/gm, "")
      expect(body.trim()).toBe("")
      const entries = blocks[2]![3]!.split("\n").slice(1)
      expect(entries).toHaveLength(table.entries.filter((e) => e.kind === "redirect").length)
      for (const line of entries) expect(line).toMatch(/^ {4}"~\*\^\/(?:[^"\\]|\\.)*\$" "\/[^"\s]*";$/)
    }
    expect(map).toContain('"~*^/index\\.html?$" "/de/$legacy_redirect_args";')
  })

  it("speaks German with --lang de and gives a JSON summary with --json", async () => {
    const out = scratch()
    const german = await cli(["redirects", "--urls", urls, "--rules", rules, "--out", out, "--lang", "de"])
    expect(german.stdout).toMatch(/^\d+ Weiterleitungen \(301\)/)
    expect(german.stderr).toContain("Geschrieben:")
    // The reasons of refusals in German too (the report keeps them in English).
    expect(german.stdout).toContain("  /aktion-a.html: Schleife: /aktion-a.html → /aktion-b.html → /aktion-a.html\n")
    expect(german.stdout).toContain("  /messen/2019.html: totes Ziel: /de/messen/ ist keine Seite der neuen Website\n")
    expect(german.stdout).toMatch(/ {2}\/messe\.html: doppelt: Regelzeilen \d+, \d+ leiten sie auf \/de\/aktuelles\/ und \/de\/presse\/ um\n/)
    expect(german.stdout).toContain("  /sitemap.html: keine Regel, keine Seite, kein alter Pfad und kein Produkt der neuen Website passt\n")
    const json = await cli(["redirects", "--urls", urls, "--rules", rules, "--out", out, "--json"])
    const summary = JSON.parse(json.stdout) as { counts: Record<string, number>; refused: Array<{ old: string; reason: string }> }
    expect(summary.counts["refused"]).toBe(summary.refused.length)
    expect(summary.refused.map((r) => r.old)).toContain("/aktion-a.html")
  })

  it("reads a sitemap.xml", async () => {
    const dir = scratch()
    const sitemap = join(dir, "sitemap.xml")
    writeFileSync(
      sitemap,
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://www.muster-gehaeuse.at/index.html</loc></url>\n<url><loc>https://www.muster-gehaeuse.at/de/produkte.html</loc><lastmod>2021-03-01</lastmod></url>\n</urlset>\n`,
    )
    const run = await cli(["redirects", "--urls", sitemap, "--rules", rules, "--out", dir, "--json"])
    expect(run.code).toBe(0)
    expect(JSON.parse(readFileSync(join(dir, "redirects.json"), "utf8")).entries).toEqual([
      { key: "/", from: "/index.html", to: "/de/", kind: "redirect" },
      { key: "/de/produkte.html", from: "/de/produkte.html", to: "/de/product-catalog/", kind: "redirect" },
    ])
  })

  it("refuses bad input with exit code 2", async () => {
    const missing = await cli(["redirects", "--urls", "/nonexistent/urls.txt", "--out", scratch()])
    expect(missing).toMatchObject({ code: 2, stderr: "The file /nonexistent/urls.txt does not exist.\n" })
    const nothing = await cli(["redirects", "--urls", urls])
    expect(nothing).toMatchObject({ code: 2, stderr: expect.stringContaining("Nothing to do") })
    const base = await cli(["redirects", "--urls", urls, "--check", "ftp://example.at/"])
    expect(base).toMatchObject({ code: 2, stderr: expect.stringContaining("--check needs an http(s) address") })
    const dir = scratch()
    writeFileSync(join(dir, "rules.csv"), "old,new,status\n/a.html,/de/,302\n")
    const badRules = await cli(["redirects", "--urls", urls, "--rules", join(dir, "rules.csv"), "--out", dir])
    expect(badRules).toMatchObject({ code: 2, stderr: expect.stringContaining("status \"302\" is neither 301 nor 200") })
    const xml = join(dir, "sitemap.xml")
    writeFileSync(xml, "<?xml version='1.0'?><urlset><url><loc>/a.html</url></urlset>")
    expect((await cli(["redirects", "--urls", xml, "--out", dir])).code).toBe(2)
  })

  it.each([
    ["en", "is not a folder.", "The folder", "does not exist."],
    ["de", "ist kein Ordner.", "Den Ordner", "gibt es nicht."],
  ] as const)("checks --out before any work and names what is wrong with it (%s)", async (lang, notFolder, folder, missing) => {
    const dir = scratch()
    writeFileSync(join(dir, "file.txt"), "")
    // A file where the folder should be, or where the folder above it should be: one sentence, no system code.
    for (const out of [join(dir, "file.txt"), join(dir, "file.txt", "out")]) {
      const run = await cli(["redirects", "--urls", urls, "--out", out, "--lang", lang])
      expect(run).toMatchObject({ code: 2, stdout: "", stderr: `${join(dir, "file.txt")} ${notFolder}\n` })
    }
    const deeper = await cli(["redirects", "--urls", urls, "--out", join(dir, "missing", "out"), "--lang", lang])
    expect(deeper).toMatchObject({ code: 2, stdout: "", stderr: `${folder} ${join(dir, "missing")} ${missing}\n` })
    // Checked before the input is read: a missing --urls does not hide it.
    const both = await cli(["redirects", "--urls", join(dir, "nope.txt"), "--out", join(dir, "missing", "out"), "--lang", lang])
    expect(both.stderr).toBe(`${folder} ${join(dir, "missing")} ${missing}\n`)
    // A new folder in an existing one is made, as the example's ./migration.
    const fresh = await cli(["redirects", "--urls", urls, "--rules", rules, "--out", join(dir, "migration"), "--json", "--lang", lang])
    expect(fresh.code).toBe(3)
    expect(readFileSync(join(dir, "migration", "redirects.json"), "utf8")).toContain('"version": 1')
  })

  it.each([
    ["en", "1 redirect (301), 1 pass-through page (200), 1 chain collapsed to one hop, 1 repeat, 1 refused", "2 redirects (301), 2 pass-through pages (200), 2 chains collapsed to one hop, 2 repeats, 2 refused", "1 refused URL has a proposal", "2 refused URLs have a proposal"],
    ["de", "1 Weiterleitung (301), 1 Durchreichung (200), 1 Kette auf einen Schritt verkürzt, 1 Wiederholung, 1 abgelehnt", "2 Weiterleitungen (301), 2 Durchreichungen (200), 2 Ketten auf einen Schritt verkürzt, 2 Wiederholungen, 2 abgelehnt", "1 abgelehnte Adresse hat einen Vorschlag", "2 abgelehnte Adressen haben einen Vorschlag"],
  ] as const)("counts its redirects, pages, chains, repeats and proposals in the singular and the plural (%s)", async (lang, one, two, proposedOne, proposedTwo) => {
    const dir = scratch()
    // Each kind once: a redirect (/b.html), a chain collapsed (/a.html → /b.html → /de/contact/), a pass-through page, a repeat and a refused URL with a proposal.
    writeFileSync(join(dir, "one.txt"), "/a.html\n/b.html\n/impressum.html\n/IMPRESSUM.HTML\n/presse/zaehlerverteiler-tirol-2019.html\n")
    writeFileSync(join(dir, "two.txt"), "/a.html\n/c.html\n/b.html\n/d.html\n/impressum.html\n/agb.html\n/IMPRESSUM.HTML\n/D.HTML\n/presse/zaehlerverteiler-tirol-2019.html\n/produktinfo/ws0612-40.html\n")
    writeFileSync(join(dir, "rules.csv"), "old,new,status\n/a.html,/b.html\n/c.html,/d.html\n/b.html,/de/contact/\n/d.html,/de/\n/impressum.html,/de/imprint/,200\n/agb.html,/de/agb/,200\n")
    const single = await cli(["redirects", "--urls", join(dir, "one.txt"), "--rules", join(dir, "rules.csv"), "--out", dir, "--lang", lang])
    expect(single.stdout.split("\n")[0]).toBe(one)
    expect(single.stdout).toContain(proposedOne)
    const double = await cli(["redirects", "--urls", join(dir, "two.txt"), "--rules", join(dir, "rules.csv"), "--out", dir, "--lang", lang])
    expect(double.stdout.split("\n")[0]).toBe(two)
    expect(double.stdout).toContain(proposedTwo)
  })
})

// Said at run time, so a skip is never silent: the map is checked in a real nginx only where one is installed.
if (!hasNginx) console.warn("skipped: \"the nginx map in nginx\" needs the nginx binary (Debian package nginx-light), which is not installed here")
describe.skipIf(!hasNginx)("the nginx map in nginx", { timeout: 120_000 }, () => {
  it("answers every spelling of an old URL with the server's 301, the query appended", async () => {
    const dir = scratch()
    writeFileSync(join(dir, "urls.txt"), "/über-uns.html\n/index.html\n/produkte/zaehlerverteiler.html\n/referenzen/\n")
    writeFileSync(join(dir, "rules.csv"), "old,new\n/über-uns.html,/de/contact/\n/referenzen/,/de/contact/#referenzen\n/index.html,/de/\n/produkte/zaehlerverteiler.html,/de/product-catalog/?family=meter-cabinet\n")
    const run = await cli(["redirects", "--urls", join(dir, "urls.txt"), "--rules", join(dir, "rules.csv"), "--out", dir])
    expect(run.code).toBe(0)
    const port = await freePort()
    const conf = join(dir, "nginx.conf")
    writeFileSync(
      conf,
      `daemon off;\nevents {}\nhttp {\n  access_log off;\n  include ${join(dir, "redirects.nginx.conf")};\n  server {\n    listen 127.0.0.1:${port};\n    location / { if ($legacy_redirect) { return 301 $legacy_redirect; } return 404; }\n  }\n}\n`,
    )
    const nginx = spawn("nginx", ["-p", dir, "-c", conf, "-g", `pid ${join(dir, "nginx.pid")}; error_log stderr;`], { stdio: "ignore" })
    try {
      const answer = async (path: string) => {
        for (;;) {
          const response = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: "manual" }).catch(() => null)
          if (response !== null) return [response.status, response.headers.get("location")?.replace(/^http:\/\/[^/]+/, "") ?? null]
          await new Promise((resolve) => setImmediate(resolve))
        }
      }
      expect(await answer("/%C3%BCber-uns.html")).toEqual([301, "/de/contact/"])
      expect(await answer("/über-uns.html?ref=alt".replace("ü", "%C3%BC"))).toEqual([301, "/de/contact/?ref=alt"])
      expect(await answer("/INDEX.HTML")).toEqual([301, "/de/"])
      expect(await answer("/")).toEqual([404, null])
      expect(await answer("/Produkte/Zaehlerverteiler.html?a=1")).toEqual([301, "/de/product-catalog/?family=meter-cabinet&a=1"])
      expect(await answer("/referenzen/index.html")).toEqual([301, "/de/contact/#referenzen"])
      expect(await answer("/referenzen")).toEqual([301, "/de/contact/#referenzen"])
    } finally {
      const exited = new Promise((resolve) => nginx.once("exit", resolve))
      nginx.kill("SIGTERM")
      await exited
    }
  })
})

describe("shop-cli redirects --check", { timeout: 120_000 }, () => {
  // A running site: one good redirect, a chain, a 302, a dead target and a pass-through page.
  const answers: Record<string, readonly [number, string?]> = {
    "/gut.html": [301, "/de/neu/"],
    "/kette.html": [301, "/zwischen/"],
    "/zwischen/": [301, "/de/neu/"],
    "/vorlaeufig.html": [302, "/de/neu/"],
    "/tot.html": [301, "/de/weg/"],
    "/impressum.html": [200],
    "/de/neu/": [200],
    // The web framework's answer to a doubled slash before issue 28: a 308 to the single slash.
    "//gut.html": [308, "/gut.html"],
    // A site whose home page answers 200: a check that asked for `/` instead of `//agb.html` would pass it.
    "/": [200],
  }
  let server: Server
  let base = ""
  beforeAll(async () => {
    server = createServer((request, response) => {
      // The path as sent: `//gut.html` is a path here, not a host.
      const [status, location] = answers[new URL(`http://x${request.url ?? "/"}`).pathname] ?? [404]
      response.writeHead(status, location === undefined ? {} : { Location: location })
      response.end(status === 200 ? "<html></html>" : "")
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("reports each old URL that is not one 301 to a 200, with plain progress lines off a terminal", async () => {
    const dir = scratch()
    const list = join(dir, "urls.txt")
    writeFileSync(list, ["/gut.html", "/kette.html", "/vorlaeufig.html", "/tot.html", "/impressum.html", "https://www.muster-gehaeuse.at//gut.html?ref=alt"].join("\n"))
    const run = await cli(["redirects", "--urls", list, "--rules", rules, "--check", base, "--json"])
    expect(run.code).toBe(3)
    expect(run.stderr).toMatch(/old URLs checked: 6\/6\n/)
    expect(run.stderr).not.toContain("\r")
    const summary = JSON.parse(run.stdout) as { check: { total: number; problems: Array<{ old: string; problem: string }> } }
    expect(summary.check.total).toBe(6)
    expect(summary.check.problems).toEqual([
      { old: "/kette.html", problem: "a chain: 301 to /zwischen/, which answers 301 to /de/neu/" },
      { old: "/vorlaeufig.html", problem: "302 instead of 301 (to /de/neu/)" },
      { old: "/tot.html", problem: "301 to /de/weg/, which answers 404" },
      { old: "https://www.muster-gehaeuse.at//gut.html?ref=alt", problem: "308 instead of 301 (to /gut.html)" },
    ])
  })

  it.each([
    ["en", "1 of 1 old URL answers exactly one 301 to a page answering 200.", "2 of 2 old URLs answer exactly one 301", "1 of 2 old URLs answers exactly one 301"],
    ["de", "1 von 1 alten Adresse antwortet mit genau einer 301 auf eine Seite mit 200.", "2 von 2 alten Adressen antworten mit genau einer 301", "1 von 2 alten Adressen antwortet mit genau einer 301"],
  ] as const)("counts the checked URLs in the singular and the plural (%s)", async (lang, oneOfOne, twoOfTwo, oneOfTwo) => {
    const dir = scratch()
    const lists = { one: ["/gut.html"], good: ["/gut.html", "/impressum.html"], mixed: ["/gut.html", "/tot.html"] }
    const summaries: Record<string, string> = {}
    for (const [name, list] of Object.entries(lists)) {
      writeFileSync(join(dir, `${name}.txt`), `${list.join("\n")}\n`)
      const run = await cli(["redirects", "--urls", join(dir, `${name}.txt`), "--rules", rules, "--check", base, "--lang", lang])
      summaries[name] = run.stdout
    }
    expect(summaries["one"]).toContain(oneOfOne)
    expect(summaries["good"]).toContain(twoOfTwo)
    expect(summaries["mixed"]).toContain(oneOfTwo)
  })

  it("asks for a doubled slash as written, never for the home page in its place", async () => {
    const dir = scratch()
    const list = join(dir, "urls.txt")
    writeFileSync(list, "//agb.html\n//impressum.html\n")
    writeFileSync(join(dir, "rules.csv"), "old,new,status\n/agb.html,/de/agb/\n/impressum.html,/de/imprint/,200\n")
    const run = await cli(["redirects", "--urls", list, "--rules", join(dir, "rules.csv"), "--check", base, "--json"])
    const summary = JSON.parse(run.stdout) as { counts: Record<string, number>; refused: Array<unknown>; check: { problems: Array<{ old: string; problem: string }> } }
    // Both are paths of the old site, not host names: mapped, nothing refused.
    expect(summary.refused).toEqual([])
    expect(summary.check.problems).toEqual([
      { old: "//agb.html", problem: "404 instead of a 301" },
      { old: "//impressum.html", problem: "404 instead of a 301" },
    ])
    expect(run.code).toBe(3)
    const german = await cli(["redirects", "--urls", list, "--rules", join(dir, "rules.csv"), "--check", base, "--lang", "de"])
    expect(german.stdout).toContain("  //agb.html: 404 statt einer 301\n")
  })

  it("tells a site that does not answer apart: one line, exit code 5, in the chosen language", async () => {
    const port = await freePort()
    const english = await cli(["redirects", "--urls", urls, "--rules", rules, "--check", `http://127.0.0.1:${port}/`])
    expect(english.code).toBe(5)
    expect(english.stderr.trim().split("\n")).toEqual([
      `The site http://127.0.0.1:${port} does not answer (ECONNREFUSED); no old URL was checked. Is the server running, and are the address and port right?`,
    ])
    expect(english.stdout).not.toContain("ECONNREFUSED")
    const german = await cli(["redirects", "--urls", urls, "--rules", rules, "--check", `http://127.0.0.1:${port}/`, "--lang", "de"])
    expect(german.code).toBe(5)
    expect(german.stderr).toContain(`Die Seite http://127.0.0.1:${port} antwortet nicht (ECONNREFUSED)`)
  })
})

describe("shop-cli redirects --accept", { timeout: 120_000 }, () => {
  it("proposes targets in the report and applies only the ones a reviewer accepted", async () => {
    const dir = scratch()
    const list = join(dir, "urls.txt")
    writeFileSync(list, "/presse/zaehlerverteiler-tirol-2019.html\n/produktinfo/ws0612-40.html\n/gewinnspiel-qwertz.html\n")
    const first = await cli(["redirects", "--urls", list, "--out", dir])
    expect(first.code).toBe(3)
    const report = parse(readFileSync(join(dir, "redirects-report.csv"), "utf8"), { columns: true }) as Array<Record<string, string>>
    expect(report.map((r) => [r["old"], r["status"], r["proposal"], r["accept"]])).toEqual([
      ["/presse/zaehlerverteiler-tirol-2019.html", "refused", "/de/aktuelles/zaehlerverteiler-tirol-vorarlberg/", ""],
      ["/produktinfo/ws0612-40.html", "refused", "/de/product-catalog/ws-0612-40/", ""],
      ["/gewinnspiel-qwertz.html", "refused", "", ""],
    ])
    expect(Number(report[0]!["score"])).toBeGreaterThan(0.5)
    expect(first.stdout).toContain("2 refused URLs have a proposal in the report")
    // Nothing proposed is in the table the server loads.
    expect(JSON.parse(readFileSync(join(dir, "redirects.json"), "utf8")).entries).toEqual([])

    const reviewed = readFileSync(join(dir, "redirects-report.csv"), "utf8").replace(/^(\/produktinfo\/ws0612-40\.html,.*),\r$/m, "$1,ja\r")
    writeFileSync(join(dir, "reviewed.csv"), reviewed)
    const second = await cli(["redirects", "--urls", list, "--accept", join(dir, "reviewed.csv"), "--out", dir, "--json"])
    expect(JSON.parse(readFileSync(join(dir, "redirects.json"), "utf8")).entries).toEqual([
      { key: "/produktinfo/ws0612-40.html", from: "/produktinfo/ws0612-40.html", to: "/de/product-catalog/ws-0612-40/", kind: "redirect" },
    ])
    expect(JSON.parse(second.stdout).counts).toMatchObject({ redirect: 1, refused: 2, proposed: 1 })

    writeFileSync(join(dir, "bad.csv"), "old,proposal,accept\n/a.html,/de/,vielleicht\n")
    const bad = await cli(["redirects", "--urls", list, "--accept", join(dir, "bad.csv"), "--out", dir])
    expect(bad).toMatchObject({ code: 2, stderr: expect.stringContaining("accepted report, line 2") })
  })
})
