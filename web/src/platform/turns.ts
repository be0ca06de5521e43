/**
 * Requests start one per turn of the event loop, in arrival order (start.ts: pages the page cache
 * does not answer, API routes and server functions; static assets never wait here).
 *
 * Node accepts one new connection per turn of the event loop (libuv gave up accepting in a loop
 * for fairness between processes). Each socket's request, read in the same turn, ran its loaders
 * and often its whole render or database work at once, so under load a turn held 15 to 60
 * requests, 50 to 200 ms, and fifty visitors connecting at once waited up to 2 to 3.6 s for their
 * first answer (uncached catalogue and the contact form's POST at 50 connections on a busy
 * machine). Started one per turn, a turn is one request long, a few milliseconds, and the slowest
 * first answer stays near the median (`node tests/bench/web.ts --only=http,uncached`).
 *
 * Hand-made on purpose: a limiter of one (Effect's Semaphore holding its permit until the next
 * check phase) hands the permit on through a scheduled task of its own, so it lets one request in
 * every second turn, not every turn; the render gate (renderGate.ts), which bounds work, is on it.
 */
export const makeTurns = (): (() => Promise<void>) => {
  const waiting: Array<() => void> = []
  // Runs in the event loop's check phase; a request let in here runs until it first waits for
  // I/O, and the next one is let in after the loop has polled its sockets again.
  const letNextIn = () => {
    waiting.shift()?.()
    if (waiting.length > 0) setImmediate(letNextIn)
  }
  return () =>
    new Promise<void>((resolve) => {
      if (waiting.push(resolve) === 1) setImmediate(letNextIn)
    })
}

/** This process's turns: resolves when the request may start. */
export const nextTurn = makeTurns()
