/**
 * The web server's own configuration (`.env`, documented in `.env.example`), read with effect's
 * Config when the runtime builds its layer; every value has a default, so a fresh clone runs.
 */
import { Config, Context, Effect, Layer, Schema } from "effect"
import { SalesMailboxConfig } from "@shop/adapters/config"
import { Language } from "@shop/core/i18n/schema"
import { parseTrustedHops } from "./forwarded.ts"

/** Spec §2: the language of a redirect when the browser names none the shop speaks. */
export const DefaultLanguageConfig = Config.schema(Language, "DEFAULT_LANGUAGE").pipe(Config.withDefault("de" as const))

/** Optional public origin for canonical links (`https://shop.example.at`); else the request's origin. */
export const SiteUrlConfig = Config.String("SITE_URL").pipe(
  Config.withDefault(""),
  Config.map((url) => url.replace(/\/+$/, "")),
)

/** The shared domain of the language cookie (`example-enclosures.at`, spec §9); empty: this host only. */
export const LangCookieDomainConfig = Config.schema(
  Schema.String.pipe(Schema.check(Schema.isPattern(/^$|^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/))),
  "LANG_COOKIE_DOMAIN",
).pipe(Config.withDefault(""))

/**
 * The origin of the links in mails (confirmation, reset, e-mail change): `SITE_URL`, else this
 * server on localhost, which is right for `npm start` on one's own machine. Never the request's
 * `Host`: anyone can send one, and a reset link to their own site would hand them the token.
 */
export const MailOriginConfig = Config.all({ site: SiteUrlConfig, port: Config.Int("PORT").pipe(Config.withDefault(3000)) }).pipe(
  Config.map(({ site, port }) => site || `http://localhost:${port}`),
)

/**
 * Behind a reverse proxy or CDN that appends to `X-Forwarded-For` (`TRUST_PROXY=true`, or the
 * number of proxies in front), the client's address is read from it (rate limits, analytics);
 * otherwise from the connection.
 */
export const TrustedHopsConfig = Config.String("TRUST_PROXY").pipe(
  Config.withDefault("false"),
  Config.map(parseTrustedHops),
)

const trustedHops = Effect.flatMap(TrustedHopsConfig, (hops) =>
  hops === undefined
    ? Effect.die(new Error("TRUST_PROXY: expected true, false or the number of proxies in front"))
    : Effect.succeed({ trustProxy: hops > 0, trustedHops: hops }),
)

export class WebConfig extends Context.Service<
  WebConfig,
  {
    /** Redirects and pages outside `/de/` and `/en/` when the browser names no shop language. */
    readonly defaultLanguage: Language
    /** The public origin without a trailing slash, or "" for the request's own origin. */
    readonly siteUrl: string
    /** The origin of the links in mails (see MailOriginConfig). */
    readonly mailOrigin: string
    /** The language cookie's shared domain, or "" for this host only. */
    readonly langCookieDomain: string
    /** Whether a proxy in front sets `X-Forwarded-For` and `X-Forwarded-Proto`. */
    readonly trustProxy: boolean
    /** How many proxies in front append to `X-Forwarded-For` (0 without `TRUST_PROXY`). */
    readonly trustedHops: number
    /** Where contact-form messages go. */
    readonly salesMailbox: string
  }
>()("shop/web/WebConfig") {
  /** From the runtime's ConfigProvider (the process environment with `.env`). */
  static readonly layer = Layer.effect(
    WebConfig,
    Effect.gen(function* () {
      const siteUrl = yield* SiteUrlConfig
      // Anyone can send a Host header: a public server names its own origin.
      const mode = yield* Config.String("NODE_ENV").pipe(Config.withDefault(""))
      if (siteUrl === "" && mode !== "development" && mode !== "test") {
        yield* Effect.logWarning("SITE_URL is not set: canonical links, the sitemap and robots.txt name whatever host a request names; set it for a public deployment")
      }
      return WebConfig.of({
        defaultLanguage: yield* DefaultLanguageConfig,
        siteUrl,
        mailOrigin: yield* MailOriginConfig,
        langCookieDomain: yield* LangCookieDomainConfig,
        ...(yield* trustedHops),
        salesMailbox: yield* SalesMailboxConfig,
      })
    }),
  )
}
