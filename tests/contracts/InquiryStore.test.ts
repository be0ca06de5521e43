/** The InquiryStore contract against the in-memory test layer and the SQL adapter on every engine. */
import { Layer } from "effect"
import { InquiryStore } from "@shop/core"
import { AccountsMemory } from "@shop/core/accounts/memory"
import * as InquiryStoreSql from "@shop/adapters/sql/InquiryStoreSql"
import { TestUsersMemory, onEngine } from "../database/accounts.ts"
import { engines } from "../database/engines.ts"
import { suite } from "./InquiryStore.contract.ts"

suite("InquiryStore.layerTest", () => Layer.mergeAll(InquiryStore.layerTest, TestUsersMemory.pipe(Layer.provide(AccountsMemory.layer))))
for (const engine of engines) suite(`InquiryStoreSql on ${engine.name}`, () => onEngine(engine, InquiryStoreSql.layer))
