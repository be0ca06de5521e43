/** The ProfileStore contract against the in-memory test layer and the SQL adapter on every engine. */
import { Layer } from "effect"
import { ProfileStore } from "@shop/core"
import * as ProfileStoreSql from "@shop/adapters/sql/ProfileStoreSql"
import { TestUsersMemory, onEngine } from "../database/accounts.ts"
import { engines } from "../database/engines.ts"
import { suite } from "./ProfileStore.contract.ts"

suite("ProfileStore.layerTest", () => TestUsersMemory.pipe(Layer.provideMerge(ProfileStore.layerTest)))
for (const engine of engines) suite(`ProfileStoreSql on ${engine.name}`, () => onEngine(engine, ProfileStoreSql.layer))
