/**
 * The embedded content's Translatable Slugs: a story is found by its path in the asked language
 * (German full slug, English translated path), story links carry the target's path in that
 * language, and relation fields hold the related stories, as Storyblok answers with
 * `resolve_links=url` and `resolve_relations`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { Content } from "@shop/core"
import * as ContentFiles from "@shop/adapters/content-files/ContentFiles"

const dir = mkdtempSync(join(tmpdir(), "content-files-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const write = (file: string, story: Record<string, unknown>) => {
  mkdirSync(join(dir, "stories", file, ".."), { recursive: true })
  writeFileSync(join(dir, "stories", `${file}.json`), JSON.stringify({ story }))
}
const HISTORY = "00000000-0000-4000-8000-000000000101"
const REFERENCE = "00000000-0000-4000-8000-000000000102"
write("unternehmen/geschichte", {
  id: 101,
  uuid: HISTORY,
  name: "Geschichte",
  slug: "geschichte",
  full_slug: "unternehmen/geschichte",
  default_full_slug: "unternehmen/geschichte",
  translated_slugs: [{ lang: "en", path: "company/history", name: "History" }],
  content: {
    _uid: "a",
    component: "page",
    title: "Geschichte",
    title__i18n__en: "History",
    body: [
      { _uid: "b", component: "hero", headline: "Seit 1968", link: { id: REFERENCE, linktype: "story", fieldtype: "multilink", url: "", cached_url: "referenzen/bergbahn", story: { full_slug: "referenzen/bergbahn", url: "referenzen/bergbahn" } } },
      { _uid: "c", component: "references-teaser", title: "Referenzen", references: [REFERENCE, "00000000-0000-4000-8000-999999999999"] },
      {
        _uid: "d",
        component: "rich-text",
        text: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Bergbahn", marks: [{ type: "link", attrs: { href: "/referenzen/bergbahn", linktype: "story", uuid: REFERENCE } }] }] }] },
      },
    ],
  },
})
write("referenzen/bergbahn", {
  id: 102,
  uuid: REFERENCE,
  name: "Bergbahn",
  slug: "bergbahn",
  full_slug: "referenzen/bergbahn",
  default_full_slug: "referenzen/bergbahn",
  translated_slugs: [{ lang: "en", path: "references/cable-car", name: "Cable car" }],
  content: { _uid: "e", component: "reference", title: "Bergbahn Zillertal", title__i18n__en: "Zillertal cable car" },
})

const content = Effect.provide(Effect.service(Content), ContentFiles.layer(dir))

describe("ContentFiles: translated slugs", () => {
  it.effect("finds a story by its path in each language; the other language's path is none", () =>
    Effect.gen(function* () {
      const port = yield* content
      const en = yield* port.story("/company/history/", "en", false)
      expect({ uuid: en?.uuid, full_slug: en?.full_slug, title: en?.content["title"] }).toEqual({ uuid: HISTORY, full_slug: "unternehmen/geschichte", title: "History" })
      expect((yield* port.story("unternehmen/geschichte", "de", false))?.content["title"]).toBe("Geschichte")
      expect(yield* port.story("company/history", "de", false)).toBeNull()
      expect(yield* port.story("unternehmen/geschichte", "en", false)).toBeNull()
    }),
  )

  it.effect("story links carry the target's path in the language; relations are the related stories", () =>
    Effect.gen(function* () {
      const port = yield* content
      for (const [lang, path, title] of [["de", "referenzen/bergbahn", "Bergbahn Zillertal"], ["en", "references/cable-car", "Zillertal cable car"]] as const) {
        const story = yield* port.story(lang === "de" ? "unternehmen/geschichte" : "company/history", lang, false)
        const [hero, teaser, rich] = story!.content["body"] as Array<Record<string, any>>
        expect(hero!["link"]).toMatchObject({ cached_url: path, story: { full_slug: path } })
        expect(teaser!["references"]).toHaveLength(1)
        expect(teaser!["references"][0]).toMatchObject({ uuid: REFERENCE, full_slug: "referenzen/bergbahn", content: { title } })
        expect(rich!["text"].content[0].content[0].marks[0].attrs.href).toBe(`/${path}`)
      }
    }),
  )
})
