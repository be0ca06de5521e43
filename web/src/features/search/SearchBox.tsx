/**
 * The header's search field: an ARIA 1.2 combobox with a list of suggestions, answered by
 * `/api/search` as the buyer types. Arrow keys move through the suggestions, Enter opens the one
 * chosen (or, with none chosen, the results page), Escape closes the list and then clears the
 * field; the number of suggestions is announced. Without JavaScript it is a plain GET form to the
 * results page.
 */
import { useNavigate } from "@tanstack/react-router"
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react"
import { FormattedMessage, useIntl } from "react-intl"
import type { SuggestionsView, SuggestionView } from "./model.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import { visuallyHidden } from "../../styles/common.css.ts"
import { SearchIcon } from "../../ui/icons.tsx"
import * as s from "./search.css.ts"

/** Queries shorter than this are not suggested for (a single character matches too much). */
const MIN_QUERY = 2
/** Keystrokes in quick succession ask once. */
const PAUSE_MS = 80

/** The answer as this page understands it; anything else is no answer. */
const isSuggestions = (value: unknown): value is SuggestionsView =>
  typeof value === "object" && value !== null && Array.isArray((value as { suggestions?: unknown }).suggestions) && typeof (value as { total?: unknown }).total === "number"

export const SearchBox = ({ className }: { readonly className?: string }) => {
  const lang = useLang()
  const intl = useIntl()
  const navigate = useNavigate()
  const id = useId()
  const listId = `${id}-list`
  const [value, setValue] = useState("")
  const [answer, setAnswer] = useState<SuggestionsView | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const asked = useRef(0)

  useEffect(() => {
    const q = value.trim()
    const ticket = ++asked.current
    if (q.length < MIN_QUERY) {
      setAnswer(null)
      return
    }
    const timer = setTimeout(() => {
      fetch(`/api/search?lang=${lang}&q=${encodeURIComponent(q)}`)
        .then((response) => (response.ok ? response.json() : null))
        .then((body: unknown) => {
          // A slower answer to an older query never replaces a newer one.
          if (ticket !== asked.current || !isSuggestions(body)) return
          setAnswer(body)
          setActive(-1)
          setOpen(true)
        })
        .catch(() => undefined)
    }, PAUSE_MS)
    return () => clearTimeout(timer)
  }, [value, lang])

  const suggestions = answer?.suggestions ?? []
  // The suggestions, then "show all results" as the last option.
  const count = suggestions.length === 0 ? 0 : suggestions.length + 1
  const expanded = open && answer !== null && value.trim().length >= MIN_QUERY
  const resultsHref = `/${lang}/search/?q=${encodeURIComponent(value.trim())}`
  const optionId = (i: number) => `${id}-option-${i}`

  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const go = (href: string) => {
    close()
    void navigate({ href })
  }
  const choose = (i: number) => go(i < suggestions.length ? suggestions[i]!.href : resultsHref)

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === "ArrowDown" ? 1 : -1
      setActive((current) => (current === -1 && step === -1 ? count - 1 : (current + step + count) % count))
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault()
      choose(active)
    } else if (event.key === "Escape") {
      if (expanded) close()
      else setValue("")
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (value.trim() === "") return
    go(resultsHref)
  }

  return (
    <div className={`${s.box} ${className ?? ""}`}>
      <form role="search" aria-label={intl.formatMessage({ id: "search.label" })} className={s.boxForm} action={`/${lang}/search/`} method="get" onSubmit={onSubmit}>
        <label htmlFor={`${id}-q`} className={visuallyHidden}>
          <FormattedMessage id="search.label" />
        </label>
        <input
          id={`${id}-q`}
          className={s.boxInput}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={intl.formatMessage({ id: "search.placeholder" })}
          value={value}
          onChange={(e) => {
            setValue(e.target.value)
            setOpen(true)
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          data-testid="search-input"
        />
        <button type="submit" className={s.boxButton} aria-label={intl.formatMessage({ id: "search.submit" })}>
          <SearchIcon />
        </button>
      </form>
      <ul id={listId} role="listbox" aria-label={intl.formatMessage({ id: "search.suggestions" })} className={s.listbox} hidden={!expanded || count === 0}>
        {suggestions.map((suggestion: SuggestionView, i) => (
          <li
            key={`${suggestion.model}-${suggestion.key}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={s.option}
            // The field keeps the focus while a suggestion is clicked.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(i)}
            data-testid="search-option"
            data-match={suggestion.match}
          >
            <span className={s.optionName}>{suggestion.name}</span>
            <span className={s.optionMeta}>
              {suggestion.articleNumber} · {intl.formatMessage({ id: suggestion.match === "exact" ? "search.match.exact" : `search.match.${suggestion.match}` })} · {suggestion.detail}
            </span>
          </li>
        ))}
        {count > 0 ? (
          <li id={optionId(suggestions.length)} role="option" aria-selected={active === suggestions.length} className={s.showAll} onMouseDown={(e) => e.preventDefault()} onClick={() => choose(suggestions.length)}>
            <FormattedMessage id="search.showAll" values={{ total: answer?.total ?? 0 }} />
          </li>
        ) : null}
      </ul>
      <div role="status" className={visuallyHidden}>
        {expanded ? intl.formatMessage({ id: "search.suggestionsCount" }, { total: suggestions.length }) : ""}
      </div>
    </div>
  )
}
