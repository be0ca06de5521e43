/**
 * The outbox worker inside the web server (issue 9): a fiber for the life of the server's layer,
 * delivering queued mails (`runMailWorker`). `MAIL_WORKER=false` turns it off (another process
 * delivers); several server processes may run it at once: claims never overlap. It starts with the
 * server's runtime (built at `npm start`'s readiness check, else by the first request), once the
 * database is open: PostgreSQL at once,
 * an embedded PGlite that already holds a database 5 s later, a fresh one on the first request that
 * needs it (a queued mail left by a stopped server goes out once the database is next opened).
 */
import { Config, Effect, Layer } from "effect"
import { defaultMailWorkerOptions, runMailWorker } from "@shop/core"
import { DatabaseOpened } from "../sql/lazyDatabase.ts"

export const MailWorkerEnabledConfig = Config.Boolean("MAIL_WORKER").pipe(Config.withDefault(true))

/** Needs MailQueue, Mailer, FileStore and DatabaseOpened. */
export const mailWorkerLayer = Layer.effectDiscard(
  Effect.gen(function* () {
    if (!(yield* MailWorkerEnabledConfig)) return
    const opened = yield* DatabaseOpened
    yield* Effect.forkScoped(Effect.andThen(opened.await, runMailWorker(defaultMailWorkerOptions)))
  }),
)
