/**
 * Pages rendered from content another server process learned to be old: when a content webhook
 * taken by another process (or machine) has dropped this process's content cache
 * (ContentControl.droppedElsewhere, read from the shared database), the page cache is dropped too.
 */
import { Effect, Stream } from "effect"
import { ContentControl } from "@shop/core"
import { dropPages } from "./pageCache.ts"

const following = { started: false }

/** Starts following once per process; later calls return at once. */
export const followContentChanges = (): void => {
  if (following.started) return
  following.started = true
  // Imported here: the runtime is built on first use, not by the request middleware's module.
  void import("./runtime.ts").then(({ runtime }) =>
    runtime.runFork(
      Effect.gen(function* () {
        const control = yield* ContentControl
        yield* Stream.runForEach(control.droppedElsewhere, () => Effect.sync(dropPages))
      }).pipe(Effect.catchCause((cause) => Effect.logError("following content changes failed", cause))),
    ),
  )
}
