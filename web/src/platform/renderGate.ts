/**
 * Page renders, a few at a time in the order they asked (server.ts: a guest's page once its
 * loaders are done; API routes and files never wait here).
 *
 * A render is a few milliseconds of CPU with a few awaits in between. Requests start one per turn of
 * the event loop (turns.ts), but a page whose loaders wait for I/O (content, the database)
 * renders when its answer comes, and answers that come together would render together: fifty
 * started at once interleave at every await, each finishes late and some very late (uncached
 * catalogue at 50 connections, before the turns: single answers after 1 to 3 s, p99 two to six
 * times the median). Admitted in order, a render waits for the ones ahead of it and no longer.
 * Four slots measured better than one (`RENDER_CONCURRENCY` changes it).
 */
import { Effect, Semaphore } from "effect"
import { countSetting } from "./countSetting.ts"

export interface RenderGate {
  readonly run: <A>(render: () => Promise<A>) => Promise<A>
  /** Renders in progress and renders waiting for a slot. */
  readonly load: () => { readonly running: number; readonly waiting: number }
}

/**
 * On Effect's Semaphore, one permit a slot. It admits in the order renders asked (a newcomer
 * does not overtake one that waits), and hands a freed slot on through Effect's scheduler, in the
 * next turn of the event loop: started at once, renders that await nothing slow would otherwise
 * follow one another in one chain of microtasks, and no connection would be read meanwhile.
 */
export const makeRenderGate = (slots: number): RenderGate => {
  const semaphore = Semaphore.makeUnsafe(slots)
  let running = 0
  let waiting = 0
  return {
    run: <A>(render: () => Promise<A>) => {
      waiting++
      const admitted = Effect.suspend(() => {
        waiting--
        running++
        // The render's own error, as it was: the page handler maps it.
        return Effect.tryPromise({ try: render, catch: (error) => error })
      }).pipe(Effect.ensuring(Effect.sync(() => void running--)))
      return Effect.runPromise(semaphore.withPermit(admitted))
    },
    load: () => ({ running, waiting }),
  }
}

export const DEFAULT_RENDER_SLOTS = 4

/** `RENDER_CONCURRENCY`: renders in progress at once in each server process (default 4). */
export const renderSlotsFrom = (value: string | undefined): number => countSetting("RENDER_CONCURRENCY", value, DEFAULT_RENDER_SLOTS)
