/**
 * The MailQueue contract against the in-memory test layer (with CartRequests.layerTest, which
 * queues the mails) and the SQL adapters on every engine; and for SQL, that two queues over one
 * database (two server processes) never lease one mail twice.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { CartRequests, MailQueue } from "@shop/core"
import { AccountsMemory } from "@shop/core/accounts/memory"
import * as CartRequestsSql from "@shop/adapters/sql/CartRequestsSql"
import * as MailQueueSql from "@shop/adapters/sql/MailQueueSql"
import { TestUsers, TestUsersMemory, onEngine } from "../database/accounts.ts"
import { engines } from "../database/engines.ts"
import { newRequest, requestKey, requestMails } from "./CartRequests.contract.ts"
import { suite } from "./MailQueue.contract.ts"

suite("MailQueue.layerTest", () => Layer.mergeAll(MailQueue.layerTest, CartRequests.layerTest, TestUsersMemory.pipe(Layer.provide(AccountsMemory.layer))))
for (const engine of engines) {
  suite(`MailQueueSql on ${engine.name}`, () => onEngine(engine, Layer.mergeAll(MailQueueSql.layer, CartRequestsSql.layer)))

  describe(`MailQueueSql on ${engine.name}`, { timeout: 120_000 }, () => {
    it.effect("two queues over one database (server processes) lease every mail to exactly one", () =>
      Effect.gen(function* () {
        const first = yield* MailQueueSql.make
        const second = yield* MailQueueSql.make
        const requests = yield* CartRequests
        const { id: uid } = yield* (yield* TestUsers).create()
        for (let i = 0; i < 8; i++) yield* requests.record(uid, requestKey(), newRequest(uid), requestMails)
        const drain = (queue: typeof first) =>
          Effect.gen(function* () {
            const taken: Array<number> = []
            for (let round = 0; round < 100; round++) {
              const claims = yield* queue.claim(2, 600)
              if (claims.length === 0) return taken
              taken.push(...claims.map((claim) => claim.id))
            }
            return taken
          })
        const [a, b] = yield* Effect.all([drain(first), drain(second)], { concurrency: "unbounded" })
        const leased = [...a!, ...b!]
        expect(leased).toHaveLength(16)
        expect(new Set(leased).size).toBe(16)
      }).pipe(Effect.provide(onEngine(engine, CartRequestsSql.layer)), Effect.scoped),
    )
  })
}
