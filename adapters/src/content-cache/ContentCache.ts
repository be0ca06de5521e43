/**
 * A cache in front of any Content (and ArticleGroups) adapter, stale-while-revalidate: an answer
 * younger than `ttl` is served from memory; an older one is served at once and fetched again in
 * the background; after `invalidate` (a webhook) the next request fetches fresh but waits at most
 * `timeout`. Whenever the content system is slow (past `timeout`), down or answers an error,
 * visitors get the last good answer, logged; only an answer never fetched can fail. Drafts
 * (previews) are never cached. Not-found answers are cached too; at most `maxEntries` answers are
 * kept, the least recently stored dropped first. A story outside the published pages is not asked
 * for at all (`layerContent`).
 */
import { Clock, Context, Deferred, Duration, Effect, Exit, Layer, Option, Ref } from "effect"
import { ArticleGroups, Content, type Language, type Story, translatedSlug } from "@shop/core"

export interface CacheOptions {
  /** How long an answer is fresh. */
  readonly ttl: Duration.Input
  /** How long a request waits for the content system when it has an older answer to fall back on. */
  readonly timeout: Duration.Input
  readonly maxEntries?: number
}

export const defaultOptions: CacheOptions = { ttl: Duration.minutes(5), timeout: Duration.seconds(2), maxEntries: 5000 }

export class ContentCache extends Context.Service<
  ContentCache,
  {
    /** The answer under `key`: from memory, or from `fetch` as described above. */
    readonly cached: <A, E>(key: string, fetch: Effect.Effect<A, E>) => Effect.Effect<A, E>
    /** Whether an answer is kept under `key` (fresh or not). */
    readonly has: (key: string) => boolean
    /** Every answer is fetched again before it is served fresh; the old ones stay as the fallback. */
    readonly invalidate: Effect.Effect<void>
  }
>()("shop/content-cache/ContentCache") {}

interface Entry {
  readonly value: unknown
  readonly at: number
  readonly generation: number
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** The store, living in the layer's scope (background refreshes too). */
export const layer = (options: CacheOptions = defaultOptions) =>
  Layer.effect(
    ContentCache,
    Effect.gen(function* () {
      const scope = yield* Effect.scope
      const ttl = Duration.toMillis(Duration.fromInputUnsafe(options.ttl))
      const timeout = Duration.fromInputUnsafe(options.timeout)
      const maxEntries = options.maxEntries ?? 5000
      const entries = new Map<string, Entry>()
      const refreshing = new Set<string>()
      const generation = yield* Ref.make(0)

      const fetchAndStore = <A, E>(key: string, fetch: Effect.Effect<A, E>, gen: number) =>
        Effect.gen(function* () {
          const value = yield* fetch
          // A webhook during the fetch: this answer may predate the change; keep it as the fallback only.
          const current = yield* Ref.get(generation)
          entries.delete(key)
          entries.set(key, { value, at: yield* Clock.currentTimeMillis, generation: current === gen ? gen : -1 })
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
          return value
        })

      /**
       * One fetch per key and generation at a time: a request that comes while it runs waits for
       * its answer instead of asking the content system again (a cold start, the first requests
       * after a webhook). It runs in the layer's scope: a caller that gives up does not stop it.
       */
      const inFlight = new Map<string, Deferred.Deferred<unknown, unknown>>()
      const fetchShared = <A, E>(key: string, fetch: Effect.Effect<A, E>, gen: number): Effect.Effect<A, E> =>
        Effect.suspend(() => {
          const flight = `${gen}:${key}`
          const running = inFlight.get(flight) as Deferred.Deferred<A, E> | undefined
          if (running !== undefined) return Deferred.await(running)
          const answer = Deferred.makeUnsafe<A, E>()
          inFlight.set(flight, answer as Deferred.Deferred<unknown, unknown>)
          return fetchAndStore(key, fetch, gen).pipe(
            Effect.exit,
            Effect.flatMap((exit) => Deferred.done(answer, exit)),
            Effect.ensuring(Effect.sync(() => inFlight.delete(flight))),
            Effect.forkIn(scope),
            Effect.andThen(Deferred.await(answer)),
          )
        })

      const cached = <A, E>(key: string, fetch: Effect.Effect<A, E>): Effect.Effect<A, E> =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const gen = yield* Ref.get(generation)
          const entry = entries.get(key)
          if (entry === undefined) return yield* fetchShared(key, fetch, gen)
          const last = entry.value as A
          if (entry.generation === gen) {
            if (now - entry.at < ttl) return last
            if (!refreshing.has(key)) {
              refreshing.add(key)
              yield* fetchAndStore(key, fetch, gen).pipe(
                Effect.catchCause((cause) => Effect.logWarning("content cache: revalidation failed, the last good answer stays", { key, cause })),
                Effect.ensuring(Effect.sync(() => refreshing.delete(key))),
                Effect.forkIn(scope),
              )
            }
            return last
          }
          // Invalidated: fresh if the content system answers in time, else the last good answer.
          const exit = yield* Effect.exit(fetchShared(key, fetch, gen).pipe(Effect.timeoutOption(timeout)))
          if (Exit.isSuccess(exit) && Option.isSome(exit.value)) return exit.value.value
          yield* Effect.logWarning("content cache: the content system is slow or failing, serving the last good answer", {
            key,
            reason: Exit.isSuccess(exit) ? "timeout" : message(exit.cause),
          })
          return last
        })

      return ContentCache.of({
        cached,
        has: (key) => entries.has(key),
        invalidate: Ref.update(generation, (n) => n + 1).pipe(Effect.andThen(Effect.logInfo("content cache: invalidated"))),
      })
    }),
  )

const trimSlashes = (slug: string) => slug.replace(/^\/+|\/+$/g, "")

/** The paths in `lang` of a `pages` answer, worked out once per answer and language. */
const pathsByAnswer = new WeakMap<ReadonlyArray<Story>, Map<Language, ReadonlySet<string>>>()
const pagePaths = (pages: ReadonlyArray<Story>, lang: Language): ReadonlySet<string> => {
  const byLanguage = pathsByAnswer.get(pages) ?? new Map<Language, ReadonlySet<string>>()
  pathsByAnswer.set(pages, byLanguage)
  const paths = byLanguage.get(lang) ?? new Set(pages.map((page) => translatedSlug(page, lang)))
  byLanguage.set(lang, paths)
  return paths
}

/**
 * Content through the cache: wraps the Content it is given. A published story is asked for only
 * when its path is among the published pages (the cached `pages` answer, listed once however many
 * requests wait for it): any other URL is a 404 that costs the content system nothing more, so a
 * crawl of made-up addresses can neither fill the rate-limited queue to Storyblok nor push real
 * pages out of the cache. While the list cannot be had at all, the story is asked for itself.
 */
export const layerContent = Layer.effect(
  Content,
  Effect.gen(function* () {
    const upstream = yield* Content
    const { cached, has } = yield* ContentCache
    const pages = (lang: Language) => cached(`pages:${lang}`, upstream.pages(lang))
    return Content.of({
      settings: (lang: Language, draft = false) => (draft ? upstream.settings(lang, true) : cached(`settings:${lang}`, upstream.settings(lang))),
      story: (fullSlug: string, lang: Language, draft: boolean) => {
        if (draft) return upstream.story(fullSlug, lang, true)
        const slug = trimSlashes(fullSlug)
        const key = `story:${lang}:${slug}`
        const story = cached(key, upstream.story(fullSlug, lang, false))
        // A story kept already was a page: asked again without the list (one wait, not two, when the system is slow).
        if (has(key)) return story
        return pages(lang).pipe(
          Effect.matchEffect({
            onFailure: () => story,
            onSuccess: (published) => (pagePaths(published, lang).has(slug) ? story : Effect.succeed(null)),
          }),
        )
      },
      pages,
    })
  }),
)

/**
 * ArticleGroups through the cache, one entry per group key (an absent group too): a cart with a new
 * combination of known groups is answered from memory, or from each key's last good copy.
 */
export const layerArticleGroups = Layer.effect(
  ArticleGroups,
  Effect.gen(function* () {
    const upstream = yield* ArticleGroups
    const { cached } = yield* ContentCache
    return ArticleGroups.of({
      byKeys: Effect.fn("ArticleGroups.byKeys")(function* (keys: ReadonlyArray<string>) {
        const wanted = [...new Set(keys)]
        // One request for every key not fresh (rate limit): the keys share it, run only if one needs it.
        // Concurrently, so that invalidated keys wait one timeout together, not one each.
        const batch = yield* Effect.cached(upstream.byKeys(wanted))
        const found = yield* Effect.forEach(
          wanted,
          (key) => cached(`article-group:${key}`, Effect.map(batch, (groups) => groups.get(key) ?? null)),
          { concurrency: "unbounded" },
        )
        return new Map(found.flatMap((group, i) => (group === null ? [] : [[wanted[i]!, group] as const])))
      }),
    })
  }),
)
