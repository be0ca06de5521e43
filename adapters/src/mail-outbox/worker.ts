/**
 * The outbox worker inside the web server (issue 9): a fiber for the life of the server's layer,
 * delivering queued mails (`runMailWorker`). `MAIL_WORKER=false` turns it off (another process
 * delivers); several server processes may run it at once: claims never overlap.
 */
import { Config, Effect, Layer } from "effect"
import { defaultMailWorkerOptions, runMailWorker } from "@shop/core"

export const MailWorkerEnabledConfig = Config.Boolean("MAIL_WORKER").pipe(Config.withDefault(true))

/** Needs MailQueue, Mailer and FileStore. */
export const mailWorkerLayer = Layer.effectDiscard(
  Effect.gen(function* () {
    if (!(yield* MailWorkerEnabledConfig)) return
    yield* Effect.forkScoped(runMailWorker(defaultMailWorkerOptions))
  }),
)
