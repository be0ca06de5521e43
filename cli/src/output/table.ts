/** A readable cart table for the terminal: products with their accessories indented, then totals. */
import type { CartItemDto } from "@shop/core/cart/model"
import type { CartTotals } from "@shop/core/cart/totals"
import type { Language } from "@shop/core/i18n/language"
import { cents } from "@shop/core/money/money"
import { formatEuro, formatPercent } from "./format.ts"

const labels = {
  // The supplier's article number, named as the cart PDF names it (the shop's "Art.-Nr." is another one).
  de: { pos: "Pos", article: "Lief.-Artikelnr.", qty: "Menge", name: "Bezeichnung", single: "Einzelpreis", line: "Gesamt", subtotal: "Zwischensumme", discount: "Rabatt", total: "Summe", onRequest: "Preis auf Anfrage", project: "Projekt" },
  en: { pos: "Pos", article: "Supplier art. no.", qty: "Qty", name: "Name", single: "Unit price", line: "Total", subtotal: "Subtotal", discount: "Discount", total: "Total", onRequest: "Price on request", project: "Project" },
} as const

const width = (s: string) => Array.from(s).length
const pad = (s: string, n: number, right = false) => (right ? " ".repeat(Math.max(0, n - width(s))) + s : s + " ".repeat(Math.max(0, n - width(s))))

export const cartTable = (
  items: ReadonlyArray<CartItemDto>,
  totals: CartTotals,
  projectId: string,
  lang: Language,
): string => {
  const l = labels[lang]
  const rows: Array<[string, string, string, string, string, string]> = []
  items.forEach((item, index) => {
    const single = item.priceOnRequest ? l.onRequest : formatEuro(item.singleTotal, lang)
    const line = item.priceOnRequest ? l.onRequest : formatEuro(cents(item.singleTotal * item.amount), lang)
    const name = item.product.name2 ? `${item.product.name} (${item.product.name2})` : item.product.name
    rows.push([String(index + 1), item.product.supplierArticleNumber, String(item.amount), name, single, line])
    for (const group of item.config) {
      for (const { accessory, amount } of group.accessories) {
        rows.push(["", accessory.supplierArticleNumber, String(amount * item.amount), `  + ${accessory.name}`, "", ""])
      }
    }
  })
  const header: [string, string, string, string, string, string] = [l.pos, l.article, l.qty, l.name, l.single, l.line]
  const widths = header.map((h, c) => Math.max(width(h), ...rows.map((r) => width(r[c]!))))
  const right = [true, false, true, false, true, true]
  const render = (r: ReadonlyArray<string>) => r.map((cell, c) => pad(cell, widths[c]!, right[c])).join("  ").trimEnd()
  const rule = widths.map((w) => "─".repeat(w)).join("  ")
  const out = [render(header), rule, ...rows.map(render), rule]
  const total = widths.reduce((a, b) => a + b, 0) + 2 * (widths.length - 1)
  const summary = (label: string, value: string) => pad(`${label}: ${value}`, total, true)
  if (totals._tag === "PriceOnRequest") out.push(summary(l.subtotal, l.onRequest))
  else {
    out.push(summary(l.subtotal, formatEuro(totals.subtotal, lang)))
    if (totals.discount > 0) {
      out.push(summary(`${l.discount} ${formatPercent(totals.discount, lang)}`, `− ${formatEuro(totals.discountAmount, lang)}`))
    }
    out.push(summary(l.total, formatEuro(totals.total, lang)))
  }
  if (projectId !== "") out.unshift(`${l.project}: ${projectId}`, "")
  return `${out.join("\n")}\n`
}
