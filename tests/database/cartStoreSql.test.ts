/**
 * What the SQL CartStore does beyond its contract: a stored line that does not decode (only a user
 * writing their own rows through the API makes one) is left out of the answer, by `list` and by
 * `modify`, instead of locking the user out of their cart.
 */
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { CartStore, type ProductId } from "@shop/core"
import * as CartStoreSql from "@shop/adapters/sql/CartStoreSql"
import { Database } from "@shop/adapters/sql/Database"
import { claimsOf } from "@shop/adapters/sql/rows"
import { TestUsers, onEngine } from "./accounts.ts"
import { engines } from "./engines.ts"

for (const engine of engines) {
  layer(onEngine(engine, CartStoreSql.layer), { timeout: 120_000 })(`CartStoreSql on ${engine.name}`, (it) => {
    it.effect("leaves a line that does not decode out of list and modify, keeping the others", () =>
      Effect.gen(function* () {
        const store = yield* CartStore
        const db = yield* Database
        const { id: uid } = yield* Effect.flatMap(TestUsers, (users) => users.create())
        yield* store.upsert(uid, { id: "1", productId: "ws-0612-40" as ProductId, accessories: [], amount: 2 })
        // The table takes any product id of up to 100 characters; the core's ProductId does not.
        yield* db.withUserTransaction(claimsOf(uid), (tx) =>
          tx.query("insert into public.cart (id, product_id, accessories, amount) values ('2', 'not a product id!', '[]'::jsonb, 1)"),
        )
        expect((yield* store.list(uid)).map((line) => line.id)).toEqual(["1"])
        const seen = yield* store.modify(uid, (cart) => ({ result: cart.items.map((line) => line.id) }))
        expect(seen).toEqual(["1"])
      }),
    )
  })
}
