/**
 * Storyblok's Content Delivery API v2 through `storyblok-js-client`, shared by the Content and
 * ArticleGroups adapters (one client, so one rate limit). What the client does itself: at most
 * `rateLimit` requests per second (5, or 3 with an OAuth token, spec §9), a 429 retried up to
 * 10 times 300 ms apart, relations and links of an answer resolved in batches of 50 uuids. What
 * this module adds: the `cv` (content version) of the last answer sent with the next request and
 * dropped by `resetCv` (a webhook), every other non-2xx answer as an InfrastructureError keeping
 * its status, every answer decoded with Schema before it goes further.
 */
import StoryblokClient, { type ISbStoriesParams } from "storyblok-js-client"
import { Context, Effect, Layer, Option, Redacted, Ref, Schema } from "effect"
import { InfrastructureError } from "@shop/core"
import { type StoryblokSettings, StoryblokSettingsConfig, StoryblokTokenConfig } from "./config.ts"
import { StoryData } from "./story.ts"

export { StoryData } from "./story.ts"

export const SYSTEM = "Storyblok"
/**
 * Spec §9: requests per second with a delivery token. The spec's other figures (3 a second, API
 * version 1) belong to an OAuth token, storyblok-js-client's Management API mode: the shop only
 * reads published and draft content, with delivery and preview tokens, and never uses it.
 */
export const RATE_LIMIT = 5
/** Spec §8: a 429 is retried this often, this far apart. */
export const MAX_RETRIES = 10
export const RETRY_DELAY_MILLIS = 300
/** Spec §9: entries per page of a listing. */
export const PER_PAGE = 25


const Cv = { cv: Schema.optionalKey(Schema.Number) }
export const StoryAnswer = Schema.Struct({ story: StoryData, ...Cv })
export const StoriesAnswer = <S extends Schema.Top>(story: S) => Schema.Struct({ stories: Schema.Array(story), ...Cv })

/** One answer: its decoded body and the paging headers (`total`, `per-page`) when sent. */
export interface Answer<A> {
  readonly data: A
  readonly total: number | undefined
  readonly perPage: number | undefined
}

/** The client's rejection: a non-2xx answer (`status`) or a network fault (message only). */
interface ClientFailure {
  readonly status?: number
  readonly message?: string
}

const statusOf = (failure: unknown): number | undefined => {
  const status = (failure as ClientFailure | null)?.status
  return typeof status === "number" ? status : undefined
}

const headerNumber = (headers: unknown, name: string): number | undefined => {
  const value = (headers as Record<string, unknown> | undefined)?.[name]
  const parsed = typeof value === "string" ? Number.parseInt(value, 10) : Number.NaN
  return Number.isFinite(parsed) ? parsed : undefined
}

export type Params = Omit<ISbStoriesParams, "token" | "cv" | "version"> & { readonly token?: string }

export class StoryblokApi extends Context.Service<
  StoryblokApi,
  {
    readonly settings: Omit<StoryblokSettings, "token">
    /** GET `path` (without leading slash) in `version`; null on a 404 when `notFound` is "null". */
    readonly get: <S extends Schema.Top>(
      path: string,
      params: Params,
      version: "published" | "draft",
      schema: S,
    ) => Effect.Effect<Answer<S["Type"]> | null, InfrastructureError, S["DecodingServices"]>
    /** Forget the content version: the next request asks for the newest content. */
    readonly resetCv: Effect.Effect<void>
  }
>()("shop/storyblok/StoryblokApi") {}

export interface ClientOptions {
  /** Only for tests that must not wait 300 ms per retry. */
  readonly retriesDelayMillis?: number
}

export const make = (settings: StoryblokSettings, options: ClientOptions = {}) =>
  Effect.gen(function* () {
    const client = new StoryblokClient({
      accessToken: Redacted.value(settings.token),
      endpoint: settings.endpoint,
      version: settings.version,
      rateLimit: RATE_LIMIT,
      maxRetries: MAX_RETRIES,
      retriesDelay: options.retriesDelayMillis ?? RETRY_DELAY_MILLIS,
      // No cache in the client (the content cache sits in front of the port), and `cv` is sent by us.
      cache: { clear: "manual", cv: "manual" },
    })
    const cv = yield* Ref.make<number | undefined>(undefined)
    const previewToken = Option.map(settings.previewToken, Redacted.value)

    const get = <S extends Schema.Top>(path: string, params: Params, version: "published" | "draft", schema: S) =>
      Effect.gen(function* () {
        const known = yield* Ref.get(cv)
        const query: ISbStoriesParams = {
          ...params,
          version,
          // Drafts need the preview token; published answers are cached by Storyblok's CDN per `cv`.
          ...(version === "draft" && Option.isSome(previewToken) ? { token: previewToken.value } : {}),
          ...(version === "published" && known !== undefined ? { cv: known } : {}),
        }
        const result = yield* Effect.tryPromise({ try: () => client.get(path, query), catch: (failure) => failure }).pipe(
          Effect.map((answer) => Option.some(answer)),
          Effect.catch((failure) => {
            const status = statusOf(failure)
            if (status === 404) return Effect.succeed(Option.none())
            const reason =
              status === undefined
                ? `GET ${path}: ${(failure as ClientFailure | null)?.message ?? String(failure)}`
                : `GET ${path} answered ${status}${status === 429 ? ` after ${MAX_RETRIES} retries` : ""}`
            return Effect.fail(new InfrastructureError({ system: SYSTEM, reason, cause: failure }))
          }),
        )
        if (Option.isNone(result)) return null
        const data = yield* Schema.decodeUnknownEffect(schema)(result.value.data).pipe(
          Effect.mapError((error) => new InfrastructureError({ system: SYSTEM, reason: `GET ${path}: unexpected answer: ${error.message}`, cause: error })),
        )
        const answerCv = (result.value.data as { cv?: unknown } | undefined)?.cv
        if (version === "published" && typeof answerCv === "number") yield* Ref.set(cv, answerCv)
        return {
          data,
          total: headerNumber(result.value.headers, "total"),
          perPage: headerNumber(result.value.headers, "per-page"),
        } satisfies Answer<S["Type"]>
      })

    return StoryblokApi.of({ settings, get, resetCv: Ref.set(cv, undefined) })
  })

/** From the configuration; without `STORYBLOK_TOKEN` an error is logged and every call fails. */
export const layerConfig = (options: ClientOptions = {}) =>
  Layer.effect(
    StoryblokApi,
    Effect.gen(function* () {
      const settings = yield* StoryblokSettingsConfig
      const token = yield* StoryblokTokenConfig
      if (Option.isNone(token)) yield* Effect.logError("Storyblok: STORYBLOK_TOKEN is missing; content cannot be read")
      return yield* make({ ...settings, token: Option.getOrElse(token, () => Redacted.make("")) }, options)
    }),
  )
