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
import { countSetting } from "./countSetting.ts"

export interface RenderGate {
  readonly run: <A>(render: () => Promise<A>) => Promise<A>
  /** Renders in progress and renders waiting for a slot. */
  readonly load: () => { readonly running: number; readonly waiting: number }
}

export const makeRenderGate = (slots: number): RenderGate => {
  let running = 0
  const waiting: Array<() => void> = []
  // A finished render hands its slot to the longest waiting one, so a newcomer cannot overtake it,
  // and in the next turn of the event loop: started at once, renders that await nothing slow
  // would follow one another in one chain of microtasks, and no connection would be read meanwhile.
  const release = () => {
    const next = waiting.shift()
    if (next) setImmediate(next)
    else running--
  }
  return {
    run: async (render) => {
      if (running < slots) running++
      else await new Promise<void>((resolve) => waiting.push(resolve))
      try {
        return await render()
      } finally {
        release()
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  }
}

export const DEFAULT_RENDER_SLOTS = 4

/** `RENDER_CONCURRENCY`: renders in progress at once in each server process (default 4). */
export const renderSlotsFrom = (value: string | undefined): number => countSetting("RENDER_CONCURRENCY", value, DEFAULT_RENDER_SLOTS)
