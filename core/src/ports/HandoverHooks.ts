/**
 * The addresses a logged-in user's carts may be handed back to (issue 26: IDS-Connect `hookurl`,
 * OCI `HOOK_URL`), as the account holder sets them in my info. Always scoped to one user; an empty
 * list (the default) allows every http(s) address. Entries are kept as `normaliseAllowedHook`
 * writes them (handover/hookUrl.ts), at most `MAX_ALLOWED_HOOKS`.
 */
import { Context, Effect, Layer, Ref } from "effect"
import { InfrastructureError } from "../errors/errors.ts"
import { MAX_ALLOWED_HOOKS } from "../handover/hookUrl.ts"

export class HandoverHooks extends Context.Service<
  HandoverHooks,
  {
    /** The user's list, in the order set; empty when none was set. */
    readonly get: (uid: string) => Effect.Effect<ReadonlyArray<string>, InfrastructureError>
    /** Replaces the user's list (an empty list allows every address again). */
    readonly set: (uid: string, hooks: ReadonlyArray<string>) => Effect.Effect<void, InfrastructureError>
  }
>()("shop/database/HandoverHooks") {
  /** In memory: for tests, and the reference the contract suite holds adapters to. */
  static readonly layerTest = Layer.effect(
    HandoverHooks,
    Effect.map(Ref.make(new Map<string, ReadonlyArray<string>>()), (lists) =>
      HandoverHooks.of({
        get: (uid) => Effect.map(Ref.get(lists), (map) => map.get(uid) ?? []),
        set: (uid, hooks) =>
          hooks.length > MAX_ALLOWED_HOOKS
            ? Effect.fail(new InfrastructureError({ system: "database", reason: `more than ${MAX_ALLOWED_HOOKS} hook addresses` }))
            : Ref.update(lists, (map) => new Map(map).set(uid, [...hooks])),
      }),
    ),
  )
}
