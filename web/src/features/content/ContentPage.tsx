/** A content page: one component per layout (spec §2: page, blog, reference, download-group). */
import type { ComponentType } from "react"
import { FormattedMessage, useIntl } from "react-intl"
import type { ContentView, LayoutView, ReferenceProduct } from "./model.ts"
import { Block, ContentImage } from "./Blocks.tsx"
import { RichText } from "./RichText.tsx"
import { Toc } from "./Toc.tsx"
import { ContentAside, hasAside, tocOf } from "./ContentAside.tsx"
import { ContentMessages } from "./ContentMessages.tsx"
import { ProductCard } from "../catalogue/ProductCard.tsx"
import { SmartLink } from "../../ui/SmartLink.tsx"
import { container, pageSection, pageTitle } from "../../styles/common.css.ts"
import * as s from "./content.css.ts"

type Of<K extends LayoutView["kind"]> = Extract<LayoutView, { kind: K }>
type LayoutProps<K extends LayoutView["kind"]> = { readonly page: ContentView; readonly layout: Of<K> }

const PageLayout = ({ page, layout }: LayoutProps<"page">) => {
  const toc = tocOf(page)
  return (
    <>
      <h1 className={pageTitle}>{page.title}</h1>
      {/* Above the body below `lg`; from `lg` the right column holds it (ContentAside.tsx). */}
      {toc.length > 0 ? <Toc entries={toc} place="top" /> : null}
      <div className={s.page}>
        {layout.body.map((block) => (
          <Block key={block.id} block={block} draft={page.draft} />
        ))}
      </div>
    </>
  )
}

const BlogLayout = ({ page, layout }: LayoutProps<"blog">) => (
  <>
    <h1 className={pageTitle}>{page.title}</h1>
    <p className={s.muted}>
      {layout.date ? (
        <>
          <FormattedMessage id="content.published" /> {layout.date}
        </>
      ) : null}
      {layout.author ? <> · <FormattedMessage id="content.by" values={{ author: layout.author }} /></> : null}
    </p>
    {layout.teaser ? <p>{layout.teaser}</p> : null}
    {layout.image ? <ContentImage image={layout.image} width={1200} height={675} eager /> : null}
    <RichText doc={layout.body} />
  </>
)

const ReferenceLayout = ({ page, layout }: LayoutProps<"reference">) => {
  const intl = useIntl()
  const facts = (
    [
      ["content.customer", layout.customer],
      ["content.location", layout.location],
      ["content.year", layout.year],
      ["content.sector", layout.sector],
    ] as const
  ).filter(([, value]) => value !== "")
  return (
    <>
      <h1 className={pageTitle}>{page.title}</h1>
      {layout.summary ? <p>{layout.summary}</p> : null}
      {facts.length > 0 ? (
        <dl className={s.facts}>
          {facts.map(([id, value]) => (
            <div key={id} style={{ display: "contents" }}>
              <dt>{intl.formatMessage({ id })}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {layout.image ? <ContentImage image={layout.image} width={1200} height={675} eager /> : null}
      <RichText doc={layout.body} />
      {layout.gallery.length > 0 ? (
        <section aria-label={intl.formatMessage({ id: "content.gallery" })}>
          <ul className={s.grid}>
            {layout.gallery.map((image, i) => (
              <li key={`${image.src}-${i}`}>
                <ContentImage image={image} width={640} height={360} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {layout.products.length > 0 ? <ProductsUsed products={layout.products} /> : null}
    </>
  )
}

/** A reference's products used: the catalogue's cards; a link to no product (a catalogue filter) below them. */
const ProductsUsed = ({ products }: { readonly products: ReadonlyArray<ReferenceProduct> }) => {
  const cards = products.flatMap((product) => (product.card === null ? [] : [product.card]))
  const links = products.filter((product) => product.card === null)
  return (
    <section aria-labelledby="products-used" data-testid="products-used">
      <h2 id="products-used" className={s.blockTitle}>
        <FormattedMessage id="content.products" />
      </h2>
      {cards.length > 0 ? (
        <ul className={s.productGrid}>
          {cards.map((card) => (
            <li key={card.slug}>
              <ProductCard product={card} showSize headingLevel={3} />
            </li>
          ))}
        </ul>
      ) : null}
      {links.length > 0 ? (
        <ul className={s.productLinks}>
          {links.map((product) => (
            <li key={product.link.href}>
              <SmartLink link={product.link}>{product.label}</SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

const DownloadGroupLayout = ({ page, layout }: LayoutProps<"download-group">) => {
  const intl = useIntl()
  return (
    <>
      <h1 className={pageTitle}>{page.title}</h1>
      <RichText doc={layout.intro} />
      {layout.sections.map((section) => (
        <section key={section.id} data-block="download-section">
          <h2 className={s.blockTitle}>{section.title}</h2>
          <ul className={s.downloads}>
            {section.files.map((file) => (
              <li key={file.id} className={s.card}>
                {file.href ? (
                  <SmartLink className={s.cardLink} link={{ href: file.href, external: false, newTab: true }} aria-label={intl.formatMessage({ id: "content.download" }, { title: file.title })}>
                    {file.title}
                  </SmartLink>
                ) : (
                  <span>{file.title}</span>
                )}
                {file.description ? <p>{file.description}</p> : null}
                <p className={s.muted}>
                  {[
                    file.language ? intl.formatMessage({ id: "content.fileLanguage" }, { language: file.language.toUpperCase() }) : "",
                    file.size ? intl.formatMessage({ id: "content.fileSize" }, { size: file.size }) : "",
                  ]
                    .filter((x) => x !== "")
                    .join(" · ")}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}

const UnknownLayout = ({ page, layout }: LayoutProps<"unknown">) =>
  page.draft ? (
    <div className={s.fallback} role="note">
      <FormattedMessage id="content.unknownComponent" values={{ component: layout.component }} />
    </div>
  ) : null

/** Layout kind → its component. */
export const layoutRegistry: { readonly [K in LayoutView["kind"]]: ComponentType<LayoutProps<K>> } = {
  page: PageLayout,
  blog: BlogLayout,
  reference: ReferenceLayout,
  "download-group": DownloadGroupLayout,
  unknown: UnknownLayout,
}

/** The page, with its right column where it has anything for one (ContentAside.tsx); else the body keeps the full width. */
export const ContentPage = ({ page }: { readonly page: ContentView }) => {
  const Layout = layoutRegistry[page.layout.kind] as ComponentType<LayoutProps<LayoutView["kind"]>>
  const aside = page.layout.kind !== "unknown" && hasAside(page)
  return (
    <ContentMessages>
      <article className={`${container} ${pageSection} ${aside ? s.withAside : ""}`} data-testid="content-page" data-layout={page.layout.kind}>
        <div className={s.layout}>
          <Layout page={page} layout={page.layout as never} />
        </div>
        {aside ? <ContentAside page={page} /> : null}
      </article>
    </ContentMessages>
  )
}

/** The home story's blocks, under the home page's own h1 (the hero's headline is an h2 there). */
export const ContentBlocks = ({ page }: { readonly page: ContentView }) =>
  page.layout.kind === "page" ? (
    <div className={`${container} ${pageSection} ${s.page}`} data-testid="home-content">
      {page.layout.body.map((block) => (
        <Block key={block.id} block={block} draft={page.draft} />
      ))}
    </div>
  ) : null
