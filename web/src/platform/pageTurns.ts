/**
 * Pages start one per turn of the event loop, in arrival order (start.ts: a page the page cache
 * does not answer; API routes, server functions and files never wait here).
 *
 * Node accepts one new connection per turn of the event loop (libuv gave up accepting in a loop
 * for fairness between processes). Each socket's request, read in the same turn, runs its loaders
 * and often its whole render at once, so under load a turn held 15 to 60 pages, 50 to 200 ms, and
 * fifty visitors connecting at once waited up to 2 to 3.6 s for their first page (uncached
 * catalogue at 50 connections on a busy machine). Started one per turn, a turn is one page long,
 * a few milliseconds, and the slowest first answer stayed near the median
 * (`node tests/bench/web.ts --only=http,uncached`).
 */
export const makePageTurns = (): (() => Promise<void>) => {
  const waiting: Array<() => void> = []
  // Runs in the event loop's check phase; a page let in here runs until it first waits for I/O,
  // and the next one is let in after the loop has polled its sockets again.
  const letNextIn = () => {
    waiting.shift()?.()
    if (waiting.length > 0) setImmediate(letNextIn)
  }
  return () =>
    new Promise<void>((resolve) => {
      if (waiting.push(resolve) === 1) setImmediate(letNextIn)
    })
}

/** This process's turns: resolves when the page may start. */
export const pageTurn = makePageTurns()
