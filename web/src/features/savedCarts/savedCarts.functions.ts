/**
 * The saved carts' page data for its loader: the session is checked here (null without one; the
 * profile route sends such a visitor to the login first), and the store acts as the user (RLS).
 * The page's changes are its forms (formPost.ts), which work without JavaScript too.
 */
import { createServerFn } from "@tanstack/react-start"
import { Effect } from "effect"
import { runPage } from "../../platform/run.ts"
import { requestSession } from "../account/request.ts"
import type { SavedCartsData } from "./model.ts"
import { savedCartsData } from "./savedCarts.server.ts"

export const loadSavedCarts = createServerFn({ method: "GET" }).handler(
  (): Promise<SavedCartsData | null> =>
    runPage(
      Effect.gen(function* () {
        const session = yield* requestSession()
        if (session === null) return null
        return yield* savedCartsData(session.user.id)
      }),
    ),
)
