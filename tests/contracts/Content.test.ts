/** The Content contract against the test layer, the stored Storyblok answers of the demo (data/content), and Storyblok (a local CDN serving the same content) with and without the content cache. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { Content, type Story } from "@shop/core"
import * as ContentFiles from "@shop/adapters/content-files/ContentFiles"
import { type ContentFixture, suite } from "./Content.contract.ts"
import { demoContentDir } from "./support/fixtures.ts"
import { contentCached, contentUncached, demoSpace, onCdn } from "./support/storyblok.ts"

// Written out from the demo content (stories/imprint.json, settings.json).
const fixture: ContentFixture = {
  page: { fullSlug: "imprint", field: "title", de: "Impressum", en: "Imprint" },
  settings: {
    field: "copyright",
    de: "© {year} Muster Gehäusetechnik GmbH. Alle Rechte vorbehalten.",
    en: "© {year} Muster Gehäusetechnik GmbH. All rights reserved.",
  },
}

const story = (fields: Omit<Story, "default_full_slug" | "translated_slugs">): Story => ({ ...fields, default_full_slug: null, translated_slugs: null })
const imprint = (title: string) => story({ id: 41, uuid: "imprint-uuid", name: "Impressum", slug: "imprint", full_slug: "imprint", content: { component: "page", title } })
const settings = (copyright: string) => story({ id: 1, uuid: "settings-uuid", name: "Settings", slug: "_settings", full_slug: "_settings", content: { component: "settings", copyright } })

suite("Content.layerTest", {
  holding: Content.layerTest({
    settings: { de: settings(fixture.settings.de), en: settings(fixture.settings.en) },
    stories: { de: [imprint(fixture.page.de)], en: [imprint(fixture.page.en)] },
  }),
  empty: Content.layerTest({}),
  fixture,
})

suite("ContentFiles on data/content", {
  holding: ContentFiles.layer(demoContentDir),
  // A folder without settings.json or stories/.
  empty: ContentFiles.layer(join(demoContentDir, "stories")),
  fixture,
})

suite("ContentStoryblok on a local Storyblok CDN holding data/content", {
  holding: onCdn(demoSpace(), contentUncached),
  empty: onCdn([], contentUncached),
  fixture,
})

suite("ContentStoryblok behind the content cache", {
  holding: onCdn(demoSpace(), (cdn) => contentCached(cdn)),
  empty: onCdn([], (cdn) => contentCached(cdn)),
  fixture,
})

describe("ContentFiles keeps the decoded settings while the file is unchanged", () => {
  it.effect("answers the same story again, a changed file's story within a second, and null once it is gone", () =>
    Effect.gen(function* () {
      const dir = mkdtempSync(join(tmpdir(), "content-files-"))
      const file = join(dir, "settings.json")
      const answer = (copyright: string) => JSON.stringify({ story: { id: 1, uuid: "s", name: "Settings", slug: "_settings", full_slug: "_settings", content: { component: "settings", copyright } } })
      writeFileSync(file, answer("first"))
      const content = yield* Content.pipe(Effect.provide(ContentFiles.layer(dir)))
      const first = yield* content.settings("de")
      expect(first?.content["copyright"]).toBe("first")
      expect(yield* content.settings("de")).toBe(first)
      writeFileSync(file, answer("second, longer"))
      // Looked at again after a second.
      expect(yield* content.settings("de")).toBe(first)
      yield* TestClock.adjust("1100 millis")
      expect((yield* content.settings("de"))?.content["copyright"]).toBe("second, longer")
      rmSync(file)
      yield* TestClock.adjust("1100 millis")
      expect(yield* content.settings("de")).toBeNull()
      rmSync(dir, { recursive: true })
    }),
  )
})
