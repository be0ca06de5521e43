/** The test server (started once for the suite by globalSetup.ts): its address and a page request. */
import { inject } from "vitest"

export const baseUrl = (): string => inject("webBaseUrl")

/** GETs a page as a browser asks for it, without following redirects (the tests check them). */
export const getPage = (path: string, headers: Readonly<Record<string, string>> = {}): Promise<Response> =>
  fetch(`${baseUrl()}${path}`, { redirect: "manual", headers: { accept: "text/html", ...headers } })

/**
 * A request as a patient client sends it: a 429 (the PDF workers are busy, here with the load tests
 * of another file running beside this one) is sent again after its Retry-After, up to 20 times.
 */
export const patiently = async (send: () => Promise<Response>): Promise<Response> => {
  for (let attempt = 1; ; attempt++) {
    const response = await send()
    if (response.status !== 429 || attempt === 20) return response
    await response.arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers.get("retry-after") ?? 1)))
  }
}

/** A PDF page or file, fetched patiently. */
export const getPdf = (path: string, headers: Readonly<Record<string, string>> = {}): Promise<Response> => patiently(() => getPage(path, headers))
