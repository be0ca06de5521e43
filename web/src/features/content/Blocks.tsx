/** One component per content block (spec §2), and the registry from block kind to component. */
import type { ComponentType } from "react"
import { FormattedMessage } from "react-intl"
import type { BlockView, ImageView, StoryCard } from "./model.ts"
import { RichText } from "./RichText.tsx"
import { SmartLink } from "../../ui/SmartLink.tsx"
import { TableRegion } from "./TableRegion.tsx"
import * as s from "./content.css.ts"

type Of<K extends BlockView["kind"]> = Extract<BlockView, { kind: K }>

/** An image with its box reserved (width/height), loaded only near the viewport (spec §9 image sizes). */
export const ContentImage = ({ image, width, height, eager }: { readonly image: ImageView; readonly width: number; readonly height: number; readonly eager?: boolean }) => (
  <img
    className={s.media16x9}
    src={image.src}
    alt={image.alt}
    title={image.title || undefined}
    width={width}
    height={height}
    loading={eager ? "eager" : "lazy"}
    decoding="async"
  />
)

const Title = ({ text, id }: { readonly text: string; readonly id: string | undefined }) =>
  text === "" ? null : (
    <h2 id={id} className={s.blockTitle}>
      {text}
    </h2>
  )

const Hero = ({ block }: { readonly block: Of<"hero"> }) => (
  <section className={s.hero} data-block="hero">
    <div className={s.heroText}>
      <h2 id={block.headingId} className={s.heroTitle}>
        {block.headline}
      </h2>
      {block.text ? <p>{block.text}</p> : null}
      {block.link && block.linkLabel ? (
        <p>
          <SmartLink className={s.action} link={block.link}>
            {block.linkLabel}
          </SmartLink>
        </p>
      ) : null}
    </div>
    {block.image ? <ContentImage image={block.image} width={1200} height={675} eager /> : null}
  </section>
)

const RichTextBlock = ({ block }: { readonly block: Of<"rich-text"> }) => (
  <section data-block="rich-text">
    <RichText doc={block.doc} />
  </section>
)

const TeaserGrid = ({ block }: { readonly block: Of<"teaser-grid"> }) => (
  <section data-block="teaser-grid">
    <Title text={block.title} id={block.headingId} />
    <ul className={s.grid}>
      {block.items.map((item) => (
        <li key={item.id} className={s.card}>
          {item.image ? <ContentImage image={item.image} width={640} height={360} /> : null}
          <h3>{item.title}</h3>
          {item.text ? <p>{item.text}</p> : null}
          {item.link ? (
            <SmartLink className={s.cardLink} link={item.link}>
              {item.linkLabel || item.title}
            </SmartLink>
          ) : null}
        </li>
      ))}
    </ul>
  </section>
)

const Cards = ({ items, kind }: { readonly items: ReadonlyArray<StoryCard>; readonly kind: string }) => (
  <ul className={s.grid} data-cards={kind}>
    {items.map((item) => (
      <li key={item.id} className={s.card}>
        {item.image ? <ContentImage image={item.image} width={640} height={360} /> : null}
        <h3>
          <SmartLink className={s.cardLink} link={{ href: item.href, external: false, newTab: false }}>
            {item.title}
          </SmartLink>
        </h3>
        {item.meta ? <p className={s.muted}>{item.meta}</p> : null}
        {item.text ? <p>{item.text}</p> : null}
      </li>
    ))}
  </ul>
)

const ReferencesTeaser = ({ block }: { readonly block: Of<"references-teaser"> }) => (
  <section data-block="references-teaser">
    <Title text={block.title} id={block.headingId} />
    <Cards items={block.items} kind="references" />
  </section>
)

const BlogList = ({ block }: { readonly block: Of<"blog-list"> }) => (
  <section data-block="blog-list">
    <Title text={block.title} id={block.headingId} />
    <Cards items={block.items} kind="posts" />
  </section>
)

/** Spec §2 comparison table: a caption, column headers and the first column as row headers, scrolling sideways on a phone. */
const ComparisonTable = ({ block }: { readonly block: Of<"comparison-table"> }) => {
  return (
    <section data-block="comparison-table">
      <Title text={block.title} id={block.headingId} />
      <TableRegion title={block.caption || block.title} testId="comparison-scroll">
        <table className={`${s.table} ${s.comparison}`}>
          {block.caption ? (
            <caption className={s.caption}>
              <span className={s.captionText}>{block.caption}</span>
            </caption>
          ) : null}
          <thead>
            <tr>
              {block.head.map((cell, i) => (
                <th key={i} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={c}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {block.note ? <p className={s.muted}>{block.note}</p> : null}
    </section>
  )
}

const PersonGrid = ({ block }: { readonly block: Of<"person-grid"> }) => (
  <section data-block="person-grid">
    <Title text={block.title} id={block.headingId} />
    <ul className={s.grid}>
      {block.people.map((person) => (
        <li key={person.id} className={s.card}>
          {person.image ? <ContentImage image={person.image} width={320} height={180} /> : null}
          <h3>{person.name}</h3>
          <p className={s.muted}>{[person.role, person.region].filter((x) => x !== "").join(" · ")}</p>
          {person.phone ? (
            <p>
              <FormattedMessage id="content.phone" />: <a href={`tel:${person.phone.replace(/[^+\d]/g, "")}`}>{person.phone}</a>
            </p>
          ) : null}
          {person.email ? (
            <p>
              <FormattedMessage id="content.email" />: <a href={`mailto:${person.email}`}>{person.email}</a>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  </section>
)

const ImageBlock = ({ block }: { readonly block: Of<"image"> }) =>
  block.image ? (
    <figure className={s.figure} data-block="image">
      <ContentImage image={block.image} width={1200} height={675} />
      {block.caption ? <figcaption className={s.muted}>{block.caption}</figcaption> : null}
    </figure>
  ) : null

/** Spec §8: a component the shop does not know shows a fallback box in a preview, nothing on the published page. */
const Unknown = ({ block, draft }: { readonly block: Of<"unknown">; readonly draft: boolean }) =>
  draft ? (
    <div className={s.fallback} role="note" data-block="unknown">
      <FormattedMessage id="content.unknownComponent" values={{ component: block.component }} />
    </div>
  ) : null

type Renderer<K extends BlockView["kind"]> = ComponentType<{ readonly block: Of<K>; readonly draft: boolean }>

/** Block kind → its component. */
export const blockRegistry: { readonly [K in BlockView["kind"]]: Renderer<K> } = {
  hero: Hero,
  "rich-text": RichTextBlock,
  "teaser-grid": TeaserGrid,
  "references-teaser": ReferencesTeaser,
  "blog-list": BlogList,
  "comparison-table": ComparisonTable,
  "person-grid": PersonGrid,
  image: ImageBlock,
  unknown: Unknown,
}

export const Block = ({ block, draft }: { readonly block: BlockView; readonly draft: boolean }) => {
  const Component = blockRegistry[block.kind] as Renderer<BlockView["kind"]>
  return <Component block={block as never} draft={draft} />
}
