/**
 * A story as Storyblok's delivery API answers it (only what the shop reads is checked): the
 * Storyblok adapter decodes the API's answers with it, the content-files adapter the stored ones.
 */
import { Schema } from "effect"

export const StoryData = Schema.Struct({
  id: Schema.Number,
  uuid: Schema.String,
  name: Schema.String,
  slug: Schema.String,
  full_slug: Schema.String,
  default_full_slug: Schema.optionalKey(Schema.NullOr(Schema.String)),
  translated_slugs: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.Struct({ lang: Schema.String, path: Schema.String })))),
  content: Schema.Record(Schema.String, Schema.Unknown),
  published_at: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export type StoryData = typeof StoryData.Type
