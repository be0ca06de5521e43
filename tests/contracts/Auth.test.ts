/**
 * The Auth contract against the in-memory test layer and the embedded adapter (accounts in the
 * database) on every engine: PGlite, and PostgreSQL with DATABASE_URL. The embedded adapter hashes
 * with bcrypt cost 4 here for speed; tests/database/auth.test.ts checks the default cost of 10.
 */
import { randomBytes } from "node:crypto"
import { Layer } from "effect"
import { Auth, Mailer } from "@shop/core"
import * as AuthEmbedded from "@shop/adapters/auth-embedded/AuthEmbedded"
import { engines } from "../database/engines.ts"
import { suite } from "./Auth.contract.ts"

suite("Auth.layerTest", () => Auth.layerTest.pipe(Layer.provideMerge(Mailer.layerTest)))
for (const engine of engines) {
  suite(`AuthEmbedded on ${engine.name}`, () =>
    AuthEmbedded.layer({ jwtSecret: new Uint8Array(randomBytes(32)), bcryptCost: 4 }).pipe(
      Layer.provideMerge(Mailer.layerTest),
      Layer.provide(engine.database()),
    ),
  )
}
