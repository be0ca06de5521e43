/**
 * ContentControl for Storyblok: a preview is the visual editor's signed query (checked with
 * `STORYBLOK_PREVIEW_TOKEN`), shown in a frame of the region's editor; a webhook is accepted when its `webhook-signature` is the HMAC-SHA1
 * of the body with `STORYBLOK_WEBHOOK_SECRET`, and then drops the content cache and the `cv`.
 */
import { Clock, Effect, Layer, Option, Redacted } from "effect"
import { ContentControl } from "@shop/core"
import { ContentCache } from "../content-cache/ContentCache.ts"
import { isValidPreview, isValidWebhookSignature } from "./signatures.ts"
import { StoryblokApi } from "./StoryblokApi.ts"

export const layerNoDeps = Layer.effect(
  ContentControl,
  Effect.gen(function* () {
    const api = yield* StoryblokApi
    const cache = yield* ContentCache
    const previewToken = Option.map(api.settings.previewToken, Redacted.value)
    const webhookSecret = Option.map(api.settings.webhookSecret, Redacted.value)
    if (Option.isNone(webhookSecret)) yield* Effect.logWarning("Storyblok: STORYBLOK_WEBHOOK_SECRET is not set; webhooks are refused")
    return ContentControl.of({
      isPreview: Effect.fn("ContentControl.isPreview")(function* (query: URLSearchParams) {
        if (Option.isNone(previewToken) || !query.has("_storyblok_tk[token]")) return false
        const valid = isValidPreview(query, previewToken.value, yield* Clock.currentTimeMillis)
        if (!valid) yield* Effect.logWarning("Storyblok: a preview query with an invalid or expired token was refused")
        return valid
      }),
      editorOrigin: Option.isSome(previewToken) ? api.settings.editorOrigin : null,
      webhook: Effect.fn("ContentControl.webhook")(function* (body: string, signature: string | null) {
        if (Option.isNone(webhookSecret) || !isValidWebhookSignature(body, signature, webhookSecret.value)) {
          yield* Effect.logWarning("Storyblok: a webhook with a missing or wrong signature was refused")
          return "refused" as const
        }
        yield* api.resetCv
        yield* cache.invalidate
        return "accepted" as const
      }),
    })
  }),
)
