/**
 * What a one-line CSV export loads (issue 11): the modules it runs, not the indexes of effect and
 * the core nor the PDF, archive, Storyblok or database code. Start-up time itself is measured by
 * tests/bench/cli.ts, never asserted; this guards the module graph that the time comes from.
 * It runs the sources (SHOP_CLI_SOURCE=1), whose modules are named here; the bundle holds the same
 * graph in chunks (bundle.test.ts).
 */
import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const root = fileURLToPath(new URL("../../", import.meta.url))
const bin = join(root, "node_modules/.bin/shop-cli")
const recorder = fileURLToPath(new URL("support/recordModules.mjs", import.meta.url))

/** The modules loaded by one run, as paths relative to the repository (packages as `node_modules/…`). */
const modulesOf = (args: ReadonlyArray<string>): Promise<{ code: number; stdout: string; stderr: string; modules: Array<string> }> => {
  const file = join(mkdtempSync(join(tmpdir(), "shop-cli-modules-")), "modules.txt")
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", recorder, bin, ...args],
      { cwd: root, env: { PATH: process.env["PATH"] ?? "", LANG: "C", SHOP_CLI_MODULES_FILE: file, SHOP_CLI_SOURCE: "1" }, encoding: "utf8" },
      (error, stdout, stderr) => {
        const modules = readFileSync(file, "utf8")
          .split("\n")
          .filter((url) => url.startsWith("file:"))
          .map((url) => fileURLToPath(url).slice(root.length))
        resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr, modules })
      },
    )
  })
}

const cart = "cart[0][productId]=WS-0612-40&cart[0][amount]=2"

describe("shop-cli start-up", () => {
  it("a CSV export loads Schema and the share-string rules, not the indexes, PDF, archive, Storyblok (but its settings) or database code", { timeout: 30_000 }, async () => {
    const run = await modulesOf(["export-cart", cart])
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(";2;")
    // The input is still decoded with Schema.
    expect(run.modules).toContain("node_modules/effect/dist/Schema.js")
    expect(run.modules).toContain("core/src/cart/share.ts")
    const unwanted = run.modules.filter((m) =>
      /^node_modules\/effect\/dist\/index\.js$|^core\/src\/index\.ts$|^adapters\/src\/index\.ts$|node_modules\/(pdfmake|pdfkit|jszip|storyblok-js-client|@electric-sql|pg|nodemailer|@supabase)\/|^adapters\/src\/(storyblok\/(?!config\.ts)|pdf|sql|content-files\/ContentFiles)/.test(m),
    )
    expect(unwanted).toEqual([])
  })

  it("--help loads commander and the texts, no effect", async () => {
    const run = await modulesOf(["--help"])
    expect(run.code).toBe(0)
    expect(run.modules.some((m) => m.startsWith("node_modules/commander/"))).toBe(true)
    expect(run.modules.filter((m) => m.startsWith("node_modules/effect/"))).toEqual([])
  })
})
