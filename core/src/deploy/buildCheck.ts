/**
 * Deployment check (spec §4): the client polls `builds/latest.json` and offers a reload when a
 * new build is live. The reload guard keeps a page from reloading again within 10 s of the last
 * reload (a stale cache could otherwise make it loop). The decision itself is Schema-free in
 * `buildDecision.ts`, so browser code can use it; this module decodes the manifest with Schema.
 */
import { Schema } from "effect"
import { type BuildCheckDecision, decideLatestBuild } from "./buildDecision.ts"

export { BUILD_CHECK_INTERVAL_MS, type BuildCheckDecision, RELOAD_GUARD_MS } from "./buildDecision.ts"

export const BuildManifest = Schema.Struct({
  /** Identifier of the build, unique per deployment. */
  id: Schema.String.pipe(Schema.check(Schema.isMinLength(1), Schema.isMaxLength(100))),
  /** ISO time of the build. */
  builtAt: Schema.String,
})
export type BuildManifest = typeof BuildManifest.Type

/**
 * What to do after a poll: nothing when the build is the running one (or the manifest is
 * unreadable), offer a reload when it differs, but stay quiet within the guard after a reload.
 */
export const decideBuildCheck = (
  runningBuildId: string,
  latest: unknown,
  lastReloadAt: number | null,
  now: number,
): BuildCheckDecision => {
  const manifest = Schema.decodeUnknownOption(BuildManifest)(latest)
  return decideLatestBuild(runningBuildId, manifest._tag === "None" ? null : manifest.value.id, lastReloadAt, now)
}
