/** A count with its noun in the run's language ("1 Datenblatt", "2 Datenblätter"), chosen by the locale's plural rules. */
import type { Language } from "@shop/core/i18n/language"

export interface PluralForms {
  readonly one: string
  readonly other: string
}

const rules = new Map<Language, Intl.PluralRules>()

/** The category German or English uses for `count`: both know only "one" and "other". */
const categoryOf = (lang: Language, count: number): "one" | "other" => {
  let made = rules.get(lang)
  if (made === undefined) {
    made = new Intl.PluralRules(lang === "de" ? "de-AT" : "en-GB")
    rules.set(lang, made)
  }
  return made.select(count) === "one" ? "one" : "other"
}

/** The noun alone, in the form `count` takes. */
export const pluralNoun = (lang: Language, count: number, forms: PluralForms): string => forms[categoryOf(lang, count)]

/** "3 mails", "1 Mail". */
export const plural = (lang: Language, count: number, forms: PluralForms): string => `${count} ${pluralNoun(lang, count, forms)}`
