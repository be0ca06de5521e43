/** Article groups from the content system (content type `article-group`), keyed by group key. */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { ArticleGroup } from "../catalogue/articleGroup.ts"
import type { InfrastructureError } from "../errors/errors.ts"

export class ArticleGroups extends Context.Service<
  ArticleGroups,
  {
    /** The groups with these keys; unknown keys are simply absent from the map. */
    readonly byKeys: (keys: ReadonlyArray<string>) => Effect.Effect<ReadonlyMap<string, ArticleGroup>, InfrastructureError>
  }
>()("shop/content/ArticleGroups") {
  /** These groups, already resolved (names in both languages, option or null). */
  static readonly layerTest = (groups: ReadonlyArray<ArticleGroup>) => {
    const byKey = new Map(groups.map((group) => [group.key, group]))
    return Layer.succeed(
      ArticleGroups,
      ArticleGroups.of({
        byKeys: (keys) => Effect.sync(() => new Map(keys.flatMap((key) => (byKey.has(key) ? [[key, byKey.get(key)!] as const] : [])))),
      }),
    )
  }
}
