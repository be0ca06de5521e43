/** Locale formats for terminal output: de-AT and en-GB, as in the shop. */
import { type Cents, type Language, centsToEuro } from "@shop/core"

const currency = { de: new Intl.NumberFormat("de-AT", { style: "currency", currency: "EUR" }), en: new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" }) }
const percentFormat = { de: new Intl.NumberFormat("de-AT", { maximumFractionDigits: 2 }), en: new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 }) }

export const formatEuro = (value: Cents, lang: Language): string => currency[lang].format(centsToEuro(value))
export const formatPercent = (hundredths: number, lang: Language): string => `${percentFormat[lang].format(hundredths / 100)} %`
