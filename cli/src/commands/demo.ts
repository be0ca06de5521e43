/** `shop-cli demo`: a tour of the embedded default: the demo catalogue, a search, and an example cart priced. */
import { Effect } from "effect"
import { Catalogue, isLanguage, type Language, encodeShareString, normalizeDiscount, offeredAccessories } from "@shop/core"
import { exportCart } from "./exportCart.ts"
import { messagesFor } from "../messages.ts"
import { plural } from "../plural.ts"
import { makeRuntime, runToExitCode } from "../runtime.ts"

const texts = {
  de: {
    intro: "Gehäuse-Shop: der Demo-Katalog der eingebetteten Voreinstellung und ein Beispiel-Warenkorb (der Web-Shop: npm start).",
    counts: (products: number, accessories: number, files: number, invalid: number) =>
      `Katalog: ${plural("de", products, { one: "Produkt", other: "Produkte" })}, ${plural("de", accessories, { one: "Zubehörartikel", other: "Zubehörartikel" })}, ${plural("de", files, { one: "Ressourcendatei", other: "Ressourcendateien" })}, ${invalid} ungültig.`,
    cheapest: (total: number) => `Die günstigsten Zählerschränke für Tirol (${total} insgesamt):`,
    shareString: "Ein Beispiel-Warenkorb-String:",
    priced: '…mit Preisen aus dem Katalog (npx shop-cli export-cart "<Warenkorb-String>" --format table):',
  },
  en: {
    intro: "Enclosure shop: the demo catalogue of the embedded default and an example cart (the web shop: npm start).",
    counts: (products: number, accessories: number, files: number, invalid: number) =>
      `Catalogue: ${plural("en", products, { one: "product", other: "products" })}, ${plural("en", accessories, { one: "accessory", other: "accessories" })}, ${plural("en", files, { one: "resource file", other: "resource files" })}, ${invalid} invalid.`,
    cheapest: (total: number) => `Cheapest meter cabinets for Tyrol (${total} in all):`,
    shareString: "An example cart share string:",
    priced: '…priced from the catalogue (npx shop-cli export-cart "<share string>" --format table):',
  },
} as const

export const demo = Effect.fn("cli.demo")(function* (lang: Language) {
  const catalogue = yield* Catalogue
  const report = yield* catalogue.report
  const page = yield* catalogue.query({ filter: { family: ["meter-cabinet"], areaOfUse: ["tyrol"] }, sort: "price-asc", language: lang, limit: 3 })
  const sample = (yield* catalogue.query({ filter: {}, sort: "relevance", language: lang, limit: 400 })).items
  const priced = sample.filter((p) => !p.priceOnRequest && p.accessories.length >= 2).slice(0, 3)
  // Two priced accessories of different option sections (not two paint finishes), as many pieces as
  // their article group allows a piece of the product (at most 2).
  const items = []
  for (const [i, p] of priced.entries()) {
    const offered = (yield* offeredAccessories(p)).flatMap(
      (section) => section.groups.flatMap((group) => group.accessories).filter((o) => !o.accessory.priceOnRequest).slice(0, 1),
    )
    const accessories = offered.slice(0, 2).map((o, j) => ({ id: o.accessory.key, amount: Math.min(j + 1, o.maxAmount) }))
    items.push({ productId: p.key, amount: i + 1, accessories })
  }
  const shareString = encodeShareString({
    items,
    company: "Elektro Muster GmbH",
    discount: normalizeDiscount("12.5"),
    projectId: "AW-2",
  })
  const table = yield* exportCart({ shareString, format: "table", lang, lenient: false, messages: messagesFor(lang) })
  const t = texts[lang]
  return [
    t.intro,
    t.counts(report.products, report.accessories, report.resources, report.failed),
    "",
    t.cheapest(page.total),
    ...page.items.map((p) => `  ${p.key.padEnd(16)} ${p.name[lang]}`),
    "",
    t.shareString,
    `  ${shareString}`,
    "",
    t.priced,
    table,
  ].join("\n")
})

/** The command's action (main.ts imports this module when the command runs). */
export const demoAction = async (options: { readonly lang: string; readonly catalogue?: string }, envLang: Language): Promise<void> => {
  const lang: Language = isLanguage(options.lang) ? options.lang : envLang
  process.exitCode = await runToExitCode(await makeRuntime(options.catalogue, false), demo(lang), (text) => {
    process.stdout.write(text)
  }, messagesFor(lang))
}
