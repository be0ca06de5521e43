/** Deployment check (spec §4) over HTTP: the build manifest, never cached, names the build the pages run. */
import { describe, expect, it } from "vitest"
import { baseUrl } from "./env.ts"

describe("GET /builds/latest.json", () => {
  it("answers the build's id and time with Cache-Control: no-store", async () => {
    const response = await fetch(`${baseUrl()}/builds/latest.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(response.headers.get("content-type")).toMatch(/application\/json/)
    const manifest = (await response.json()) as { id: string; builtAt: string }
    expect(manifest.id).toMatch(/^[\w.-]{1,100}$/)
    expect(Number.isNaN(Date.parse(manifest.builtAt))).toBe(false)
  })

  it("is the build every page embeds", async () => {
    const { id } = (await (await fetch(`${baseUrl()}/builds/latest.json`)).json()) as { id: string }
    for (const path of ["/de/", "/en/product-catalog/", "/de/contact/"]) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text()
      expect(/<meta name="build-id" content="([^"]+)"/.exec(html)?.[1], path).toBe(id)
    }
  })

  it("is served as it is, without the trailing-slash redirect of pages", async () => {
    const response = await fetch(`${baseUrl()}/builds/latest.json`, { redirect: "manual" })
    expect(response.status).toBe(200)
  })
})
