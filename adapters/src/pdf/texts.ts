/**
 * Words and number formats of the documents in German and English. Money: German
 * `1.234,56 €` (de-AT digits, the euro sign after the amount as on Austrian business papers),
 * English `€1,234.56` (en-GB). Dates in the shop's time zone, Europe/Vienna.
 */
import type { Cents, Language, Material } from "@shop/core"

export const locales: Record<Language, string> = { de: "de-AT", en: "en-GB" }
export const TIME_ZONE = "Europe/Vienna"

const currency = {
  de: new Intl.NumberFormat("de-AT", { style: "currency", currency: "EUR" }),
  en: new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" }),
}
const decimal = {
  de: new Intl.NumberFormat("de-AT", { maximumFractionDigits: 2, useGrouping: true }),
  en: new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2, useGrouping: true }),
}
const integer = {
  de: new Intl.NumberFormat("de-AT", { maximumFractionDigits: 0, useGrouping: false }),
  en: new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0, useGrouping: false }),
}
const dates = {
  de: new Intl.DateTimeFormat("de-AT", { dateStyle: "medium", timeZone: TIME_ZONE }),
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: TIME_ZONE }),
}
const regions = {
  de: new Intl.DisplayNames(["de-AT"], { type: "region" }),
  en: new Intl.DisplayNames(["en-GB"], { type: "region" }),
}

/** The shop's money format everywhere (web, CLI, PDF): Intl de-AT `€ 1.234,56`, en-GB `€1,234.56`. */
export const formatEuro = (value: Cents | number, lang: Language): string => currency[lang].format(value / 100)

/** Hundredths of a percent → `12,5 %` (de) or `12.5%` (en). */
export const formatPercent = (hundredths: number, lang: Language): string =>
  lang === "de" ? `${decimal.de.format(hundredths / 100)}\u00a0%` : `${decimal.en.format(hundredths / 100)}%`

export const formatDecimal = (value: number, lang: Language): string => decimal[lang].format(value)
export const formatMillimetres = (value: number, lang: Language): string => integer[lang].format(value)
export const formatDate = (epochMillis: number, lang: Language): string => dates[lang].format(new Date(epochMillis))

/** `AT` → `Österreich (AT)` / `Austria (AT)`; unknown codes as given. */
export const formatCountry = (code: string, lang: Language): string => {
  const trimmed = code.trim().toUpperCase()
  if (!/^[A-Z]{2}$/.test(trimmed)) return code
  const name = regions[lang].of(trimmed)
  return name === undefined || name === trimmed ? trimmed : `${name} (${trimmed})`
}

const materialNames: Record<Material, Record<Language, string>> = {
  steel: { de: "Stahlblech, pulverbeschichtet", en: "Sheet steel, powder-coated" },
  "stainless-steel": { de: "Edelstahl", en: "Stainless steel" },
  polyester: { de: "Polyester, glasfaserverstärkt", en: "Glass-fibre reinforced polyester" },
  aluminium: { de: "Aluminium", en: "Aluminium" },
}
export const formatMaterial = (material: Material, lang: Language): string => materialNames[material][lang]

/** The catalogue's unit codes, named as the product page names them (`unit.*` in the web's messages); another code as given. */
const unitNames: Readonly<Record<string, Record<Language, string>>> = { Stk: { de: "Stück", en: "Piece" } }
export const formatUnit = (unit: string, lang: Language): string => unitNames[unit]?.[lang] ?? unit

export interface DocumentTexts {
  readonly cartTitle: string
  readonly datasheetTitle: string
  readonly sender: string
  readonly date: string
  readonly project: string
  readonly noProject: string
  readonly listPriceNote: string
  readonly position: string
  readonly articleNumber: string
  readonly description: string
  readonly amount: string
  readonly singlePrice: string
  readonly lineTotal: string
  readonly onRequest: string
  /** The heading of the accessories delivered with a product. */
  readonly included: string
  readonly subtotal: string
  readonly discount: (percent: string) => string
  readonly total: string
  /** The total of a cart without a discount (no "after discount"). */
  readonly totalUndiscounted: string
  readonly priceOnRequest: string
  readonly priceFootnote: string
  readonly page: (current: number, count: number) => string
  // Datasheet
  readonly specification: string
  readonly specArticleNumber: string
  readonly specSupplierArticleNumber: string
  readonly specDimensions: string
  readonly specMaterial: string
  readonly specProtection: string
  /** The protection type as delivered (the catalogue filter's). */
  readonly specProtectionDelivered: string
  readonly specRal: string
  readonly specMeterPositions: string
  readonly noMeterPositions: string
  readonly specEan: string
  readonly specTariff: string
  readonly specOrigin: string
  readonly specIk: string
  readonly specUnit: string
  readonly specWeight: string
  readonly drawingCaption: (scale: number) => string
  readonly barcodeCaption: string
  readonly documentation: string
  readonly documentationHint: string
  readonly pictureCaption: string
  readonly compareTitle: string
  readonly compareDiffers: string
  readonly compareLegend: (count: number) => string
  readonly comparePictures: string
}

export const texts: Record<Language, DocumentTexts> = {
  de: {
    cartTitle: "Anfrage",
    datasheetTitle: "Datenblatt",
    sender: "Absender",
    date: "Datum",
    project: "Projekt",
    noProject: "–",
    listPriceNote:
      "Alle Preise sind Listenpreise. Individuelle Preise mit Rabatten erhalten Sie von Ihrem Großhandelspartner – bitte senden Sie dieses PDF an ihn.",
    position: "Pos.",
    articleNumber: "Lief.-Artikelnr.",
    description: "Bezeichnung",
    amount: "Menge",
    singlePrice: "Einzelpreis",
    lineTotal: "Gesamt",
    onRequest: "auf Anfrage",
    included: "Im Lieferumfang enthalten",
    subtotal: "Zwischensumme",
    discount: (percent) => `Rabatt ${percent}`,
    total: "Gesamtsumme nach Rabatt",
    totalUndiscounted: "Gesamtsumme",
    priceOnRequest: "Preis auf Anfrage",
    priceFootnote:
      "Einzelpreis je Stück einschließlich des darunter aufgeführten Zubehörs; Zubehörmengen gesamt für die Position. Listenpreise in Euro, zuzüglich Umsatzsteuer.",
    page: (current, count) => `Seite ${current} von ${count}`,
    specification: "Technische Daten",
    specArticleNumber: "Artikelnummer",
    specSupplierArticleNumber: "Lieferantenartikelnummer",
    specDimensions: "Abmessungen (B × H × T)",
    specMaterial: "Material",
    specProtection: "Max. Schutzart",
    specProtectionDelivered: "Schutzart (Lieferzustand)",
    specRal: "RAL-Farbe",
    specMeterPositions: "Zählerplätze",
    noMeterPositions: "keine",
    specEan: "EAN",
    specTariff: "Zolltarifnummer",
    specOrigin: "Ursprungsland",
    specIk: "Stoßfestigkeit (IK-Code)",
    specUnit: "Einheit",
    specWeight: "Nettogewicht",
    drawingCaption: (scale) => `Vorderansicht, Maßstab 1:${scale} (bei 100 % Druckgröße), Maße in mm`,
    barcodeCaption: "EAN-13",
    documentation: "Technische Dokumentation",
    documentationHint: "QR-Code scannen oder Link öffnen:",
    pictureCaption: "Ansicht im Lieferzustand",
    compareTitle: "Produktvergleich",
    compareDiffers: "unterschiedlich",
    compareLegend: (count) => `Vergleich von ${count} Produkten; Zeilen mit abweichenden Angaben sind hinterlegt und mit „unterschiedlich“ markiert.`,
    comparePictures: "Ansicht (gleicher Maßstab)",
  },
  en: {
    cartTitle: "Request for quotation",
    datasheetTitle: "Datasheet",
    sender: "Sender",
    date: "Date",
    project: "Project",
    noProject: "–",
    listPriceNote:
      "All prices are list prices. Individual prices with discounts come from your wholesale partner – please send this PDF to them.",
    position: "Pos.",
    articleNumber: "Supplier art. no.",
    description: "Description",
    amount: "Qty",
    singlePrice: "Unit price",
    lineTotal: "Total",
    onRequest: "on request",
    included: "Included in delivery",
    subtotal: "Subtotal",
    discount: (percent) => `Discount ${percent}`,
    total: "Total after discount",
    totalUndiscounted: "Total",
    priceOnRequest: "Price on request",
    priceFootnote:
      "Unit price per piece including the accessories listed below it; accessory quantities are totals for the position. List prices in euro, excluding VAT.",
    page: (current, count) => `Page ${current} of ${count}`,
    specification: "Technical data",
    specArticleNumber: "Article number",
    specSupplierArticleNumber: "Supplier article number",
    specDimensions: "Dimensions (W × H × D)",
    specMaterial: "Material",
    specProtection: "Max. protection type",
    specProtectionDelivered: "Protection type (as delivered)",
    specRal: "RAL colour",
    specMeterPositions: "Meter positions",
    noMeterPositions: "none",
    specEan: "EAN",
    specTariff: "Tariff number",
    specOrigin: "Country of origin",
    specIk: "Impact resistance (IK code)",
    specUnit: "Unit",
    specWeight: "Net weight",
    drawingCaption: (scale) => `Front view, scale 1:${scale} (printed at 100 %), dimensions in mm`,
    barcodeCaption: "EAN-13",
    documentation: "Technical documentation",
    documentationHint: "Scan the QR code or open the link:",
    pictureCaption: "View as delivered",
    compareTitle: "Product comparison",
    compareDiffers: "differs",
    compareLegend: (count) => `Comparison of ${count} products; rows whose values differ are shaded and marked “differs”.`,
    comparePictures: "View (same scale)",
  },
}
