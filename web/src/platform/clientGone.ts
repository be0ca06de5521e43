/**
 * Whether a request failed because its client went away before the answer (a closed tab, a
 * cancelled prefetch): reading it then fails with Node's "aborted" (ECONNRESET) or an AbortError.
 * Only with the request's own signal aborted: an upstream call's timeout (an AbortError too) while
 * the visitor still waits is a real failure, answered and logged as one.
 */
export const clientGone = (request: Request, error: unknown): boolean =>
  request.signal.aborted && error instanceof Error && (error.name === "AbortError" || (error as NodeJS.ErrnoException).code === "ECONNRESET")
