/**
 * The table of contents of a `show_toc` page: links to its h2 headings, the entry of the section
 * being read marked with `aria-current` (spec §9 visibility observer: an IntersectionObserver with
 * the margins −45 % top and bottom, so a heading counts as current in the middle tenth of the view).
 */
import { useEffect, useState } from "react"
import { useIntl } from "react-intl"
import * as s from "./content.css.ts"

export const VISIBILITY_ROOT_MARGIN = "-45% 0px -45% 0px"

/**
 * `place`: above the body (below the `lg` breakpoint) or in the right column (from it); a page
 * with a right column renders both, and CSS shows one.
 */
export const Toc = ({ entries, place }: { readonly entries: ReadonlyArray<{ readonly id: string; readonly text: string }>; readonly place: "top" | "aside" }) => {
  const intl = useIntl()
  const [current, setCurrent] = useState<string | null>(entries[0]?.id ?? null)
  useEffect(() => {
    const headings = entries.flatMap(({ id }) => {
      const element = document.getElementById(id)
      return element ? [element] : []
    })
    if (headings.length === 0 || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver(
      (changes) => {
        const visible = changes.filter((change) => change.isIntersecting)
        if (visible.length > 0) setCurrent(visible[visible.length - 1]!.target.id)
      },
      { rootMargin: VISIBILITY_ROOT_MARGIN },
    )
    for (const heading of headings) observer.observe(heading)
    return () => observer.disconnect()
  }, [entries])
  if (entries.length === 0) return null
  return (
    <nav className={place === "top" ? s.tocTop : s.toc} aria-label={intl.formatMessage({ id: "content.toc" })} data-testid="toc" data-place={place}>
      <ol className={s.tocList}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a className={s.tocLink} href={`#${entry.id}`} aria-current={entry.id === current ? "location" : undefined} onClick={() => setCurrent(entry.id)}>
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
