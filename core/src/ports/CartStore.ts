/** The server-side cart of a logged-in user (spec §7 cart table), always scoped to one user. */
import { Context, type Effect } from "effect"
import type { CartItem } from "../cart/model.ts"
import type { InfrastructureError } from "../errors/errors.ts"

export class CartStore extends Context.Service<
  CartStore,
  {
    /** select where uid equals the user id. */
    readonly list: (uid: string) => Effect.Effect<ReadonlyArray<CartItem>, InfrastructureError>
    /** upsert one item (insert or replace by id). */
    readonly upsert: (uid: string, item: CartItem) => Effect.Effect<void, InfrastructureError>
    /** delete where uid and id match. */
    readonly remove: (uid: string, id: string) => Effect.Effect<void, InfrastructureError>
  }
>()("shop/database/CartStore") {}
