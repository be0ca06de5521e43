/** The enclosure drawing's kept markup: one per size, colour and language, each with the core's shapes. */
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { RawIntlProvider } from "react-intl"
import { describe, expect, it } from "vitest"
import { frontView } from "@shop/core/drawing/frontView"
import { intlFor } from "../platform/i18n/intl.ts"
import { type DrawingProps, EnclosureDrawing } from "./EnclosureDrawing.tsx"

const render = (lang: "de" | "en", props: DrawingProps) => renderToString(createElement(RawIntlProvider, { value: intlFor(lang) }, createElement(EnclosureDrawing, props)))
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0

describe("EnclosureDrawing", () => {
  const size = { width: 600, height: 1200, doorCount: 1, size: 140 }

  it("names the drawing in the page's language, the same size drawn twice", () => {
    expect(render("de", size)).toContain("<title>Frontansicht, Breite 600 mm, Höhe 1200 mm</title>")
    expect(render("en", size)).toContain("<title>Front view, width 600 mm, height 1200 mm</title>")
    expect(render("de", size)).toContain("<title>Frontansicht, Breite 600 mm, Höhe 1200 mm</title>")
    expect(render("en", { ...size, label: "Muster" })).toContain("<title>Muster</title>")
  })

  it("draws every shape of the core's front view, and the shadow of a neutral body", () => {
    const shapes = frontView({ ...size, meterPositions: 0 }).shapes.length
    const html = render("de", size)
    expect(count(html, /<(rect|line|polygon|text)\b/g)).toBe(shapes + 1)
    expect(html).toMatch(/<svg [^>]*viewBox="-?\d+ -?\d+ \d+ \d+" width="140" height="140" role="img">/)
  })

  it("paints body and doors in a RAL colour, and leaves the title out of a decorative drawing", () => {
    expect(render("de", { ...size, ralColour: "RAL 3000" })).toContain('fill="#a72920"')
    expect(render("de", size)).not.toContain('fill="#a72920"')
    const decorative = render("de", { ...size, decorative: true })
    expect(decorative).toContain('aria-hidden="true"')
    expect(decorative).not.toContain("<title>")
  })
})
