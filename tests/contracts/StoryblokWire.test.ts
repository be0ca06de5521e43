/**
 * The Storyblok adapters on the wire: the real storyblok-js-client against a local server
 * answering the CDN API v2 in its documented shape (support/storyblokCdn.ts). What the contract
 * suites do not show: 429s retried, other statuses raised, `cv`, paging headers, relations in
 * batches of 50, drafts only for a valid visual-editor preview, the content cache serving the
 * last good answer while the CDN is down, slow or failing, and the signed webhook that drops it.
 */
import { createHash } from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import { Effect, Fiber, Layer } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { ArticleGroups, Content, ContentControl, InfrastructureError } from "@shop/core"
import { webhookSignature } from "@shop/adapters/storyblok/signatures"
import * as ContentStoryblok from "@shop/adapters/storyblok/ContentStoryblok"
import { MAX_RETRIES, RATE_LIMIT, RETRY_DELAY_MILLIS } from "@shop/adapters/storyblok/StoryblokApi"
import * as ContentCache from "@shop/adapters/content-cache/ContentCache"
import * as Storyblok from "@shop/adapters/storyblok/layer"
import { type Cdn, type CdnStory, startCdn } from "./support/storyblokCdn.ts"
import { PREVIEW_TOKEN, TOKEN, WEBHOOK_SECRET, apiLayer, articleGroups, cdnStory, contentCached, demoSpace } from "./support/storyblok.ts"

const cdnWith = (stories: ReadonlyArray<CdnStory>) => startCdn({ token: TOKEN, previewToken: PREVIEW_TOKEN, stories })
const storiesAsked = (cdn: Cdn) => cdn.requests.filter((request) => request.path.startsWith("/v2/cdn/stories"))
/** Requests for one story (`cdn/stories/{slug|id}`), not for the list of pages. */
const singleStoriesAsked = (cdn: Cdn) => cdn.requests.filter((request) => request.path.startsWith("/v2/cdn/stories/"))

const page = (id: number, slug: string, content: Record<string, unknown>, extra: Partial<CdnStory> = {}): CdnStory => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
  name: slug,
  slug: slug.split("/").at(-1)!,
  full_slug: slug,
  content: { default: { component: "page", ...content } },
  ...extra,
})

/** The client prints a line per 429 retry; kept out of the test output. */
const quietRetries = Effect.acquireRelease(
  Effect.sync(() => vi.spyOn(console, "log").mockImplementation(() => undefined)),
  (spy) => Effect.sync(() => spy.mockRestore()),
)

const NOW = Date.UTC(2026, 10, 23, 8, 0, 0)
const previewQuery = (timestampSeconds: number, token?: string) => {
  const spaceId = "287123"
  const signed = createHash("sha1").update(`${spaceId}:${PREVIEW_TOKEN}:${timestampSeconds}`).digest("hex")
  return new URLSearchParams({
    "_storyblok": "41",
    "_storyblok_tk[space_id]": spaceId,
    "_storyblok_tk[timestamp]": String(timestampSeconds),
    "_storyblok_tk[token]": token ?? signed,
  })
}

describe("Storyblok on the wire", () => {
  it.effect("a 429 is retried (300 ms apart) until an answer comes", () =>
    Effect.gen(function* () {
      yield* quietRetries
      const cdn = yield* cdnWith(demoSpace())
      cdn.script.push(429, 429)
      const content = yield* Effect.provide(ContentStoryblok.make, apiLayer(cdn))
      const story = yield* content.story("imprint", "de", false)
      expect(story?.content.title).toBe("Impressum")
      const asked = storiesAsked(cdn)
      expect(asked.map((request) => request.path)).toEqual(Array(3).fill("/v2/cdn/stories/imprint"))
      // The client waits with setTimeout, which never fires early: the gaps are at least the delay.
      expect(asked[1]!.at - asked[0]!.at).toBeGreaterThanOrEqual(RETRY_DELAY_MILLIS - 5)
      expect(asked[2]!.at - asked[1]!.at).toBeGreaterThanOrEqual(RETRY_DELAY_MILLIS - 5)
    }),
  )

  it.effect("after 10 retries a 429 is raised as an InfrastructureError with the status (small delay here); 5 requests a second", () =>
    Effect.gen(function* () {
      yield* quietRetries
      const cdn = yield* cdnWith(demoSpace())
      cdn.script.push(...Array(MAX_RETRIES + 1).fill(429))
      const content = yield* Effect.provide(ContentStoryblok.make, apiLayer(cdn, { retriesDelayMillis: 1 }))
      const error = yield* Effect.flip(content.story("imprint", "de", false))
      expect(error).toBeInstanceOf(InfrastructureError)
      expect(error.reason).toContain("429")
      expect((error.cause as { status?: number }).status).toBe(429)
      const asked = storiesAsked(cdn)
      expect(asked).toHaveLength(1 + MAX_RETRIES)
      // At most 5 requests start within a second (spec §9): the sixth waits for the first to age out
      // (without the limit, 1 ms apart). Measured where they arrive, which a busy machine delays
      // unevenly by up to a tenth of a second or more: half a second is the limit at work.
      expect(asked[RATE_LIMIT]!.at - asked[0]!.at).toBeGreaterThanOrEqual(500)
    }),
  )

  it.effect("other non-2xx answers are raised at once with their status; a 404 is no page", () =>
    Effect.gen(function* () {
      const cdn = yield* cdnWith(demoSpace())
      const content = yield* Effect.provide(ContentStoryblok.make, apiLayer(cdn))
      for (const status of [500, 503, 401]) {
        cdn.script.push(status)
        const error = yield* Effect.flip(content.story("imprint", "de", false))
        expect(error.reason).toContain(String(status))
        expect((error.cause as { status?: number }).status).toBe(status)
      }
      expect(storiesAsked(cdn)).toHaveLength(3)
      expect(yield* content.story("no-such-page", "de", false)).toBeNull()
    }),
  )

  it.effect("asks with the token, the configured version, the language, resolve_links=url; sends back the cv of the last answer", () =>
    Effect.gen(function* () {
      const cdn = yield* cdnWith(demoSpace())
      cdn.cv = 1_763_900_000
      const content = yield* Effect.provide(ContentStoryblok.make, apiLayer(cdn))
      yield* content.settings("en")
      yield* content.story("privacy", "de", false)
      const [settings, privacy] = storiesAsked(cdn)
      expect(settings!.path).toBe("/v2/cdn/stories/_settings/")
      expect(Object.fromEntries(settings!.query)).toMatchObject({ token: TOKEN, version: "published", language: "en", resolve_links: "url" })
      expect(settings!.query.has("cv")).toBe(false)
      expect(privacy!.query.get("cv")).toBe("1763900000")
      expect(privacy!.query.has("language")).toBe(false)
    }),
  )

  it.effect("reads a story by its id", () =>
    Effect.gen(function* () {
      const cdn = yield* cdnWith(demoSpace())
      const content = yield* Effect.provide(ContentStoryblok.make, apiLayer(cdn))
      expect((yield* content.storyById(41, "en", false))?.content.title).toBe("Imprint")
      expect(storiesAsked(cdn).map((request) => request.path)).toEqual(["/v2/cdn/stories/41"])
      expect(yield* content.storyById(-1, "en", false)).toBeNull()
    }),
  )

  it.effect("translated slugs: the English path behind the language code finds the story, whose full_slug stays the German one; the other language's path is no page", () =>
    Effect.gen(function* () {
      const history = page(77, "unternehmen/geschichte", { title: "Geschichte" }, { translated_slugs: [{ lang: "en", path: "company/history", name: "History" }] })
      const cdn = yield* cdnWith([history])
      const content = yield* Effect.provide(ContentStoryblok.make, apiLayer(cdn))
      const en = yield* content.story("/company/history/", "en", false)
      expect({ uuid: en?.uuid, full_slug: en?.full_slug, translated: en?.translated_slugs?.[0]?.path }).toEqual({ uuid: history.uuid, full_slug: "unternehmen/geschichte", translated: "company/history" })
      const asked = storiesAsked(cdn).at(-1)!
      expect(asked.path).toBe("/v2/cdn/stories/en/company/history")
      expect(asked.query.get("language")).toBe("en")
      expect((yield* content.story("unternehmen/geschichte", "de", false))?.uuid).toBe(history.uuid)
      expect(storiesAsked(cdn).at(-1)!.path).toBe("/v2/cdn/stories/unternehmen/geschichte")
      expect(yield* content.story("company/history", "de", false)).toBeNull()
      // A German address under the other language's code is no page (not the English story under a German address).
      const before = storiesAsked(cdn).length
      expect(yield* content.story("en/company/history", "de", false)).toBeNull()
      expect(storiesAsked(cdn)).toHaveLength(before)
      expect(yield* content.story("unternehmen/geschichte", "en", false)).toBeNull()
    }),
  )

  it.effect("pages: the page layouts as filter, 25 a page following the total header; settings and other components are no pages", () =>
    Effect.gen(function* () {
      const pages = Array.from({ length: 30 }, (_, i) => page(7000 + i, `seite-${i}`, { title: `Seite ${i}` }))
      const settings = page(6999, "_settings", {}, { content: { default: { component: "settings" } } })
      const group = page(6998, "article-groups/g", {}, { content: { default: { component: "article-group", name: "g" } } })
      const cdn = yield* cdnWith([settings, group, ...pages])
      const content = yield* Effect.provide(ContentStoryblok.make, apiLayer(cdn))
      const listed = yield* content.pages("de")
      expect(listed.map((story) => story.full_slug).sort()).toEqual(pages.map((story) => story.full_slug).sort())
      const asked = storiesAsked(cdn)
      expect(asked.map((request) => [request.query.get("page"), request.query.get("per_page")])).toEqual([
        ["1", "25"],
        ["2", "25"],
      ])
      expect(asked[0]!.query.get("filter_query[component][in]")?.split(",").sort()).toEqual(["blog", "download-group", "page", "reference"])
    }),
  )

  it.effect("article groups: content_type and the names (the accessories' group keys) as filter, 25 a page following the total header, in both languages", () =>
    Effect.gen(function* () {
      const groups = Array.from({ length: 30 }, (_, i) =>
        cdnStory({ id: 9000 + i, uuid: `group-${i}`, name: `g${i}`, content: { component: "article-group", name: `g${i}`, title: `Gruppe ${i}`, title__i18n__en: `Group ${i}`, optionBaseCoat: "0" } }),
      )
      const cdn = yield* cdnWith(groups)
      const found = yield* (yield* Effect.provide(ArticleGroups, articleGroups(cdn))).byKeys(groups.map((_, i) => `g${i}`))
      expect(found.size).toBe(30)
      expect(found.get("g29")?.name).toEqual({ de: "Gruppe 29", en: "Group 29" })
      const asked = storiesAsked(cdn)
      expect(asked.map((request) => [request.query.get("language") ?? "de", request.query.get("page"), request.query.get("per_page")]).sort()).toEqual([
        ["de", "1", "25"],
        ["de", "2", "25"],
        ["en", "1", "25"],
        ["en", "2", "25"],
      ])
      expect(asked[0]!.query.get("content_type")).toBe("article-group")
      expect(asked[0]!.query.get("filter_query[name][in]")?.split(",")).toHaveLength(30)
    }),
  )

  it.effect("article groups of a space with only the spec's fields (name and the options): found by name, shown by name", () =>
    Effect.gen(function* () {
      const cdn = yield* cdnWith([
        cdnStory({ id: 9100, uuid: "group-plain", name: "Sockel", content: { component: "article-group", name: "Sockel", optionBase: "1" } }),
      ])
      const found = yield* (yield* Effect.provide(ArticleGroups, articleGroups(cdn))).byKeys(["Sockel", "Dach"])
      expect([...found.keys()]).toEqual(["Sockel"])
      expect(found.get("Sockel")).toMatchObject({ name: { de: "Sockel", en: "Sockel" }, option: { option: "base", maxAmount: 1 } })
    }),
  )

  it.effect("relations beyond 50 come as rel_uuids and are fetched in batches of 50 uuids, then resolved into the content", () =>
    Effect.gen(function* () {
      const references = Array.from({ length: 120 }, (_, i) => page(5000 + i, `references/ref-${i}`, { title: `Referenz ${i}` }))
      const home = page(1, "home", { body: [{ _uid: "b1", component: "references-teaser", references: references.map((story) => story.uuid) }] })
      const cdn = yield* cdnWith([home, ...references])
      const content = yield* Effect.provide(ContentStoryblok.make, apiLayer(cdn))
      const story = yield* content.story("home", "de", false)
      const batches = storiesAsked(cdn).filter((request) => request.query.has("by_uuids"))
      expect(batches.map((request) => request.query.get("by_uuids")!.split(",").length)).toEqual([50, 50, 20])
      expect(batches.every((request) => request.query.get("per_page") === "50")).toBe(true)
      expect(storiesAsked(cdn)[0]!.query.get("resolve_relations")).toContain("references-teaser.references")
      const body = story?.content.body as Array<Record<string, unknown>> | undefined
      const resolved = body?.[0]?.references as Array<{ content: { title: string } }>
      expect(resolved).toHaveLength(120)
      expect(resolved[119]!.content.title).toBe("Referenz 119")
    }),
  )
})

describe("previews and webhooks", () => {
  const draftSpace = [page(41, "imprint", { title: "Impressum" }, { draft: { default: { component: "page", title: "Impressum (Entwurf)" } } })]

  it.effect("a valid visual-editor query reads the draft with the preview token; a forged or expired one is refused", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const cdn = yield* cdnWith(draftSpace)
      const services = yield* Layer.build(contentCached(cdn))
      const control = Effect.provide(ContentControl, Layer.succeedContext(services))
      const content = Effect.provide(Content, Layer.succeedContext(services))
      const now = NOW / 1000
      expect(yield* (yield* control).isPreview(previewQuery(now - 60))).toBe(true)
      expect(yield* (yield* control).isPreview(previewQuery(now - 60, "0".repeat(40)))).toBe(false)
      expect(yield* (yield* control).isPreview(previewQuery(now - 2 * 60 * 60))).toBe(false)
      expect(yield* (yield* control).isPreview(new URLSearchParams({ _storyblok: "41" }))).toBe(false)
      expect((yield* (yield* content).story("imprint", "de", true))?.content.title).toBe("Impressum (Entwurf)")
      expect((yield* (yield* content).story("imprint", "de", false))?.content.title).toBe("Impressum")
      const [draft, published] = storiesAsked(cdn)
      expect([draft!.query.get("version"), draft!.query.get("token")]).toEqual(["draft", PREVIEW_TOKEN])
      expect([published!.query.get("version"), published!.query.get("token")]).toEqual(["published", TOKEN])
    }),
  )

  it.effect("the cache: fresh answers from memory; stale, down, failing or slow: the last good answer; a signed webhook drops it", () =>
    Effect.gen(function* () {
      const cdn = yield* cdnWith(demoSpace())
      const services = yield* Layer.build(contentCached(cdn, {}, { ttl: "60 seconds", timeout: "2 seconds" }))
      const content = yield* Effect.provide(Content, Layer.succeedContext(services))
      const control = yield* Effect.provide(ContentControl, Layer.succeedContext(services))
      const imprint = () => content.story("imprint", "en", false).pipe(Effect.map((story) => story?.content.title))
      const asked = () => singleStoriesAsked(cdn).length

      expect(yield* imprint()).toBe("Imprint")
      expect(yield* imprint()).toBe("Imprint")
      expect(asked()).toBe(1)

      // Stale and the CDN down: the old answer at once, the background refresh fails quietly.
      cdn.down = true
      yield* TestClock.adjust("61 seconds")
      expect(yield* imprint()).toBe("Imprint")

      // A forged webhook changes nothing; a signed one makes the next request ask again.
      const body = JSON.stringify({ action: "published", text: "The user published the Story Imprint", story_id: 41, space_id: 287123 })
      expect(yield* control.webhook(body, "0".repeat(40))).toBe("refused")
      expect(yield* control.webhook(body, null)).toBe("refused")
      expect(yield* control.webhook(`${body} `, webhookSignature(body, WEBHOOK_SECRET))).toBe("refused")
      expect(yield* control.webhook(body, webhookSignature(body, WEBHOOK_SECRET))).toBe("accepted")

      // Invalidated, the CDN answers 503: still the last good page.
      const before = asked()
      expect(yield* imprint()).toBe("Imprint")
      expect(asked()).toBeGreaterThan(before)

      // Invalidated again, the CDN hangs: after the timeout, the last good page.
      cdn.down = false
      cdn.hang = true
      expect(yield* control.webhook(body, webhookSignature(body, WEBHOOK_SECRET))).toBe("accepted")
      const waiting = yield* Effect.forkChild(imprint())
      yield* Effect.yieldNow
      yield* TestClock.adjust("2 seconds")
      expect(yield* Fiber.join(waiting)).toBe("Imprint")

      // Back up: a webhook, and the next request gets the new answer without the old cv.
      cdn.hang = false
      cdn.cv += 1
      expect(yield* control.webhook(body, webhookSignature(body, WEBHOOK_SECRET))).toBe("accepted")
      const count = asked()
      expect(yield* imprint()).toBe("Imprint")
      const last = singleStoriesAsked(cdn)[count]!
      expect(last.path).toBe("/v2/cdn/stories/en/imprint")
      expect(last.query.has("cv")).toBe(false)
    }),
  )

  it.effect("article groups share the cache: asked once, served from memory, during an outage, and again after a signed webhook", () =>
    Effect.gen(function* () {
      const cdn = yield* cdnWith(demoSpace())
      const api = apiLayer(cdn)
      const cache = ContentCache.layer({ ttl: "60 seconds", timeout: "2 seconds" })
      const services = yield* Layer.build(Layer.merge(Storyblok.articleGroupsLayerWith(api, cache), Storyblok.contentLayerWith(api, cache)))
      const groups = yield* Effect.provide(ArticleGroups, Layer.succeedContext(services))
      const control = yield* Effect.provide(ContentControl, Layer.succeedContext(services))
      const names = () => groups.byKeys(["seitenwaende", "montageplatten"]).pipe(Effect.map((found) => found.get("seitenwaende")?.name.en))
      expect(yield* names()).toBe("Side panels")
      const asked = storiesAsked(cdn).length
      expect(yield* names()).toBe("Side panels")
      expect(storiesAsked(cdn)).toHaveLength(asked)
      cdn.down = true
      const body = JSON.stringify({ action: "published", story_id: 612480000, space_id: 287123 })
      expect(yield* control.webhook(body, webhookSignature(body, WEBHOOK_SECRET))).toBe("accepted")
      expect(yield* names()).toBe("Side panels")
      expect(storiesAsked(cdn).length).toBeGreaterThan(asked)
    }),
  )

  it.effect("stale-while-revalidate: a stale page is answered at once and replaced in the background", () =>
    Effect.gen(function* () {
      const published: Record<string, unknown> = { component: "page", title: "Erste Fassung" }
      const cdn = yield* cdnWith([page(7, "company", {}, { content: { default: published } })])
      const services = yield* Layer.build(contentCached(cdn, {}, { ttl: "60 seconds", timeout: "2 seconds" }))
      const content = yield* Effect.provide(Content, Layer.succeedContext(services))
      const title = () => content.story("company", "de", false).pipe(Effect.map((story) => story?.content.title))
      expect(yield* title()).toBe("Erste Fassung")
      published.title = "Zweite Fassung"
      expect(yield* title()).toBe("Erste Fassung")
      yield* TestClock.adjust("61 seconds")
      expect(yield* title()).toBe("Erste Fassung")
      // The background refresh is real I/O: wait for it by events (its request, then its answer), never a timer.
      const turn = Effect.promise(() => new Promise<void>((resolve) => setImmediate(resolve)))
      let seen = yield* title()
      for (let turns = 0; seen !== "Zweite Fassung" && turns < 10_000; turns++) {
        yield* turn
        seen = yield* title()
      }
      expect(seen).toBe("Zweite Fassung")
      expect(singleStoriesAsked(cdn)).toHaveLength(2)
    }),
  )

  it.effect("only a published page's path is asked for: made-up paths cost Storyblok nothing; a page published later is found after the webhook", () =>
    Effect.gen(function* () {
      const stories: Array<CdnStory> = [page(7, "unternehmen", { title: "Unternehmen" }, { translated_slugs: [{ lang: "en", path: "company", name: "Company" }] })]
      const cdn = yield* cdnWith(stories)
      const services = yield* Layer.build(contentCached(cdn, {}, { ttl: "60 seconds", timeout: "2 seconds" }))
      const content = yield* Effect.provide(Content, Layer.succeedContext(services))
      const control = yield* Effect.provide(ContentControl, Layer.succeedContext(services))
      const title = (slug: string, lang: "de" | "en") => content.story(slug, lang, false).pipe(Effect.map((story) => story?.content.title ?? null))

      // A crawl of made-up addresses, 20 at once on a cold cache and 20 one after another: the list
      // of pages once per language, no story asked for.
      const crawled = yield* Effect.forEach(Array.from({ length: 20 }, (_, i) => title(`gibt-es-nicht-${i}`, "de")), (ask) => ask, { concurrency: "unbounded" })
      expect(crawled.every((found) => found === null)).toBe(true)
      expect(storiesAsked(cdn)).toHaveLength(1)
      for (let i = 0; i < 20; i++) expect(yield* title(`not-there-${i}`, "en")).toBeNull()
      expect(singleStoriesAsked(cdn)).toHaveLength(0)
      expect(storiesAsked(cdn)).toHaveLength(2)
      expect(yield* title("company", "en")).toBe("Unternehmen")
      expect(yield* title("unternehmen", "de")).toBe("Unternehmen")
      expect(singleStoriesAsked(cdn)).toHaveLength(2)

      // Published later: unknown while the list is fresh, found once the signed webhook dropped it.
      stories.push(page(8, "karriere", { title: "Karriere" }))
      expect(yield* title("karriere", "de")).toBeNull()
      const body = JSON.stringify({ action: "published", text: "The user published the Story Karriere", story_id: 8, space_id: 287123 })
      expect(yield* control.webhook(body, webhookSignature(body, WEBHOOK_SECRET))).toBe("accepted")
      expect(yield* title("karriere", "de")).toBe("Karriere")

      // A list that cannot be had (a cold cache, Storyblok answering 503 to it): the story is asked for itself.
      const cold = yield* Layer.build(contentCached(cdn, {}, { ttl: "60 seconds", timeout: "2 seconds" }))
      cdn.script.push(503)
      const story = yield* Effect.provide(Content, Layer.succeedContext(cold)).pipe(Effect.flatMap((c) => c.story("unternehmen", "de", false)))
      expect(story?.content.title).toBe("Unternehmen")
    }),
  )
})
