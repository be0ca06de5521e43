/**
 * One article's datasheet rendered on request (the pdf-renderer page, the product's datasheet
 * asset), outside the datasheet job and its per-client limits. At most 4 render or wait at once in
 * this process (twice the PDF workers of a 2-core server); one more is a 429 with a retry hint.
 * Without the bound a loop of such GETs (each URL new, past any cache) fills the workers' queue,
 * and every cart PDF and datasheet ZIP waits behind it.
 */
import { Effect } from "effect"
import { type Language, PdfRenderer, type Product, makeAdmission } from "@shop/core"

const admitSingleDatasheet = makeAdmission(4, "datasheets")

export const singleDatasheetPdf = (product: Product, lang: Language) =>
  admitSingleDatasheet(Effect.flatMap(Effect.service(PdfRenderer), (renderer) => renderer.datasheetPdf(product, lang)))
