/** Article groups from the content system (content type `article-group`), keyed by group key. */
import { Context, type Effect } from "effect"
import type { ArticleGroup } from "../catalogue/articleGroup.ts"
import type { InfrastructureError } from "../errors/errors.ts"

export class ArticleGroups extends Context.Service<
  ArticleGroups,
  {
    /** The groups with these keys; unknown keys are simply absent from the map. */
    readonly byKeys: (keys: ReadonlyArray<string>) => Effect.Effect<ReadonlyMap<string, ArticleGroup>, InfrastructureError>
  }
>()("shop/content/ArticleGroups") {}
