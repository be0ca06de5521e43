/** Content pages and site settings from the headless content system (spec §7 content system). */
import { Context, type Effect } from "effect"
import type { InfrastructureError } from "../errors/errors.ts"
import type { Language } from "../i18n/language.ts"

/** Spec §3 content story, with the page's blocks left for the web layer to render. */
export interface Story {
  readonly id: number
  readonly uuid: string
  readonly name: string
  readonly slug: string
  readonly full_slug: string
  readonly default_full_slug: string | null
  readonly translated_slugs: ReadonlyArray<{ readonly lang: string; readonly path: string }> | null
  readonly content: Readonly<Record<string, unknown>>
}

export class Content extends Context.Service<
  Content,
  {
    /** The `_settings` story (navigation, footer, social links); null when missing (logged). */
    readonly settings: (lang: Language) => Effect.Effect<Story | null, InfrastructureError>
    /** A page by its full slug; null when there is none. */
    readonly story: (fullSlug: string, lang: Language, draft: boolean) => Effect.Effect<Story | null, InfrastructureError>
  }
>()("shop/content/Content") {}
