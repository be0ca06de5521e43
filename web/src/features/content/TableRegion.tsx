import type { ReactNode } from "react"
import { useIntl } from "react-intl"
import { useScrollRegion } from "../../ui/useScrollRegion.ts"
import * as s from "./content.css.ts"

/**
 * A content table's box: a region named after the table that scrolls sideways where the table is
 * wider (a phone), a Tab stop and "scrolls sideways" in its name only while it does.
 */
export const TableRegion = ({ title, testId, children }: { readonly title: string; readonly testId?: string; readonly children: ReactNode }) => {
  const intl = useIntl()
  const region = useScrollRegion<HTMLDivElement>()
  return (
    <div
      ref={region.ref}
      className={s.tableScroll}
      role="region"
      tabIndex={region.tabIndex}
      aria-label={intl.formatMessage({ id: region.scrollable ? "content.tableScroll" : "content.table" }, { title })}
      {...(testId === undefined ? {} : { "data-testid": testId })}
    >
      {children}
    </div>
  )
}
