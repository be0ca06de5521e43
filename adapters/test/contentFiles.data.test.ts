/**
 * The embedded content itself (data/content, Storyblok delivery-API answers): every file parses,
 * ids and uuids are unique, every story link points at a story that exists (uuid and slug), every
 * asset a story names is a file on disk, the references and posts of the teaser blocks exist and
 * have the right layout, every translatable text has its English variant, and the SEO images have
 * their sizes. A broken link or a missing file shows up here, not on the live site.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs"
import { join, resolve } from "node:path"
import { describe, expect, it } from "vitest"

const dir = resolve(import.meta.dirname, "..", "..", "data", "content")
const I18N = "__i18n__en"

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }
type Obj = { readonly [key: string]: Json }
interface StoryFile {
  readonly file: string
  readonly story: Obj & { readonly id: number; readonly uuid: string; readonly full_slug: string; readonly content: Obj }
}

const readJson = (file: string): Json => JSON.parse(readFileSync(file, "utf8")) as Json
const isObj = (value: Json | undefined): value is Obj => typeof value === "object" && value !== null && !Array.isArray(value)

const storyFiles = readdirSync(join(dir, "stories"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".json"))
  .sort()
const stories: ReadonlyArray<StoryFile> = storyFiles.map((file) => ({ file, story: (readJson(join(dir, "stories", file)) as Obj)["story"] as StoryFile["story"] }))
const settings = (readJson(join(dir, "settings.json")) as Obj)["story"] as StoryFile["story"]
const everything: ReadonlyArray<StoryFile> = [...stories, { file: "settings.json", story: settings }]

const byUuid = new Map(stories.map(({ story }) => [story.uuid, story]))
const bySlug = new Map(stories.map(({ story }) => [story.full_slug, story]))

/** Every object in a JSON tree, with the path to it (for readable failures). */
const walk = function* (value: Json, path: string): Generator<readonly [Obj, string]> {
  if (Array.isArray(value)) for (const [i, item] of (value as ReadonlyArray<Json>).entries()) yield* walk(item, `${path}[${i}]`)
  else if (isObj(value)) {
    yield [value, path]
    for (const [key, child] of Object.entries(value)) yield* walk(child, `${path}.${key}`)
  }
}
const objects = everything.flatMap(({ file, story }) => [...walk(story.content, file)])

const assetPath = (url: string): string => join(dir, "assets", url.replace(/^\/content\/assets\//, ""))

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (file: string): readonly [number, number] => {
  const bytes = readFileSync(file)
  expect(bytes.subarray(1, 4).toString("latin1"), file).toBe("PNG")
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]
}

// Fields that hold names, numbers or codes: the same in every language.
const sameInEveryLanguage = new Set(["_uid", "component", "date", "author", "customer", "name", "phone", "email", "year", "language", "size", "legacy_paths", "brandName", "plugin", "fieldtype", "id", "uuid"])

describe("embedded content (data/content)", () => {
  it("every file parses and every story has the fields of a delivery-API answer", () => {
    expect(stories.length).toBeGreaterThanOrEqual(25)
    for (const { file, story } of stories) {
      expect(file, "file name is the full slug").toBe(`${story.full_slug}.json`)
      for (const key of ["id", "uuid", "name", "slug", "full_slug", "default_full_slug", "published_at", "first_published_at", "created_at", "content"]) {
        expect(story[key], `${file}: ${key}`).toBeDefined()
      }
      for (const key of ["published_at", "first_published_at", "created_at"]) expect(Number.isNaN(Date.parse(String(story[key]))), `${file}: ${key}`).toBe(false)
      expect(story.content["_uid"], file).toBeTypeOf("string")
      expect(["page", "blog", "reference", "download-group"], file).toContain(story.content["component"])
      const translated = story["translated_slugs"] as ReadonlyArray<Obj>
      expect(translated.find((slug) => slug["lang"] === "en")?.["path"], `${file}: English path`).toBeTypeOf("string")
    }
    expect(readJson(join(dir, "article-groups.json"))).toBeTypeOf("object")
  })

  it("ids, uuids, block uids, English paths and legacy paths are unique", () => {
    const unique = (values: ReadonlyArray<unknown>, what: string) => {
      const seen = new Set<unknown>()
      for (const value of values) {
        expect(seen.has(value), `${what} ${String(value)} twice`).toBe(false)
        seen.add(value)
      }
    }
    unique(everything.map(({ story }) => story.id), "id")
    unique(everything.map(({ story }) => story.uuid), "uuid")
    unique(stories.map(({ story }) => (story["translated_slugs"] as ReadonlyArray<Obj>).find((slug) => slug["lang"] === "en")?.["path"]), "English path")
    unique(stories.flatMap(({ story }) => String(story.content["legacy_paths"] ?? "").split("\n").filter((line) => line !== "")), "legacy path")
    // A block's _uid is unique within its story (Storyblok's editor relies on it); a field translated as a
    // whole (a table, the SEO plugin) repeats its uids in its English variant.
    for (const { file, story } of stories) {
      const blocks = [...walk(story.content, file)].filter(([obj, path]) => typeof obj["component"] === "string" && !path.includes(I18N))
      unique(blocks.map(([obj]) => obj["_uid"]), `${file}: _uid`)
    }
  })

  it("every story link points at a story that exists, by uuid and by slug", () => {
    let links = 0
    for (const [obj, path] of objects) {
      if (obj["fieldtype"] === "multilink" && obj["linktype"] === "story") {
        links++
        const target = byUuid.get(String(obj["id"]))
        expect(target?.full_slug, `${path}: uuid ${String(obj["id"])}`).toBe(obj["cached_url"])
        if (isObj(obj["story"])) {
          expect(obj["story"]["uuid"], path).toBe(obj["id"])
          expect(obj["story"]["full_slug"], path).toBe(obj["cached_url"])
          expect(obj["story"]["id"], path).toBe(target?.id)
        }
      }
      if (obj["type"] === "link" && isObj(obj["attrs"]) && obj["attrs"]["linktype"] === "story") {
        links++
        const target = byUuid.get(String(obj["attrs"]["uuid"]))
        expect(target && `/${target.full_slug}`, `${path}: uuid ${String(obj["attrs"]["uuid"])}`).toBe(obj["attrs"]["href"])
      }
    }
    expect(links).toBeGreaterThan(50)
  })

  it("every asset a story names exists on disk, and no asset is hotlinked", () => {
    const urls: Array<readonly [string, string]> = []
    for (const [obj, path] of objects) {
      if (obj["fieldtype"] === "asset") {
        expect(obj["is_external_url"], path).toBe(false)
        urls.push([String(obj["filename"]), path])
      }
      if (obj["fieldtype"] === "multilink" && obj["linktype"] === "asset") urls.push([String(obj["url"]), path])
      if (obj["type"] === "image" && isObj(obj["attrs"])) urls.push([String(obj["attrs"]["src"]), path])
      if (obj["type"] === "link" && isObj(obj["attrs"]) && obj["attrs"]["linktype"] === "asset") urls.push([String(obj["attrs"]["href"]), path])
      if (obj["plugin"] === "seo_metatags") urls.push([String(obj["og_image"]), path], [String(obj["twitter_image"]), path])
    }
    expect(urls.length).toBeGreaterThan(100)
    for (const [url, path] of urls) {
      expect(url, path).toMatch(/^\/content\/assets\/[a-z0-9-]+\/[a-z0-9-]+\.(svg|png|pdf)$/)
      expect(existsSync(assetPath(url)), `${path}: ${url}`).toBe(true)
    }
  })

  it("every story has SEO fields in both languages, with a 1200×630 og image and a 1280 wide twitter image", () => {
    for (const { file, story } of stories) {
      for (const key of ["seo", `seo${I18N}`]) {
        const seo = story.content[key]
        if (!isObj(seo)) throw new Error(`${file}: ${key} missing`)
        for (const field of ["title", "description", "og_title", "og_description", "twitter_title", "twitter_description"]) {
          expect(String(seo[field] ?? "").length, `${file}: ${key}.${field}`).toBeGreaterThan(10)
        }
        expect(seo["no_index"], `${file}: ${key}.no_index`).toBe(story.full_slug === "imprint")
        expect(pngSize(assetPath(String(seo["og_image"]))), file).toEqual([1200, 630])
        expect(pngSize(assetPath(String(seo["twitter_image"])))[0], file).toBe(1280)
      }
    }
  })

  it("the references and posts of the teaser blocks exist and have the layout their block expects", () => {
    let count = 0
    for (const [obj, path] of objects) {
      const [field, layout] = obj["component"] === "references-teaser" ? ["references", "reference"] : obj["component"] === "blog-list" ? ["posts", "blog"] : [null, null]
      if (field === null) continue
      const uuids = obj[field] as ReadonlyArray<string>
      expect(uuids.length, path).toBeGreaterThan(0)
      for (const uuid of uuids) {
        count++
        expect(byUuid.get(uuid)?.content["component"], `${path}: ${uuid}`).toBe(layout)
      }
    }
    expect(count).toBeGreaterThanOrEqual(10)
  })

  it("every translatable text, rich text, asset and SEO field has an English variant", () => {
    for (const [obj, path] of objects) {
      // Inside an English variant (a table translated as a whole) everything is English already.
      if (typeof obj["component"] !== "string" || path.includes(I18N)) continue
      // A table's cells are translated with the table field as a whole (checked at that field).
      if (String(obj["component"]).startsWith("_table_")) continue
      for (const [key, value] of Object.entries(obj)) {
        if (key.endsWith(I18N) || sameInEveryLanguage.has(key)) continue
        const translatable =
          (typeof value === "string" && value.trim() !== "") ||
          (isObj(value) && (value["type"] === "doc" || value["plugin"] === "seo_metatags" || value["fieldtype"] === "table" || (value["fieldtype"] === "asset" && value["alt"] !== "")))
        if (translatable) expect(obj[`${key}${I18N}`], `${path}.${key}`).toBeDefined()
        // A link to a shop page names its language: the English variant goes to /en/.
        if (isObj(value) && value["linktype"] === "url" && String(value["url"]).startsWith("/de/")) {
          expect(String((obj[`${key}${I18N}`] as Obj | undefined)?.["url"]), `${path}.${key}`).toMatch(/^\/en\//)
        }
      }
    }
  })

  it("the rich text uses every node and mark the renderer supports, and every link type", () => {
    const nodes = new Set<string>()
    const marks = new Set<string>()
    const linkTypes = new Set<string>()
    for (const [obj] of objects) {
      if (typeof obj["type"] === "string") nodes.add(obj["type"])
      if (obj["type"] === "link" && isObj(obj["attrs"])) linkTypes.add(String(obj["attrs"]["linktype"]))
      if (Array.isArray(obj["marks"])) for (const mark of obj["marks"] as ReadonlyArray<Obj>) marks.add(String(mark["type"]))
    }
    for (const node of ["paragraph", "heading", "bullet_list", "ordered_list", "list_item", "blockquote", "code_block", "horizontal_rule", "hard_break", "image", "table", "tableRow", "tableHeader", "tableCell"]) {
      expect(nodes, node).toContain(node)
    }
    for (const mark of ["bold", "italic", "underline", "strike", "code", "link"]) expect(marks, mark).toContain(mark)
    for (const type of ["story", "url", "email", "asset"]) expect(linkTypes, type).toContain(type)
  })

  it("the slugs of the shared contract exist with their English paths", () => {
    const expected: Record<string, string> = {
      home: "home", imprint: "imprint", privacy: "privacy", agb: "terms", unternehmen: "company", "unternehmen/geschichte": "company/history",
      "unternehmen/qualitaet": "company/quality", referenzen: "references", downloads: "downloads", aktuelles: "news", karriere: "careers",
      vertrieb: "sales", vertriebspartner: "sales-partners", "service-kontakt": "service-contact", presse: "press",
      "gehaeuse-werkstoffe-vergleich": "enclosure-materials-compared",
    }
    for (const [slug, en] of Object.entries(expected)) {
      expect((bySlug.get(slug)?.["translated_slugs"] as ReadonlyArray<Obj> | undefined)?.[0]?.["path"], slug).toBe(en)
    }
    const children = (prefix: string, layout: string) => stories.filter(({ story }) => story.full_slug.startsWith(prefix) && story.content["component"] === layout).length
    expect(children("referenzen/", "reference")).toBeGreaterThanOrEqual(6)
    expect(children("aktuelles/", "blog")).toBeGreaterThanOrEqual(4)
    expect(children("karriere/", "page")).toBeGreaterThanOrEqual(2)
    expect(stories.some(({ story }) => story.content["show_toc"] === true)).toBe(true)
  })
})
