/**
 * `npm run bench`, the cart requests (issue 9): a request end to end on the server side — the
 * share string priced, the cart PDF rendered and stored, the inquiry and its two mails committed in
 * one transaction — p50 from the call until the answer; then the outbox worker delivering the queued
 * mails (to the in-memory Mailer, so the figure is the worker and the database, not an SMTP server),
 * in mails per second. On PGlite and, when DATABASE_URL is set, PostgreSQL. Reported, never asserted.
 */
import { randomUUID } from "node:crypto"
import { mkdirSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Effect, Layer } from "effect"
import { FileStore, Mailer, deliverDueMails, encodeShareString, percent, sendCartRequest } from "@shop/core"
import { cartLayer } from "@shop/adapters/layers"
import * as PdfRendererPdfmake from "@shop/adapters/pdf/PdfRendererPdfmake"
import { storesLayer } from "@shop/adapters/sql/databaseLayer"
import { TestUsers, onEngine } from "../database/accounts.ts"
import { engines } from "../database/engines.ts"

const root = fileURLToPath(new URL("../../", import.meta.url))
const REQUESTS = process.argv.includes("--quick") ? 10 : 40

const payload = {
  encodedShoppingCart: encodeShareString({
    items: [
      { productId: "WS-0612-40" as never, accessories: [], amount: 2 },
      { productId: "WS-0608-35" as never, accessories: [], amount: 1 },
    ],
    company: "",
    discount: percent(1000),
    projectId: "AW-2",
  }),
  csvContent: "",
  // The server's own figures for this cart (cents), so no mismatch is logged.
  totalPrice: 141631,
  totalDiscountedPrice: 127468,
}

const rows: Array<{ readonly name: string; readonly figure: string }> = []

const perEngine = Effect.fn("bench.inquiries")(function* (engineName: string) {
  const users = yield* TestUsers
  const latencies: Array<number> = []
  let user = { id: "", email: "" }
  for (let i = 0; i < REQUESTS; i++) {
    // A user may send 20 requests an hour (CART_REQUESTS_PER_USER): a new one every 10.
    if (i % 10 === 0) user = yield* users.create({ metadata: { company: "Bench GmbH" } })
    const { id: uid, email } = user
    const t0 = performance.now()
    yield* sendCartRequest({ uid, email, key: randomUUID(), payload, lang: "de", salesMailbox: "vertrieb@example.at" })
    latencies.push(performance.now() - t0)
  }
  latencies.sort((a, b) => a - b)
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]!.toFixed(0)
  rows.push({ name: `send request, commit until answer, ${engineName}`, figure: `p50 ${at(50)} ms, p99 ${at(99)} ms (${REQUESTS} requests, PDF included)` })
  const t0 = performance.now()
  let delivered = 0
  for (;;) {
    const n = yield* deliverDueMails({ batch: 10, leaseSeconds: 60, backoffSeconds: 0, maxBackoffSeconds: 0, idle: "10 millis" })
    if (n === 0) break
    delivered += n
  }
  const seconds = (performance.now() - t0) / 1000
  rows.push({ name: `outbox worker, ${engineName}`, figure: `${(delivered / seconds).toFixed(0)} mails/s (${delivered} mails in ${seconds.toFixed(2)} s)` })
})

for (const engine of engines) {
  const layer = Layer.mergeAll(onEngine(engine, storesLayer), FileStore.layerTest, Mailer.layerTest, cartLayer(), PdfRendererPdfmake.layer)
  await Effect.runPromise(Effect.scoped(Effect.provide(perEngine(engine.name), layer)))
}

console.log("\nCart requests")
console.table(rows)
mkdirSync(`${root}bench/results`, { recursive: true })
const file = `${root}bench/results/inquiries-${new Date().toISOString().replace(/[:.]/g, "-")}.json`
writeFileSync(file, `${JSON.stringify({ node: process.version, rows }, null, 2)}\n`)
console.log(`written: ${file}`)
