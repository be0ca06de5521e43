/** The words of the catalogue's active filters: chips, drop suggestions and the state switch. */
import type { IntlShape } from "react-intl"
import type { ChipView } from "./model.ts"

/** A chip's words: the value, the range with its unit, or the state switch. */
export const chipLabel = (intl: IntlShape, chip: ChipView["chip"], areas: ReadonlyArray<string>): string => {
  if (chip.kind === "areaOnly") return intl.formatMessage({ id: "catalogue.chips.areaOnly" }, stateValues(intl, areas))
  if (chip.kind === "range") {
    const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 3 })
    const values = { dimension: intl.formatMessage({ id: `catalogue.filter.dimension.${chip.group}` }), unit: chip.group === "netWeight" ? "kg" : "mm" }
    if (chip.min !== null && chip.min === chip.max) return intl.formatMessage({ id: "catalogue.chips.exact" }, { ...values, min: number(chip.min) })
    if (chip.min !== null && chip.max !== null) return intl.formatMessage({ id: "catalogue.chips.range" }, { ...values, min: number(chip.min), max: number(chip.max) })
    if (chip.min !== null) return intl.formatMessage({ id: "catalogue.chips.from" }, { ...values, min: number(chip.min) })
    return intl.formatMessage({ id: "catalogue.chips.to" }, { ...values, max: number(chip.max ?? 0) })
  }
  switch (chip.param) {
    case "family":
      return intl.formatMessage({ id: `family.${chip.value}` as "family.wall-steel" })
    case "material":
      return intl.formatMessage({ id: `material.${chip.value}` as "material.steel" })
    case "area":
      return intl.formatMessage({ id: `area.${chip.value}` as "area.tyrol" })
    case "meters":
      return intl.formatMessage({ id: "catalogue.filter.meterPositionsValue" }, { count: Number(chip.value) })
    case "protection":
      return chip.value
  }
}

/** The chosen states for a message: their number, and the one state's name (or "the chosen states"). */
export const stateValues = (intl: IntlShape, areas: ReadonlyArray<string>) => ({
  states: areas.length,
  state: areas.length === 1 ? intl.formatMessage({ id: `area.${areas[0]}` as "area.tyrol" }) : intl.formatMessage({ id: "catalogue.stateFirst.chosen" }),
})

