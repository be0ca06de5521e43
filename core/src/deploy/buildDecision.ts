/**
 * The deployment check's decision without Schema, for browser code (spec §4): `buildCheck.ts`
 * decodes the manifest with the BuildManifest schema, which would put effect into the page's
 * first-load JavaScript. The manifest is read by hand here with the same rules (an `id` of 1 to
 * 100 characters and a string `builtAt`); a property test keeps both decisions equal.
 */

/** How often the client polls `builds/latest.json`. */
export const BUILD_CHECK_INTERVAL_MS = 60_000
/** No reload is offered within this time after the last reload (a stale cache could make it loop). */
export const RELOAD_GUARD_MS = 10_000

export type BuildCheckDecision = "current" | "offerReload" | "guarded"

/** The build id of a manifest as the BuildManifest schema accepts it, or null when unreadable. */
export const manifestBuildId = (latest: unknown): string | null => {
  if (typeof latest !== "object" || latest === null || Array.isArray(latest)) return null
  const { id, builtAt } = latest as { readonly id?: unknown; readonly builtAt?: unknown }
  if (typeof id !== "string" || typeof builtAt !== "string") return null
  // The schema counts string length in UTF-16 code units, as `length` does.
  return id.length >= 1 && id.length <= 100 ? id : null
}

/**
 * What to do after a poll, given the latest build's id (null: the manifest was unreadable):
 * nothing when it is the running build or unknown, offer a reload when it differs, but stay
 * quiet within the guard after a reload.
 */
export const decideLatestBuild = (
  runningBuildId: string,
  latestBuildId: string | null,
  lastReloadAt: number | null,
  now: number,
): BuildCheckDecision => {
  if (latestBuildId === null || latestBuildId === runningBuildId) return "current"
  if (lastReloadAt !== null && now - lastReloadAt < RELOAD_GUARD_MS) return "guarded"
  return "offerReload"
}

/** `decideBuildCheck` of `buildCheck.ts` for the browser: the manifest as fetched (parsed JSON). */
export const decideBuildCheckPlain = (
  runningBuildId: string,
  latest: unknown,
  lastReloadAt: number | null,
  now: number,
): BuildCheckDecision => decideLatestBuild(runningBuildId, manifestBuildId(latest), lastReloadAt, now)
