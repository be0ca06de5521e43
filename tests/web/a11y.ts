/**
 * axe-core on every page type of this slice, in both languages, at one width (a screenshot of
 * each page goes to tests/artifacts/web/). One test file per width so the two run side by side.
 */
import { mkdirSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { AxeBuilder } from "@axe-core/playwright"
import { beforeAll, expect } from "vitest"
import { browserTest, describeBrowser } from "./browser.ts"

const artifacts = fileURLToPath(new URL("../artifacts/web/", import.meta.url))

/** Page name and path; each width checks every page type (axe takes about 3 s a page here). */
export type AxePages = ReadonlyArray<readonly [string, string]>

export const axeSuite = (width: number, pages: AxePages) =>
  describeBrowser(`accessibility (axe-core) at ${width} px`, () => {
    beforeAll(() => {
      mkdirSync(artifacts, { recursive: true })
    })

    browserTest.for(pages)(`%s (%s) has no violations at ${width} px`, async ([name, path], { open }) => {
      const { page } = await open({ viewport: { width, height: 900 } })
      await page.goto(path)
      await page.waitForLoadState("networkidle")
      await page.screenshot({ path: `${artifacts}${name.replace(/\W+/g, "-")}-${width}.png`, fullPage: true })
      const results = await new AxeBuilder({ page }).analyze()
      const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
      expect(summary).toEqual([])
    })
  })
