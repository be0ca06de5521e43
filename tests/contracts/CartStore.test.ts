/** The CartStore contract against the in-memory test layer and the SQL adapter on every engine (PGlite; PostgreSQL with DATABASE_URL). */
import { Layer } from "effect"
import { CartStore } from "@shop/core"
import { AccountsMemory } from "@shop/core/accounts/memory"
import * as CartStoreSql from "@shop/adapters/sql/CartStoreSql"
import { TestUsersMemory, onEngine } from "../database/accounts.ts"
import { engines } from "../database/engines.ts"
import { suite } from "./CartStore.contract.ts"

suite("CartStore.layerTest", () => Layer.mergeAll(CartStore.layerTest, TestUsersMemory.pipe(Layer.provide(AccountsMemory.layer))))
for (const engine of engines) suite(`CartStoreSql on ${engine.name}`, () => onEngine(engine, CartStoreSql.layer))
