/**
 * Deployment check (spec §4): the client polls `builds/latest.json` and offers a reload when a
 * new build is live. The reload guard keeps a page from reloading again within 10 s of the last
 * reload (a stale cache could otherwise make it loop).
 *
 * The browser runs this, so it is Schema-free (Schema would put effect into the page's first-load
 * JavaScript): the manifest is read by hand, an `id` of 1 to 100 characters and a string `builtAt`.
 */

/** How often the client polls `builds/latest.json`. */
export const BUILD_CHECK_INTERVAL_MS = 60_000
/** No reload is offered within this time after the last reload (a stale cache could make it loop). */
export const RELOAD_GUARD_MS = 10_000

export type BuildCheckDecision = "current" | "offerReload" | "guarded"

/** The build id of a manifest (parsed JSON), or null when it is unreadable. */
export const manifestBuildId = (latest: unknown): string | null => {
  if (typeof latest !== "object" || latest === null || Array.isArray(latest)) return null
  const { id, builtAt } = latest as { readonly id?: unknown; readonly builtAt?: unknown }
  if (typeof id !== "string" || typeof builtAt !== "string") return null
  // Length in UTF-16 code units, as `length` counts.
  return id.length >= 1 && id.length <= 100 ? id : null
}

/**
 * What to do after a poll of the latest manifest (parsed JSON): nothing when it names the running
 * build or is unreadable, offer a reload when it names another, but stay quiet within the guard
 * after a reload.
 */
export const decideBuildCheck = (
  runningBuildId: string,
  latest: unknown,
  lastReloadAt: number | null,
  now: number,
): BuildCheckDecision => {
  const latestBuildId = manifestBuildId(latest)
  if (latestBuildId === null || latestBuildId === runningBuildId) return "current"
  if (lastReloadAt !== null && now - lastReloadAt < RELOAD_GUARD_MS) return "guarded"
  return "offerReload"
}
