/**
 * The catalogue filters of spec §3 as a real GET form: without JavaScript it submits to the same
 * URL; with JavaScript a change navigates with the router (history entry per change, so the back
 * button restores the previous filters). Check boxes and the sort apply at once, numbers on
 * Enter, on leaving the field or with the apply button.
 *
 * Each option says how many products it would leave (the query's facet counts): an option that
 * would leave none stays in its place, disabled and marked "(0)", unless it is checked.
 */
import { useNavigate } from "@tanstack/react-router"
import { type FormEvent, type ReactNode, useEffect, useRef } from "react"
import { FormattedMessage, type IntlShape, useIntl } from "react-intl"
import type { FacetCounts } from "@shop/core/catalogue/model"
import type { AppliedFilter, CatalogueFacets } from "./model.ts"
import { cleanSearch, type MultiKey, parseSearch, type RangeKey } from "./search.ts"
import { stateValues } from "./labels.ts"
import type { MessageId } from "../../platform/i18n/intl.ts"
import { button, visuallyHidden } from "../../styles/common.css.ts"
import { media } from "../../styles/media.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import * as s from "./catalogue.css.ts"

interface Props {
  readonly applied: AppliedFilter
  readonly facets: CatalogueFacets
  readonly counts: FacetCounts
  /** Of the matches, those built for the chosen states: what "only for this state" would leave. */
  readonly madeForState: number
  /** The active filters (the chips above the results): what the phone's toggle counts. */
  readonly chipCount: number
  /** A filter was changed: the page brings the results into view once they are there. */
  readonly onChange: () => void
  /** The table view, kept when the filters change. */
  readonly table?: boolean
}

/** One check box of a list filter: the value it submits and its label in the page's language. */
interface Choice {
  readonly value: string | number
  readonly label: string
  /** Products it would leave (over the other groups' filters). */
  readonly count: number
}

/** A list filter: one check box per choice, all named after the filter's query key. */
interface ChoiceGroup {
  readonly kind: "choices"
  readonly name: MultiKey
  readonly title: MessageId
  readonly choices: (facets: CatalogueFacets, counts: FacetCounts, intl: IntlShape) => ReadonlyArray<Choice>
  /** Open whatever is checked; the others open only while one of their boxes is checked. */
  readonly alwaysOpen?: boolean
  /** Short labels (the protection types) flow in columns. */
  readonly columns?: boolean
}

/** One dimension's min and max fields; the placeholders show the catalogue's smallest and largest value. */
interface Range {
  readonly label: MessageId
  readonly min: RangeKey
  readonly max: RangeKey
  readonly facet: "width" | "height" | "depth" | "netWeight"
  readonly step: string
}

/** Number ranges under one heading (always open). */
interface RangeGroup {
  readonly kind: "ranges"
  readonly id: string
  readonly title: MessageId
  readonly ranges: ReadonlyArray<Range>
}

/** The filter groups in the order of the form (below the sort); a list filter without choices is left out. */
const groups: ReadonlyArray<ChoiceGroup | RangeGroup> = [
  {
    kind: "choices",
    name: "family",
    title: "catalogue.filter.family",
    choices: (facets, counts, intl) => facets.families.map((value) => ({ value, label: intl.formatMessage({ id: `family.${value}` }), count: counts.family[value] })),
  },
  {
    kind: "ranges",
    id: "dimensions",
    title: "product.spec.dimensions",
    ranges: [
      { label: "catalogue.filter.width", min: "widthMin", max: "widthMax", facet: "width", step: "1" },
      { label: "catalogue.filter.height", min: "heightMin", max: "heightMax", facet: "height", step: "1" },
      { label: "catalogue.filter.depth", min: "depthMin", max: "depthMax", facet: "depth", step: "1" },
      { label: "catalogue.filter.netWeight", min: "weightMin", max: "weightMax", facet: "netWeight", step: "0.1" },
    ],
  },
  {
    kind: "choices",
    name: "material",
    title: "catalogue.filter.material",
    alwaysOpen: true,
    choices: (facets, counts, intl) => facets.materials.map((value) => ({ value, label: intl.formatMessage({ id: `material.${value}` }), count: counts.material[value] })),
  },
  {
    kind: "choices",
    name: "protection",
    title: "catalogue.filter.protectionType",
    columns: true,
    choices: (facets, counts) => facets.protectionTypes.map((value) => ({ value, label: value, count: counts.protectionType[value] })),
  },
  {
    kind: "choices",
    name: "area",
    title: "catalogue.filter.areaOfUse",
    choices: (facets, counts, intl) => facets.areas.map((value) => ({ value, label: intl.formatMessage({ id: `area.${value}` }), count: counts.areaOfUse[value] })),
  },
  {
    kind: "choices",
    name: "meters",
    title: "catalogue.filter.meterPositions",
    choices: (facets, counts, intl) =>
      facets.meterPositions.map((value) => ({
        value,
        label: intl.formatMessage({ id: "catalogue.filter.meterPositionsValue" }, { count: value }),
        count: counts.meterPositions[value] ?? 0,
      })),
  },
]

const Group = ({ id, title, open, children }: { readonly id: string; readonly title: MessageId; readonly open: boolean; readonly children: ReactNode }) => (
  <details className={s.group} open={open} data-testid={`filter-${id}`}>
    <summary className={s.groupSummary}>
      <FormattedMessage id={title} />
    </summary>
    {children}
  </details>
)

/**
 * One check box and its count. The count is hidden from the box's name ("Sheet steel", as the
 * chips say) and given as its description ("12 products"); a box that would leave none is
 * disabled unless checked, so it can be unchecked.
 */
const Option = ({ id, name, value, label, count, checked, role }: { readonly id: string; readonly name: string; readonly value: string; readonly label: string; readonly count: number; readonly checked: boolean; readonly role?: "switch" }) => {
  const text = countText(useIntl(), count)
  const empty = count === 0 && !checked
  // No wrapper: the label and the description are laid out as the group's items.
  return (
    <>
      <label className={empty ? s.optionEmpty : s.option} data-testid={`option-${name}-${value}`} data-count={count}>
        <input type="checkbox" role={role} name={name} value={value} defaultChecked={checked} disabled={empty} aria-describedby={`${id}-count`} />
        <span>{label}</span>
        <span className={s.optionCount} aria-hidden="true">
          {text.shown}
        </span>
      </label>
      <span id={`${id}-count`} className={visuallyHidden}>
        {text.described}
      </span>
    </>
  )
}

/**
 * An option's count as shown ("(12)") and as its description ("12 products"): the same on every
 * page, so formatted once per language and count (a page has some 45 options, and the plural
 * message and number format were a sixth of its render).
 */
const countTexts = new Map<string, { readonly shown: string; readonly described: string }>()
const countText = (intl: IntlShape, count: number) => {
  const key = `${intl.locale}|${count}`
  const known = countTexts.get(key)
  if (known) return known
  const text = { shown: `(${intl.formatNumber(count)})`, described: intl.formatMessage({ id: "catalogue.filter.optionCount" }, { count }) }
  // Counts are bounded by the catalogue's size; the bound keeps a 100k catalogue's memory small.
  if (countTexts.size < 5000) countTexts.set(key, text)
  return text
}

/** A list filter's check boxes; a change applies at once. */
const ChoiceFields = ({
  group,
  choices,
  checked,
  onChange,
  children,
}: {
  readonly group: ChoiceGroup
  readonly choices: ReadonlyArray<Choice>
  readonly checked: ReadonlyArray<string | number>
  readonly onChange: () => void
  readonly children?: ReactNode
}) => {
  const intl = useIntl()
  return (
    <div onChange={onChange}>
      <fieldset className={s.fieldset}>
        <legend className={visuallyHidden}>{intl.formatMessage({ id: group.title })}</legend>
        <div className={group.columns ? s.optionsColumns : s.options}>
          {choices.map(({ value, label, count }) => (
            <Option key={value} id={`filter-${group.name}-${value}`} name={group.name} value={String(value)} label={label} count={count} checked={checked.includes(value)} />
          ))}
        </div>
        {children}
      </fieldset>
    </div>
  )
}

/** A dimension's min and max number fields; they apply on Enter or on leaving a changed field. */
const RangeFields = ({
  range,
  facet,
  applied,
  onBlur,
}: {
  readonly range: Range
  readonly facet: { readonly min: number; readonly max: number }
  readonly applied: AppliedFilter
  readonly onBlur: (key: RangeKey, value: string) => void
}) => {
  const intl = useIntl()
  const dimension = intl.formatMessage({ id: range.label })
  return (
    <fieldset className={s.rangeGroup}>
      <legend className={s.rangeLegend}>{dimension}</legend>
      <div className={s.rangeRow}>
        {([["min", range.min], ["max", range.max]] as const).map(([end, key]) => (
          <label key={key} className={s.field}>
            <span>
              <span className={visuallyHidden}>{dimension} </span>
              <FormattedMessage id={end === "min" ? "catalogue.filter.min" : "catalogue.filter.max"} />
            </span>
            <input
              className={s.input}
              // Whole millimetres as a number field; a weight as text, since a number field drops
              // the German decimal comma ("2,5" became 25) where the browser's locale is not German.
              {...(range.step === "1" ? { type: "number", inputMode: "numeric", min: 0, step: 1 } : { type: "text", inputMode: "decimal", autoComplete: "off", pattern: "[0-9]+([.,][0-9]+)?" })}
              name={key}
              data-range=""
              // In the page's number format, without grouping ("1850", "2,7" in German).
              placeholder={intl.formatNumber(end === "min" ? facet.min : facet.max, { useGrouping: false })}
              defaultValue={applied[key] === null ? "" : intl.formatNumber(applied[key], { useGrouping: false, maximumFractionDigits: 3 })}
              onBlur={(event) => onBlur(key, event.currentTarget.value)}
              data-testid={`filter-${key}`}
            />
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * A range typed the wrong way round ("from 900 to 300") is swapped in its fields before it is
 * sent: the URL, the fields and the later blur of the focused one then agree (the catalogue reads
 * a reversed URL the same way, for links and the form without JavaScript).
 */
const orderRanges = (form: HTMLFormElement) => {
  const number = (input: HTMLInputElement) => (input.value.trim() === "" ? Number.NaN : Number(input.value.trim().replace(",", ".")))
  for (const group of groups) {
    if (group.kind !== "ranges") continue
    for (const range of group.ranges) {
      const min = form.elements.namedItem(range.min)
      const max = form.elements.namedItem(range.max)
      if (!(min instanceof HTMLInputElement) || !(max instanceof HTMLInputElement)) continue
      if (number(min) > number(max)) [min.value, max.value] = [max.value, min.value]
    }
  }
}

/** Puts the form's fields back to what the URL says (back button, load of another filter). */
const syncForm = (form: HTMLFormElement, applied: AppliedFilter, format: (value: number) => string) => {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.name === "areaOnly") {
      element.checked = applied.areaOnly
    } else if (element instanceof HTMLInputElement && element.type === "checkbox") {
      const list: ReadonlyArray<string | number> | undefined = applied[element.name as MultiKey]
      element.checked = list?.map(String).includes(element.value) ?? false
    } else if (element instanceof HTMLInputElement && element.dataset.range !== undefined) {
      const value = applied[element.name as RangeKey]
      if (document.activeElement !== element) element.value = value === null || value === undefined ? "" : format(value)
    } else if (element instanceof HTMLSelectElement && element.name === "sort") {
      element.value = applied.sort
    }
  }
}

export const FilterForm = ({ applied, facets, counts, madeForState, chipCount, onChange, table = false }: Props) => {
  const lang = useLang()
  const intl = useIntl()
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const panelRef = useRef<HTMLDetailsElement>(null)
  // From the sidebar width up the panel is open, as it looks (its content is shown by CSS
  // before this runs, and without JavaScript): assistive technology and axe then see an open
  // panel, not a closed one whose content happens to be visible.
  useEffect(() => {
    const wide = window.matchMedia(media.md)
    const follow = () => {
      if (panelRef.current) panelRef.current.open = wide.matches
    }
    if (wide.matches) follow()
    wide.addEventListener("change", follow)
    return () => wide.removeEventListener("change", follow)
  }, [])
  const action = `/${lang}/product-catalog/`

  /** A range's value in the page's number format, as its field shows it ("2,5"). */
  const format = (value: number) => intl.formatNumber(value, { useGrouping: false, maximumFractionDigits: 3 })
  useEffect(() => {
    if (formRef.current) syncForm(formRef.current, applied, format)
  }, [applied])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    orderRanges(form)
    const query = new URLSearchParams()
    for (const [key, value] of new FormData(form)) if (typeof value === "string") query.append(key, value)
    // A changed filter starts again at the first page: the load-more limit is dropped.
    const search = cleanSearch(parseSearch(query.toString()))
    // The page brings the count and the first result into view when they are rendered; the
    // focus stays in the form, where the visitor goes on choosing.
    onChange()
    void navigate({ to: "/$lang/product-catalog/", params: { lang }, search, resetScroll: false })
  }
  const applyNow = () => formRef.current?.requestSubmit()
  const numberBlur = (key: RangeKey, value: string) => {
    const current = applied[key]
    if (value.trim() !== (current === null ? "" : format(current))) applyNow()
  }

  return (
    // On a phone the filters fold away behind one toggle, so the results come first; from the
    // sidebar width up they are always shown (catalogue.css.ts).
    <details ref={panelRef} className={s.filterPanel} data-testid="filter-panel">
      <summary className={s.filterPanelSummary}>
        {/* Filters, not fields: a range's min and max are one, as the chips above the results. */}
        <FormattedMessage id="catalogue.filterPanel" values={{ count: chipCount }} />
      </summary>
      <form ref={formRef} method="get" action={action} className={s.form} onSubmit={submit} aria-labelledby="catalogue-filters" data-testid="filter-form">
        <h2 id="catalogue-filters" className={s.formTitle}>
          <FormattedMessage id="catalogue.filters" />
        </h2>
        {table ? <input type="hidden" name="view" value="table" /> : null}
        <label className={s.field}>
          <FormattedMessage id="catalogue.sort" />
          <select className={s.input} name="sort" defaultValue={applied.sort} onChange={applyNow} data-testid="sort">
            {facets.sorts.map((key) => (
              <option key={key} value={key}>
                {intl.formatMessage({ id: `catalogue.sort.${key}` })}
              </option>
            ))}
          </select>
        </label>

        {groups.map((group) => {
          if (group.kind === "ranges") {
            return (
              <Group key={group.id} id={group.id} title={group.title} open>
                <div className={s.fieldset}>
                  {group.ranges.map((range) => (
                    <RangeFields key={range.min} range={range} facet={facets[range.facet]} applied={applied} onBlur={numberBlur} />
                  ))}
                </div>
              </Group>
            )
          }
          const choices = group.choices(facets, counts, intl)
          const checked: ReadonlyArray<string | number> = applied[group.name]
          return choices.length === 0 ? null : (
            <Group key={group.name} id={group.name} title={group.title} open={group.alwaysOpen === true || checked.length > 0}>
              <ChoiceFields group={group} choices={choices} checked={checked} onChange={applyNow}>
                {group.name === "area" && applied.area.length > 0 ? (
                  // The chosen states' own products come first; this leaves only those.
                  <div className={s.switchRow}>
                    <Option
                      id="filter-areaOnly"
                      name="areaOnly"
                      value="1"
                      role="switch"
                      label={intl.formatMessage({ id: "catalogue.filter.areaOnly" }, stateValues(intl, applied.area))}
                      count={madeForState}
                      checked={applied.areaOnly}
                    />
                  </div>
                ) : null}
              </ChoiceFields>
            </Group>
          )
        })}

        <div className={s.formActions}>
          <button type="submit" className={button.primary} data-testid="apply-filters">
            <FormattedMessage id="catalogue.filter.apply" />
          </button>
          {applied.active ? (
            <a className={button.secondary} href={action} onClick={(event) => {
              event.preventDefault()
              onChange()
              void navigate({ to: "/$lang/product-catalog/", params: { lang }, search: { ...(applied.sort === "relevance" ? {} : { sort: applied.sort }), ...(table ? { view: "table" } : {}) }, resetScroll: false })
            }}>
              <FormattedMessage id="catalogue.filter.reset" />
            </a>
          ) : null}
        </div>
      </form>
    </details>
  )
}
