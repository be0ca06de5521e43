/**
 * The quick order as the page gets it from the server (`quickOrder.server.ts`): what was read,
 * each line's check and the prices, all computed on the server from the catalogue. Plain data:
 * it is rendered on the server (no JavaScript) and sent as JSON to the page's script.
 */
import type { ErrorKey } from "@shop/core/errors/errors"
import type { CodeField } from "@shop/core/search/SearchIndex"
import type { AmountCorrection } from "@shop/core/quickOrder/amount"
import type { QuickOrderLineProblem } from "@shop/core/quickOrder/preview"
import type { CartView } from "../cart/model.ts"

/** An article as a preview line shows it. */
export interface ArticleView {
  readonly key: string
  readonly name: string
  readonly name2: string | null
  /** The shop's article number (a product's), else the supplier's. */
  readonly articleNumber: string
  readonly supplierArticleNumber: string
  /** The product page (products only). */
  readonly slug: string | null
  /** The front view's size (products only). */
  readonly drawing: { readonly width: number; readonly height: number; readonly doorCount: number } | null
  /** One piece in cents; null: price on request. */
  readonly price: number | null
}

export type LineStatusView =
  | {
      readonly kind: "product"
      readonly article: ArticleView
      readonly field: CodeField
      readonly amount: number
      readonly correction: AmountCorrection | null
      /** The line it was merged into (same product and accessories), or null. */
      readonly mergedInto: number | null
      /** On the first line of a position: the lines merged into it. */
      readonly mergedHere: ReadonlyArray<number>
      /** One configured piece (with its accessories) and the line total, in cents; null: on request. */
      readonly piece: number | null
      readonly total: number | null
      readonly capped: boolean
    }
  | {
      readonly kind: "accessory"
      readonly article: ArticleView
      readonly field: CodeField
      readonly perItem: number
      readonly correction: AmountCorrection | null
      readonly productLine: number
      readonly mergedInto: number | null
    }
  | { readonly kind: "unknown"; readonly suggestions: ReadonlyArray<{ readonly code: string; readonly name: string }> }
  | {
      readonly kind: "ambiguous"
      /** `fill` and `amount`: what picking the candidate puts into the line's fields (a code that finds only it). */
      readonly candidates: ReadonlyArray<{ readonly fill: string; readonly amount: string; readonly code: string; readonly name: string; readonly articleNumber: string }>
    }
  | {
      readonly kind: "refused"
      readonly problem: QuickOrderLineProblem
      readonly article: ArticleView | null
      readonly productLine: number | null
      readonly amount: number | null
      readonly productAmount: number | null
      readonly limit: number | null
    }

export interface LineView {
  /** The line in the paste or file (the row in a sheet). */
  readonly line: number
  /** The article number and amount as read (what the line's fields show). */
  readonly code: string
  readonly amountText: string
  readonly status: LineStatusView
}

/** Which column was read as what (1-based for the page). */
export type ColumnsView =
  | { readonly kind: "columns"; readonly code: number; readonly amount: number | null }
  | { readonly kind: "eitherWay" }

export interface PreviewView {
  /** What the page sends back (the table read and the columns chosen), as JSON; the server checks it again. */
  readonly state: string
  readonly lines: ReadonlyArray<LineView>
  readonly columns: ColumnsView
  /** Whether a line's amount can be edited (a table whose header names no amount column has none). */
  readonly amountEditable: boolean
  readonly ignored: ReadonlyArray<number>
  readonly counts: {
    readonly lines: number
    readonly found: number
    readonly unknown: number
    readonly ambiguous: number
    readonly refused: number
  }
  /** Cart lines the button adds (positions: merged lines count once). */
  readonly addable: number
  /** In cents; null: some line's price is on request. */
  readonly total: number | null
  readonly overCartLimit: boolean
}

/** The column chooser: the table's first rows and its width. */
export interface ColumnsChoiceView {
  readonly state: string
  readonly columnCount: number
  readonly sample: ReadonlyArray<{ readonly line: number; readonly cells: ReadonlyArray<string> }>
}

export type QuickOrderOutcome =
  /** Nothing sent yet: the empty form. */
  | { readonly kind: "start" }
  /** The paste or file refused as a whole (nothing read, nothing added): an error key of the core, or the page's own. */
  | {
      readonly kind: "refused"
      readonly key: ErrorKey | "stateInvalid"
      readonly line: number | null
      readonly count: number | null
      readonly limit: number | null
    }
  | { readonly kind: "columns"; readonly choice: ColumnsChoiceView }
  /** `pendingEdits`: an add came with changed lines, which are shown instead of added. */
  | { readonly kind: "preview"; readonly preview: PreviewView; readonly pendingEdits: boolean; readonly nothingToAdd: boolean }
  | { readonly kind: "added"; readonly added: number; readonly stored: boolean }
  /** The cart would not hold the lines: nothing was added. */
  | {
      readonly kind: "full"
      readonly preview: PreviewView
      readonly requested: number
      readonly fit: number
      readonly lines: number
      readonly limit: "lines" | "cookie"
      readonly loggedIn: boolean
    }

/** The JSON answer to the page's script; `cart` after an add (refused or not), as the cart shows it. */
export interface QuickOrderAnswer {
  readonly outcome: QuickOrderOutcome
  /** The text as sent (kept in the field after a refusal). */
  readonly text: string
  readonly cart: CartView | null
}

/** The form's field names, shared by the page and the server. */
export const fields = {
  intent: "intent",
  text: "text",
  file: "file",
  state: "state",
  codeColumn: "codeColumn",
  amountColumn: "amountColumn",
  remove: "remove",
  pick: "pick",
  code: (line: number) => `code.${line}`,
  amount: (line: number) => `amount.${line}`,
} as const

export const intents = ["preview", "columns", "update", "add"] as const
export type Intent = (typeof intents)[number]

/** The value of a `pick` button: the line, the article number it fills in, and the amount (null: the line's). */
export const pickValue = (line: number, code: string, amount: string | null): string => JSON.stringify([line, code, amount])

/** The page before anything was sent. */
export const startAnswer: QuickOrderAnswer = { outcome: { kind: "start" }, text: "", cart: null }
