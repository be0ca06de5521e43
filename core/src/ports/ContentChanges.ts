/**
 * The content system's changes as every server process sees them: a process that accepts a
 * webhook `publish`es it, and the others compare `latest` with the version they saw and drop their
 * cached content when it moved. In memory (`layerMemory`) for one process; in the database
 * (adapters/src/sql/ContentChangesSql.ts) when several processes or machines share it.
 */
// Subpath imports: the CLI's CSV export reaches this module and must not load effect's index.
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Ref from "effect/Ref"
import type { InfrastructureError } from "../errors/errors.ts"

export class ContentChanges extends Context.Service<
  ContentChanges,
  {
    /** Whether other processes may publish here too (then it is worth watching `latest`). */
    readonly shared: boolean
    /** Records a change (an accepted webhook); answers the new version. */
    readonly publish: Effect.Effect<number, InfrastructureError>
    /** The version of the last change, 0 before any. */
    readonly latest: Effect.Effect<number, InfrastructureError>
  }
>()("shop/content/ContentChanges") {
  /** One process: nobody else publishes. */
  static readonly layerMemory = Layer.effect(
    ContentChanges,
    Effect.map(Ref.make(0), (version) =>
      ContentChanges.of({ shared: false, publish: Ref.updateAndGet(version, (n) => n + 1), latest: Ref.get(version) }),
    ),
  )
}
