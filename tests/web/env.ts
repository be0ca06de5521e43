/** The test server (started once for the suite by globalSetup.ts): its address and a page request. */
import { inject } from "vitest"

export const baseUrl = (): string => inject("webBaseUrl")

/** GETs a page as a browser asks for it, without following redirects (the tests check them). */
export const getPage = (path: string, headers: Readonly<Record<string, string>> = {}): Promise<Response> =>
  fetch(`${baseUrl()}${path}`, { redirect: "manual", headers: { accept: "text/html", ...headers } })
