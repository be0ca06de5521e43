/**
 * The saved carts' page on the server: its data (the user's saved carts priced from the catalogue
 * now, the cart's line count and the proposed name) and what each of its forms does, as an outcome
 * the page shows. Refusals the customer can act on (a name, the limits, a saved cart deleted
 * meanwhile, a full cart) are outcomes, not failures; a fault of the database is logged and shown
 * as the general error.
 */
import { Effect } from "effect"
import { CartStore, type Language } from "@shop/core"
import { storedCartLayer, storedCartState } from "@shop/core/accounts/cart"
import { SavedCarts } from "@shop/core/ports/SavedCarts"
import {
  deleteSavedCart,
  duplicateSavedCart,
  openSavedCart,
  proposedSavedCartName,
  renameSavedCart,
  saveCurrentCart,
  savedCartSummaries,
} from "@shop/core/savedCarts/savedCarts"
import { visitorCartView } from "../cart/visitorCart.ts"
import type { Intent, OpenMode, SavedCartsAnswer, SavedCartsData, SavedCartsOutcome } from "./model.ts"

/** A form of the page, decoded (formPost.ts). */
export interface SavedCartsStep {
  readonly intent: Intent
  readonly id: string
  readonly name: string
  readonly mode: OpenMode
}

export const savedCartsData = Effect.fn("web.savedCarts.data")(function* (uid: string) {
  const read = yield* Effect.result(
    Effect.gen(function* () {
      const summaries = yield* savedCartSummaries(uid)
      const lines = yield* (yield* CartStore).list(uid)
      const state = yield* storedCartState(uid)
      return { summaries, lines, state }
    }),
  )
  if (read._tag === "Failure") {
    yield* Effect.logError("saved carts: the list could not be read", { reason: read.failure.message })
    return { ok: false } satisfies SavedCartsData
  }
  const { summaries, lines, state } = read.success
  return {
    ok: true,
    carts: summaries.map((cart) => ({
      id: cart.id,
      name: cart.name,
      projectId: cart.projectId,
      createdAt: cart.createdAt,
      lines: cart.lines,
      unavailable: cart.unavailable,
      listPrice: cart.listPrice._tag === "Priced" ? cart.listPrice.subtotal : null,
    })),
    cartLines: lines.length,
    proposedName: proposedSavedCartName(state.projectId),
  } satisfies SavedCartsData
})

type Refused = Extract<SavedCartsOutcome, { kind: "refused" }>

const refused = (step: SavedCartsStep, key: Refused["key"], count?: number, limit?: number): SavedCartsOutcome => ({
  kind: "refused",
  key,
  intent: step.intent,
  id: step.id,
  typed: step.intent === "save" || step.intent === "rename" ? step.name : "",
  count: count ?? null,
  limit: limit ?? null,
})

/** The name of one of the user's saved carts, for the outcome's text ("" when there is none). */
const nameOf = (uid: string, id: string) =>
  Effect.gen(function* () {
    const saved = yield* (yield* SavedCarts).get(uid, id)
    return saved?.name ?? ""
  })

const done = (kind: "saved" | "renamed" | "duplicated" | "deleted", name: string): SavedCartsOutcome => ({ kind, name })

/** What the form does, as the outcome the page shows. */
export const savedCartsStep = (uid: string, step: SavedCartsStep) =>
  Effect.gen(function* () {
    switch (step.intent) {
      case "save":
        return done("saved", (yield* saveCurrentCart(uid, step.name)).name)
      case "rename":
        return done("renamed", yield* renameSavedCart(uid, step.id, step.name))
      case "duplicate":
        return done("duplicated", (yield* duplicateSavedCart(uid, step.id)).name)
      case "delete": {
        const name = yield* nameOf(uid, step.id)
        yield* deleteSavedCart(uid, step.id)
        return done("deleted", name)
      }
      case "open": {
        const name = yield* nameOf(uid, step.id)
        return yield* openSavedCart(uid, step.id, step.mode).pipe(
          Effect.as<SavedCartsOutcome>({ kind: "opened", name, mode: step.mode }),
          Effect.catchTag("CartFull", (full) => Effect.succeed<SavedCartsOutcome>({ kind: "cartFull", name, requested: full.requested ?? 0, fit: full.fit ?? 0 })),
        )
      }
    }
  }).pipe(
    Effect.catchTags({
      SavedCartRefused: (error) => Effect.succeed(refused(step, error.reason, error.count, error.limit)),
      SavedCartNotFound: () => Effect.succeed(refused(step, "savedCartNotFound")),
      InfrastructureError: (error) => Effect.as(Effect.logError("saved carts: a form failed", { intent: step.intent, reason: error.message }), refused(step, "generalError")),
    }),
    Effect.withSpan("web.savedCarts.step"),
  )

/** The outcome, the page anew, and after opening one into the cart the cart as the script shows it. */
export const savedCartsAnswer = (uid: string, lang: Language, step: SavedCartsStep) =>
  Effect.gen(function* () {
    const outcome = yield* savedCartsStep(uid, step)
    const data = yield* savedCartsData(uid)
    const cart = step.intent === "open" ? yield* visitorCartView(lang, []).pipe(Effect.provide(storedCartLayer(uid))) : null
    return { outcome, data, cart } satisfies SavedCartsAnswer
  })
