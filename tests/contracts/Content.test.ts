/** The Content contract against the test layer, the stored Storyblok answers of the demo (data/content), and Storyblok (a local CDN serving the same content) with and without the content cache. */
import { join } from "node:path"
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
