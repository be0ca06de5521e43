/**
 * The content pages' view model: a story's `content` decoded with Schema into plain data the
 * components render (spec §2 layouts page, blog, reference, download-group and their blocks).
 * Decoding never throws: a block that does not match its shape, or a component the shop does not
 * know, becomes an `unknown` block (a fallback box in a preview, nothing in production).
 */
import { Option, Schema } from "effect"
import { headingId, nodeText } from "./headings.ts"
import { type ContentLink, type Language, type Story, resolveLink, richTextLink, storyPath, translatedSlug } from "@shop/core"
import type { LinkView } from "../shell/model.ts"
import type { ProductCardView } from "../catalogue/model.ts"
import { type ContentHeadView, contentHead } from "../seo/contentHead.ts"

export type Json = string | number | boolean | null | ReadonlyArray<Json> | { readonly [key: string]: Json }

/** A Storyblok rich-text document, kept as JSON and rendered by RichText.tsx. */
export interface RichDoc {
  readonly type: "doc"
  readonly content: ReadonlyArray<Json>
}

export interface ImageView {
  readonly src: string
  readonly alt: string
  readonly title: string
}

export interface TeaserView {
  readonly id: string
  readonly title: string
  readonly text: string
  readonly image: ImageView | null
  readonly link: LinkView | null
  readonly linkLabel: string
}

export interface StoryCard {
  readonly id: string
  readonly title: string
  readonly text: string
  readonly meta: string
  readonly image: ImageView | null
  readonly href: string
}

/** A block's h2 (a hero's headline, another block's title) carries `headingId`, unique on its page. */
export type BlockView = { readonly headingId?: string } & (
  | { readonly kind: "hero"; readonly id: string; readonly headline: string; readonly text: string; readonly image: ImageView | null; readonly link: LinkView | null; readonly linkLabel: string }
  | { readonly kind: "rich-text"; readonly id: string; readonly doc: RichDoc | null }
  | { readonly kind: "teaser-grid"; readonly id: string; readonly title: string; readonly items: ReadonlyArray<TeaserView> }
  | { readonly kind: "references-teaser"; readonly id: string; readonly title: string; readonly items: ReadonlyArray<StoryCard> }
  | { readonly kind: "blog-list"; readonly id: string; readonly title: string; readonly items: ReadonlyArray<StoryCard> }
  | {
      readonly kind: "comparison-table"
      readonly id: string
      readonly title: string
      readonly caption: string
      readonly head: ReadonlyArray<string>
      readonly rows: ReadonlyArray<ReadonlyArray<string>>
      readonly note: string
    }
  | {
      readonly kind: "person-grid"
      readonly id: string
      readonly title: string
      readonly people: ReadonlyArray<PersonView>
    }
  | { readonly kind: "image"; readonly id: string; readonly image: ImageView | null; readonly caption: string }
  | { readonly kind: "unknown"; readonly id: string; readonly component: string }
)

export interface DownloadView {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly href: string | null
  readonly language: string
  readonly size: string
}

export type LayoutView =
  | { readonly kind: "page"; readonly showToc: boolean; readonly body: ReadonlyArray<BlockView> }
  | { readonly kind: "blog"; readonly date: string; readonly author: string; readonly teaser: string; readonly image: ImageView | null; readonly body: RichDoc | null }
  | {
      readonly kind: "reference"
      readonly customer: string
      readonly location: string
      readonly year: string
      readonly sector: string
      readonly image: ImageView | null
      readonly gallery: ReadonlyArray<ImageView>
      readonly summary: string
      readonly body: RichDoc | null
      readonly products: ReadonlyArray<ReferenceProduct>
    }
  | {
      readonly kind: "download-group"
      readonly intro: RichDoc | null
      readonly sections: ReadonlyArray<{ readonly id: string; readonly title: string; readonly files: ReadonlyArray<DownloadView> }>
    }
  | { readonly kind: "unknown"; readonly component: string }


/** A person to ask: a person-grid's entry, or a page's contact person. */
export interface PersonView {
  readonly id: string
  readonly name: string
  readonly role: string
  readonly region: string
  readonly phone: string
  readonly email: string
  readonly image: ImageView | null
}

/** A document the page links to (a PDF, a ZIP, …), for the right column's downloads. */
export interface LinkedFile {
  readonly href: string
  readonly title: string
  /** The file's type as its extension in capitals (`PDF`). */
  readonly type: string
}

export interface ContentView {
  readonly lang: Language
  readonly uuid: string
  readonly title: string
  readonly description: string
  /** The page's path after the language prefix in each language (`/unternehmen/geschichte/`, `/` for home). */
  readonly paths: Readonly<Record<Language, string>>
  readonly publishedAt: string | null
  /** What the page's head needs (SEO fields with their fallbacks, share image, kind of page). */
  readonly head: ContentHeadView
  /** A preview (Storyblok's visual editor): unknown components show a fallback box. */
  readonly draft: boolean
  readonly layout: LayoutView
  /** The h2 headings of a page with `show_toc`, in order. */
  readonly toc: ReadonlyArray<{ readonly id: string; readonly text: string }>
  /** The story's optional `contact` field: its contact person, shown beside the page. */
  readonly contact: PersonView | null
  /** The documents the page links to, each once (none for a download group: its body lists them). */
  readonly files: ReadonlyArray<LinkedFile>
  /**
   * The products the page links to, as the catalogue's cards, filled on the server
   * (`contentPage.ts`); a reference's products are its layout's, not these.
   */
  readonly products: ReadonlyArray<ProductCardView>
}

const Text = Schema.optionalKey(Schema.NullOr(Schema.String))
const text = (value: string | null | undefined): string => value ?? ""

const Asset = Schema.Struct({ filename: Schema.NullOr(Schema.String), alt: Text, title: Text })
const Link = Schema.Struct({
  linktype: Text,
  url: Text,
  cached_url: Text,
  email: Text,
  anchor: Text,
  target: Text,
  id: Schema.optionalKey(Schema.Unknown),
  story: Schema.optionalKey(Schema.NullOr(Schema.Struct({ full_slug: Schema.String }))),
})
const Doc = Schema.Struct({ type: Schema.Literal("doc"), content: Schema.optionalKey(Schema.Array(Schema.Unknown)) })

const decode = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) => {
  const run = Schema.decodeUnknownOption(schema)
  return (value: unknown): S["Type"] | undefined => Option.getOrUndefined(run(value))
}

const decodeAsset = decode(Asset)
const decodeLink = decode(Link)
const decodeDoc = decode(Doc)

export const image = (value: unknown): ImageView | null => {
  const asset = decodeAsset(value)
  if (!asset || !asset.filename) return null
  return { src: asset.filename, alt: text(asset.alt), title: text(asset.title) }
}

export const link = (value: unknown, lang: Language): LinkView | null => {
  const decoded = decodeLink(value)
  if (!decoded) return null
  const contentLink: ContentLink = {
    ...(decoded.linktype === "story" || decoded.linktype === "url" || decoded.linktype === "email" || decoded.linktype === "asset" ? { linktype: decoded.linktype } : {}),
    ...(decoded.url ? { url: decoded.url } : {}),
    ...(decoded.cached_url ? { cached_url: decoded.cached_url } : {}),
    ...(decoded.email ? { email: decoded.email } : {}),
    ...(decoded.anchor ? { anchor: decoded.anchor } : {}),
    ...(decoded.target ? { target: decoded.target } : {}),
    ...(decoded.story ? { story: decoded.story } : {}),
  }
  return resolveLink(contentLink, lang)
}

export const richDoc = (value: unknown): RichDoc | null => {
  const doc = decodeDoc(value)
  // Decoded from JSON, so JSON: the nodes themselves are checked by the renderer, node by node.
  return doc ? { type: "doc", content: (doc.content ?? []) as ReadonlyArray<Json> } : null
}

// ---- blocks ----

const Uid = { _uid: Schema.optionalKey(Schema.String) }
const Hero = Schema.Struct({ ...Uid, headline: Text, text: Text, image: Schema.optionalKey(Schema.Unknown), link: Schema.optionalKey(Schema.Unknown), link_label: Text })
const RichTextBlock = Schema.Struct({ ...Uid, text: Schema.optionalKey(Schema.Unknown) })
const Teaser = Schema.Struct({ ...Uid, title: Text, text: Text, image: Schema.optionalKey(Schema.Unknown), link: Schema.optionalKey(Schema.Unknown), link_label: Text })
const TeaserGrid = Schema.Struct({ ...Uid, title: Text, items: Schema.optionalKey(Schema.Array(Schema.Unknown)) })
const ReferencesTeaser = Schema.Struct({ ...Uid, title: Text, references: Schema.optionalKey(Schema.Array(Schema.Unknown)) })
const BlogList = Schema.Struct({ ...Uid, title: Text, posts: Schema.optionalKey(Schema.Array(Schema.Unknown)) })
const TableCell = Schema.Struct({ value: Text })
const Table = Schema.Struct({
  thead: Schema.optionalKey(Schema.Array(TableCell)),
  tbody: Schema.optionalKey(Schema.Array(Schema.Struct({ body: Schema.optionalKey(Schema.Array(TableCell)) }))),
})
const ComparisonTable = Schema.Struct({ ...Uid, title: Text, caption: Text, note: Text, table: Schema.optionalKey(Schema.NullOr(Table)) })
const Person = Schema.Struct({ ...Uid, name: Text, role: Text, region: Text, phone: Text, email: Text, image: Schema.optionalKey(Schema.Unknown) })
const PersonGrid = Schema.Struct({ ...Uid, title: Text, people: Schema.optionalKey(Schema.Array(Schema.Unknown)) })
const ImageBlock = Schema.Struct({ ...Uid, image: Schema.optionalKey(Schema.Unknown), caption: Text })
const Component = Schema.Struct({ ...Uid, component: Schema.String })

const decodeHero = decode(Hero)
const decodeRichText = decode(RichTextBlock)
const decodeTeaser = decode(Teaser)
const decodeTeaserGrid = decode(TeaserGrid)
const decodeReferences = decode(ReferencesTeaser)
const decodeBlogList = decode(BlogList)
const decodeComparison = decode(ComparisonTable)
const decodePerson = decode(Person)
const decodePersonGrid = decode(PersonGrid)
const decodeImage = decode(ImageBlock)
const decodeComponent = decode(Component)

/** A related story (resolved relation) as a card; a bare uuid (unresolved) is dropped. */
const StoryRef = Schema.Struct({
  uuid: Schema.String,
  name: Schema.String,
  full_slug: Schema.String,
  translated_slugs: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.Struct({ lang: Schema.String, path: Schema.String })))),
  content: Schema.Record(Schema.String, Schema.Unknown),
})
const decodeStoryRef = decode(StoryRef)

const card = (value: unknown, lang: Language, meta: (content: Readonly<Record<string, unknown>>) => string, textOf: string): StoryCard | null => {
  const story = decodeStoryRef(value)
  if (!story) return null
  const content = story.content
  const str = (key: string) => (typeof content[key] === "string" ? (content[key] as string) : "")
  return {
    id: story.uuid,
    title: str("title") || story.name,
    text: str(textOf),
    meta: meta(content),
    image: image(content["image"]),
    href: storyPath(translatedSlug(story, lang), lang),
  }
}

/** Storyblok's date field (`2026-10-02 08:00`) as a date in the page's language. */
export const formatDate = (value: string, lang: Language): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (!match) return value
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return new Intl.DateTimeFormat(lang === "de" ? "de-AT" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(date)
}

const list = <A>(values: ReadonlyArray<unknown> | undefined, f: (value: unknown, index: number) => A | null): Array<A> =>
  (values ?? []).flatMap((value, index) => {
    const result = f(value, index)
    return result === null ? [] : [result]
  })

const person = (value: unknown, fallbackId: string): PersonView | null => {
  const p = decodePerson(value)
  return p ? { id: p._uid ?? fallbackId, name: text(p.name), role: text(p.role), region: text(p.region), phone: text(p.phone), email: text(p.email), image: image(p.image) } : null
}

export const block = (raw: unknown, lang: Language, index: number): BlockView => {
  const head = decodeComponent(raw)
  const id = head?._uid ?? `block-${index}`
  const unknown: BlockView = { kind: "unknown", id, component: head?.component ?? "(none)" }
  switch (head?.component) {
    case "hero": {
      const b = decodeHero(raw)
      return b ? { kind: "hero", id, headline: text(b.headline), text: text(b.text), image: image(b.image), link: link(b.link, lang), linkLabel: text(b.link_label) } : unknown
    }
    case "rich-text": {
      const b = decodeRichText(raw)
      return b ? { kind: "rich-text", id, doc: richDoc(b.text) } : unknown
    }
    case "teaser-grid": {
      const b = decodeTeaserGrid(raw)
      if (!b) return unknown
      const items = list(b.items, (item, i) => {
        const t = decodeTeaser(item)
        return t ? { id: t._uid ?? `${id}-${i}`, title: text(t.title), text: text(t.text), image: image(t.image), link: link(t.link, lang), linkLabel: text(t.link_label) } : null
      })
      return { kind: "teaser-grid", id, title: text(b.title), items }
    }
    case "references-teaser": {
      const b = decodeReferences(raw)
      if (!b) return unknown
      const items = list(b.references, (value) =>
        card(value, lang, (c) => [c["customer"], c["location"], c["year"]].filter((x) => typeof x === "string" && x !== "").join(" · "), "summary"),
      )
      return { kind: "references-teaser", id, title: text(b.title), items }
    }
    case "blog-list": {
      const b = decodeBlogList(raw)
      if (!b) return unknown
      const items = list(b.posts, (value) => card(value, lang, (c) => (typeof c["date"] === "string" ? formatDate(c["date"], lang) : ""), "teaser"))
      return { kind: "blog-list", id, title: text(b.title), items }
    }
    case "comparison-table": {
      const b = decodeComparison(raw)
      if (!b) return unknown
      const head = (b.table?.thead ?? []).map((cell) => text(cell.value))
      const rows = (b.table?.tbody ?? []).map((row) => (row.body ?? []).map((cell) => text(cell.value)))
      return { kind: "comparison-table", id, title: text(b.title), caption: text(b.caption), head, rows, note: text(b.note) }
    }
    case "person-grid": {
      const b = decodePersonGrid(raw)
      if (!b) return unknown
      const people = list(b.people, (value, i) => person(value, `${id}-${i}`))
      return { kind: "person-grid", id, title: text(b.title), people }
    }
    case "image": {
      const b = decodeImage(raw)
      return b ? { kind: "image", id, image: image(b.image), caption: text(b.caption) } : unknown
    }
    default:
      return unknown
  }
}

// ---- layouts ----

const Seo = Schema.Struct({
  title: Text,
  description: Text,
  og_image: Text,
  og_title: Text,
  og_description: Text,
  twitter_image: Text,
  twitter_title: Text,
  twitter_description: Text,
  no_index: Schema.optionalKey(Schema.NullOr(Schema.Boolean)),
  no_follow: Schema.optionalKey(Schema.NullOr(Schema.Boolean)),
})
const decodeSeo = decode(Seo)

const Page = Schema.Struct({ title: Text, show_toc: Schema.optionalKey(Schema.NullOr(Schema.Boolean)), body: Schema.optionalKey(Schema.Unknown) })
const Blog = Schema.Struct({ title: Text, date: Text, author: Text, teaser: Text, image: Schema.optionalKey(Schema.Unknown), body: Schema.optionalKey(Schema.Unknown) })
const Reference = Schema.Struct({
  title: Text,
  customer: Text,
  location: Text,
  year: Schema.optionalKey(Schema.NullOr(Schema.Union([Schema.String, Schema.Number]))),
  sector: Text,
  image: Schema.optionalKey(Schema.Unknown),
  gallery: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.Unknown))),
  summary: Text,
  body: Schema.optionalKey(Schema.Unknown),
  products: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.Unknown))),
})
const DownloadFile = Schema.Struct({ ...Uid, title: Text, description: Text, file: Schema.optionalKey(Schema.Unknown), language: Text, size: Text })
const DownloadSection = Schema.Struct({ ...Uid, title: Text, files: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.Unknown))) })
const DownloadGroup = Schema.Struct({ title: Text, intro: Schema.optionalKey(Schema.Unknown), sections: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.Unknown))) })
const decodePage = decode(Page)
const decodeBlog = decode(Blog)
const decodeReference = decode(Reference)
const decodeDownloadGroup = decode(DownloadGroup)
const decodeDownloadSection = decode(DownloadSection)
const decodeDownloadFile = decode(DownloadFile)

/**
 * A product used on a reference page. `label` is the link's title as the editor gave it, or empty;
 * on the server a link to a product gets the product's card (`card`: name, picture, article number,
 * size), and an empty label of another link (a catalogue filter) becomes the catalogue's name
 * (`contentPage.ts`).
 */
export interface ReferenceProduct {
  readonly link: LinkView
  readonly label: string
  readonly card: ProductCardView | null
}

/** The slug of a product page link (`/de/product-catalog/ws-0612-40/`, a fragment aside), or null. */
export const productSlugOf = (href: string): string | null => /^\/(?:de|en)\/product-catalog\/([a-z0-9-]+)\/?(?:#.*)?$/.exec(href)?.[1] ?? null

const linkTitle = (value: unknown): string | null => {
  const title = typeof value === "object" && value !== null ? (value as { title?: unknown }).title : undefined
  return typeof title === "string" && title.trim() !== "" ? title.trim() : null
}

const layout = (content: Readonly<Record<string, unknown>>, lang: Language): { readonly layout: LayoutView; readonly title: string } => {
  const component = typeof content["component"] === "string" ? content["component"] : "(none)"
  const unknown = { layout: { kind: "unknown", component } as LayoutView, title: "" }
  switch (component) {
    case "page": {
      const p = decodePage(content)
      if (!p) return unknown
      // A page's body is its blocks; a rich-text document there (the first imprint and privacy stories) is one rich-text block.
      const doc = richDoc(p.body)
      const body = Array.isArray(p.body) ? p.body.map((raw, i) => block(raw, lang, i)) : doc ? [{ kind: "rich-text" as const, id: "body", doc }] : []
      return { title: text(p.title), layout: { kind: "page", showToc: p.show_toc === true, body } }
    }
    case "blog": {
      const b = decodeBlog(content)
      if (!b) return unknown
      return {
        title: text(b.title),
        layout: { kind: "blog", date: b.date ? formatDate(b.date, lang) : "", author: text(b.author), teaser: text(b.teaser), image: image(b.image), body: richDoc(b.body) },
      }
    }
    case "reference": {
      const r = decodeReference(content)
      if (!r) return unknown
      const products = list(r.products ?? [], (value) => {
        const resolved = link(value, lang)
        return resolved ? { link: resolved, label: linkTitle(value) ?? "", card: null } : null
      })
      return {
        title: text(r.title),
        layout: {
          kind: "reference",
          customer: text(r.customer),
          location: text(r.location),
          year: r.year === null || r.year === undefined ? "" : String(r.year),
          sector: text(r.sector),
          image: image(r.image),
          gallery: list(r.gallery ?? [], image),
          summary: text(r.summary),
          body: richDoc(r.body),
          products,
        },
      }
    }
    case "download-group": {
      const g = decodeDownloadGroup(content)
      if (!g) return unknown
      const sections = list(g.sections ?? [], (value, i) => {
        const section = decodeDownloadSection(value)
        if (!section) return null
        const files = list(section.files ?? [], (raw, j) => {
          const file = decodeDownloadFile(raw)
          if (!file) return null
          return {
            id: file._uid ?? `file-${i}-${j}`,
            title: text(file.title),
            description: text(file.description),
            href: image(file.file)?.src ?? null,
            language: text(file.language),
            size: text(file.size),
          }
        })
        return { id: section._uid ?? `section-${i}`, title: text(section.title), files }
      })
      return { title: text(g.title), layout: { kind: "download-group", intro: richDoc(g.intro), sections } }
    }
    default:
      return unknown
  }
}

/** Ids for a page's h2 headings in document order: a text seen before gets `-2`, `-3`, … */
const headingIds = () => {
  const seen = new Map<string, number>()
  return (text: string): string => {
    const base = headingId(text)
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base}-${count}`
  }
}

/** A rich-text heading the page shows as h2 (RichText.tsx: editor levels 1 and 2, or none). */
const h2Text = (node: Json): string | null => {
  if (node === null || typeof node !== "object" || Array.isArray(node)) return null
  const heading = node as { readonly type?: Json; readonly attrs?: { readonly level?: Json } }
  const level = typeof heading.attrs?.level === "number" ? heading.attrs.level : 2
  return heading.type === "heading" && level <= 2 ? nodeText(node) : null
}

const docWithIds = (doc: RichDoc | null, next: (text: string) => string): RichDoc | null =>
  doc && {
    ...doc,
    content: doc.content.map((node) => {
      const text = h2Text(node)
      if (text === null || text === "") return node
      const heading = node as { readonly attrs?: { readonly [key: string]: Json } }
      return { ...(node as { readonly [key: string]: Json }), attrs: { ...heading.attrs, id: next(text) } }
    }),
  }

/**
 * Every h2 of a view gets its id here, once, in document order, so two headings with the same
 * text do not share an id and the table of contents links to the one it names.
 */
const withHeadingIds = (view: LayoutView): LayoutView => {
  const next = headingIds()
  switch (view.kind) {
    case "page":
      return {
        ...view,
        body: view.body.map((b): BlockView => {
          if (b.kind === "rich-text") return { ...b, doc: docWithIds(b.doc, next) }
          const text = b.kind === "hero" ? b.headline : "title" in b ? b.title : ""
          return text === "" ? b : { ...b, headingId: next(text) }
        }),
      }
    case "blog":
    case "reference":
      return { ...view, body: docWithIds(view.body, next) }
    case "download-group":
      return { ...view, intro: docWithIds(view.intro, next) }
    case "unknown":
      return view
  }
}

const tocOf = (view: LayoutView): ContentView["toc"] => {
  if (view.kind !== "page" || !view.showToc) return []
  return view.body.flatMap((b) => {
    if (b.kind === "rich-text")
      return (b.doc?.content ?? []).flatMap((node) => {
        const id = (node as { readonly attrs?: { readonly id?: Json } } | null)?.attrs?.id
        return typeof id === "string" ? [{ id, text: nodeText(node) }] : []
      })
    // A hero's headline opens the page; the contents list the sections after it.
    if (b.kind !== "hero" && "title" in b && b.headingId !== undefined) return [{ id: b.headingId, text: b.title }]
    return []
  })
}

/** A link of the page and its text (the rich-text words it is on, a teaser's label). */
interface PageLink {
  readonly href: string
  readonly text: string
}

/** A rich text's links in document order; words of one link split by other marks are joined. */
const docLinks = (doc: RichDoc | null, lang: Language): Array<PageLink> => {
  const links: Array<PageLink> = []
  let open: { href: string; text: string } | null = null
  const visit = (node: Json): void => {
    if (node === null || typeof node !== "object" || Array.isArray(node)) return
    const record = node as { readonly type?: Json; readonly text?: Json; readonly marks?: Json; readonly content?: Json }
    if (record.type === "text" && typeof record.text === "string") {
      const mark = Array.isArray(record.marks) ? record.marks.find((m) => m !== null && typeof m === "object" && !Array.isArray(m) && m["type"] === "link") : undefined
      const attrs = mark !== undefined && mark !== null && typeof mark === "object" && !Array.isArray(mark) ? mark["attrs"] : undefined
      const field = (key: string): string | undefined => {
        const value = attrs !== null && typeof attrs === "object" && !Array.isArray(attrs) ? attrs[key] : undefined
        return typeof value === "string" && value !== "" ? value : undefined
      }
      const resolved = attrs === undefined ? null : resolveLink(richTextLink({ href: field("href"), linktype: field("linktype"), anchor: field("anchor"), target: field("target"), uuid: field("uuid") }), lang)
      if (resolved === null) open = null
      else if (open !== null && open.href === resolved.href) open.text += record.text
      else links.push((open = { href: resolved.href, text: record.text }))
      return
    }
    open = null
    if (Array.isArray(record.content)) for (const child of record.content) visit(child)
  }
  for (const node of doc?.content ?? []) visit(node)
  return links
}

/** Every link of a layout's text and blocks, in document order (a reference's products aside). */
const layoutLinks = (view: LayoutView, lang: Language): Array<PageLink> => {
  switch (view.kind) {
    case "page":
      return view.body.flatMap((b): Array<PageLink> => {
        switch (b.kind) {
          case "rich-text":
            return docLinks(b.doc, lang)
          case "hero":
            return b.link ? [{ href: b.link.href, text: b.linkLabel || b.headline }] : []
          case "teaser-grid":
            return b.items.flatMap((item) => (item.link ? [{ href: item.link.href, text: item.linkLabel || item.title }] : []))
          default:
            return []
        }
      })
    case "blog":
    case "reference":
      return docLinks(view.body, lang)
    case "download-group":
      return docLinks(view.intro, lang)
    case "unknown":
      return []
  }
}

/** File types the right column lists as downloads (a linked picture is no download). */
const DOCUMENT_TYPES = new Set(["pdf", "zip", "doc", "docx", "xls", "xlsx", "csv", "txt", "dxf", "dwg", "step", "stp"])

const fileOf = (link: PageLink): LinkedFile | null => {
  const path = link.href.split(/[?#]/)[0] ?? ""
  const name = path.split("/").pop() ?? ""
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase()
  if (extension === undefined || !DOCUMENT_TYPES.has(extension) || /^(mailto|tel):/i.test(link.href)) return null
  return { href: link.href, title: link.text.trim() || decodeURIComponent(name), type: extension.toUpperCase() }
}

const firstByHref = <A extends { readonly href: string }>(items: ReadonlyArray<A>): Array<A> => {
  const seen = new Set<string>()
  return items.filter((item) => (seen.has(item.href) ? false : (seen.add(item.href), true)))
}

/** The documents a view links to, each once; a download group lists its own in its body. */
const linkedFiles = (view: LayoutView, lang: Language): Array<LinkedFile> =>
  view.kind === "download-group" ? [] : firstByHref(layoutLinks(view, lang).flatMap((link) => fileOf(link) ?? []))

/**
 * The slugs of the products a page links to (in its text, hero and teasers), each once, for the
 * right column's cards; a reference's own product links are its layout's.
 */
export const linkedProductSlugs = (view: ContentView): Array<string> => [
  ...new Set(layoutLinks(view.layout, view.lang).flatMap((link) => productSlugOf(link.href) ?? [])),
]

/** The optional `contact` field (Storyblok: blocks, one `person`): the first person with a name. */
const ContactField = Schema.Struct({ contact: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.Unknown))) })
const decodeContactField = decode(ContactField)
const contactOf = (content: Readonly<Record<string, unknown>>): PersonView | null =>
  list(decodeContactField(content)?.contact ?? [], (value, i) => {
    const found = person(value, `contact-${i}`)
    return found !== null && found.name !== "" ? found : null
  })[0] ?? null

/** The unknown components of a view (logged by the loader). */
export const unknownComponents = (view: ContentView): Array<string> => {
  if (view.layout.kind === "unknown") return [view.layout.component]
  if (view.layout.kind !== "page") return []
  return view.layout.body.flatMap((b) => (b.kind === "unknown" ? [b.component] : []))
}

const pathOf = (slug: string): string => storyPath(slug, "de").slice(3)

export const contentView = (story: Story, lang: Language, draft: boolean): ContentView => {
  const { layout: decoded, title } = layout(story.content, lang)
  const view = withHeadingIds(decoded)
  // The SEO description first; the head's other SEO fields come from `contentHead`.
  const description = text(decodeSeo(story.content["seo"])?.description) || (typeof story.content["description"] === "string" ? story.content["description"] : "") || (typeof story.content["teaser"] === "string" ? story.content["teaser"] : "") || (typeof story.content["summary"] === "string" ? story.content["summary"] : "")
  return {
    lang,
    uuid: story.uuid,
    title: title || story.name,
    description,
    paths: { de: pathOf(translatedSlug(story, "de")), en: pathOf(translatedSlug(story, "en")) },
    publishedAt: story.published_at ?? null,
    head: contentHead(story),
    draft,
    layout: view,
    toc: tocOf(view),
    contact: contactOf(story.content),
    files: linkedFiles(view, lang),
    products: [],
  }
}
