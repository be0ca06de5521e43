/** The HandoverHooks contract against the in-memory test layer and the SQL adapter on every engine (PGlite; PostgreSQL with DATABASE_URL). */
import { Layer } from "effect"
import { AccountsMemory } from "@shop/core/accounts/memory"
import { HandoverHooks } from "@shop/core/ports/HandoverHooks"
import * as HandoverHooksSql from "@shop/adapters/sql/HandoverHooksSql"
import { TestUsersMemory, onEngine } from "../database/accounts.ts"
import { engines } from "../database/engines.ts"
import { suite } from "./HandoverHooks.contract.ts"

suite("HandoverHooks.layerTest", () => Layer.mergeAll(HandoverHooks.layerTest, TestUsersMemory.pipe(Layer.provide(AccountsMemory.layer))))
for (const engine of engines) suite(`HandoverHooksSql on ${engine.name}`, () => onEngine(engine, HandoverHooksSql.layer))
