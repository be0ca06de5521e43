/** How the Storyblok adapter reads its configuration, and how the content adapters are picked. */
import { describe, expect, it } from "@effect/vitest"
import { ConfigProvider, Effect, Layer, Logger, Option, Redacted } from "effect"
import { Content, ContentControl } from "@shop/core"
import { contentLayer } from "../src/contentLayer.ts"
import * as StoryblokApi from "../src/storyblok/StoryblokApi.ts"
import { ContentCacheConfig, StoryblokSettingsConfig, StoryblokTokenConfig, endpointFor } from "../src/storyblok/config.ts"

const parse = <A>(config: { readonly parse: (provider: ConfigProvider.ConfigProvider) => Effect.Effect<A, unknown> }, env: Record<string, string>) =>
  config.parse(ConfigProvider.fromEnvRecord(env))

describe("Storyblok configuration", () => {
  it("endpoints always name the API version", () => {
    expect(endpointFor("eu", "")).toBe("https://api.storyblok.com/v2")
    expect(endpointFor("us", "")).toBe("https://api-us.storyblok.com/v2")
    expect(endpointFor("eu", "http://127.0.0.1:8080/")).toBe("http://127.0.0.1:8080/v2")
    expect(endpointFor("eu", "https://cdn.example.at/v2/")).toBe("https://cdn.example.at/v2")
  })

  it.effect("defaults: published, eu, no preview token, no webhook secret; the token only when not empty", () =>
    Effect.gen(function* () {
      const settings = yield* parse(StoryblokSettingsConfig, {})
      expect(settings.version).toBe("published")
      expect(settings.endpoint).toBe("https://api.storyblok.com/v2")
      expect(settings.editorOrigin).toBe("https://app.storyblok.com")
      expect((yield* parse(StoryblokSettingsConfig, { STORYBLOK_REGION: "us" })).editorOrigin).toBe("https://app-us.storyblok.com")
      expect(Option.isNone(settings.previewToken) && Option.isNone(settings.webhookSecret)).toBe(true)
      expect(Option.isNone(yield* parse(StoryblokTokenConfig, { STORYBLOK_TOKEN: "" }))).toBe(true)
      expect(Option.map(yield* parse(StoryblokTokenConfig, { STORYBLOK_TOKEN: "abc" }), Redacted.value)).toEqual(Option.some("abc"))
      expect(yield* parse(ContentCacheConfig, {})).toEqual({ ttlSeconds: 300, timeoutMillis: 2000 })
    }),
  )

  it.effect("refuses an unknown version or region and an endpoint that is not http(s)", () =>
    Effect.gen(function* () {
      for (const env of [{ STORYBLOK_VERSION: "latest" }, { STORYBLOK_REGION: "eu-central" }, { STORYBLOK_ENDPOINT: "api.storyblok.com" }]) {
        expect((yield* Effect.result(parse(StoryblokSettingsConfig, env)))._tag, JSON.stringify(env)).toBe("Failure")
      }
    }),
  )

  it.effect("without STORYBLOK_TOKEN the embedded content files answer, with no previews and every webhook refused", () =>
    Effect.gen(function* () {
      const services = yield* Layer.build(contentLayer.pipe(Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord({})))))
      const content = Effect.provide(Content, Layer.succeedContext(services))
      const control = yield* Effect.provide(ContentControl, Layer.succeedContext(services))
      expect((yield* (yield* content).story("imprint", "de", false))?.content.title).toBe("Impressum")
      expect(yield* control.isPreview(new URLSearchParams({ "_storyblok_tk[token]": "x" }))).toBe(false)
      expect(yield* control.webhook("{}", "0".repeat(40))).toBe("refused")
    }),
  )

  it.effect("a missing token is logged as an error (the client, and the pick of the content files when other Storyblok settings are set)", () =>
    Effect.gen(function* () {
      const logged: Array<{ readonly level: string; readonly message: string }> = []
      const record = Logger.layer([Logger.make(({ logLevel, message }) => void logged.push({ level: logLevel, message: String(message) }))])
      const env = ConfigProvider.layer(ConfigProvider.fromEnvRecord({ STORYBLOK_WEBHOOK_SECRET: "s" }))
      yield* Layer.build(StoryblokApi.layerConfig().pipe(Layer.provide(env))).pipe(Effect.provide(record))
      yield* Layer.build(contentLayer.pipe(Layer.provide(env))).pipe(Effect.provide(record))
      const errors = logged.filter((entry) => entry.level === "Error" && entry.message.includes("STORYBLOK_TOKEN is missing"))
      expect(errors).toHaveLength(2)
    }),
  )
})
