/** Helpers of the web tests: the server's address and the connection to the suite's one Chromium. */
import { type Browser, type BrowserContext, type Page, chromium } from "playwright-core"
import { inject } from "vitest"

export const baseUrl = (): string => inject("webBaseUrl")

/** Why the browser tests cannot run here ("" when they can); logged once per test file. */
export const browserSkipReason = (): string => {
  const reason = inject("chromiumSkipReason")
  if (reason) console.warn(`[web tests] skipped: ${reason}`)
  return reason
}

/** Connects to the suite's one Chromium; each test file gets its own connection and contexts. */
export const connectBrowser = (): Promise<Browser> => chromium.connect(inject("chromiumWsEndpoint"))

export const newContext = (browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}): Promise<BrowserContext> =>
  browser.newContext({ baseURL: baseUrl(), locale: "de-AT", viewport: { width: 1280, height: 900 }, ...options })

/** Waits until React has hydrated the page (the shell marks it); clicks and typing before that are lost. */
export const hydrated = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true")
