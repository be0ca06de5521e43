/**
 * Configuration of the web server process: the root `.env` is loaded as the CLI does (variables
 * already set win); the adapters find the repository root and resolve relative locations
 * themselves (`adapters/src/config.ts`), so the server works from any working directory.
 */
import { existsSync } from "node:fs"
import { join } from "node:path"
import { Config, ConfigProvider, Effect } from "effect"
import { repositoryRoot } from "@shop/adapters/config"
import { Language } from "@shop/core/i18n/language"

const envFile = join(repositoryRoot, ".env")
if (existsSync(envFile)) process.loadEnvFile(envFile)

export const configProvider = ConfigProvider.fromEnvRecord({ ...process.env })

/** Spec §2: the language of a redirect when the browser names none the shop speaks. */
export const DefaultLanguageConfig = Config.schema(Language, "DEFAULT_LANGUAGE").pipe(Config.withDefault("de" as const))

/** Optional public origin for canonical links (`https://shop.example.at`); else the request's origin. */
export const SiteUrlConfig = Config.String("SITE_URL").pipe(Config.withDefault(""))

export const defaultLanguage: Language = Effect.runSync(DefaultLanguageConfig.parse(configProvider))
export const siteUrl: string = Effect.runSync(SiteUrlConfig.parse(configProvider)).replace(/\/+$/, "")

/**
 * Behind a reverse proxy or CDN that sets `X-Forwarded-For` (`TRUST_PROXY=true`), the client's
 * address is read from it (contact-form rate limit, analytics); otherwise from the connection.
 */
export const TrustProxyConfig = Config.Boolean("TRUST_PROXY").pipe(Config.withDefault(false))
export const trustProxy: boolean = Effect.runSync(TrustProxyConfig.parse(configProvider))
