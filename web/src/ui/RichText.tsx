import type { RichParagraph } from "../features/shell/model.ts"
import { SmartLink } from "./SmartLink.tsx"

export const RichText = ({ paragraphs, className }: { readonly paragraphs: ReadonlyArray<RichParagraph>; readonly className?: string }) => (
  <div className={className}>
    {paragraphs.map((paragraph, p) => (
      <p key={p}>
        {paragraph.map((segment, i) => {
          if (segment.kind === "break") return <br key={i} />
          let node = <>{segment.text}</>
          if (segment.bold) node = <strong>{node}</strong>
          if (segment.italic) node = <em>{node}</em>
          if (segment.link) node = <SmartLink link={segment.link}>{node}</SmartLink>
          return <span key={i}>{node}</span>
        })}
      </p>
    ))}
  </div>
)
