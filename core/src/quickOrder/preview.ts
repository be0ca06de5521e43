/**
 * The quick order's preview (issue 25): each order line of a table (table.ts) matched against the
 * catalogue's article numbers, EANs and keys, as pure data for the page and the CLI.
 *
 * A line is found (a product, or an accessory of the product line above it), unknown (with the
 * nearest article numbers offered, never chosen), ambiguous (its candidates), or refused with an
 * error key (a fraction as amount, a formula, an accessory whose amount does not divide by its
 * product's). Amounts follow the spec's rule (§5) and say why they changed; lines of the same
 * product with the same accessories are merged, and say into which line. `quickOrderCartItems`
 * gives what to add to the cart.
 *
 * Accessories: the shop's CSV export writes a position as its product row, then one row per
 * accessory with amount = item amount × accessory amount; so an accessory line attaches to the
 * product line above it (accessory lines between them included), and its amount per piece is its
 * amount / the product's. Any other line in between (unknown, ambiguous, refused) ends the
 * position: an accessory never attaches to a product it was not written under.
 */
import type { Accessory, Product } from "../catalogue/model.ts"
import { type NewCartItem, accessoryKey } from "../cart/addToCart.ts"
import { MAX_AMOUNT, MAX_CART_LINES } from "../cart/limits.ts"
import type { ErrorKey } from "../errors/errors.ts"
import type { CodeField, SearchItem } from "../search/SearchIndex.ts"
import { compactCode } from "../search/normalise.ts"
import { type AmountCorrection, type AmountReading, isNumeric, looksLikeFormula, pieceCount, readAmount } from "./amount.ts"
import type { ColumnChoice } from "./columns.ts"
import { SUGGESTIONS } from "./limits.ts"
import type { QuickOrderTable, TableRow } from "./table.ts"

/**
 * The catalogue's codes as the quick order looks them up; `SearchIndex` is one. `byCode`: the
 * items whose supplier article number, article number, EAN or key is this code (compared without
 * case, spaces, dots, dashes); `similarCodes`: the nearest codes to an unknown one.
 */
export interface ArticleCodes {
  byCode(raw: string): ReadonlyArray<{ readonly item: SearchItem; readonly field: CodeField }>
  similarCodes(raw: string, limit: number): ReadonlyArray<{ readonly code: string; readonly item: SearchItem }>
}

/** Why a line is not added (error-catalogue keys; the page and the CLI word them). */
export const quickOrderLineProblems = [
  "quickOrderNoArticleNumber",
  "quickOrderChooseColumns",
  "quickOrderFormula",
  "quickOrderAmountNotWhole",
  "quickOrderAccessoryWithoutProduct",
  "quickOrderAccessoryNotOffered",
  "quickOrderAccessoryNotDivisible",
  "quickOrderAccessoryOverLimit",
] as const satisfies ReadonlyArray<ErrorKey>
export type QuickOrderLineProblem = (typeof quickOrderLineProblems)[number]

export interface Candidate {
  readonly item: SearchItem
  readonly field: CodeField
  /** The cell read as the article number, and the amount this reading gives. */
  readonly code: string
  readonly amountText: string
}

export interface Suggestion {
  readonly code: string
  readonly item: SearchItem
}

export type LineStatus =
  | {
      readonly _tag: "Product"
      readonly product: Product
      readonly field: CodeField
      readonly amount: number
      readonly correction: AmountCorrection | undefined
      /** The position (index in `positions`) it went into. */
      readonly position: number
      /** Set when this line repeated an earlier one (same product, same accessories): that line. */
      readonly mergedInto: number | undefined
    }
  | {
      readonly _tag: "Accessory"
      readonly accessory: Accessory
      readonly field: CodeField
      /** Pieces per piece of its product. */
      readonly perItem: number
      readonly correction: AmountCorrection | undefined
      readonly position: number
      /** The product line it belongs to. */
      readonly productLine: number
      /** Set when the same accessory was already listed for this product: that line (the amounts are added). */
      readonly mergedInto: number | undefined
    }
  | { readonly _tag: "Unknown"; readonly suggestions: ReadonlyArray<Suggestion> }
  | { readonly _tag: "Ambiguous"; readonly candidates: ReadonlyArray<Candidate> }
  | {
      readonly _tag: "Refused"
      readonly problem: QuickOrderLineProblem
      /** The item when the article number was found. */
      readonly item: SearchItem | undefined
      /** The product line above (accessory problems), the amounts and limit involved. */
      readonly productLine?: number
      readonly amount?: number
      readonly productAmount?: number
      readonly limit?: number
    }

export interface PreviewLine {
  /** The line in the paste or file (the row number in a sheet). */
  readonly line: number
  readonly cells: ReadonlyArray<string>
  /** The article number as written ("" when none was read). */
  readonly code: string
  /** The amount as written ("" when the line has none). */
  readonly amountText: string
  readonly status: LineStatus
}

/** One cart line to add: a product, its amount and its accessories' amounts per piece. */
export interface PreviewPosition {
  readonly product: Product
  readonly amount: number
  readonly accessories: ReadonlyArray<{ readonly accessory: Accessory; readonly amount: number }>
  /** The product lines merged into it, the first kept. */
  readonly lines: ReadonlyArray<number>
  /** The merged amounts passed the cart's maximum and were capped to it. */
  readonly capped: boolean
}

/** How the cells of a line were read. */
export type ColumnsUsed =
  /** A header row named them: article-number columns best first, the amount's. */
  | { readonly _tag: "Header"; readonly line: number; readonly code: ReadonlyArray<number>; readonly amount: number | undefined }
  | { readonly _tag: "Chosen"; readonly code: number; readonly amount: number | undefined }
  /** Rows of more than two cells, without header: the column with the most known article numbers, the amount the nearest whole-number column after it. */
  | { readonly _tag: "Guessed"; readonly code: number; readonly amount: number | undefined }
  /** One or two cells a line: each line read either way round, as the catalogue decides. */
  | { readonly _tag: "EitherWay" }
  /** Rows of more than two cells and nothing to go by: the caller must choose. */
  | { readonly _tag: "Unknown"; readonly columnCount: number }

export interface QuickOrderPreview {
  readonly lines: ReadonlyArray<PreviewLine>
  readonly positions: ReadonlyArray<PreviewPosition>
  readonly columns: ColumnsUsed
  /** Lines left out as header rows. */
  readonly ignored: ReadonlyArray<number>
  readonly counts: {
    readonly lines: number
    /** Lines that go into the cart (product and accessory lines). */
    readonly added: number
    readonly unknown: number
    readonly ambiguous: number
    readonly refused: number
    /** Lines whose amount was corrected. */
    readonly corrected: number
    /** Lines merged into an earlier one. */
    readonly merged: number
  }
  /** More positions than one cart holds (`MAX_CART_LINES`): the cart refuses the rest. */
  readonly overCartLimit: boolean
}

export interface QuickOrderOptions {
  /** Columns chosen by the user, for a table whose header does not name them. */
  readonly columns?: ColumnChoice
  /** Most pieces of an accessory per piece of product (its article group's limit); default the cart's maximum. */
  readonly accessoryLimit?: (accessory: Accessory) => number
}

interface Reading {
  readonly code: string
  readonly amountText: string
}

const unquote = (part: string) => part.trim().replace(/^"(.*)"$/, "$1").trim()

/**
 * The readings of one cell holding a whole line: article number and amount with spaces between
 * (`KV 0604 5`: `KV 0604` × 5, or `5 KV0604`), or one comma (`KV0604,5`, `5,3013579246`), or a
 * tab or semicolon (a line pasted apart from the rest); the whole cell is also one article number.
 */
const cellReadings = (cell: string): ReadonlyArray<Reading> | undefined => {
  const delimiter = cell.includes("\t") ? "\t" : cell.includes(";") ? ";" : undefined
  if (delimiter !== undefined) {
    const parts = cell.split(delimiter).map(unquote).filter((p) => p !== "")
    return parts.length <= 1 ? cellReadings(parts[0] ?? "") : pairReadings(parts)
  }
  const readings: Array<Reading> = []
  const words = cell.split(/\s+/).filter((w) => w !== "")
  if (words.length > 1) {
    readings.push({ code: words.slice(0, -1).join(" "), amountText: words.at(-1)! }, { code: words.slice(1).join(" "), amountText: words[0]! })
  }
  const commaParts = cell.split(",").map(unquote)
  if (commaParts.length === 2 && commaParts.every((p) => p !== "")) readings.push(...pairReadings(commaParts)!)
  readings.push({ code: unquote(cell), amountText: "" })
  return readings
}

/** Two cells: each may be the article number, the other the amount. */
const pairReadings = (cells: ReadonlyArray<string>): ReadonlyArray<Reading> | undefined =>
  cells.length === 2 ? [{ code: cells[0]!, amountText: cells[1]! }, { code: cells[1]!, amountText: cells[0]! }] : undefined

/** The readings of a line without known columns; `undefined` when it has too many cells to tell. */
const eitherWay = (row: TableRow): ReadonlyArray<Reading> | undefined => {
  const cells = row.cells.filter((c) => c !== "")
  return cells.length === 1 ? cellReadings(cells[0]!) : pairReadings(cells)
}

const cellAt = (row: TableRow, column: number | undefined): string => (column === undefined ? "" : (row.cells[column] ?? ""))

/** The single reading of a line whose columns are known. */
const byColumns = (row: TableRow, code: ReadonlyArray<number>, amount: number | undefined): Reading => ({
  code: code.map((c) => cellAt(row, c)).find((c) => c !== "") ?? "",
  amountText: cellAt(row, amount),
})

/** For rows of more than two cells without a header: the code column and the amount column. */
const guessColumns = (rows: ReadonlyArray<TableRow>, codes: ArticleCodes): { code: number; amount: number | undefined } | undefined => {
  const width = Math.max(...rows.map((r) => r.cells.length))
  const known = Array.from({ length: width }, () => 0)
  const numeric = Array.from({ length: width }, () => 0)
  for (const row of rows) {
    row.cells.forEach((cell, c) => {
      if (cell === "") return
      if (readAmount(cell)._tag === "Whole") numeric[c]!++
      if (compactCode(cell) !== "" && codes.byCode(cell).length > 0) known[c]!++
    })
  }
  const best = known.reduce((b, n, c) => (n > known[b]! ? c : b), 0)
  if (known[best] === 0) return undefined
  let amount: number | undefined
  // Most whole numbers; ties go to the column nearest after the code column, then before it.
  const distance = (c: number) => (c > best ? c - best : width + best - c)
  for (let c = 0; c < width; c++) {
    if (c === best || numeric[c] === 0) continue
    if (amount === undefined || numeric[c]! > numeric[amount]! || (numeric[c] === numeric[amount] && distance(c) < distance(amount))) amount = c
  }
  return { code: best, amount }
}

const itemKey = (item: SearchItem): string => (item.model === "Produkte" ? `P:${item.product.key}` : `A:${item.accessory.key}`)

type Matched =
  | { readonly _tag: "Found"; readonly reading: Reading; readonly item: SearchItem; readonly field: CodeField; readonly amount: AmountReading }
  | { readonly _tag: "Unknown"; readonly reading: Reading; readonly suggestions: ReadonlyArray<Suggestion> }
  | { readonly _tag: "Ambiguous"; readonly reading: Reading; readonly candidates: ReadonlyArray<Candidate> }
  | { readonly _tag: "Refused"; readonly reading: Reading; readonly problem: QuickOrderLineProblem }

/**
 * A line's article number looked up. Of several readings, those whose article number exists and
 * whose amount is a number (or absent) count: one item is found, more are ambiguous, none is
 * unknown (the reading whose other cell is the number is the one offered nearest codes).
 */
const match = (readings: ReadonlyArray<Reading>, codes: ArticleCodes, fixedColumns: boolean): Matched => {
  const candidatesOf = (strict: boolean) => {
    const found: Array<Candidate & { readonly amount: AmountReading }> = []
    const seen = new Set<string>()
    for (const reading of readings) {
      if (compactCode(reading.code) === "") continue
      const amount = readAmount(reading.amountText)
      // Read either way, a reading counts first only when its other cell is a number or there is
      // none; with columns known the amount cell is the amount, whatever it holds.
      if (strict && !(isNumeric(amount) || amount._tag === "Missing")) continue
      for (const { item, field } of codes.byCode(reading.code)) {
        const key = `${itemKey(item)}\u0000${reading.amountText}`
        if (seen.has(key)) continue
        seen.add(key)
        found.push({ item, field, code: reading.code, amountText: reading.amountText, amount })
      }
    }
    return found
  }
  let candidates = candidatesOf(!fixedColumns)
  // `KV0604 blue`: the article number exists, the amount is text (the spec's rule makes it 1).
  if (candidates.length === 0 && !fixedColumns) candidates = candidatesOf(false)
  if (candidates.length === 1) {
    const [c] = candidates
    return { _tag: "Found", reading: { code: c!.code, amountText: c!.amountText }, item: c!.item, field: c!.field, amount: c!.amount }
  }
  if (candidates.length > 1) {
    return { _tag: "Ambiguous", reading: readings[0]!, candidates: candidates.map((c) => ({ item: c.item, field: c.field, code: c.code, amountText: c.amountText })) }
  }
  const reading =
    readings.find((r) => compactCode(r.code) !== "" && isNumeric(readAmount(r.amountText))) ??
    readings.find((r) => compactCode(r.code) !== "" && r.amountText === "") ??
    readings[0]!
  if (compactCode(reading.code) === "") return { _tag: "Refused", reading, problem: "quickOrderNoArticleNumber" }
  if (looksLikeFormula(reading.code)) return { _tag: "Refused", reading, problem: "quickOrderFormula" }
  return { _tag: "Unknown", reading, suggestions: suggestionsFor(reading.code, codes) }
}

/** The item's own spelling of a code (`WS-0612-40` for `WS061240`). */
const writtenCode = (item: SearchItem, compact: string): string => {
  const own =
    item.model === "Produkte"
      ? [item.product.supplierArticleNumber, item.product.specification.articleNumber, item.product.specification.ean, item.product.key]
      : [item.accessory.supplierArticleNumber, item.accessory.key]
  return own.find((c) => compactCode(c) === compact) ?? compact
}

/**
 * The nearest article numbers to an unknown one. A number that lost its leading zeros (a
 * spreadsheet stored `00123` as 123) is offered with them first: offered, not chosen.
 */
const suggestionsFor = (code: string, codes: ArticleCodes): ReadonlyArray<Suggestion> => {
  const compact = compactCode(code)
  const found: Array<Suggestion> = []
  const seen = new Set<string>()
  const offer = (item: SearchItem, c: string) => {
    if (found.length >= SUGGESTIONS || seen.has(c)) return
    seen.add(c)
    found.push({ code: writtenCode(item, c), item })
  }
  if (/^[1-9]\d{0,12}$/.test(compact)) {
    for (let padded = `0${compact}`; padded.length <= 13; padded = `0${padded}`) {
      for (const { item } of codes.byCode(padded)) offer(item, padded)
    }
  }
  for (const { code: c, item } of codes.similarCodes(code, SUGGESTIONS)) offer(item, compactCode(c))
  return found
}

const columnsOf = (table: QuickOrderTable, codes: ArticleCodes, options: QuickOrderOptions): ColumnsUsed => {
  if (options.columns !== undefined) return { _tag: "Chosen", code: options.columns.code, amount: options.columns.amount }
  const header = table.separator === "spaces" ? undefined : table.header
  if (header !== undefined && header.code.length > 0) return { _tag: "Header", line: header.line, code: header.code, amount: header.amount }
  // A header that names the amount only (`Nr. | Menge`): the article numbers are where the catalogue knows them.
  if (header?.amount !== undefined) {
    const guessed = guessColumns(table.rows, codes)
    if (guessed !== undefined && guessed.code !== header.amount) return { _tag: "Guessed", code: guessed.code, amount: header.amount }
  }
  if (table.rows.every((r) => r.cells.filter((c) => c !== "").length <= 2)) return { _tag: "EitherWay" }
  const guessed = guessColumns(table.rows, codes)
  if (guessed !== undefined) return { _tag: "Guessed", ...guessed }
  return { _tag: "Unknown", columnCount: Math.max(...table.rows.map((r) => r.cells.length)) }
}

interface Building {
  product: Product
  productLine: number
  amount: number
  accessories: Array<{ accessory: Accessory; amount: number; line: number }>
}

/** The preview of a table: every line matched, positions grouped and merged. Pure; never throws. */
export const previewQuickOrder = (table: QuickOrderTable, codes: ArticleCodes, options: QuickOrderOptions = {}): QuickOrderPreview => {
  const columns = columnsOf(table, codes, options)
  const limitOf = options.accessoryLimit ?? (() => MAX_AMOUNT)
  // Statuses before positions are numbered; positions are merged at the end.
  type Pending =
    | Exclude<LineStatus, { readonly _tag: "Product" } | { readonly _tag: "Accessory" }>
    | { readonly _tag: "Product"; readonly product: Product; readonly field: CodeField; readonly amount: number; readonly correction: AmountCorrection | undefined; readonly group: Building }
    | {
        readonly _tag: "Accessory"
        readonly accessory: Accessory
        readonly field: CodeField
        readonly perItem: number
        readonly correction: AmountCorrection | undefined
        readonly group: Building
        mergedInto: number | undefined
      }
  const pending: Array<{ readonly row: TableRow; readonly reading: Reading; readonly status: Pending }> = []
  const groups: Array<Building> = []
  // The product line accessories attach to; `undefined` when the line above ends a position.
  let current: Building | undefined
  let blockedBy: number | undefined

  for (const row of table.rows) {
    const filled = row.cells.filter((c) => c !== "")
    // A line of one cell with article number and amount in it (`KV0604 5` under a tabbed header)
    // is read as a line without columns.
    const codeColumns = columns._tag === "Header" ? columns.code : columns._tag === "Chosen" || columns._tag === "Guessed" ? [columns.code] : []
    const wholeLine = filled.length === 1 && /[\s,;]/.test(filled[0]!) && codeColumns.some((c) => row.cells[c] === filled[0])
    const readings =
      wholeLine || columns._tag === "EitherWay" || columns._tag === "Unknown"
        ? eitherWay(row)
        : [byColumns(row, codeColumns, columns.amount)]
    if (readings === undefined) {
      pending.push({ row, reading: { code: "", amountText: "" }, status: { _tag: "Refused", problem: "quickOrderChooseColumns", item: undefined } })
      current = undefined
      blockedBy = row.line
      continue
    }
    const matched = match(readings, codes, !wholeLine && columns._tag !== "EitherWay" && columns._tag !== "Unknown")
    const refuse = (problem: QuickOrderLineProblem, item: SearchItem | undefined, more: Partial<Extract<LineStatus, { _tag: "Refused" }>> = {}) =>
      pending.push({ row, reading: matched.reading, status: { _tag: "Refused", problem, item, ...more } })
    if (matched._tag !== "Found") {
      pending.push({
        row,
        reading: matched.reading,
        status:
          matched._tag === "Unknown"
            ? { _tag: "Unknown", suggestions: matched.suggestions }
            : matched._tag === "Ambiguous"
              ? { _tag: "Ambiguous", candidates: matched.candidates }
              : { _tag: "Refused", problem: matched.problem, item: undefined },
      })
      current = undefined
      blockedBy = row.line
      continue
    }
    const { item, field, amount } = matched
    if (item.model === "Produkte") {
      const pieces = pieceCount(amount)
      if (pieces === undefined) {
        refuse(amount._tag === "Formula" ? "quickOrderFormula" : "quickOrderAmountNotWhole", item)
        current = undefined
        blockedBy = row.line
        continue
      }
      current = { product: item.product, productLine: row.line, amount: pieces.amount, accessories: [] }
      groups.push(current)
      pending.push({ row, reading: matched.reading, status: { _tag: "Product", product: item.product, field, amount: pieces.amount, correction: pieces.correction, group: current } })
      continue
    }
    // An accessory: of the product line above, in the amount per piece of it.
    const accessory = item.accessory
    if (current === undefined) {
      refuse("quickOrderAccessoryWithoutProduct", item, blockedBy === undefined ? {} : { productLine: blockedBy })
      continue
    }
    if (!current.product.accessories.includes(accessory.key)) {
      refuse("quickOrderAccessoryNotOffered", item, { productLine: current.productLine })
      continue
    }
    let perItem: number
    let correction: AmountCorrection | undefined
    if (amount._tag === "Formula" || amount._tag === "NotWhole") {
      refuse(amount._tag === "Formula" ? "quickOrderFormula" : "quickOrderAmountNotWhole", item, { productLine: current.productLine })
      continue
    } else if (amount._tag === "Whole") {
      if (amount.value < 1 || amount.value % current.amount !== 0) {
        refuse("quickOrderAccessoryNotDivisible", item, { productLine: current.productLine, amount: amount.value, productAmount: current.amount })
        continue
      }
      perItem = amount.value / current.amount
    } else {
      // No amount, or text: one per piece (the spec's rule for an amount that is not a number).
      perItem = 1
      correction = amount._tag === "Missing" ? "missing" : "notANumber"
    }
    const earlier = current.accessories.find((a) => a.accessory.key === accessory.key)
    const limit = Math.min(MAX_AMOUNT, limitOf(accessory))
    if ((earlier?.amount ?? 0) + perItem > limit) {
      refuse("quickOrderAccessoryOverLimit", item, { productLine: current.productLine, amount: perItem, limit })
      continue
    }
    if (earlier !== undefined) earlier.amount += perItem
    else current.accessories.push({ accessory, amount: perItem, line: row.line })
    pending.push({
      row,
      reading: matched.reading,
      status: { _tag: "Accessory", accessory, field, perItem, correction, group: current, mergedInto: earlier?.line },
    })
  }

  // Positions: groups of the same product and accessories merged into the first (as the cart's add does).
  const positions: Array<{ product: Product; amount: number; accessories: Building["accessories"]; lines: Array<number>; capped: boolean }> = []
  const positionOf = new Map<Building, number>()
  const byConfiguration = new Map<string, number>()
  for (const group of groups) {
    const key = `${group.product.key}\u0000${accessoryKey(group.accessories.map((a) => ({ id: a.accessory.key, amount: a.amount })))}`
    const index = byConfiguration.get(key)
    if (index === undefined) {
      byConfiguration.set(key, positions.length)
      positionOf.set(group, positions.length)
      positions.push({ product: group.product, amount: group.amount, accessories: group.accessories, lines: [group.productLine], capped: false })
    } else {
      const position = positions[index]!
      positionOf.set(group, index)
      position.lines.push(group.productLine)
      const sum = position.amount + group.amount
      position.amount = Math.min(MAX_AMOUNT, sum)
      position.capped ||= sum > MAX_AMOUNT
    }
  }

  const lines = pending.map(({ row, reading, status }): PreviewLine => {
    const base = { line: row.line, cells: row.cells, code: reading.code, amountText: reading.amountText }
    if (status._tag === "Product") {
      const position = positionOf.get(status.group)!
      const first = positions[position]!.lines[0]!
      const { group: _, ...rest } = status
      return { ...base, status: { ...rest, position, mergedInto: first === row.line ? undefined : first } }
    }
    if (status._tag === "Accessory") {
      const position = positionOf.get(status.group)!
      const { group, ...rest } = status
      return { ...base, status: { ...rest, position, productLine: group.productLine } }
    }
    return { ...base, status }
  })

  const count = (tag: LineStatus["_tag"]) => lines.filter((l) => l.status._tag === tag).length
  const added = count("Product") + count("Accessory")
  return {
    lines,
    positions: positions.map((p) => ({
      product: p.product,
      amount: p.amount,
      accessories: p.accessories.map(({ accessory, amount }) => ({ accessory, amount })),
      lines: p.lines,
      capped: p.capped,
    })),
    columns,
    ignored: table.ignored,
    counts: {
      lines: lines.length,
      added,
      unknown: count("Unknown"),
      ambiguous: count("Ambiguous"),
      refused: count("Refused"),
      corrected: lines.filter((l) => (l.status._tag === "Product" || l.status._tag === "Accessory") && l.status.correction !== undefined).length,
      merged: lines.filter((l) => (l.status._tag === "Product" || l.status._tag === "Accessory") && l.status.mergedInto !== undefined).length,
    },
    overCartLimit: positions.length > MAX_CART_LINES,
  }
}

/** The cart lines to add, one per position (`mergeIntoCart` / the cart's add takes each). */
export const quickOrderCartItems = (preview: QuickOrderPreview): ReadonlyArray<NewCartItem> =>
  preview.positions.map((p) => ({
    productId: p.product.key,
    accessories: p.accessories.map((a) => ({ id: a.accessory.key, amount: a.amount })),
    amount: p.amount,
  }))
