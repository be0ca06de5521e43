/**
 * The saved project carts as the profile page gets them (issue 27, part 4), and what one of its
 * forms did. Plain data: rendered on the server (no JavaScript) and sent as JSON to the page's
 * script. A form sent without JavaScript is answered with a redirect back to the page, the outcome
 * in the query (`outcomeQuery`), so a reload does not send it again; the page reads it back with
 * `outcomeFromQuery`.
 */
import type { CartView } from "../cart/model.ts"

export interface SavedCartView {
  readonly id: string
  readonly name: string
  readonly projectId: string
  /** ISO 8601, when it was saved. */
  readonly createdAt: string
  readonly lines: number
  /** Lines the catalogue no longer has: left out of the price, the cart and the exports. */
  readonly unavailable: number
  /** The list price total now, in cents; null: price on request. */
  readonly listPrice: number | null
}

export type SavedCartsData =
  | {
      readonly ok: true
      readonly carts: ReadonlyArray<SavedCartView>
      /** Lines of the user's cart now (nothing to save at 0; nothing to ask when opening one). */
      readonly cartLines: number
      /** The save form's proposal: the cart's project number. */
      readonly proposedName: string
    }
  | { readonly ok: false }

/** The page's forms: their field names and what each asks for. */
export const fields = { intent: "intent", id: "id", name: "name", mode: "mode" } as const
export const intents = ["save", "rename", "duplicate", "delete", "open"] as const
export type Intent = (typeof intents)[number]
export const openModes = ["replace", "add"] as const
export type OpenMode = (typeof openModes)[number]

/** Why a form did nothing: a saved-cart error key, or the general ones. */
export const refusalKeys = [
  "savedCartsFull",
  "savedCartTooLarge",
  "savedCartEmpty",
  "savedCartNameMissing",
  "savedCartNameTooLong",
  "savedCartNotFound",
  "notLoggedIn",
  "generalError",
] as const
export type RefusalKey = (typeof refusalKeys)[number]

export type SavedCartsOutcome =
  | { readonly kind: "saved" | "renamed" | "duplicated" | "deleted"; readonly name: string }
  | { readonly kind: "opened"; readonly name: string; readonly mode: OpenMode }
  /** The cart could not take the saved lines (added to it): `fit` of `requested` would have. */
  | { readonly kind: "cartFull"; readonly name: string; readonly requested: number; readonly fit: number }
  | {
      readonly kind: "refused"
      readonly key: RefusalKey
      readonly intent: Intent
      /** The saved cart the form was about ("" for the save form). */
      readonly id: string
      /** The name as typed (save, rename), so the form shows it again. */
      readonly typed: string
      readonly count: number | null
      readonly limit: number | null
    }

/** What the page's script gets back from a form: its outcome, the page anew, and the cart after opening one into it. */
export interface SavedCartsAnswer {
  readonly outcome: SavedCartsOutcome
  readonly data: SavedCartsData
  readonly cart: CartView | null
}

/** Whether a refusal is about the typed name: shown at its field, not at the top. */
export const isNameRefusal = (outcome: SavedCartsOutcome): outcome is Extract<SavedCartsOutcome, { kind: "refused" }> =>
  outcome.kind === "refused" && (outcome.key === "savedCartNameMissing" || outcome.key === "savedCartNameTooLong") && (outcome.intent === "save" || outcome.intent === "rename")

const isOneOf = <T extends string>(values: ReadonlyArray<T>, value: string | null): value is T => value !== null && values.some((v) => v === value)

/** Longest name carried in the query: a name is at most 80 characters, a typed one is cut. */
const QUERY_TEXT = 200
const text = (value: string | null): string => [...(value ?? "")].slice(0, QUERY_TEXT).join("")
const count = (value: string | null): number | null => (value !== null && /^\d{1,6}$/.test(value) ? Number(value) : null)

export const outcomeQuery = (outcome: SavedCartsOutcome): URLSearchParams => {
  switch (outcome.kind) {
    case "opened":
      return new URLSearchParams({ done: outcome.kind, name: text(outcome.name), mode: outcome.mode })
    case "cartFull":
      return new URLSearchParams({ done: outcome.kind, name: text(outcome.name), requested: String(outcome.requested), fit: String(outcome.fit) })
    case "refused":
      return new URLSearchParams({
        problem: outcome.key,
        intent: outcome.intent,
        ...(outcome.id === "" ? {} : { id: outcome.id }),
        ...(outcome.typed === "" ? {} : { typed: text(outcome.typed) }),
        ...(outcome.count === null ? {} : { count: String(outcome.count) }),
        ...(outcome.limit === null ? {} : { limit: String(outcome.limit) }),
      })
    default:
      return new URLSearchParams({ done: outcome.kind, name: text(outcome.name) })
  }
}

/** The outcome a redirect carries; null for a query that carries none (or one the page did not write). */
export const outcomeFromQuery = (search: string): SavedCartsOutcome | null => {
  const query = new URLSearchParams(search)
  const done = query.get("done")
  const problem = query.get("problem")
  if (problem !== null) {
    const intent = query.get("intent")
    if (!isOneOf(refusalKeys, problem) || !isOneOf(intents, intent)) return null
    const id = query.get("id") ?? ""
    return { kind: "refused", key: problem, intent, id: /^[0-9a-f-]{1,64}$/i.test(id) ? id : "", typed: text(query.get("typed")), count: count(query.get("count")), limit: count(query.get("limit")) }
  }
  const name = text(query.get("name"))
  if (done === "opened") {
    const mode = query.get("mode")
    return isOneOf(openModes, mode) ? { kind: "opened", name, mode } : null
  }
  if (done === "cartFull") {
    const requested = count(query.get("requested"))
    const fit = count(query.get("fit"))
    return requested === null || fit === null ? null : { kind: "cartFull", name, requested, fit }
  }
  if (done === "saved" || done === "renamed" || done === "duplicated" || done === "deleted") return { kind: done, name }
  return null
}

/** The query parameters `outcomeQuery` writes, to take out of the address once shown. */
export const outcomeParams = ["done", "problem", "intent", "id", "typed", "name", "mode", "requested", "fit", "count", "limit"] as const
