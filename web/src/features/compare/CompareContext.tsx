/**
 * The compare list in the browser: the server's reading of the `compare` cookie (the shell's data)
 * first, then every toggle writes the cookie itself, so the next page the server renders shows the
 * same bar. The toggles (buttons of one shared form) and the bar post to /api/compare, which does
 * the same without JavaScript. Small on purpose: it is in every page's first-load JavaScript.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react"
import { FormattedMessage, useIntl } from "react-intl"
import { useLocation } from "@tanstack/react-router"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import { useNotifications } from "../../ui/notifications/Notifications.tsx"
import { visuallyHidden } from "../../styles/common.css.ts"
import { type CompareChange, MAX_COMPARE, changeCompare, compareCookie, comparePath } from "./list.ts"
import * as s from "./bar.css.ts"

interface CompareApi {
  readonly list: ReadonlyArray<string>
  /** False when a fifth product was refused. */
  readonly change: (change: CompareChange) => boolean
}

const CompareContext = createContext<CompareApi>({ list: [], change: () => false })
export const useCompare = (): CompareApi => useContext(CompareContext)

export const CompareProvider = ({ initial, children }: { readonly initial: ReadonlyArray<string>; readonly children: ReactNode }) => {
  const [list, setList] = useState(initial)
  const change = useCallback(
    (change: CompareChange) => {
      const next = changeCompare(list, change)
      if (next.full) return false
      document.cookie = compareCookie(next.list, window.location.protocol === "https:")
      setList(next.list)
      return true
    },
    [list],
  )
  const api = useMemo(() => ({ list, change }), [list, change])
  return <CompareContext.Provider value={api}>{children}</CompareContext.Provider>
}

/** The one form every toggle and the bar's "clear" submit (`form=`), so 24 cards do not carry 24 forms. */
const COMPARE_FORM_ID = "compare-form"

/**
 * The shared form, once per page: where to come back to (this page) and the language. The pressed
 * button adds its own change: `add=slug`, `remove=slug` or `op=clear`.
 */
export const CompareForm = () => {
  const lang = useLang()
  const back = useLocation({ select: (l) => l.href })
  return (
    <form id={COMPARE_FORM_ID} method="post" action="/api/compare" hidden>
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="back" value={back} />
    </form>
  )
}

/** "Compare" on a card, the product page and a search hit: pressed while the product is in the list. */
export const CompareToggle = ({ slug, name, className }: { readonly slug: string; readonly name: string; readonly className?: string }) => {
  const intl = useIntl()
  const { list, change } = useCompare()
  const { notify } = useNotifications()
  const inList = list.includes(slug)
  const op = inList ? "remove" : "add"
  return (
    <button
      type="submit"
      form={COMPARE_FORM_ID}
      name={op}
      value={slug}
      className={className === undefined ? s.toggle : `${s.toggle} ${className}`}
      aria-pressed={inList}
      data-testid="compare-toggle"
      data-slug={slug}
      onClick={(event) => {
        event.preventDefault()
        if (!change({ op, slug })) {
          notify({ type: "warning", title: intl.formatMessage({ id: "compare.full.title" }), message: intl.formatMessage({ id: "compare.full" }, { max: MAX_COMPARE }) })
        }
      }}
    >
      <span className={s.box} aria-hidden="true">
        {inList ? "✓" : ""}
      </span>
      <FormattedMessage id="compare.toggle" />
      <span className={visuallyHidden}>: {name}</span>
    </button>
  )
}

/** Below the page while products are chosen: how many, the compare page, and emptying the list. */
export const CompareBar = () => {
  const lang = useLang()
  const intl = useIntl()
  const { list, change } = useCompare()
  if (list.length === 0) return null
  return (
    <aside className={s.bar} aria-label={intl.formatMessage({ id: "compare.bar.label" })} data-testid="compare-bar">
      <p className={s.count}>
        <FormattedMessage id="compare.bar.count" values={{ count: list.length, max: MAX_COMPARE }} />
      </p>
      <div className={s.actions}>
        {/* A plain link: the compare page is rendered by the server from its address. */}
        <a href={comparePath(lang, list)} className={s.open} data-testid="compare-open">
          <FormattedMessage id="compare.bar.open" />
        </a>
        <button
          type="submit"
          form={COMPARE_FORM_ID}
          name="op"
          value="clear"
          className={s.clear}
          data-testid="compare-clear"
          onClick={(event) => {
            event.preventDefault()
            change({ op: "clear" })
          }}
        >
          <FormattedMessage id="compare.bar.clear" />
        </button>
      </div>
    </aside>
  )
}
