/**
 * The worker threads the adapters start, for the two bundlers (web/vite.config.ts, cli/build.ts).
 * The module that starts a thread holds a marker line, `undefined // <marker>`, which a bundle
 * replaces with the URL of the thread's entry; run from source, the module finds its `.ts` entry
 * itself. Paths are from the repository's root.
 */
export const workerThreads = [
  { entry: "adapters/src/pdf/worker.ts", startedBy: "adapters/src/pdf/workerPool.ts", marker: "shop:pdf-worker", fileName: "pdf-worker.mjs" },
  { entry: "adapters/src/sql/pgliteThreadMain.ts", startedBy: "adapters/src/sql/pgliteThread.ts", marker: "shop:database-thread", fileName: "database-thread.mjs" },
] as const
