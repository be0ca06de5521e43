/**
 * ContentControl for Storyblok: a preview is the visual editor's signed query (checked with
 * `STORYBLOK_PREVIEW_TOKEN`), shown in a frame of the region's editor; a webhook is accepted when its `webhook-signature` is the HMAC-SHA1
 * of the body with `STORYBLOK_WEBHOOK_SECRET`, and then drops the content cache and the `cv`.
 * The webhook is published as a content change (ContentChanges); when other processes publish too
 * (a shared database), this process watches the version and drops its cache when it moves.
 */
import { Clock, Duration, Effect, Layer, Option, PubSub, Redacted, Schedule, Stream } from "effect"
import { ContentChanges, ContentControl } from "@shop/core"
import { ContentCache } from "../content-cache/ContentCache.ts"
import { isValidPreview, isValidWebhookSignature } from "./signatures.ts"
import { StoryblokApi } from "./StoryblokApi.ts"

/** How often a process reads the shared version: the most a page can lag behind another process's webhook. */
export const CHECK_EVERY = Duration.seconds(1)

export const layerNoDeps = Layer.effect(
  ContentControl,
  Effect.gen(function* () {
    const api = yield* StoryblokApi
    const cache = yield* ContentCache
    const changes = yield* ContentChanges
    const dropped = yield* PubSub.unbounded<void>()
    const drop = Effect.andThen(api.resetCv, cache.invalidate)
    /** The version this process's cache reflects. */
    let seen = 0
    if (changes.shared) {
      seen = yield* changes.latest.pipe(Effect.orElseSucceed(() => 0))
      const check = Effect.gen(function* () {
        const latest = yield* changes.latest
        if (latest === seen) return
        seen = latest
        yield* drop
        yield* PubSub.publish(dropped, undefined)
      })
      // Logged once when reading starts failing and once when it works again, not every second.
      let failing = false
      const logged = check.pipe(
        Effect.tap(() => (failing ? Effect.sync(() => (failing = false)).pipe(Effect.andThen(Effect.logInfo("content changes are read again"))) : Effect.void)),
        Effect.catch((e) => (failing ? Effect.void : Effect.sync(() => (failing = true)).pipe(Effect.andThen(Effect.logWarning("content changes could not be read", e.message))))),
      )
      yield* Effect.forkScoped(Effect.repeat(logged, Schedule.spaced(CHECK_EVERY)))
    }
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
        const published = yield* changes.publish.pipe(
          Effect.catch((e) => Effect.as(Effect.logWarning("content change not published to the other processes", e.message), null)),
        )
        // Its own change: the next check does not drop the cache a second time (another process's
        // change published meanwhile leaves a gap, and the check still drops for it).
        if (published === seen + 1) seen = published
        yield* drop
        return "accepted" as const
      }),
      droppedElsewhere: Stream.fromPubSub(dropped),
    })
  }),
)
