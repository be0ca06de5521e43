/**
 * A content page's right column (issue 27): its table of contents, contact person, the documents
 * it links to and the products it links to, each only where the page has it. From the `lg`
 * breakpoint it stands beside the body; narrower, its parts follow the body, and the table of
 * contents stays above the body (ContentPage.tsx), so this column's copy of it is hidden there.
 */
import type { ReactNode } from "react"
import { FormattedMessage } from "react-intl"
import type { ContentView, PersonView } from "./model.ts"
import { Toc } from "./Toc.tsx"
import { type ContentMessageId, Text, useText } from "./ContentMessages.tsx"
import { ProductCard } from "../catalogue/ProductCard.tsx"
import { SmartLink } from "../../ui/SmartLink.tsx"
import * as s from "./content.css.ts"

/** The table of contents a page shows (a page layout with `show_toc` and h2 headings), or none. */
export const tocOf = (page: ContentView): ContentView["toc"] => (page.layout.kind === "page" && page.layout.showToc ? page.toc : [])

/** Whether the page has anything for the right column but its table of contents. */
const hasParts = (page: ContentView): boolean => page.contact !== null || page.files.length > 0 || page.products.length > 0

/** Whether the page gets a right column at all; without one its body keeps the full width. */
export const hasAside = (page: ContentView): boolean => tocOf(page).length > 0 || hasParts(page)

/** One part of the column, named by its heading. */
const Part = ({ name, title, children }: { readonly name: string; readonly title: ContentMessageId; readonly children: ReactNode }) => (
  <section className={s.asidePart} aria-labelledby={`aside-${name}`} data-part={name}>
    <h2 id={`aside-${name}`} className={s.asideTitle}>
      <Text id={title} />
    </h2>
    {children}
  </section>
)

const Contact = ({ person }: { readonly person: PersonView }) => (
  <Part name="contact" title="content.aside.contact">
    <div className={s.contact}>
      {person.image ? <img className={s.contactImage} src={person.image.src} alt={person.image.alt} width={72} height={72} loading="lazy" decoding="async" /> : null}
      <div className={s.contactText}>
        <p className={s.contactName}>{person.name}</p>
        {person.role || person.region ? <p className={s.muted}>{[person.role, person.region].filter((x) => x !== "").join(" · ")}</p> : null}
      </div>
    </div>
    {person.phone || person.email ? (
      <ul className={s.asideList}>
        {person.phone ? (
          <li>
            <FormattedMessage id="content.phone" />: <a href={`tel:${person.phone.replace(/[^+\d]/g, "")}`}>{person.phone}</a>
          </li>
        ) : null}
        {person.email ? (
          <li className={s.breakAnywhere}>
            <FormattedMessage id="content.email" />: <a href={`mailto:${person.email}`}>{person.email}</a>
          </li>
        ) : null}
      </ul>
    ) : null}
  </Part>
)

const Files = ({ files }: { readonly files: ContentView["files"] }) => (
  <Part name="downloads" title="content.aside.downloads">
    <ul className={s.asideList}>
      {files.map((file) => (
        <li key={file.href} className={s.file}>
          <SmartLink link={{ href: file.href, external: false, newTab: true }}>{file.title}</SmartLink> <span className={s.fileType}>{file.type}</span>
        </li>
      ))}
    </ul>
  </Part>
)

const Products = ({ products }: { readonly products: ContentView["products"] }) => (
  <Part name="products" title="content.aside.products">
    <ul className={s.asideCards}>
      {products.map((product) => (
        <li key={product.slug}>
          <ProductCard product={product} showSize headingLevel={3} />
        </li>
      ))}
    </ul>
  </Part>
)

/** Inside `ContentMessages`. */
export const ContentAside = ({ page }: { readonly page: ContentView }) => {
  const text = useText()
  const toc = tocOf(page)
  // With nothing but the table of contents, the column is empty below `lg` (the contents stand above the body there).
  return (
    <aside className={hasParts(page) ? s.aside : `${s.aside} ${s.asideWideOnly}`} aria-label={text("content.aside.label")} data-testid="content-aside">
      {page.contact ? <Contact person={page.contact} /> : null}
      {page.files.length > 0 ? <Files files={page.files} /> : null}
      {page.products.length > 0 ? <Products products={page.products} /> : null}
      {toc.length > 0 ? (
        <div className={s.asideToc}>
          <Toc entries={toc} place="aside" />
        </div>
      ) : null}
    </aside>
  )
}
