/** The field documentation written to models/*.json beside the data; validation checks it names exactly the schema's fields. */
import { assetTypes, federalStates, materials, productFamilies, protectionTypes } from "../../core/src/catalogue/model.ts"

export interface FieldDoc {
  readonly name: string
  readonly type: string
  readonly unit?: string
  readonly values?: ReadonlyArray<string>
  readonly ref?: string
  readonly optional?: true
  readonly note?: string
}

export const productFields: ReadonlyArray<FieldDoc> = [
  { name: "key", type: "string", note: "item key, e.g. WS-0608-25" },
  { name: "supplierArticleNumber", type: "string", note: "10 digits" },
  { name: "family", type: "enum", values: productFamilies },
  { name: "name", type: "localizedText" },
  { name: "name2", type: "localizedText", optional: true, note: "dimensions line" },
  { name: "description", type: "localizedText" },
  { name: "slug", type: "string" },
  { name: "productAssetIdentifier", type: "string", note: "prefix of asset file names" },
  { name: "listPrice", type: "number", unit: "EUR", note: "0 only with priceOnRequest" },
  { name: "priceOnRequest", type: "boolean", optional: true, note: "true: the price is quoted on request (listPrice 0); absent: false" },
  { name: "width", type: "integer", unit: "mm" },
  { name: "height", type: "integer", unit: "mm" },
  { name: "depth", type: "integer", unit: "mm" },
  { name: "material", type: "enum", values: materials },
  { name: "protectionType", type: "enum", values: protectionTypes, note: "as delivered; the catalogue filter's protection type" },
  { name: "areasOfUse", type: "enum[]", values: federalStates, note: "states whose grid rules it follows; empty = every state" },
  { name: "doorCount", type: "integer" },
  { name: "specification", type: "object" },
  { name: "specification.articleNumber", type: "string" },
  { name: "specification.maxProtectionType", type: "enum", values: protectionTypes, note: "reached with extra seals" },
  { name: "specification.ralColour", type: "string" },
  { name: "specification.meterPositions", type: "integer" },
  { name: "specification.ean", type: "string", note: "EAN-13" },
  { name: "specification.tariffNumber", type: "string", note: "customs tariff (HS/CN)" },
  { name: "specification.countryOfOrigin", type: "string", note: "ISO 3166-1 alpha-2" },
  { name: "specification.ikCode", type: "string" },
  { name: "specification.unit", type: "string" },
  { name: "specification.netWeight", type: "number", unit: "kg" },
  { name: "specification.technicalDocumentationUrl", type: "string" },
  { name: "accessories", type: "string[]", ref: "Artikel", note: "offered in the configurator" },
  { name: "includedAccessories", type: "string[]", ref: "Artikel", optional: true, note: "delivered with the product, in its price; never also in accessories, not repeated in the description" },
  { name: "ratedCurrent", type: "integer", unit: "A", optional: true, note: "meter cabinets" },
  { name: "amperageVariants", type: "string[]", ref: "Produkte", note: "the same cabinet for other rated currents" },
  { name: "assets", type: "object[]", values: assetTypes, note: "{ type, file }" },
]

export const accessoryFields: ReadonlyArray<FieldDoc> = [
  { name: "key", type: "string", note: "item key, e.g. ACC-MP-0608" },
  { name: "supplierArticleNumber", type: "string", note: "10 digits" },
  { name: "name", type: "localizedText" },
  { name: "name2", type: "localizedText", optional: true },
  { name: "slug", type: "string" },
  { name: "productAssetIdentifier", type: "string" },
  { name: "listPrice", type: "number", unit: "EUR", note: "0 = free of charge, unless priceOnRequest" },
  { name: "priceOnRequest", type: "boolean", optional: true, note: "true: the price is quoted on request (listPrice 0); absent: false" },
  { name: "artikelGruppe", type: "object" },
  { name: "artikelGruppe.key", type: "string", ref: "article-group" },
]
