import { describe, expect, it } from "vitest"
import type { Story } from "@shop/core"
import { headingId } from "./headings.ts"
import { block, contentView, linkedProductSlugs, productSlugOf, unknownComponents } from "./model.ts"

const story = (content: Record<string, unknown>, extra: Partial<Story> = {}): Story => ({
  id: 1,
  uuid: "u-1",
  name: "Geschichte",
  slug: "geschichte",
  full_slug: "unternehmen/geschichte",
  default_full_slug: "unternehmen/geschichte",
  translated_slugs: [{ lang: "en", path: "company/history" }],
  content,
  published_at: "2026-10-02T08:00:00.000Z",
  ...extra,
})

const doc = (...content: Array<unknown>) => ({ type: "doc", content })
const h2 = (text: string) => ({ type: "heading", attrs: { level: 2 }, content: [{ type: "text", text }] })

describe("contentView", () => {
  it("gives every h2 of a page its own id in document order, the table of contents the same ones", () => {
    const view = contentView(
      story({
        component: "page",
        title: "Downloads",
        show_toc: true,
        body: [
          { _uid: "a", component: "hero", headline: "Technik" },
          { _uid: "b", component: "rich-text", text: doc(h2("Technik"), h2("Montage"), { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Montage" }] }) },
          { _uid: "c", component: "teaser-grid", title: "Montage", items: [] },
        ],
      }),
      "de",
      false,
    )
    expect(view.toc).toEqual([
      { id: `${headingId("Technik")}-2`, text: "Technik" },
      { id: headingId("Montage"), text: "Montage" },
      { id: `${headingId("Montage")}-2`, text: "Montage" },
    ])
    if (view.layout.kind !== "page") throw new Error("a page")
    const [hero, rich, grid] = view.layout.body
    expect(hero?.headingId).toBe(headingId("Technik"))
    // The h3 keeps no id: only h2s are linked from the contents.
    expect(rich?.kind === "rich-text" && rich.doc?.content.map((node) => (node as { attrs?: { id?: string } }).attrs?.id)).toEqual([`${headingId("Technik")}-2`, headingId("Montage"), undefined])
    expect(grid?.headingId).toBe(`${headingId("Montage")}-2`)
  })

  it("decodes a page with its blocks, the paths of both languages, SEO and published_at", () => {
    const view = contentView(
      story({
        component: "page",
        title: "Geschichte",
        show_toc: true,
        seo: { title: "Unsere Geschichte", description: "Seit 1968", no_index: true },
        body: [
          { _uid: "a", component: "rich-text", text: doc(h2("Die Anfänge"), { type: "paragraph", content: [{ type: "text", text: "1968" }] }, h2("Qualität & Prüfung")) },
          {
            _uid: "b",
            component: "comparison-table",
            title: "Werkstoffe",
            caption: "Stahl und Edelstahl",
            table: {
              fieldtype: "table",
              thead: [{ _uid: "h1", component: "_table_head", value: "Eigenschaft" }, { _uid: "h2", component: "_table_head", value: "Stahl" }],
              tbody: [{ _uid: "r1", component: "_table_row", body: [{ _uid: "c1", component: "_table_col", value: "Gewicht" }, { _uid: "c2", component: "_table_col", value: "hoch" }] }],
            },
            note: "Richtwerte",
          },
        ],
      }),
      "en",
      false,
    )
    expect(view.paths).toEqual({ de: "/unternehmen/geschichte/", en: "/company/history/" })
    expect(view.head.fields.title).toBe("Unsere Geschichte")
    expect(view.head.fields.noIndex).toBe(true)
    expect(view.description).toBe("Seit 1968")
    expect(view.publishedAt).toBe("2026-10-02T08:00:00.000Z")
    expect(view.toc.map((entry) => entry.text)).toEqual(["Die Anfänge", "Qualität & Prüfung", "Werkstoffe"])
    expect(view.toc[1]!.id).toBe(headingId("Qualität & Prüfung"))
    expect(view.layout.kind === "page" && view.layout.body[1]).toEqual({
      kind: "comparison-table",
      id: "b",
      headingId: headingId("Werkstoffe"),
      title: "Werkstoffe",
      caption: "Stahl und Edelstahl",
      head: ["Eigenschaft", "Stahl"],
      rows: [["Gewicht", "hoch"]],
      note: "Richtwerte",
    })
  })

  it("a page whose body is one rich-text document (imprint) has it as one rich-text block, its description as description", () => {
    const view = contentView(story({ component: "page", title: "Impressum", description: "Impressum der GmbH", body: doc({ type: "paragraph", content: [{ type: "text", text: "FN 123456a" }] }) }), "de", false)
    expect(view.layout.kind === "page" && view.layout.body.map((b) => b.kind)).toEqual(["rich-text"])
    expect(view.description).toBe("Impressum der GmbH")
  })

  it("the home story's paths are the language roots", () => {
    const view = contentView(story({ component: "page", body: [] }, { full_slug: "home", translated_slugs: [{ lang: "en", path: "home" }] }), "de", false)
    expect(view.paths).toEqual({ de: "/", en: "/" })
    expect(view.title).toBe("Geschichte")
  })

  it("never throws on bad content: wrong shapes and unknown components become unknown blocks", () => {
    const view = contentView(story({ component: "page", body: [{ _uid: "x", component: "carousel" }, { _uid: "y", component: "hero", headline: 42 }, "nonsense", null] }), "de", false)
    expect(unknownComponents(view)).toEqual(["carousel", "hero", "(none)", "(none)"])
    expect(contentView(story({ component: "landing" }), "de", true).layout).toEqual({ kind: "unknown", component: "landing" })
    expect(contentView(story({ component: "blog", title: ["x"] }), "de", false).layout.kind).toBe("unknown")
  })

  it("decodes blog, reference and download-group layouts", () => {
    const asset = (filename: string, alt: string) => ({ id: 1, filename, alt, title: "", name: "", focus: "", fieldtype: "asset", is_external_url: false })
    const blog = contentView(story({ component: "blog", title: "TAEV 2026", date: "2026-10-02 08:00", author: "Anna", teaser: "Neu", image: asset("/content/assets/news/a.svg", "Zählerplatz"), body: doc() }), "de", false)
    expect(blog.layout).toMatchObject({ kind: "blog", date: "2. Oktober 2026", author: "Anna", image: { src: "/content/assets/news/a.svg", alt: "Zählerplatz" } })
    expect(blog.description).toBe("Neu")
    const reference = contentView(
      story({
        component: "reference",
        title: "Bergbahn",
        year: "2024",
        gallery: [asset("/content/assets/references/1.svg", "Station")],
        products: [{ linktype: "url", url: "/de/product-catalog/ws-0612-40/", cached_url: "/de/product-catalog/ws-0612-40/", fieldtype: "multilink" }],
      }),
      "de",
      false,
    )
    expect(reference.layout).toMatchObject({ kind: "reference", year: "2024", gallery: [{ alt: "Station" }], products: [{ label: "", card: null, link: { href: "/de/product-catalog/ws-0612-40/", external: false, newTab: false } }] })
    // The product's name and article number come from the catalogue on the server (contentPage.ts), never from the slug.
    expect(productSlugOf("/de/product-catalog/ws-0612-40/")).toBe("ws-0612-40")
    expect(productSlugOf("/de/product-catalog/?family=wall-stainless")).toBeNull()
    const downloads = contentView(
      story({
        component: "download-group",
        title: "Downloads",
        sections: [{ _uid: "s", component: "download-section", title: "Kataloge", files: [{ _uid: "f", component: "download", title: "Katalog", file: asset("/content/assets/downloads/k.pdf", ""), language: "de, en", size: "1.2 MB" }] }],
      }),
      "en",
      false,
    )
    expect(downloads.layout).toMatchObject({ kind: "download-group", sections: [{ title: "Kataloge", files: [{ href: "/content/assets/downloads/k.pdf", language: "de, en", size: "1.2 MB" }] }] })
  })
})

describe("the right column's parts", () => {
  const linked = (text: string, attrs: Record<string, unknown>) => ({ type: "text", text, marks: [{ type: "link", attrs }] })
  const paragraph = (...content: Array<unknown>) => ({ type: "paragraph", content })
  const person = { _uid: "p", component: "person", name: "Sabine Leitner", role: "Technik", phone: "+43 7242 12345-310", email: "technik@example.at", image: { filename: "/content/assets/people/s.svg", alt: "Porträt" } }

  it("reads the optional contact person; a story without one, or with one without a name, has none", () => {
    expect(contentView(story({ component: "page", title: "Qualität", contact: [person] }), "de", false).contact).toEqual({
      id: "p",
      name: "Sabine Leitner",
      role: "Technik",
      region: "",
      phone: "+43 7242 12345-310",
      email: "technik@example.at",
      image: { src: "/content/assets/people/s.svg", alt: "Porträt", title: "" },
    })
    expect(contentView(story({ component: "blog", title: "News", contact: [person] }), "de", false).contact?.name).toBe("Sabine Leitner")
    expect(contentView(story({ component: "page", title: "Qualität" }), "de", false).contact).toBeNull()
    expect(contentView(story({ component: "page", title: "Qualität", contact: [] }), "de", false).contact).toBeNull()
    expect(contentView(story({ component: "page", title: "Qualität", contact: [{ component: "person", name: "" }, { component: "person", name: 3 }] }), "de", false).contact).toBeNull()
    // A field of another shape is no contact and breaks nothing else.
    const odd = contentView(story({ component: "page", title: "Qualität", contact: "Sabine" }), "de", false)
    expect(odd.contact).toBeNull()
    expect(odd.title).toBe("Qualität")
  })

  it("lists the documents the text links to, each once, named by the linked words, never mail, pages or pictures", () => {
    const view = contentView(
      story({
        component: "page",
        title: "AGB",
        body: [
          {
            _uid: "r",
            component: "rich-text",
            text: doc(
              paragraph(
                linked("AGB ", { href: "/content/assets/downloads/agb-2026.pdf", linktype: "asset" }),
                { type: "text", text: "2026", marks: [{ type: "bold" }, { type: "link", attrs: { href: "/content/assets/downloads/agb-2026.pdf", linktype: "asset" } }] },
                { type: "text", text: " und " },
                linked("Mail", { href: "info@example.at", linktype: "email" }),
                linked("Foto", { href: "/content/assets/illustrations/a.svg", linktype: "asset" }),
                linked("Seite", { href: "/downloads", linktype: "story" }),
              ),
              paragraph(linked("nochmals", { href: "/content/assets/downloads/agb-2026.pdf", linktype: "asset" }), linked("", { href: "https://a.storyblok.com/f/1/x/pruef%20bericht.PDF", linktype: "url" })),
            ),
          },
          { _uid: "t", component: "teaser-grid", items: [{ _uid: "1", component: "teaser", title: "Katalog", link: { linktype: "asset", url: "/content/assets/downloads/k.zip" } }] },
        ],
      }),
      "de",
      false,
    )
    expect(view.files).toEqual([
      { href: "/content/assets/downloads/agb-2026.pdf", title: "AGB 2026", type: "PDF" },
      { href: "https://a.storyblok.com/f/1/x/pruef%20bericht.PDF", title: "pruef bericht.PDF", type: "PDF" },
      { href: "/content/assets/downloads/k.zip", title: "Katalog", type: "ZIP" },
    ])
    expect(view.products).toEqual([])
    const group = contentView(story({ component: "download-group", title: "Downloads", intro: doc(paragraph(linked("Katalog", { href: "/content/assets/downloads/k.pdf", linktype: "asset" }))) }), "de", false)
    expect(group.files).toEqual([])
  })

  it("finds the products a page links to, each once, in the page's language", () => {
    const view = contentView(
      story({
        component: "blog",
        title: "Pulverbeschichtung",
        body: doc(
          paragraph(linked("WS 600", { href: "/en/product-catalog/ws-0612-40/", linktype: "url" }), linked("Katalog", { href: "/en/product-catalog/?family=wall-steel", linktype: "url" })),
          paragraph(linked("again", { href: "/en/product-catalog/ws-0612-40/#downloads", linktype: "url" }), linked("other", { href: "/en/product-catalog/fsa-0816-30/", linktype: "url" })),
        ),
      }),
      "en",
      false,
    )
    expect(linkedProductSlugs(view)).toEqual(["ws-0612-40", "fsa-0816-30"])
    expect(linkedProductSlugs(contentView(story({ component: "page", title: "Leer", body: [] }), "en", false))).toEqual([])
  })
})

describe("block", () => {
  it("resolves the links of heroes and teasers by the link rules", () => {
    const hero = block({ _uid: "h", component: "hero", headline: "Gehäuse", link: { linktype: "story", id: "u", cached_url: "company/history", story: { full_slug: "company/history" } }, link_label: "Mehr" }, "en", 0)
    expect(hero).toMatchObject({ kind: "hero", link: { href: "/en/company/history/", external: false, newTab: false } })
    const grid = block(
      {
        _uid: "g",
        component: "teaser-grid",
        items: [
          { _uid: "1", component: "teaser", title: "Home", link: { linktype: "story", cached_url: "home", story: { full_slug: "home" } } },
          { _uid: "2", component: "teaser", title: "Netz", link: { linktype: "url", url: "https://www.netzooe.at/", target: "_blank" } },
          { _uid: "3", component: "teaser", title: "Mail", link: { linktype: "email", email: "vertrieb@example.at" } },
          { _uid: "4", component: "teaser", title: "PDF", link: { linktype: "asset", url: "/content/assets/downloads/k.pdf" } },
        ],
      },
      "de",
      0,
    )
    expect(grid.kind === "teaser-grid" && grid.items.map((item) => item.link)).toEqual([
      { href: "/de/", external: false, newTab: false },
      { href: "https://www.netzooe.at/", external: true, newTab: true },
      { href: "mailto:vertrieb@example.at", external: true, newTab: false },
      { href: "/content/assets/downloads/k.pdf", external: false, newTab: true },
    ])
  })

  it("turns resolved relations into cards at their translated path and drops unresolved uuids", () => {
    const related = { uuid: "r", name: "Bergbahn", full_slug: "referenzen/bergbahn-zillertal", translated_slugs: [{ lang: "en", path: "references/cable-car-zillertal" }], content: { component: "reference", title: "Cable car", customer: "Bergbahn AG", year: "2024" } }
    const teaser = block({ _uid: "t", component: "references-teaser", title: "Referenzen", references: [related, "0000-unresolved"] }, "en", 0)
    expect(teaser).toMatchObject({ kind: "references-teaser", items: [{ title: "Cable car", meta: "Bergbahn AG · 2024", href: "/en/references/cable-car-zillertal/" }] })
    expect(teaser.kind === "references-teaser" && teaser.items).toHaveLength(1)
  })
})
