/**
 * Checks of the generated catalogue before anything is written: every item decodes with the
 * shop's own schemas, keys and numbers are unique, references resolve, the model documentation
 * matches the schemas, and the demo catalogue has what the shop's pages and tests rely on.
 */
import { Schema } from "effect"
import { AccessoryFile, ProductFile, Specification, federalStates, productFamilies } from "../../core/src/catalogue/model.ts"
import { accessoryOptions } from "../../core/src/catalogue/articleGroup.ts"
import type { AccessoryOut } from "./accessories.ts"
import { articleGroupByKey, articleGroups } from "./articleGroups.ts"
import { accessoryFields, productFields } from "./modelDocs.ts"
import type { FieldDoc } from "./modelDocs.ts"
import type { ProductOut } from "./product.ts"

const decodeProduct = Schema.decodeUnknownSync(ProductFile)
const decodeAccessory = Schema.decodeUnknownSync(AccessoryFile)

/** The documentation must name exactly the schema's fields. */
const checkFieldDocs = (docs: ReadonlyArray<FieldDoc>, fields: ReadonlyArray<string>, label: string): Array<string> => {
  const documented = new Set(docs.map((f) => f.name))
  const missing = fields.filter((f) => !documented.has(f))
  const extra = [...documented].filter((f) => !fields.includes(f))
  return missing.length + extra.length === 0 ? [] : [`${label}: undocumented ${missing.join(", ") || "-"}; unknown ${extra.join(", ") || "-"}`]
}

/** The problems found, at most 50 (plus those of the documentation); empty when all is well. */
export const validate = (products: ReadonlyArray<ProductOut>, accessories: ReadonlyArray<AccessoryOut>, demo: boolean): Array<string> => {
  const errors: Array<string> = []
  const note = (m: string): void => {
    if (errors.length < 50) errors.push(m)
  }
  const decodes = (label: string, decode: (u: unknown) => unknown, item: { readonly key: string }): void => {
    try {
      decode(item)
    } catch (e) {
      note(`${label} ${item.key}: ${String(e)}`)
    }
  }
  for (const p of products) decodes("product", decodeProduct, p)
  for (const a of accessories) decodes("accessory", decodeAccessory, a)
  const unique = (label: string, values: ReadonlyArray<string>): void => {
    const seen = new Set<string>()
    for (const v of values) {
      if (seen.has(v)) note(`duplicate ${label} ${v}`)
      seen.add(v)
    }
  }
  unique("product key", products.map((p) => p.key))
  unique("accessory key", accessories.map((a) => a.key))
  unique("supplier article number", [...products.map((p) => p.supplierArticleNumber), ...accessories.map((a) => a.supplierArticleNumber)])
  unique("EAN", products.map((p) => p.specification.ean))
  const productKeys = new Set(products.map((p) => p.key))
  const accessoryKeys = new Set(accessories.map((a) => a.key))
  for (const p of products) {
    if (p.accessories.length < 10 || p.accessories.length > 40) note(`product ${p.key} has ${p.accessories.length} accessories`)
    for (const k of p.accessories) if (!accessoryKeys.has(k)) note(`product ${p.key} names unknown accessory ${k}`)
    for (const k of p.includedAccessories ?? []) if (!accessoryKeys.has(k)) note(`product ${p.key} includes unknown accessory ${k}`)
    // The inclusion is said once, by includedAccessories (issue 28).
    if (/montageplatte|mounting plate/i.test(`${p.description.de} ${p.description.en}`)) note(`product ${p.key}: the description names a mounting plate`)
    for (const k of p.amperageVariants) if (!productKeys.has(k)) note(`product ${p.key} names unknown variant ${k}`)
    const ean = p.specification.ean
    if (Number(ean.slice(0, 3)) < 900 || Number(ean.slice(0, 3)) > 919) note(`product ${p.key}: EAN ${ean} is not Austrian`)
  }
  const used = new Set<string>()
  for (const a of accessories) {
    used.add(a.artikelGruppe.key)
    if (!articleGroupByKey.has(a.artikelGruppe.key)) note(`accessory ${a.key} names unknown group ${a.artikelGruppe.key}`)
  }
  for (const group of articleGroups) if (!used.has(group.key)) note(`article group ${group.key} has no accessories`)
  for (const option of accessoryOptions) if (!articleGroups.some((group) => group.option === option)) note(`no article group for option ${option}`)
  errors.push(...checkFieldDocs(productFields, [...Object.keys(ProductFile.fields), ...Object.keys(Specification.fields).map((f) => `specification.${f}`)], "Produkte model"))
  errors.push(...checkFieldDocs(accessoryFields, [...Object.keys(AccessoryFile.fields), "artikelGruppe.key"], "Artikel model"))
  if (demo) {
    if (products.length < 150) note(`only ${products.length} products`)
    if (accessories.length < 400) note(`only ${accessories.length} accessories`)
    for (const family of productFamilies) if (!products.some((p) => p.family === family)) note(`no product of family ${family}`)
    const meters = products.filter((p) => p.family === "meter-cabinet")
    for (const state of federalStates) {
      const n = meters.filter((p) => p.areasOfUse.includes(state)).length
      if (n < 2) note(`only ${n} meter cabinets for ${state}`)
    }
    for (let n = 1; n <= 6; n++) if (!meters.some((p) => p.specification.meterPositions === n)) note(`no meter cabinet with ${n} positions`)
    if (products.filter((p) => p.priceOnRequest === true).length < 3) note("fewer than 3 products at price on request")
    if (!products.some((p) => (p.includedAccessories ?? []).length > 0)) note("no product includes an accessory")
    for (const p of products) if (p.listPrice === 0 && p.priceOnRequest !== true) note(`product ${p.key} is free but not on request`)
    for (const p of products) {
      if (p.amperageVariants.length > 0 && p.ratedCurrent === undefined) note(`product ${p.key} has amperage variants but no rated current`)
    }
  }
  return errors
}
