/**
 * GET /api/pdf/compare?lang=de&p=slug&p=slug[&only=diff]: the compare page as a PDF, its rows
 * (every specification value, differences marked; only those that differ with `only=diff`) and
 * the products' pictures side by side at one scale, rendered by the PDF renderer's workers in the
 * page's language. The query is checked by its schema and every product looked up in the
 * catalogue: a query that names none, more than four, or one the catalogue lacks is a 400 that
 * says so in the asked language.
 */
import { Clock, Effect, Schema } from "effect"
import { Catalogue, Language, PdfRenderer, type Product } from "@shop/core"
import { productPictureInput } from "@shop/core/drawing/productPicture"
import { intlFor } from "../../platform/i18n/intl.ts"
import { jsonError, respond } from "../../platform/http.ts"
import { MAX_COMPARE, isCompareSlug } from "./list.ts"
import { shownRows, valuedRows } from "./rows.ts"
import { toView } from "./views.ts"

const Slug = Schema.String.pipe(Schema.check(Schema.makeFilter((slug: string) => isCompareSlug(slug) || "is not a product's name in an address")))

/** The query: the language, one to four products, and `only=diff` for the rows that differ. */
export const ComparePdfQuery = Schema.Struct({
  lang: Language,
  p: Schema.Array(Slug).pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(MAX_COMPARE))),
  only: Schema.optionalKey(Schema.Literal("diff")),
})
const decodeQuery = Schema.decodeUnknownResult(ComparePdfQuery)

const refusals = {
  de: {
    query: `Der Link nennt keinen gültigen Vergleich: ein bis ${MAX_COMPARE} Produkte (p=…) und die Sprache (lang=de oder en).`,
    unknown: (slugs: ReadonlyArray<string>) => `Diese Produkte gibt es im Katalog nicht: ${slugs.join(", ")}.`,
  },
  en: {
    query: `The link names no valid comparison: one to ${MAX_COMPARE} products (p=…) and the language (lang=de or en).`,
    unknown: (slugs: ReadonlyArray<string>) => `The catalogue has no such products: ${slugs.join(", ")}.`,
  },
} as const

const FILE_NAMES = { de: "Produktvergleich.pdf", en: "Product-comparison.pdf" } as const

export const serveComparePdf = ({ request }: { readonly request: Request }): Promise<Response> => respond(comparePdfResponse(new URL(request.url).searchParams))

const comparePdfResponse = (params: URLSearchParams) =>
  Effect.gen(function* () {
    const query = decodeQuery({ lang: params.get("lang") ?? undefined, p: params.getAll("p"), ...(params.has("only") ? { only: params.get("only") } : {}) })
    // A refusal in the asked language where it is one of the shop's, else in English.
    const asked = params.get("lang") === "de" ? "de" : "en"
    if (query._tag === "Failure") return jsonError(400, refusals[asked].query)
    const { lang, p: slugs, only } = query.success
    const catalogue = yield* Catalogue
    const found: Array<Product> = []
    const unknown: Array<string> = []
    for (const slug of new Set(slugs)) {
      const product = yield* Effect.option(catalogue.productBySlug(slug))
      if (product._tag === "Some") found.push(product.value)
      else unknown.push(slug)
    }
    if (unknown.length > 0) return jsonError(400, refusals[lang].unknown(unknown))
    const intl = intlFor(lang)
    const views = found.map((product) => toView(product, lang))
    const rows = shownRows(valuedRows(views, intl), only === "diff").map(({ row, values, differs }) => ({
      label: intl.formatMessage({ id: row.label }),
      values: row.printed === undefined ? values : views.map((view) => row.printed!(view, intl)),
      differs,
    }))
    const bytes = yield* (yield* PdfRenderer).comparePdf({
      lang,
      date: yield* Clock.currentTimeMillis,
      products: found.map((product, i) => ({ name: views[i]!.name, name2: views[i]!.name2, articleNumber: views[i]!.articleNumber, picture: productPictureInput(product) })),
      rows,
    })
    return new Response(bytes as BodyInit, {
      headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${FILE_NAMES[lang]}"`, "Cache-Control": "no-store" },
    })
  })
