/** The maker's letterhead shared by the cart PDF and the datasheets: vector logo, company block, page footer. */
import type { Content, DynamicContent } from "pdfmake/interfaces"
import type { Language } from "@shop/core"
import { texts } from "./texts.ts"

export const company = {
  name: "Muster Gehäusetechnik GmbH",
  street: "Industriestraße 12",
  place: "4600 Wels",
  country: { de: "Österreich", en: "Austria" },
  phone: "+43 7242 12345-0",
  email: "office@example-enclosures.at",
  web: "www.example-enclosures.at",
  vat: "ATU12345678",
  register: { de: "FN 123456a, Landesgericht Wels", en: "Company register FN 123456a, Wels Regional Court" },
} as const

export const colours = {
  ink: "#1d2733",
  muted: "#5b6775",
  brand: "#0b3b7a",
  rule: "#c9d1da",
  band: "#eef3f8",
} as const

/** The shop's mark (the header logo, web/src/components/shell/icons.tsx LogoMark): a two-door cabinet. */
export const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="36" height="36">
  <rect x="1" y="1" width="34" height="34" rx="4" fill="#0b3b7a"/>
  <rect x="8" y="6" width="20" height="24" rx="1.5" fill="none" stroke="#ffffff" stroke-width="2"/>
  <path d="M18 6v24" stroke="#ffffff" stroke-width="1.5"/>
  <rect x="14.5" y="15" width="1.8" height="5" rx="0.9" fill="#ffffff"/>
  <rect x="19.7" y="15" width="1.8" height="5" rx="0.9" fill="#ffffff"/>
</svg>`

/** Logo, company name and address on the left, the document title (and extra lines) on the right. */
export const letterhead = (lang: Language, title: string, right: ReadonlyArray<Content> = []): Content => ({
  columns: [
    { svg: logoSvg, width: 42, height: 42 },
    {
      width: "*",
      margin: [10, 1, 0, 0],
      stack: [
        { text: company.name, bold: true, fontSize: 13, color: colours.brand },
        { text: `${company.street} · ${company.place} · ${company.country[lang]}`, fontSize: 8, color: colours.muted, margin: [0, 2, 0, 0] },
        { text: `${company.phone} · ${company.email} · ${company.web}`, fontSize: 8, color: colours.muted },
      ],
    },
    {
      width: "auto",
      alignment: "right",
      stack: [{ text: title, bold: true, fontSize: 15, color: colours.ink }, ...right],
    },
  ],
  columnGap: 0,
})

/** A line across the page's text width (515 pt on A4 portrait with 40 pt margins). */
export const rule = (top = 8, bottom = 10, width = 515): Content => ({
  canvas: [{ type: "line", x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 0.8, lineColor: colours.rule }],
  margin: [0, top, 0, bottom],
})

/** Company line and "Seite n von m" / "Page n of m" on every page. */
export const footer =
  (lang: Language): DynamicContent =>
  (currentPage: number, pageCount: number): Content => ({
    margin: [40, 12, 40, 0],
    columns: [
      {
        text: `${company.name} · ${company.register[lang]} · UID ${company.vat}`,
        fontSize: 7,
        color: colours.muted,
      },
      { text: texts[lang].page(currentPage, pageCount), alignment: "right", fontSize: 8, color: colours.muted, width: "auto" },
    ],
  })
