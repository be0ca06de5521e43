/**
 * `npm run bench`, the accounts: a logged-in visitor's stored cart read and add with 50 concurrent
 * visitors, on PGlite and (when DATABASE_URL is set) on PostgreSQL, beside the guest cookie cart in
 * the same run, and the login at the stored bcrypt cost. The use cases run on the real adapters
 * (the SQL stores acting as the user under row level security, the embedded Auth); the web layer
 * around them is the same for guests and users and is measured by tests/bench/web.ts.
 * Prints a table and writes JSON to bench/results/. Figures are reported, never asserted.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Effect, Layer, Schema } from "effect"
import { Auth, type CartItem, Mailer, type ProductId, addToGuest, decodeCartCookie, emptyGuestCart, encodeCartCookie } from "@shop/core"
import { addToStoredCart, storedCartState } from "@shop/core/accounts/cart"
import { BCRYPT_COST } from "@shop/core/accounts/policy"
import { CartStore } from "@shop/core"
import * as AuthEmbedded from "@shop/adapters/auth-embedded/AuthEmbedded"
import { storesLayer } from "@shop/adapters/sql/databaseLayer"
import { Database } from "@shop/adapters/sql/Database"
import { engines } from "../database/engines.ts"

const root = fileURLToPath(new URL("../../", import.meta.url))
const quick = process.argv.includes("--quick")
const VISITORS = 50
const ROUNDS = quick ? 4 : 20
const LOGINS = quick ? 5 : 20

interface Row {
  readonly name: string
  readonly p50Ms: number
  readonly p99Ms: number
  readonly perSecond: number
  readonly samples: number
}
const rows: Array<Row> = []

const percentile = (sorted: ReadonlyArray<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

/** Runs `op` for each of 50 visitors at once, `rounds` times each; latencies of every call. */
const concurrently = <E, R>(name: string, op: (visitor: number) => Effect.Effect<unknown, E, R>, rounds = ROUNDS) =>
  Effect.gen(function* () {
    const latencies: Array<number> = []
    const started = performance.now()
    yield* Effect.forEach(
      Array.from({ length: VISITORS }, (_, i) => i),
      (visitor) =>
        Effect.gen(function* () {
          for (let round = 0; round < rounds; round++) {
            const t0 = performance.now()
            yield* op(visitor)
            latencies.push(performance.now() - t0)
          }
        }),
      { concurrency: "unbounded", discard: true },
    )
    const seconds = (performance.now() - started) / 1000
    latencies.sort((a, b) => a - b)
    rows.push({ name, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), perSecond: latencies.length / seconds, samples: latencies.length })
  })

const item = (n: number) => ({ productId: (n % 2 === 0 ? "WS-0612-40" : "WS-0608-35") as ProductId, accessories: [], amount: 1 as CartItem["amount"] })

const createUsers = (count: number, cost: number) =>
  Effect.gen(function* () {
    const db = yield* Database
    return yield* db
      .withOwnerTransaction((tx) =>
        tx.rows(
          Schema.Struct({ id: Schema.String, email: Schema.String }),
          `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
           select 'bench.' || n || '.' || $2 || '@example.at', extensions.crypt('Schaltschrank-2026', extensions.gen_salt('bf', $3::int)), now(),
                  '{"userLang":"de","mailTemplate":"de","firstname":"Anna","lastname":"Huber","company":"Bench GmbH","country":"AT"}'::jsonb
           from generate_series(1, $1::int) n returning id::text, email`,
          [count, Math.random().toString(36).slice(2, 8), cost],
        ),
      )
      .pipe(Effect.orDie)
  })

const perEngine = Effect.fn("bench.accounts")(function* (engineName: string) {
  const users = yield* createUsers(VISITORS, 4)
  const store = yield* CartStore
  for (const [i, user] of users.entries()) yield* addToStoredCart(user.id, item(i))
  yield* concurrently(`stored cart read (lines + state), ${engineName}`, (v) => Effect.all([store.list(users[v]!.id), storedCartState(users[v]!.id)]))
  yield* concurrently(`stored cart add (one transaction, merge rule), ${engineName}`, (v) => addToStoredCart(users[v]!.id, item(v + 1)))
  const [loginUser] = yield* createUsers(1, BCRYPT_COST)
  const auth = yield* Auth
  const logins: Array<number> = []
  for (let i = 0; i < LOGINS; i++) {
    const t0 = performance.now()
    yield* auth.signIn(loginUser!.email, "Schaltschrank-2026")
    logins.push(performance.now() - t0)
  }
  logins.sort((a, b) => a - b)
  rows.push({ name: `login (bcrypt cost ${BCRYPT_COST}), ${engineName}`, p50Ms: percentile(logins, 50), p99Ms: percentile(logins, 99), perSecond: 1000 / percentile(logins, 50), samples: logins.length })
})

for (const engine of engines) {
  const layer = Layer.mergeAll(storesLayer, AuthEmbedded.layer({ jwtSecret: new TextEncoder().encode("bench-secret-".repeat(4)) })).pipe(
    Layer.provideMerge(engine.database()),
    Layer.provide(Mailer.layerTest),
  )
  await Effect.runPromise(Effect.scoped(Effect.provide(perEngine(engine.name), layer)))
}

// The guest cookie cart: decode the cookie, add by the same rule, encode it again (what a request does).
let cookie = encodeCartCookie(emptyGuestCart)
await Effect.runPromise(
  concurrently("guest cookie cart add (decode, merge, encode)", (v) =>
    Effect.map(addToGuest(decodeCartCookie(cookie).cart, item(v)), (cart) => {
      cookie = encodeCartCookie(cart)
    }),
  ),
)
await Effect.runPromise(concurrently("guest cookie cart read (decode)", () => Effect.sync(() => decodeCartCookie(cookie))))

const fmt = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(0))
console.log(`\nAccounts (${VISITORS} concurrent visitors, ${ROUNDS} calls each)`)
console.table(rows.map((r) => ({ benchmark: r.name, "p50 ms": fmt(r.p50Ms), "p99 ms": fmt(r.p99Ms), "per s": fmt(r.perSecond), samples: r.samples })))
mkdirSync(`${root}bench/results`, { recursive: true })
const file = `${root}bench/results/accounts-${new Date().toISOString().replace(/[:.]/g, "-")}.json`
writeFileSync(file, `${JSON.stringify({ node: process.version, rows }, null, 2)}\n`)
console.log(`written: ${file}`)
