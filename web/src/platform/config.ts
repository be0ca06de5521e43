/**
 * The web server's own configuration (`.env`, documented in `.env.example`), read with effect's
 * Config when the runtime builds its layer; every value has a default, so a fresh clone runs.
 */
import { Config, Context, Effect, Layer } from "effect"
import { SalesMailboxConfig } from "@shop/adapters/config"
import { Language } from "@shop/core/i18n/schema"

/** Spec §2: the language of a redirect when the browser names none the shop speaks. */
export const DefaultLanguageConfig = Config.schema(Language, "DEFAULT_LANGUAGE").pipe(Config.withDefault("de" as const))

/** Optional public origin for canonical links (`https://shop.example.at`); else the request's origin. */
export const SiteUrlConfig = Config.String("SITE_URL").pipe(
  Config.withDefault(""),
  Config.map((url) => url.replace(/\/+$/, "")),
)

/**
 * Behind a reverse proxy or CDN that sets `X-Forwarded-For` (`TRUST_PROXY=true`), the client's
 * address is read from it (contact-form rate limit, analytics); otherwise from the connection.
 */
export const TrustProxyConfig = Config.Boolean("TRUST_PROXY").pipe(Config.withDefault(false))

export class WebConfig extends Context.Service<
  WebConfig,
  {
    /** Redirects and pages outside `/de/` and `/en/` when the browser names no shop language. */
    readonly defaultLanguage: Language
    /** The public origin without a trailing slash, or "" for the request's own origin. */
    readonly siteUrl: string
    /** Whether the client's address is the first `X-Forwarded-For` entry. */
    readonly trustProxy: boolean
    /** Where contact-form messages go. */
    readonly salesMailbox: string
  }
>()("shop/web/WebConfig") {
  /** From the runtime's ConfigProvider (the process environment with `.env`). */
  static readonly layer = Layer.effect(
    WebConfig,
    Effect.gen(function* () {
      return WebConfig.of({
        defaultLanguage: yield* DefaultLanguageConfig,
        siteUrl: yield* SiteUrlConfig,
        trustProxy: yield* TrustProxyConfig,
        salesMailbox: yield* SalesMailboxConfig,
      })
    }),
  )
}
