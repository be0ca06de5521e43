/**
 * The catalogue filters of spec §3 as a real GET form: without JavaScript it submits to the same
 * URL; with JavaScript a change navigates with the router (history entry per change, so the back
 * button restores the previous filters). Check boxes and the sort apply at once, numbers on
 * Enter, on leaving the field or with the apply button.
 */
import { useNavigate } from "@tanstack/react-router"
import { type FormEvent, type ReactNode, useEffect, useRef } from "react"
import { FormattedMessage, useIntl } from "react-intl"
import type { AppliedFilter, CatalogueFacets } from "./model.ts"
import { cleanSearch, parseSearch, type RangeKey } from "./search.ts"
import type { MessageId } from "../../platform/i18n/intl.ts"
import { button, visuallyHidden } from "../../styles/common.css.ts"
import { useLang } from "../shell/LangContext.tsx"
import * as s from "./catalogue.css.ts"

interface Props {
  readonly applied: AppliedFilter
  readonly facets: CatalogueFacets
}

const ranges: ReadonlyArray<{ readonly label: MessageId; readonly min: RangeKey; readonly max: RangeKey; readonly facet: "width" | "height" | "depth" | "netWeight"; readonly step: string }> = [
  { label: "catalogue.filter.width", min: "widthMin", max: "widthMax", facet: "width", step: "1" },
  { label: "catalogue.filter.height", min: "heightMin", max: "heightMax", facet: "height", step: "1" },
  { label: "catalogue.filter.depth", min: "depthMin", max: "depthMax", facet: "depth", step: "1" },
  { label: "catalogue.filter.netWeight", min: "weightMin", max: "weightMax", facet: "netWeight", step: "0.1" },
]

const Group = ({ id, title, open, children }: { readonly id: string; readonly title: ReactNode; readonly open: boolean; readonly children: ReactNode }) => (
  <details className={s.group} open={open} data-testid={`filter-${id}`}>
    <summary className={s.groupSummary}>{title}</summary>
    {children}
  </details>
)

const Checks = ({
  name,
  legend,
  values,
  checked,
  label,
  columns = false,
}: {
  readonly name: string
  readonly legend: string
  readonly values: ReadonlyArray<string | number>
  readonly checked: ReadonlyArray<string | number>
  readonly label: (value: string | number) => ReactNode
  readonly columns?: boolean
}) => (
  <fieldset className={s.fieldset}>
    <legend className={visuallyHidden}>{legend}</legend>
    <div className={columns ? s.optionsColumns : s.options}>
      {values.map((value) => (
        <label key={value} className={s.option}>
          <input className={s.checkbox} type="checkbox" name={name} value={String(value)} defaultChecked={checked.includes(value as never)} />
          <span>{label(value)}</span>
        </label>
      ))}
    </div>
  </fieldset>
)

/** Puts the form's fields back to what the URL says (back button, load of another filter). */
const syncForm = (form: HTMLFormElement, applied: AppliedFilter) => {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      const list = applied[element.name as "family"] as ReadonlyArray<string | number> | undefined
      element.checked = list?.map(String).includes(element.value) ?? false
    } else if (element instanceof HTMLInputElement && element.type === "number") {
      const value = applied[element.name as RangeKey]
      if (document.activeElement !== element) element.value = value === null || value === undefined ? "" : String(value)
    } else if (element instanceof HTMLSelectElement && element.name === "sort") {
      element.value = applied.sort
    }
  }
}

export const FilterForm = ({ applied, facets }: Props) => {
  const lang = useLang()
  const intl = useIntl()
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const action = `/${lang}/product-catalog/`

  useEffect(() => {
    if (formRef.current) syncForm(formRef.current, applied)
  }, [applied])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = new URLSearchParams()
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === "string") query.append(key, value)
    // A changed filter starts again at the first page: the load-more limit is dropped.
    const search = cleanSearch(parseSearch(query.toString()))
    void navigate({ to: "/$lang/product-catalog/", params: { lang }, search, resetScroll: false })
  }
  const applyNow = () => formRef.current?.requestSubmit()
  const numberBlur = (key: RangeKey, value: string) => {
    const current = applied[key]
    if (value.trim() !== (current === null ? "" : String(current))) applyNow()
  }

  const activeCount =
    applied.family.length + applied.material.length + applied.protection.length + applied.area.length + applied.meters.length +
    ranges.flatMap((range) => [range.min, range.max]).filter((key) => applied[key] !== null).length

  return (
    // On a phone the filters fold away behind one toggle, so the results come first; from the
    // sidebar width up they are always shown (catalogue.css.ts).
    <details className={s.filterPanel} data-testid="filter-panel">
      <summary className={s.filterPanelSummary}>
        <FormattedMessage id="catalogue.filterPanel" values={{ count: activeCount }} />
      </summary>
    <form ref={formRef} method="get" action={action} className={s.form} onSubmit={submit} aria-labelledby="catalogue-filters" data-testid="filter-form">
      <h2 id="catalogue-filters" className={s.formTitle}>
        <FormattedMessage id="catalogue.filters" />
      </h2>
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

      <Group id="family" title={<FormattedMessage id="catalogue.filter.family" />} open={applied.family.length > 0}>
        <div onChange={applyNow}>
          <Checks
            name="family"
            legend={intl.formatMessage({ id: "catalogue.filter.family" })}
            values={facets.families}
            checked={applied.family}
            label={(v) => intl.formatMessage({ id: `family.${v as CatalogueFacets["families"][number]}` })}
          />
        </div>
      </Group>

      <Group id="dimensions" title={<FormattedMessage id="product.spec.dimensions" />} open>
        <div className={s.fieldset}>
          {ranges.map((range) => {
            const dimension = intl.formatMessage({ id: range.label })
            const facet = facets[range.facet]
            return (
              <fieldset key={range.min} className={s.rangeGroup}>
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
                        type="number"
                        inputMode="decimal"
                        name={key}
                        min={0}
                        step={range.step}
                        // In the page's number format, without grouping ("1850", "2,7" in German).
                        placeholder={intl.formatNumber(end === "min" ? facet.min : facet.max, { useGrouping: false })}
                        defaultValue={applied[key] ?? ""}
                        onBlur={(event) => numberBlur(key, event.currentTarget.value)}
                        data-testid={`filter-${key}`}
                      />
                    </label>
                  ))}
                </div>
              </fieldset>
            )
          })}
        </div>
      </Group>

      <Group id="material" title={<FormattedMessage id="catalogue.filter.material" />} open>
        <div onChange={applyNow}>
          <Checks
            name="material"
            legend={intl.formatMessage({ id: "catalogue.filter.material" })}
            values={facets.materials}
            checked={applied.material}
            label={(v) => intl.formatMessage({ id: `material.${v as CatalogueFacets["materials"][number]}` })}
          />
        </div>
      </Group>

      <Group id="protection" title={<FormattedMessage id="catalogue.filter.protectionType" />} open={applied.protection.length > 0}>
        <div onChange={applyNow}>
          <Checks
            name="protection"
            legend={intl.formatMessage({ id: "catalogue.filter.protectionType" })}
            values={facets.protectionTypes}
            checked={applied.protection}
            label={(v) => String(v)}
            columns
          />
        </div>
      </Group>

      <Group id="area" title={<FormattedMessage id="catalogue.filter.areaOfUse" />} open={applied.area.length > 0}>
        <div onChange={applyNow}>
          <Checks
            name="area"
            legend={intl.formatMessage({ id: "catalogue.filter.areaOfUse" })}
            values={facets.areas}
            checked={applied.area}
            label={(v) => intl.formatMessage({ id: `area.${v as CatalogueFacets["areas"][number]}` })}
          />
        </div>
      </Group>

      {facets.meterPositions.length > 0 ? (
        <Group id="meters" title={<FormattedMessage id="catalogue.filter.meterPositions" />} open={applied.meters.length > 0}>
          <div onChange={applyNow}>
            <Checks
              name="meters"
              legend={intl.formatMessage({ id: "catalogue.filter.meterPositions" })}
              values={facets.meterPositions}
              checked={applied.meters}
              label={(v) => intl.formatMessage({ id: "catalogue.filter.meterPositionsValue" }, { count: Number(v) })}
            />
          </div>
        </Group>
      ) : null}

      <div className={s.formActions}>
        <button type="submit" className={button.primary} data-testid="apply-filters">
          <FormattedMessage id="catalogue.filter.apply" />
        </button>
        {applied.active ? (
          <a className={button.secondary} href={action} onClick={(event) => {
            event.preventDefault()
            void navigate({ to: "/$lang/product-catalog/", params: { lang }, search: applied.sort === "relevance" ? {} : { sort: applied.sort }, resetScroll: false })
          }}>
            <FormattedMessage id="catalogue.filter.reset" />
          </a>
        ) : null}
      </div>
    </form>
    </details>
  )
}
