/** The SavedCarts contract against the in-memory test layer and the SQL adapter on every engine (PGlite; PostgreSQL with DATABASE_URL). */
import { Layer } from "effect"
import { SavedCarts } from "@shop/core/ports/SavedCarts"
import { AccountsMemory } from "@shop/core/accounts/memory"
import * as SavedCartsSql from "@shop/adapters/sql/SavedCartsSql"
import { TestUsersMemory, onEngine } from "../database/accounts.ts"
import { engines } from "../database/engines.ts"
import { suite } from "./SavedCarts.contract.ts"

suite("SavedCarts.layerTest", () => Layer.mergeAll(SavedCarts.layerTest, TestUsersMemory.pipe(Layer.provide(AccountsMemory.layer))))
for (const engine of engines) suite(`SavedCartsSql on ${engine.name}`, () => onEngine(engine, SavedCartsSql.layer))
