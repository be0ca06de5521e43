/**
 * The one fixture of the browser tests. Every browser test file connects once to the suite's one
 * Chromium (launched by globalSetup.ts) and each test gets its pages from it:
 *
 * - `page`: a page in a fresh context with the defaults (German, 1280 × 900, the test server);
 * - `open(options)`: a fresh context with other options (locale, viewport, no JavaScript,
 *   downloads, another base URL) and its page, for a test that needs those or the context itself.
 *
 * The contexts a test opened are closed when it ends, passed or failed. A suite written with
 * `describeBrowser` is skipped, saying why, where this machine has no Chromium.
 */
import { type BrowserContext, type BrowserContextOptions, type Page, chromium } from "playwright-core"
import { describe, inject, test } from "vitest"
import { baseUrl } from "./env.ts"

/** Why the browser tests cannot run here ("" when they can); logged once per test file. */
const skipReason = inject("chromiumSkipReason")
if (skipReason) console.warn(`[web tests] skipped: ${skipReason}`)

/** A suite of browser tests; skipped where there is no Chromium. */
export const describeBrowser = (name: string, body: () => void) => describe.skipIf(skipReason !== "")(name, body)

const defaults: BrowserContextOptions = { locale: "de-AT", viewport: { width: 1280, height: 900 } }

export interface Opened {
  readonly context: BrowserContext
  readonly page: Page
}

export const browserTest = test
  .extend("chromiumWsEndpoint", { scope: "file" }, inject("chromiumWsEndpoint"))
  .extend("browser", { scope: "file" }, async ({ chromiumWsEndpoint }, { onCleanup }) => {
    const browser = await chromium.connect(chromiumWsEndpoint)
    onCleanup(() => browser.close())
    return browser
  })
  .extend("open", async ({ browser }, { onCleanup }) => {
    const contexts: Array<BrowserContext> = []
    onCleanup(async () => {
      await Promise.all(contexts.map((context) => context.close()))
    })
    return async (options: BrowserContextOptions = {}): Promise<Opened> => {
      const context = await browser.newContext({ baseURL: baseUrl(), ...defaults, ...options })
      contexts.push(context)
      return { context, page: await context.newPage() }
    }
  })
  .extend("page", async ({ open }) => (await open()).page)

/**
 * Waits for a page whose path (query and hash aside) matches: a redirect may carry a notice in the
 * query, which the page takes out of the address only once it is interactive.
 */
export const waitForPath = (page: Page, path: RegExp): Promise<unknown> => page.waitForURL((url) => path.test(url.pathname))

/** Waits until React has hydrated the page (the shell marks it); clicks and typing before that are lost. */
export const hydrated = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true")
