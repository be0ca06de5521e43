/**
 * Pages rendered from content another server process learned to be old: when a content webhook
 * taken by another process (or machine) has dropped this process's content cache
 * (ContentControl.droppedElsewhere, read from the shared database), the page cache is dropped too,
 * for as long as the runtime lives (a fiber in its scope).
 */
import { Effect, Layer, Stream } from "effect"
import { ContentControl } from "@shop/core"
import { dropPages } from "./pageCache.ts"

export const followContentChangesLayer = Layer.effectDiscard(
  Effect.gen(function* () {
    const control = yield* ContentControl
    yield* Effect.forkScoped(Stream.runForEach(control.droppedElsewhere, () => Effect.sync(dropPages)))
  }),
)
