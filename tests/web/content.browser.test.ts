/**
 * The company site's content pages in Chromium, on the embedded content (data/content): every
 * layout and block in both languages with axe, the §2 link rules in the rendered DOM, the
 * language switch to the translated slug, translated-slug 301s, the comparison table's semantics
 * and its scroll region on a phone, the table of contents' aria-current after scrolling (the −45 %
 * visibility observer), an unknown component on the published site (nothing shown), every page
 * within a phone's width, and the `/content/assets/` route.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { get } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { AxeBuilder } from "@axe-core/playwright"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, expect } from "vitest"
import { browserTest, describeBrowser, hydrated } from "./browser.ts"
import { baseUrl, getPage } from "./env.ts"
import { type TestServer, startServer } from "./server.ts"

const contentDir = fileURLToPath(new URL("../../data/content/", import.meta.url))

/** Layout or block → its page in German and English (the slugs of the embedded content). */
const PAGES = [
  ["home (references teaser, news)", "/de/", "/en/"],
  ["page with TOC (rich text)", "/de/unternehmen/qualitaet/", "/en/company/quality/"],
  ["page with story links", "/de/unternehmen/", "/en/company/"],
  ["comparison table", "/de/gehaeuse-werkstoffe-vergleich/", "/en/enclosure-materials-compared/"],
  ["blog", "/de/aktuelles/taev-2026-zaehlerplaetze/", "/en/news/taev-2026-meter-positions/"],
  ["blog list", "/de/aktuelles/", "/en/news/"],
  ["reference", "/de/referenzen/bergbahn-zillertal/", "/en/references/cable-car-zillertal/"],
  ["references teaser", "/de/referenzen/", "/en/references/"],
  ["download group", "/de/downloads/", "/en/downloads/"],
  ["person grid", "/de/vertrieb/", "/en/sales/"],
  ["terms", "/de/agb/", "/en/terms/"],
] as const

/** The English title of the history page (data/content/stories/unternehmen/geschichte.json). */
const HISTORY_EN = "Our history"

const visit = async (page: Page, path: string) => {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await hydrated(page)
}

/** Every link of the page's main content: href, target, rel. */
const contentLinks = (page: Page) =>
  page.locator("main a").evaluateAll((anchors) =>
    anchors.map((a) => ({ href: a.getAttribute("href") ?? "", target: a.getAttribute("target"), rel: a.getAttribute("rel") ?? "" })),
  )

/** The raw path is sent as it is (fetch and the browser would resolve `..` first). */
const rawGet = (path: string) =>
  new Promise<number>((resolve, reject) => {
    const url = new URL(baseUrl())
    get({ host: url.hostname, port: url.port, path }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    }).on("error", reject)
  })

describeBrowser("content pages", () => {
  browserTest.for(PAGES.flatMap(([name, de, en]) => [[`${name} de`, de] as const, [`${name} en`, en] as const]))(
    "%s (%s) renders and has no axe violations",
    async ([, path], { page }) => {
      await visit(page, path)
      await page.waitForLoadState("networkidle")
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
    },
  )

  browserTest("a first visit to the home page, a content page or the catalogue loads no effect code (server only, and the dialogs' own chunks)", async ({ page }) => {
    for (const path of ["/de/", "/de/unternehmen/", "/en/company/quality/", "/de/product-catalog/"]) {
      await visit(page, path)
      await page.waitForLoadState("networkidle")
      const scripts = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name).filter((url) => new URL(url).pathname.endsWith(".js")))
      expect(scripts.length, path).toBeGreaterThan(1)
      // Every effect module names its type ids `~effect/…`; browser code imports the core by module, not its index.
      const withEffect = []
      for (const url of scripts) if ((await (await fetch(url)).text()).includes("~effect/")) withEffect.push(new URL(url).pathname)
      expect(withEffect, path).toEqual([])
    }
  })

  browserTest("every layout and block is rendered in both languages", async ({ page }) => {
    const seen = new Set<string>()
    for (const [, de, en] of PAGES) {
      for (const path of [de, en]) {
        await page.goto(path)
        for (const layout of await page.locator("[data-layout]").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-layout")))) seen.add(`layout:${layout}`)
        for (const kind of await page.locator("[data-block]").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-block")))) seen.add(`block:${kind}`)
      }
    }
    for (const expected of ["page", "blog", "reference", "download-group"]) expect(seen, expected).toContain(`layout:${expected}`)
    for (const expected of ["hero", "rich-text", "teaser-grid", "references-teaser", "blog-list", "comparison-table", "person-grid", "image"]) {
      expect(seen, expected).toContain(`block:${expected}`)
    }
    expect(seen).not.toContain("block:unknown")
  })

  browserTest("link rules: web links in a new tab with noopener, mail links external, assets in a new tab, story links to the translated slug, home is the bare root", async ({ page }) => {
    const all: Array<{ readonly href: string; readonly target: string | null; readonly rel: string; readonly lang: string }> = []
    for (const [, de, en] of PAGES) {
      for (const [lang, path] of [["de", de], ["en", en]] as const) {
        await page.goto(path)
        all.push(...(await contentLinks(page)).map((link) => ({ ...link, lang })))
      }
    }
    const web = all.filter((link) => /^https?:/.test(link.href))
    const mail = all.filter((link) => link.href.startsWith("mailto:"))
    const assets = all.filter((link) => link.href.startsWith("/content/assets/"))
    const pages = all.filter((link) => /^\/(de|en)\//.test(link.href))
    expect(web.length).toBeGreaterThan(0)
    expect(mail.length).toBeGreaterThan(0)
    expect(assets.length).toBeGreaterThan(0)
    for (const link of web) expect(link, link.href).toMatchObject({ target: "_blank", rel: expect.stringContaining("noopener") })
    for (const link of mail) expect(link.target, link.href).toBeNull()
    for (const link of assets) expect(link, link.href).toMatchObject({ target: "_blank", rel: expect.stringContaining("noopener") })
    for (const link of pages) {
      expect(link.href.startsWith(`/${link.lang}/`), link.href).toBe(true)
      expect(link.href, "home is the bare language root").not.toMatch(/^\/(de|en)\/home\//)
      if (link.lang === "en") expect(link.href, "English pages link English slugs").not.toMatch(/^\/en\/(unternehmen|referenzen|aktuelles|karriere|vertrieb|gehaeuse)/)
    }
    // Story links of the company page go to the history page in each language.
    await page.goto("/en/company/")
    expect(await page.locator('main a[href="/en/company/history/"]').count()).toBeGreaterThan(0)
    await page.goto("/de/unternehmen/")
    expect(await page.locator('main a[href="/de/unternehmen/geschichte/"]').count()).toBeGreaterThan(0)
  })

  browserTest("the language switch goes to the translated slug; the other language's path answers 301 to it", async ({ page }) => {
    await visit(page, "/de/unternehmen/geschichte/")
    await page.getByTestId("language-switch").first().click()
    await page.waitForURL("**/en/company/history/")
    // A client-side navigation: wait for the English page, not only the new URL.
    await expect.poll(() => page.locator("html").getAttribute("lang"), { timeout: 10_000 }).toMatch(/^en/)
    await expect.poll(() => page.locator("h1").first().innerText(), { timeout: 10_000 }).toBe(HISTORY_EN)
    await visit(page, "/en/references/cable-car-zillertal/")
    expect(await page.getByTestId("language-switch").first().getAttribute("href")).toBe("/de/referenzen/bergbahn-zillertal/")

    const moved = await getPage("/en/unternehmen/geschichte/")
    expect(moved.status).toBe(301)
    expect(new URL(moved.headers.get("location")!, baseUrl()).pathname).toBe("/en/company/history/")
    const back = await getPage("/de/company/history/")
    expect(back.status).toBe(301)
    expect(new URL(back.headers.get("location")!, baseUrl()).pathname).toBe("/de/unternehmen/geschichte/")
    // The query goes along.
    const withQuery = await getPage("/en/unternehmen/geschichte/?utm_source=newsletter&x=%C3%A4")
    expect(withQuery.status).toBe(301)
    const target = new URL(withQuery.headers.get("location")!, baseUrl())
    expect(`${target.pathname}${target.search}`).toBe("/en/company/history/?utm_source=newsletter&x=%C3%A4")
    expect((await getPage("/de/home/")).status).toBe(301)
    expect((await getPage("/en/no-such-page/")).status).toBe(404)
  })

  browserTest("the comparison table: caption, column and row headers, a labelled focusable scroll region that scrolls on a phone", async ({ open }) => {
    const { page } = await open({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true })
    await visit(page, "/en/enclosure-materials-compared/")
    const region = page.getByTestId("comparison-scroll")
    expect(await region.getAttribute("role")).toBe("region")
    expect(await region.getAttribute("tabindex")).toBe("0")
    expect(await region.getAttribute("aria-label")).not.toBe("")
    const table = region.locator("table")
    expect(await table.locator("caption").innerText()).not.toBe("")
    expect(await table.locator('thead th[scope="col"]').count()).toBeGreaterThanOrEqual(4)
    expect(await table.locator('tbody th[scope="row"]').count()).toBe(await table.locator("tbody tr").count())
    const sizes = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }))
    expect(sizes.scroll).toBeGreaterThan(sizes.client)
    // The page itself does not scroll sideways: only the region does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await region.focus()
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  })

  browserTest("a table that fits is no Tab stop and says nothing of scrolling; narrowed, it becomes one (named by its headers)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    // Three columns keep a readable width (40rem) and scroll on a phone.
    await visit(page, "/de/vertriebspartner/")
    const region = page.getByRole("region", { name: /^Tabelle „Partner, Standorte, Kontakt“/ })
    await expect.poll(() => region.getAttribute("aria-label")).toBe("Tabelle „Partner, Standorte, Kontakt“")
    expect(await region.getAttribute("tabindex")).toBeNull()
    await page.setViewportSize({ width: 360, height: 800 })
    await expect.poll(() => region.getAttribute("tabindex")).toBe("0")
    expect(await region.getAttribute("aria-label")).toBe("Tabelle „Partner, Standorte, Kontakt“, seitlich scrollbar")
    // Two columns (a figure and its value) fit the phone: no Tab stop, nothing said of scrolling.
    await visit(page, "/de/unternehmen/")
    const narrow = page.getByRole("region", { name: /^Tabelle „Kennzahl, Wert“/ })
    await expect.poll(() => narrow.getAttribute("aria-label")).toBe("Tabelle „Kennzahl, Wert“")
    expect(await narrow.getAttribute("tabindex")).toBeNull()
  })

  browserTest("no content page is wider than a phone: long compounds, tables, code and hidden link texts stay inside (390 px)", async ({ open }) => {
    const { page } = await open({ viewport: { width: 390, height: 800 } })
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).filter((path) => !path.includes("/product-catalog/"))
    expect(paths.length).toBeGreaterThan(40)
    const wide: Array<string> = []
    for (const path of paths) {
      await page.goto(path)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      if (width > 390) wide.push(`${path}: ${width} px`)
    }
    expect(wide).toEqual([])
  }, 180_000)

  browserTest("the downloads page explains its article numbers in tables a phone shows whole, in both languages (issue 28)", async ({ open }) => {
    const { page } = await open({ viewport: { width: 390, height: 800 } })
    for (const [path, part] of [["/de/downloads/", "Breite in mm"], ["/en/downloads/", "Width in mm"]] as const) {
      await visit(page, path)
      const table = page.locator("main table").filter({ hasText: part })
      expect(await table.count(), path).toBe(1)
      // Every cell lies inside the screen: nothing to scroll sideways for, nothing cut off.
      const outside = await table.locator("th, td").evaluateAll((cells) =>
        cells.filter((cell) => cell.getBoundingClientRect().right > window.innerWidth).map((cell) => cell.textContent),
      )
      expect(outside, path).toEqual([])
    }
  })

  browserTest("the table of contents marks the section in the middle of the view (aria-current)", async ({ page }) => {
    await visit(page, "/de/unternehmen/qualitaet/")
    // The shown one of the two (above the body on a phone, in the right column here).
    const toc = page.locator('[data-testid="toc"]:visible')
    expect(await toc.getAttribute("aria-label")).toBe("Inhalt dieser Seite")
    const entries = await toc.locator("a").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!.slice(1)))
    expect(entries.length).toBeGreaterThanOrEqual(3)
    for (const id of [entries.at(-1)!, entries[1]!]) {
      // The heading's middle to the view's middle (scrollIntoView would also count its scroll margin, which clears the header).
      await page.evaluate((target) => {
        const box = document.getElementById(target)!.getBoundingClientRect()
        window.scrollBy(0, box.top + box.height / 2 - window.innerHeight / 2)
      }, id)
      await expect.poll(() => toc.locator('[aria-current="location"]').getAttribute("href")).toBe(`#${id}`)
    }
    // Keyboard: the entries are links to the headings.
    await toc.locator("a").first().focus()
    await page.keyboard.press("Enter")
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${entries[0]}`)
  })

  browserTest("/content/assets/: files with their type and a long cache; anything else 404", async () => {
    const svg = await fetch(`${baseUrl()}/content/assets/illustrations/company-building.svg`)
    expect(svg.status).toBe(200)
    expect(svg.headers.get("content-type")).toMatch(/^image\/svg\+xml/)
    expect(svg.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    const pdf = await fetch(`${baseUrl()}/content/assets/downloads/katalog-gehaeuse-2026.pdf`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get("content-type")).toBe("application/pdf")
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-")
    expect((await fetch(`${baseUrl()}/content/assets/illustrations/missing.svg`)).status).toBe(404)
    expect((await fetch(`${baseUrl()}/content/assets/illustrations`)).status).toBe(404)
    for (const path of ["/content/assets/../settings.json", "/content/assets/%2e%2e/settings.json", "/content/assets/..%2fsettings.json", "/content/assets/.hidden"]) {
      expect(await rawGet(path), path).not.toBe(200)
    }
  })
})

describeBrowser("an unknown component on the published site", () => {
  let server: TestServer
  let dir: string
  let log = ""
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "content-unknown-"))
    cpSync(contentDir, dir, { recursive: true })
    const story = {
      story: {
        id: 990001,
        uuid: "00000000-0000-4000-8000-000000990001",
        name: "Test",
        slug: "unknown-test",
        full_slug: "unknown-test",
        default_full_slug: "unknown-test",
        translated_slugs: [{ lang: "en", path: "unknown-test", name: "Test" }],
        published_at: "2026-11-01T08:00:00.000Z",
        content: {
          _uid: "u0",
          component: "page",
          title: "Testseite",
          body: [
            { _uid: "u1", component: "carousel", slides: [] },
            { _uid: "u2", component: "rich-text", text: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Nach dem Karussell." }] }] } },
          ],
        },
      },
    }
    writeFileSync(join(dir, "stories", "unknown-test.json"), JSON.stringify(story))
    server = await startServer({ CONTENT_DIR: dir })
    server.process.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()))
    server.process.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()))
  })
  afterAll(async () => {
    await server?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  browserTest("shows nothing for it and renders the rest of the page", async ({ open }) => {
    const { page } = await open({ baseURL: server.baseUrl })
    await visit(page, "/de/unknown-test/")
    expect(await page.getByText("Nach dem Karussell.").count()).toBe(1)
    expect(await page.locator('[data-block="unknown"]').count()).toBe(0)
    expect(await page.locator("main").innerText()).not.toContain("carousel")
    // …and the server logs it (spec §8: a missing component is an error the editors must hear of).
    await expect.poll(() => /unknown components[\s\S]*carousel/.test(log)).toBe(true)
  })
})
