/**
 * The cart's changes as TanStack Query mutations in ONE mutation scope ("cart"), which runs them one
 * after another, and `afterChanges`, a mutation in the same scope that therefore runs once every
 * change asked for before it has settled. Loaded on the cart's first change (a chunk of its own, so
 * that the first visit's JavaScript stays small); `CartContext.tsx` uses it.
 */
import { MutationObserver, QueryClient } from "@tanstack/react-query"
import type { CartView } from "./model.ts"

const scope = { id: "cart" }
const changeKey = ["cart", "change"] as const

/** A cart the server kept as it was, because the change did not fit. */
export const refused = (view: CartView | undefined): boolean => view !== undefined && view.notices.some((notice) => notice === "cartFull" || notice === "storedCartFull")

export const makeCartScope = () => {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false, networkMode: "always" } } })
  const cache = client.getMutationCache()
  const changes = new MutationObserver<CartView, unknown, () => Promise<CartView>>(client, { mutationKey: changeKey, scope, mutationFn: (run) => run() })
  const waits = new MutationObserver<boolean, unknown, number>(client, {
    mutationKey: ["cart", "wait"],
    scope,
    // The changes before this one in the scope have settled; those asked for since wait behind it.
    mutationFn: async (from) =>
      !cache
        .findAll({ mutationKey: changeKey })
        .some((m) => m.mutationId >= from && (m.state.status === "error" || (m.state.status === "success" && refused(m.state.data as CartView))))
  })
  return {
    /** Changes on their way (running or waiting their turn). */
    changing: (): number => client.isMutating({ mutationKey: changeKey }),
    /** Runs `run` when the changes before it have settled; its answer is what `run` answered. */
    change: (run: () => Promise<CartView>): Promise<CartView> => changes.mutate(run),
    /** Settles once every change asked for until now has; false when one of them failed or was refused. */
    afterChanges: (): Promise<boolean> => {
      const pending = cache.findAll({ mutationKey: changeKey, status: "pending" })
      return waits.mutate(Math.min(Number.MAX_SAFE_INTEGER, ...pending.map((m) => m.mutationId)))
    },
    /** Calls `listener` whenever a change starts, waits or settles. */
    subscribe: (listener: () => void): (() => void) => cache.subscribe(listener),
  }
}

export type CartScope = ReturnType<typeof makeCartScope>
