/**
 * Storyblok rich text as React elements: @storyblok/richtext normalises the document (keys on
 * every node and mark) and splits tables into header and body rows; each node and mark type maps
 * to an element here, so no HTML string ever reaches the page. Links follow the §2 link rules
 * (core `resolveLink`), h2 headings get the ids the table of contents points at.
 */
import { type StoryblokRichTextMarkWithKey, type StoryblokRichTextNodeWithKey, normalizeNodes, splitTableRows } from "@storyblok/richtext"
import type { ReactNode } from "react"
import { resolveLink, richTextLink } from "@shop/core/routing/links"
import type { RichDoc } from "./model.ts"
import { nodeText } from "./headings.ts"
import { SmartLink } from "../../ui/SmartLink.tsx"
import { useScrollRegion } from "../../ui/useScrollRegion.ts"
import { TableRegion } from "./TableRegion.tsx"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import * as s from "./content.css.ts"

type Node = StoryblokRichTextNodeWithKey
type Mark = StoryblokRichTextMarkWithKey

const attr = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined)

const Marked = ({ marks, children }: { readonly marks: ReadonlyArray<Mark>; readonly children: ReactNode }) => {
  const lang = useLang()
  return marks.reduce<ReactNode>((inner, mark) => {
    switch (mark.type) {
      case "bold":
        return <strong key={mark._key}>{inner}</strong>
      case "italic":
        return <em key={mark._key}>{inner}</em>
      case "underline":
        return <u key={mark._key}>{inner}</u>
      case "strike":
        return <s key={mark._key}>{inner}</s>
      case "code":
        return <code key={mark._key}>{inner}</code>
      case "superscript":
        return <sup key={mark._key}>{inner}</sup>
      case "subscript":
        return <sub key={mark._key}>{inner}</sub>
      case "highlight":
        return <mark key={mark._key}>{inner}</mark>
      case "link": {
        const attrs = (mark.attrs ?? {}) as Record<string, unknown>
        const link = resolveLink(
          richTextLink({ href: attr(attrs.href), linktype: attr(attrs.linktype), anchor: attr(attrs.anchor), target: attr(attrs.target), uuid: attr(attrs.uuid) }),
          lang,
        )
        return link ? (
          <SmartLink key={mark._key} link={link}>
            {inner}
          </SmartLink>
        ) : (
          inner
        )
      }
      default:
        return inner
    }
  }, children)
}

const Children = ({ nodes }: { readonly nodes: ReadonlyArray<Node> | undefined }) => (
  <>
    {(nodes ?? []).map((node) => (
      <RichNode key={node._key} node={node} />
    ))}
  </>
)

const RichNode = ({ node }: { readonly node: Node }): ReactNode => {
  switch (node.type) {
    case "text":
      return <Marked marks={node.marks ?? []}>{node.text}</Marked>
    case "paragraph":
      return (
        <p>
          <Children nodes={node.content} />
        </p>
      )
    case "heading": {
      // A page's h1 is its title: levels 1–4 of the editor become h2–h4 (spec shape: levels 2–4).
      const level = Math.min(4, Math.max(2, node.attrs?.level ?? 2))
      const Tag = `h${level}` as "h2" | "h3" | "h4"
      // An h2's id, unique on its page, comes from the content model (`withHeadingIds`).
      const given = (node.attrs as { readonly id?: unknown } | undefined)?.id
      const id = level === 2 && typeof given === "string" ? given : undefined
      return (
        <Tag id={id} className={s.richHeading}>
          <Children nodes={node.content} />
        </Tag>
      )
    }
    case "bullet_list":
      return (
        <ul>
          <Children nodes={node.content} />
        </ul>
      )
    case "ordered_list":
      return (
        <ol start={node.attrs?.order && node.attrs.order !== 1 ? node.attrs.order : undefined}>
          <Children nodes={node.content} />
        </ol>
      )
    case "list_item":
      return (
        <li>
          <Children nodes={node.content} />
        </li>
      )
    case "blockquote":
      return (
        <blockquote className={s.quote}>
          <Children nodes={node.content} />
        </blockquote>
      )
    case "code_block":
      return <CodeBlock text={nodeText(node)} />
    case "horizontal_rule":
      return <hr />
    case "hard_break":
      return <br />
    case "image": {
      const src = attr(node.attrs?.src)
      if (src === undefined) return null
      return <img className={s.richImage} src={src} alt={node.attrs?.alt ?? ""} title={attr(node.attrs?.title)} width={800} height={450} loading="lazy" decoding="async" />
    }
    case "emoji":
      return <span role="img" aria-label={node.attrs?.name}>{node.attrs?.emoji}</span>
    case "table":
      return <RichTable node={node} />
    case "tableRow":
      return (
        <tr>
          <Children nodes={node.content} />
        </tr>
      )
    case "tableHeader":
      return (
        <th scope="col" colSpan={node.attrs?.colspan} rowSpan={node.attrs?.rowspan}>
          <Children nodes={node.content} />
        </th>
      )
    case "tableCell":
      return (
        <td colSpan={node.attrs?.colspan} rowSpan={node.attrs?.rowspan}>
          <Children nodes={node.content} />
        </td>
      )
    default:
      // Embedded blocks (`blok`) and anything newer: their text, never raw markup.
      return null
  }
}

/** A code block, a Tab stop while it scrolls sideways (keyboard users scroll it with the arrow keys). */
const CodeBlock = ({ text }: { readonly text: string }) => {
  const region = useScrollRegion<HTMLPreElement>()
  return (
    <pre ref={region.ref} className={s.code} tabIndex={region.tabIndex}>
      <code>{text}</code>
    </pre>
  )
}

/** A rich-text table: header rows in thead, in a labelled region that scrolls sideways on a phone (focusable while it does). */
const RichTable = ({ node }: { readonly node: Node }) => {
  const { headerRows, bodyRows } = splitTableRows(node.content ?? [])
  // Named by its column headers, one by one ("Kennzahl, Wert").
  const title = (headerRows[0]?.content ?? []).map((cell) => nodeText(cell)).join(", ")
  // Two columns (a term and its meaning) fit a phone's width; wider tables keep a readable width and scroll.
  const columns = Math.max(0, ...[...headerRows, ...bodyRows].map((row) => row.content?.length ?? 0))
  return (
    <TableRegion title={title}>
      <table className={columns <= 2 ? s.narrowTable : s.table}>
        {headerRows.length > 0 ? (
          <thead>
            <Children nodes={headerRows} />
          </thead>
        ) : null}
        <tbody>
          <Children nodes={bodyRows} />
        </tbody>
      </table>
    </TableRegion>
  )
}

export const RichText = ({ doc, className }: { readonly doc: RichDoc | null; readonly className?: string }) => {
  if (doc === null) return null
  const nodes = normalizeNodes(doc as Parameters<typeof normalizeNodes>[0], true)
  return (
    <div className={className ?? s.rich}>
      <Children nodes={nodes} />
    </div>
  )
}
