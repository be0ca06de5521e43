/** The product picture as an `<img>`: its URL carries only what changes the shape, its name the three dimensions. */
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { RawIntlProvider } from "react-intl"
import { describe, expect, it } from "vitest"
import { intlFor } from "../platform/i18n/intl.ts"
import { LangContext } from "../platform/i18n/LangContext.tsx"
import { type ProductPictureProps, ProductPicture, pictureUrl } from "./ProductPicture.tsx"

const render = (lang: "de" | "en", props: ProductPictureProps) =>
  renderToString(createElement(LangContext.Provider, { value: { lang, languages: [] } }, createElement(RawIntlProvider, { value: intlFor(lang) }, createElement(ProductPicture, props))))
const product = { slug: "ws-0612-40", width: 600, height: 1200, depth: 400, size: 140 }

describe("ProductPicture", () => {
  it("names the view with width, height and depth in the page's language", () => {
    expect(render("de", product)).toContain('alt="Ansicht des Gehäuses, 600 mm breit, 1200 mm hoch, 400 mm tief"')
    expect(render("en", product)).toContain('alt="View of the enclosure, 600 mm wide, 1200 mm high, 400 mm deep"')
    expect(render("en", { ...product, views: true })).toContain('alt="Front and side view, width 600 mm, height 1200 mm, depth 400 mm"')
    expect(render("en", { ...product, label: "Muster" })).toContain('alt="Muster"')
  })

  it("is decorative with an empty alt text, and sized to its square", () => {
    const html = render("de", { slug: "ws-0612-40", size: 56, decorative: true })
    expect(html).toContain('alt=""')
    expect(html).toContain('width="56" height="56"')
    expect(html).toContain('loading="lazy"')
    expect(render("de", { ...product, eager: true })).toContain('loading="eager"')
  })

  it("points at the server's picture in the page's language", () => {
    expect(render("en", product)).toContain('src="/files/assets/picture/ws-0612-40.svg?lang=en"')
    expect(pictureUrl("ws-0612-40", "de", {}, true)).toBe("/files/assets/picture/ws-0612-40.views.svg?lang=de")
  })

  it("puts only the options that change the shape in the URL, in one order, with a special paint and the hinge side", () => {
    const url = pictureUrl("ws-0612-40", "de", { options: ["base", "interiorFittings", "rainRoof", "baseCoat"], paint: "RAL 3000", hinge: "right" })
    expect(url).toBe("/files/assets/picture/ws-0612-40.svg?lang=de&o=rainRoof.base&paint=3000&hinge=right")
    expect(pictureUrl("ws-0612-40", "de", { options: ["rainRoof", "base"] })).toBe(pictureUrl("ws-0612-40", "de", { options: ["base", "rainRoof"] }))
    // A stainless grade is not a paint.
    expect(pictureUrl("x", "de", { paint: "stainless 1.4301 brushed" })).toBe("/files/assets/picture/x.svg?lang=de")
  })
})
