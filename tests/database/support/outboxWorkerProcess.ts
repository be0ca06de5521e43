/**
 * One round of the outbox worker in a process of its own, delivering into the `.eml` outbox, for
 * tests/database/mailOutboxKill.test.ts. `OUTBOX_DATABASE` is a PGlite data folder or a PostgreSQL
 * URL, `OUTBOX_FOLDER` the outbox; with `OUTBOX_KILL_AT=step:n` the process kills itself (SIGKILL,
 * nothing flushed or closed) when the outbox first reports `step` (see `OutboxStep`) for the n-th
 * mail of the round.
 */
import { Effect, Layer, Redacted } from "effect"
import { FileStore, deliverDueMails } from "@shop/core"
import { Database } from "@shop/adapters/sql/Database"
import * as MailQueueSql from "@shop/adapters/sql/MailQueueSql"
import * as MailerOutbox from "@shop/adapters/mail-outbox/MailerOutbox"

const database = process.env["OUTBOX_DATABASE"] ?? ""
const folder = process.env["OUTBOX_FOLDER"] ?? ""
if (database === "" || folder === "") throw new Error("OUTBOX_DATABASE and OUTBOX_FOLDER are required")

const [killStep, killAt] = (process.env["OUTBOX_KILL_AT"] ?? "").split(":")
let delivered = 0
const onStep = (step: MailerOutbox.OutboxStep) => {
  if (step === killStep && delivered === Number(killAt ?? "1") - 1) process.kill(process.pid, "SIGKILL")
  if (step === "delivered") delivered++
}

const databaseLayer = /^postgres(ql)?:/.test(database)
  ? Database.layerPostgres(Redacted.make(database), { max: 2, migrate: false })
  : Database.layerPglite({ dataDir: database, migrate: false })

const layer = Layer.mergeAll(MailQueueSql.layer.pipe(Layer.provide(databaseLayer)), MailerOutbox.layer(folder, { onStep }), FileStore.layerTest)

await Effect.runPromise(
  deliverDueMails({ batch: 10, leaseSeconds: 600, backoffSeconds: 0, maxBackoffSeconds: 0, idle: "10 millis" }).pipe(Effect.provide(layer), Effect.scoped),
)
