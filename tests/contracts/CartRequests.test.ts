/** The CartRequests contract against the in-memory test layer and the SQL adapter on every engine. */
import { Layer } from "effect"
import { CartRequests } from "@shop/core"
import { AccountsMemory } from "@shop/core/accounts/memory"
import * as CartRequestsSql from "@shop/adapters/sql/CartRequestsSql"
import { TestUsersMemory, onEngine } from "../database/accounts.ts"
import { engines } from "../database/engines.ts"
import { suite } from "./CartRequests.contract.ts"

suite("CartRequests.layerTest", () => Layer.mergeAll(CartRequests.layerTest, TestUsersMemory.pipe(Layer.provide(AccountsMemory.layer))))
for (const engine of engines) suite(`CartRequestsSql on ${engine.name}`, () => onEngine(engine, CartRequestsSql.layer))
