/**
 * A cache in front of any Content adapter, stale-while-revalidate: a published page or settings
 * story younger than `ttl` is answered from memory; an older one is answered at once and fetched
 * again in the background; after `invalidate` (a webhook) the next request fetches fresh but
 * waits at most `timeout`. Whenever the content system is slow (past `timeout`), down or answers
 * an error, visitors get the last good answer, logged; only a page never fetched can fail.
 * Drafts (previews) are never cached. Not-found answers are cached too; at most `maxEntries`
 * answers are kept, the oldest dropped first.
 */
import { Clock, Context, Duration, Effect, Exit, Layer, Option, Ref } from "effect"
import { Content, type InfrastructureError, type Language, type Story } from "@shop/core"

export interface CacheOptions {
  /** How long an answer is fresh. */
  readonly ttl: Duration.Input
  /** How long a request waits for the content system when it has an older answer to fall back on. */
  readonly timeout: Duration.Input
  readonly maxEntries?: number
}

export const defaultOptions: CacheOptions = { ttl: Duration.minutes(5), timeout: Duration.seconds(2), maxEntries: 5000 }

/** The cache's handle for webhooks. */
export class ContentCache extends Context.Service<
  ContentCache,
  {
    /** Every answer is fetched again before it is served fresh; the old ones stay as the fallback. */
    readonly invalidate: Effect.Effect<void>
  }
>()("shop/content-cache/ContentCache") {}

interface Entry {
  readonly value: Story | null
  readonly at: number
  readonly generation: number
}

/** Wraps the Content it is given; provides Content (cached) and ContentCache. */
export const layer = (options: CacheOptions = defaultOptions) =>
  Layer.effectContext(
    Effect.gen(function* () {
      const upstream = yield* Content
      const scope = yield* Effect.scope
      const ttl = Duration.toMillis(Duration.fromInputUnsafe(options.ttl))
      const timeout = Duration.fromInputUnsafe(options.timeout)
      const maxEntries = options.maxEntries ?? defaultOptions.maxEntries ?? 5000
      const entries = new Map<string, Entry>()
      const refreshing = new Set<string>()
      const generation = yield* Ref.make(0)

      const store = (key: string, value: Story | null, at: number, gen: number) => {
        entries.delete(key)
        entries.set(key, { value, at, generation: gen })
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
      }

      const fetchAndStore = (key: string, fetch: Effect.Effect<Story | null, InfrastructureError>, gen: number) =>
        Effect.gen(function* () {
          const value = yield* fetch
          // A webhook during the fetch: this answer may be older than the change; keep it as the fallback only.
          const current = yield* Ref.get(generation)
          store(key, value, yield* Clock.currentTimeMillis, current === gen ? gen : -1)
          return value
        })

      const cached = (key: string, fetch: Effect.Effect<Story | null, InfrastructureError>) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const gen = yield* Ref.get(generation)
          const entry = entries.get(key)
          if (entry !== undefined && entry.generation === gen) {
            if (now - entry.at < ttl) return entry.value
            if (!refreshing.has(key)) {
              refreshing.add(key)
              yield* fetchAndStore(key, fetch, gen).pipe(
                Effect.catch((error) => Effect.logWarning("content cache: revalidation failed, the last good answer stays", { key, error: error.message })),
                Effect.ensuring(Effect.sync(() => refreshing.delete(key))),
                Effect.forkIn(scope),
              )
            }
            return entry.value
          }
          if (entry === undefined) return yield* fetchAndStore(key, fetch, gen)
          // Invalidated: fresh if the content system answers in time, else the last good answer.
          const exit = yield* Effect.exit(fetchAndStore(key, fetch, gen).pipe(Effect.timeoutOption(timeout)))
          if (Exit.isSuccess(exit) && Option.isSome(exit.value)) return exit.value.value
          yield* Effect.logWarning("content cache: the content system is slow or failing, serving the last good answer", {
            key,
            reason: Exit.isSuccess(exit) ? "timeout" : String(Exit.isFailure(exit) ? exit.cause : ""),
          })
          return entry.value
        })

      const content = Content.of({
        settings: (lang: Language) => cached(`settings:${lang}`, upstream.settings(lang)),
        story: (fullSlug: string, lang: Language, draft: boolean) =>
          draft ? upstream.story(fullSlug, lang, true) : cached(`story:${lang}:${fullSlug.replace(/^\/+|\/+$/g, "")}`, upstream.story(fullSlug, lang, false)),
      })
      const cache = ContentCache.of({
        invalidate: Ref.update(generation, (n) => n + 1).pipe(Effect.andThen(Effect.logInfo("content cache: invalidated"))),
      })
      return Context.make(Content, content).pipe(Context.add(ContentCache, cache))
    }),
  )
