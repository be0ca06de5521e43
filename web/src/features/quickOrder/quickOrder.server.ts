/**
 * The quick order on the server, for the page's form with and without JavaScript (`formPost.ts`):
 * reads the paste or file with the core (`core/src/quickOrder`), checks each line against the
 * catalogue's codes, prices the lines from the catalogue, and adds them to the request's cart with
 * `VisitorCart.addMany` (a logged-in user's stored cart, else the guest's cookie cart): every line
 * or none.
 *
 * The page keeps what was read (the core's `QuickOrderTable` and the columns chosen) as JSON in the
 * form and sends it back with each step. The server trusts none of it: it decodes it with the
 * core's schema and reads every line again against the catalogue, and so for the add too; the
 * preview the page showed is never taken as it is. A changed line (an article number or amount
 * typed in, a suggestion picked, a line removed) becomes a change of the table's cells, where the
 * columns say the article number and the amount are, and is read again like the rest.
 */
import { Effect, Schema } from "effect"
import {
  type Accessory,
  ArticleGroups,
  type ErrorKey,
  type InfrastructureError,
  type Language,
  MAX_CART_LINES,
  type Product,
  VisitorCart,
  accessoryLimit,
  singleTotal,
} from "@shop/core"
import { CatalogueSearch } from "@shop/core/ports/CatalogueSearch"
import type { SearchIndex, SearchItem } from "@shop/core/search/SearchIndex"
import { ColumnChoice } from "@shop/core/quickOrder/columns"
import { QuickOrderRefused } from "@shop/core/quickOrder/errors"
import { readQuickOrderFile } from "@shop/core/quickOrder/file"
import { MAX_CELL_LENGTH } from "@shop/core/quickOrder/limits"
import { type ColumnsUsed, type PreviewLine, type QuickOrderPreview, previewQuickOrder, quickOrderCartItems } from "@shop/core/quickOrder/preview"
import { QuickOrderTable, type TableRow, editRow, readQuickOrderText } from "@shop/core/quickOrder/table"
import type { ArticleView, ColumnsView, Intent, LineStatusView, LineView, PreviewView, QuickOrderOutcome } from "./model.ts"

/** What the page keeps between steps: the table read and the columns chosen (or pinned once guessed). */
const State = Schema.Struct({ table: QuickOrderTable, columns: Schema.optionalKey(ColumnChoice) })
type State = typeof State.Type
const decodeState = Schema.decodeUnknownEffect(Schema.fromJsonString(State))
const encodeState = (state: State): string => JSON.stringify(state)

/** One step of the form, as `formPost.ts` read it. */
export interface QuickOrderStep {
  readonly intent: Intent
  readonly text: string
  /** A file chosen (an empty file input is none). */
  readonly file: Uint8Array | null
  readonly state: string
  readonly codeColumn: number | null
  readonly amountColumn: number | null
  /** Article numbers and amounts as the line fields hold them, by line. */
  readonly edits: ReadonlyMap<number, { readonly code?: string; readonly amount?: string }>
  readonly remove: ReadonlyArray<number>
  /** A suggestion or candidate picked: the line, the article number, and the amount (null: the line's). */
  readonly pick: { readonly line: number; readonly code: string; readonly amount: string | null } | null
}

/** A step that cannot be taken: its outcome tells the page why. */
class Refused extends Schema.TaggedError<Refused>()("QuickOrderStepRefused", {
  key: Schema.String,
  line: Schema.NullOr(Schema.Number),
  count: Schema.NullOr(Schema.Number),
  limit: Schema.NullOr(Schema.Number),
}) {}

const refusedOutcome = (refused: Refused): QuickOrderOutcome => ({
  kind: "refused",
  key: refused.key as ErrorKey | "stateInvalid",
  line: refused.line,
  count: refused.count,
  limit: refused.limit,
})

const fromCore = (error: QuickOrderRefused) => new Refused({ key: error.key, line: error.line ?? null, count: error.count ?? null, limit: error.limit ?? null })
const stateInvalid = () => new Refused({ key: "stateInvalid", line: null, count: null, limit: null })

const options = (state: State) => (state.columns === undefined ? {} : { columns: state.columns })

/**
 * The preview of a table. An accessory's amount per piece is held to its article group's limit, as
 * in the configurator: the groups of the accessories found are read once the lines are matched.
 */
const previewOf = Effect.fn("QuickOrder.preview")(function* (state: State, index: SearchIndex) {
  const first = previewQuickOrder(state.table, index, options(state))
  const groupKeys = new Set(first.lines.flatMap((l) => (l.status._tag === "Accessory" ? [l.status.accessory.artikelGruppe.key] : [])))
  if (groupKeys.size === 0) return first
  const groups = yield* (yield* ArticleGroups).byKeys([...groupKeys]).pipe(
    // As the cart view: without the groups no limit is checked (the cart checks them again when it shows the lines).
    Effect.catch((error) => Effect.as(Effect.logError("quick order: article groups could not be read; accessory limits not checked", { error }), null)),
  )
  if (groups === null) return first
  return previewQuickOrder(state.table, index, { ...options(state), accessoryLimit: (a) => accessoryLimit(groups.get(a.artikelGruppe.key)).maxAmount })
})

// ---------------------------------------------------------------------------------------------
// Changes of lines, as changes of the table's cells

/** The cells of `row` with the article number and amount put where `columns` reads them; null when they cannot be placed. */
const cellsWith = (row: TableRow, columns: ColumnsUsed, code: string, amount: string): ReadonlyArray<string> | null => {
  const place = (codeColumn: number, amountColumn: number | undefined) => {
    const cells = [...row.cells]
    const width = Math.max(cells.length, codeColumn + 1, (amountColumn ?? -1) + 1)
    while (cells.length < width) cells.push("")
    cells[codeColumn] = code
    if (amountColumn !== undefined) cells[amountColumn] = amount
    return cells
  }
  switch (columns._tag) {
    case "Header": {
      // The column the line's article number was read from (the first non-empty one, best first).
      const read = columns.code.find((c) => (row.cells[c] ?? "") !== "") ?? columns.code[0]
      return read === undefined ? null : place(read, columns.amount)
    }
    case "Chosen":
    case "Guessed":
      return place(columns.code, columns.amount)
    case "EitherWay":
      // One or two cells, read either way round as before.
      return amount.trim() === "" ? [code] : [code, amount]
    case "Unknown":
      return null
  }
}

const tooLong = (text: string) => text.length > MAX_CELL_LENGTH

/** The state with the step's changes made; `changed` says whether any line changed. */
const withChanges = (state: State, preview: QuickOrderPreview, step: QuickOrderStep): Effect.Effect<{ readonly state: State; readonly changed: boolean }, Refused> =>
  Effect.suspend(() => {
    let table = state.table
    let changed = false
    const byLine = new Map(preview.lines.map((l) => [l.line, l]))
    const rowOf = (line: number) => table.rows.find((r) => r.line === line)
    const change = (line: number, code: string, amount: string): Refused | undefined => {
      if (tooLong(code) || tooLong(amount)) return new Refused({ key: "quickOrderCellTooLong", line, count: null, limit: MAX_CELL_LENGTH })
      const row = rowOf(line)
      const read = byLine.get(line)
      if (row === undefined || read === undefined) return undefined
      if (code.trim() === read.code.trim() && amount.trim() === read.amountText.trim()) return undefined
      const cells = cellsWith(row, preview.columns, code.trim(), amount.trim())
      if (cells === null) return undefined
      table = editRow(table, line, cells)
      changed = true
      return undefined
    }
    for (const [line, edit] of step.edits) {
      const read = byLine.get(line)
      if (read === undefined) continue
      const refused = change(line, edit.code ?? read.code, edit.amount ?? read.amountText)
      if (refused !== undefined) return Effect.fail(refused)
    }
    if (step.pick !== null) {
      const read = byLine.get(step.pick.line)
      if (read !== undefined) {
        const refused = change(step.pick.line, step.pick.code, step.pick.amount ?? step.edits.get(step.pick.line)?.amount ?? read.amountText)
        if (refused !== undefined) return Effect.fail(refused)
      }
    }
    for (const line of step.remove) {
      if (rowOf(line) === undefined) continue
      table = editRow(table, line, null)
      changed = true
    }
    return Effect.succeed({ state: { ...state, table }, changed })
  })

/** Once guessed, the columns stay as guessed: a changed line must not make the next guess another. */
const pinned = (state: State, preview: QuickOrderPreview): State =>
  preview.columns._tag === "Guessed" && state.columns === undefined
    ? { ...state, columns: { code: preview.columns.code, ...(preview.columns.amount === undefined ? {} : { amount: preview.columns.amount }) } }
    : state

// ---------------------------------------------------------------------------------------------
// The view

/** A price the page shows: null for "price on request" (the spec's rule: also a total of 0). */
const shownPrice = (cents: number, onRequest: boolean): number | null => (onRequest || cents === 0 ? null : cents)

const productView = (product: Product, lang: Language): ArticleView => ({
  key: product.key,
  name: product.name[lang],
  name2: product.name2?.[lang] || null,
  articleNumber: product.specification.articleNumber,
  supplierArticleNumber: product.supplierArticleNumber,
  slug: product.slug,
  drawing: { width: product.width, height: product.height, doorCount: product.doorCount },
  price: shownPrice(product.listPrice, product.priceOnRequest),
})

const accessoryView = (accessory: Accessory, lang: Language): ArticleView => ({
  key: accessory.key,
  name: accessory.name[lang],
  name2: accessory.name2?.[lang] || null,
  articleNumber: accessory.supplierArticleNumber,
  supplierArticleNumber: accessory.supplierArticleNumber,
  slug: null,
  drawing: null,
  price: shownPrice(accessory.listPrice, accessory.priceOnRequest),
})

const itemView = (item: SearchItem, lang: Language): ArticleView => (item.model === "Produkte" ? productView(item.product, lang) : accessoryView(item.accessory, lang))

/** A code that finds exactly this item (so that picking it settles the line), else its key. */
const uniqueCode = (item: SearchItem, index: SearchIndex): string => {
  const key = item.model === "Produkte" ? item.product.key : item.accessory.key
  const codes =
    item.model === "Produkte"
      ? [item.product.supplierArticleNumber, item.product.specification.articleNumber, item.product.specification.ean, key]
      : [item.accessory.supplierArticleNumber, key]
  const same = (found: SearchItem) => (found.model === "Produkte" ? found.product.key : found.accessory.key) === key && found.model === item.model
  return codes.find((code) => code !== "" && index.byCode(code).length === 1 && index.byCode(code).every((hit) => same(hit.item))) ?? key
}

const statusView = (line: PreviewLine, preview: QuickOrderPreview, index: SearchIndex, lang: Language): LineStatusView => {
  const status = line.status
  switch (status._tag) {
    case "Product": {
      const position = preview.positions[status.position]!
      const first = status.mergedInto === undefined
      const piece = singleTotal(
        { price: position.product.listPrice, priceOnRequest: position.product.priceOnRequest },
        position.accessories.map((a) => ({ price: a.accessory.listPrice, priceOnRequest: a.accessory.priceOnRequest, amount: a.amount })),
      )
      const pieceCents = shownPrice(piece.singleTotal, piece.priceOnRequest)
      return {
        kind: "product",
        article: productView(status.product, lang),
        field: status.field,
        amount: first ? position.amount : status.amount,
        correction: status.correction ?? null,
        mergedInto: status.mergedInto ?? null,
        mergedHere: first ? position.lines.slice(1) : [],
        piece: first ? pieceCents : null,
        total: first && pieceCents !== null ? pieceCents * position.amount : null,
        capped: first && position.capped,
      }
    }
    case "Accessory":
      return {
        kind: "accessory",
        article: accessoryView(status.accessory, lang),
        field: status.field,
        perItem: status.perItem,
        correction: status.correction ?? null,
        productLine: status.productLine,
        mergedInto: status.mergedInto ?? null,
      }
    case "Unknown":
      return { kind: "unknown", suggestions: status.suggestions.map((s) => ({ code: s.code, name: itemView(s.item, lang).name })) }
    case "Ambiguous":
      return {
        kind: "ambiguous",
        candidates: status.candidates.map((c) => {
          const article = itemView(c.item, lang)
          // Two article numbers on one line, read either way round: the one not chosen is no amount.
          const amount = status.candidates.some((other) => other.code === c.amountText) ? "" : c.amountText
          return { fill: uniqueCode(c.item, index), amount, code: c.code, name: article.name, articleNumber: article.articleNumber }
        }),
      }
    case "Refused":
      return {
        kind: "refused",
        problem: status.problem,
        article: status.item === undefined ? null : itemView(status.item, lang),
        productLine: status.productLine ?? null,
        amount: status.amount ?? null,
        productAmount: status.productAmount ?? null,
        limit: status.limit ?? null,
      }
  }
}

const columnsView = (columns: ColumnsUsed): ColumnsView => {
  switch (columns._tag) {
    case "Header":
      return { kind: "columns", code: (columns.code[0] ?? 0) + 1, amount: columns.amount === undefined ? null : columns.amount + 1 }
    case "Chosen":
    case "Guessed":
      return { kind: "columns", code: columns.code + 1, amount: columns.amount === undefined ? null : columns.amount + 1 }
    case "EitherWay":
    case "Unknown":
      return { kind: "eitherWay" }
  }
}

const previewView = (state: State, preview: QuickOrderPreview, index: SearchIndex, lang: Language): PreviewView => {
  const lines: ReadonlyArray<LineView> = preview.lines.map((line) => ({
    line: line.line,
    code: line.code,
    amountText: line.amountText,
    status: statusView(line, preview, index, lang),
  }))
  let total: number | null = 0
  for (const line of lines) {
    if (line.status.kind !== "product" || line.status.mergedInto !== null) continue
    total = total === null || line.status.total === null ? null : total + line.status.total
  }
  const count = (kind: LineStatusView["kind"]) => lines.filter((l) => l.status.kind === kind).length
  const columns = preview.columns
  return {
    state: encodeState(state),
    lines,
    columns: columnsView(columns),
    amountEditable: !((columns._tag === "Header" || columns._tag === "Chosen" || columns._tag === "Guessed") && columns.amount === undefined),
    ignored: preview.ignored,
    counts: {
      lines: preview.counts.lines,
      found: count("product") + count("accessory"),
      unknown: preview.counts.unknown,
      ambiguous: preview.counts.ambiguous,
      refused: preview.counts.refused,
    },
    addable: preview.positions.length,
    total: preview.positions.length === 0 ? null : total,
    overCartLimit: preview.overCartLimit || preview.positions.length > MAX_CART_LINES,
  }
}

/** How many first rows the column chooser shows. */
const SAMPLE_ROWS = 5

const shown = (state: State, preview: QuickOrderPreview, index: SearchIndex, lang: Language, more: { readonly pendingEdits?: boolean; readonly nothingToAdd?: boolean } = {}): QuickOrderOutcome => {
  if (preview.columns._tag === "Unknown") {
    return {
      kind: "columns",
      choice: { state: encodeState(state), columnCount: preview.columns.columnCount, sample: state.table.rows.slice(0, SAMPLE_ROWS).map((r) => ({ line: r.line, cells: r.cells })) },
    }
  }
  return { kind: "preview", preview: previewView(state, preview, index, lang), pendingEdits: more.pendingEdits ?? false, nothingToAdd: more.nothingToAdd ?? false }
}

// ---------------------------------------------------------------------------------------------
// The steps

/** One step of the quick order; needs the request's `VisitorCart` for an add. */
export const quickOrderStep = Effect.fn("QuickOrder.step")(function* (lang: Language, step: QuickOrderStep) {
  const index = yield* (yield* CatalogueSearch).index
  const decoded = Effect.mapError(decodeState(step.state), stateInvalid)

  const showState = (state: State, more: { readonly pendingEdits?: boolean; readonly nothingToAdd?: boolean } = {}) =>
    Effect.map(previewOf(state, index), (preview) => shown(pinned(state, preview), preview, index, lang, more))

  const outcome: Effect.Effect<QuickOrderOutcome, Refused | InfrastructureError, ArticleGroups | VisitorCart> = Effect.gen(function* () {
    switch (step.intent) {
      case "preview": {
        const table = yield* Effect.mapError(step.file === null ? readQuickOrderText(step.text) : readQuickOrderFile(step.file), fromCore)
        return yield* showState({ table })
      }
      case "columns": {
        const state = yield* decoded
        const choice = yield* Effect.mapError(
          Schema.decodeUnknownEffect(ColumnChoice)({ code: step.codeColumn, ...(step.amountColumn === null ? {} : { amount: step.amountColumn }) }),
          stateInvalid,
        )
        return yield* showState({ ...state, columns: choice })
      }
      case "update": {
        const state = yield* decoded
        const { state: next } = yield* withChanges(state, yield* previewOf(state, index), step)
        return yield* showState(next)
      }
      case "add": {
        const state = yield* decoded
        const before = yield* previewOf(state, index)
        const { state: next, changed } = yield* withChanges(state, before, step)
        // Lines changed with the add were not seen checked: they are shown, not added.
        if (changed) return yield* showState(next, { pendingEdits: true })
        const items = quickOrderCartItems(before)
        if (items.length === 0) return shown(pinned(state, before), before, index, lang, { nothingToAdd: true })
        const cart = yield* VisitorCart
        const added = yield* Effect.result(cart.addMany(items))
        if (added._tag === "Failure") {
          const full = added.failure
          // A fault of the cart's store is the page's general error; only a full cart is an answer.
          if (full._tag !== "CartFull") return yield* Effect.fail(full)
          return {
            kind: "full",
            preview: previewView(pinned(state, before), before, index, lang),
            requested: full.requested ?? items.length,
            fit: full.fit ?? 0,
            lines: full.lines,
            limit: full.limit ?? (cart.user === null ? "cookie" : "lines"),
            loggedIn: cart.user !== null,
          } satisfies QuickOrderOutcome
        }
        return { kind: "added", added: items.length, stored: cart.user !== null } satisfies QuickOrderOutcome
      }
    }
  })
  return yield* outcome.pipe(Effect.catchTag("QuickOrderStepRefused", (refused) => Effect.succeed(refusedOutcome(refused))))
})
