/**
 * Content pages benchmark (issue 10), against the production build and Storyblok's delivery API as
 * the local stand-in (tests/contracts/support/storyblokCdn.ts) holding the demo content of
 * data/content, run by `npm run bench`:
 *
 *   node tests/bench/content.ts [--quick]
 *
 * 1. Cold cache: a fresh server renders every content page of the site once, in both languages;
 *    the figure is the number of requests Storyblok received for it (settings, stories, relations).
 * 2. Render time of a content page and of the catalogue page, measured one request after another
 *    (so the figure is the server's, not a queue's): "uncached" carries a new query parameter on
 *    every request, so the page cache misses and the page is rendered (the content cache is warm,
 *    as it is on a running site); "cached" repeats one URL, answered from the page cache.
 *
 * Prints a table and writes JSON to bench/results/content-<timestamp>.json. Never run by `npm test`.
 */
import { execFileSync } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import { loadavg } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { Effect } from "effect"
import { PAGE_LAYOUTS } from "@shop/core"
import { TOKEN, demoSpace } from "../contracts/support/storyblok.ts"
import { startCdn } from "../contracts/support/storyblokCdn.ts"
import { startServer } from "../web/server.ts"

const root = fileURLToPath(new URL("../../", import.meta.url))
const quick = process.argv.includes("--quick")
const RENDERS = quick ? 40 : 200

/** Every content page's URL in both languages: German by full slug, English by its translated path; `home` is the root. */
const contentUrls = (): ReadonlyArray<string> =>
  demoSpace().flatMap((story) => {
    if (!(PAGE_LAYOUTS as ReadonlyArray<unknown>).includes(story.content.default?.["component"])) return []
    const english = story.translated_slugs?.find((slug) => slug.lang === "en")?.path ?? story.full_slug
    const url = (lang: string, path: string) => (path === "home" ? `/${lang}/` : `/${lang}/${path}/`)
    return [url("de", story.full_slug), url("en", english)]
  })

const percentile = (values: ReadonlyArray<number>, p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!
}

/** Sequential GETs; every answer must be 200. */
const timeRequests = async (base: string, paths: ReadonlyArray<string>) => {
  const times: Array<number> = []
  for (const path of paths) {
    const started = performance.now()
    const response = await fetch(`${base}${path}`)
    await response.arrayBuffer()
    times.push(performance.now() - started)
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
  }
  return { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), requests: times.length }
}

const bench = Effect.gen(function* () {
  execFileSync("bash", ["scripts/build-web-if-stale.sh"], { cwd: root, stdio: "inherit" })
  const cdn = yield* startCdn({ token: TOKEN, previewToken: "bench-preview-token", stories: demoSpace() })
  // The test suites' server starter: a production server with its own data folder, stopped at the end.
  const shop = yield* Effect.acquireRelease(
    Effect.promise(() => startServer({ STORYBLOK_TOKEN: TOKEN, STORYBLOK_ENDPOINT: `${cdn.url}/v2` })),
    (server) => Effect.promise(() => server.stop()),
  )
  const base = shop.baseUrl

  const urls = contentUrls()
  cdn.requests.length = 0
  const cold = yield* Effect.promise(() => timeRequests(base, urls))
  const coldRequests = cdn.requests.length

  const content = urls.find((url) => url.startsWith("/de/") && url !== "/de/") ?? "/de/"
  const series = (path: string, unique: boolean) => Array.from({ length: RENDERS }, (_, i) => (unique ? `${path}?u=${i}-${Date.now()}` : path))
  // Warm the content cache, the JIT and the page cache's entry for the cached series.
  yield* Effect.promise(() => timeRequests(base, [...series(content, false).slice(0, 5), ...series("/de/product-catalog/", false).slice(0, 5)]))
  const figures = {
    contentUncached: yield* Effect.promise(() => timeRequests(base, series(content, true))),
    contentCached: yield* Effect.promise(() => timeRequests(base, series(content, false))),
    catalogueUncached: yield* Effect.promise(() => timeRequests(base, series("/de/product-catalog/", true))),
    catalogueCached: yield* Effect.promise(() => timeRequests(base, series("/de/product-catalog/", false))),
  }

  const rows = [
    ["Cold cache, whole site", `${urls.length} pages, ${coldRequests} Storyblok requests (${(coldRequests / urls.length).toFixed(2)} per page), p50 ${cold.p50Ms.toFixed(1)} ms`],
    [`Content page ${content}, uncached`, `p50 ${figures.contentUncached.p50Ms.toFixed(1)} ms, p95 ${figures.contentUncached.p95Ms.toFixed(1)} ms`],
    [`Content page ${content}, cached`, `p50 ${figures.contentCached.p50Ms.toFixed(1)} ms, p95 ${figures.contentCached.p95Ms.toFixed(1)} ms`],
    ["Catalogue page, uncached", `p50 ${figures.catalogueUncached.p50Ms.toFixed(1)} ms, p95 ${figures.catalogueUncached.p95Ms.toFixed(1)} ms`],
    ["Catalogue page, cached", `p50 ${figures.catalogueCached.p50Ms.toFixed(1)} ms, p95 ${figures.catalogueCached.p95Ms.toFixed(1)} ms`],
  ]
  console.log(`\nContent pages (sequential requests, ${RENDERS} per series, load ${loadavg()[0]!.toFixed(2)})`)
  for (const [name, figure] of rows) console.log(`  ${name!.padEnd(44)} ${figure}`)
  mkdirSync(join(root, "bench/results"), { recursive: true })
  const file = join(root, "bench/results", `content-${new Date().toISOString().replace(/[:.]/g, "-")}.json`)
  writeFileSync(file, JSON.stringify({ pages: urls.length, coldRequests, cold, ...figures }, null, 2))
  console.log(`  written to ${file.slice(root.length)}`)
})

await Effect.runPromise(Effect.scoped(bench))
