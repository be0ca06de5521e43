/** A content page: one component per layout (spec §2: page, blog, reference, download-group). */
import type { ComponentType } from "react"
import { FormattedMessage, useIntl } from "react-intl"
import type { ContentView, LayoutView } from "./model.ts"
import { Block, ContentImage } from "./Blocks.tsx"
import { RichText } from "./RichText.tsx"
import { Toc } from "./Toc.tsx"
import { SmartLink } from "../../ui/SmartLink.tsx"
import { container, pageSection, pageTitle } from "../../styles/common.css.ts"
import * as s from "./content.css.ts"

type Of<K extends LayoutView["kind"]> = Extract<LayoutView, { kind: K }>
type LayoutProps<K extends LayoutView["kind"]> = { readonly page: ContentView; readonly layout: Of<K> }

const PageLayout = ({ page, layout }: LayoutProps<"page">) => {
  const body = (
    <div className={s.page}>
      {layout.body.map((block) => (
        <Block key={block.id} block={block} draft={page.draft} />
      ))}
    </div>
  )
  return (
    <>
      <h1 className={pageTitle}>{page.title}</h1>
      {layout.showToc && page.toc.length > 0 ? (
        <div className={s.withToc}>
          <Toc entries={page.toc} />
          {body}
        </div>
      ) : (
        body
      )}
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
      {layout.products.length > 0 ? (
        <section>
          <h2 className={s.blockTitle}>
            <FormattedMessage id="content.products" />
          </h2>
          <ul>
            {layout.products.map((product) => (
              <li key={product.link.href}>
                <SmartLink link={product.link}>{product.label}</SmartLink>
                {product.articleNumber === null ? null : (
                  <>
                    {" "}
                    <span className={s.productArticle}>
                      (<FormattedMessage id="product.articleNumber" /> {product.articleNumber})
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
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

export const ContentPage = ({ page }: { readonly page: ContentView }) => {
  const Layout = layoutRegistry[page.layout.kind] as ComponentType<LayoutProps<LayoutView["kind"]>>
  return (
    <article className={`${container} ${pageSection} ${s.layout}`} data-testid="content-page" data-layout={page.layout.kind}>
      <Layout page={page} layout={page.layout as never} />
    </article>
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
