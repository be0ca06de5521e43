/**
 * Configuration of the Storyblok adapter (see `.env.example`). The adapter is picked when
 * `STORYBLOK_TOKEN` is set; everything else has a safe default.
 */
import * as Config from "effect/Config"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Schema from "effect/Schema"

export const regions = ["eu", "us", "ca", "ap", "cn"] as const
export type Region = (typeof regions)[number]

const HOSTS: Record<Region, string> = {
  eu: "api.storyblok.com",
  us: "api-us.storyblok.com",
  ca: "api-ca.storyblok.com",
  ap: "api-ap.storyblok.com",
  cn: "app.storyblokchina.cn",
}

/** Where each region's visual editor runs: it frames a valid preview (`editorOrigin`). */
const EDITOR_HOSTS: Record<Region, string> = {
  eu: "app.storyblok.com",
  us: "app-us.storyblok.com",
  ca: "app-ca.storyblok.com",
  ap: "app-ap.storyblok.com",
  cn: "app.storyblokchina.cn",
}

/**
 * The client's base URL: an explicit endpoint, or the region's host, always ending in `/v2`
 * (the client appends `/cdn/...` to it as given; without the version every call answers 404).
 */
export const endpointFor = (region: Region, endpoint: string): string => {
  const base = endpoint === "" ? `https://${HOSTS[region]}` : endpoint.replace(/\/+$/, "")
  return /\/v[12]$/.test(base) ? base : `${base}/v2`
}

export interface StoryblokSettings {
  /** The delivery API access token (public or preview). */
  readonly token: Redacted.Redacted<string>
  /** The version visitors see; a valid visual-editor preview asks for draft. */
  readonly version: "published" | "draft"
  /** Base URL ending in `/v2`. */
  readonly endpoint: string
  /** The origin of the region's visual editor, which shows a preview in a frame. */
  readonly editorOrigin: string
  /** Preview token: checks the visual editor's `_storyblok_tk` and reads drafts; none: no previews. */
  readonly previewToken: Option.Option<Redacted.Redacted<string>>
  /** Secret of the webhook's `webhook-signature`; none: webhooks are refused. */
  readonly webhookSecret: Option.Option<Redacted.Redacted<string>>
}

const optionalSecret = (name: string) =>
  Config.option(Config.Redacted(name)).pipe(Config.map(Option.filter((value) => Redacted.value(value) !== "")))

/** `STORYBLOK_TOKEN` when set and not empty. */
export const StoryblokTokenConfig = optionalSecret("STORYBLOK_TOKEN")

export const StoryblokSettingsConfig: Config.Config<Omit<StoryblokSettings, "token">> = Config.all({
  version: Config.schema(Schema.Literals(["published", "draft"]), "STORYBLOK_VERSION").pipe(Config.withDefault("published" as const)),
  region: Config.schema(Schema.Literals(regions), "STORYBLOK_REGION").pipe(Config.withDefault("eu" as const)),
  endpoint: Config.schema(
    Schema.String.pipe(Schema.check(Schema.isPattern(/^(?:https?:\/\/[^\s/]\S*)?$/i))),
    "STORYBLOK_ENDPOINT",
  ).pipe(Config.withDefault("")),
  previewToken: optionalSecret("STORYBLOK_PREVIEW_TOKEN"),
  webhookSecret: optionalSecret("STORYBLOK_WEBHOOK_SECRET"),
}).pipe(
  Config.map(({ region, endpoint, ...rest }) => ({ ...rest, endpoint: endpointFor(region, endpoint), editorOrigin: `https://${EDITOR_HOSTS[region]}` })),
)

/** The content cache: seconds an answer is fresh, milliseconds a request waits when it has an older answer. */
export const ContentCacheConfig = Config.all({
  ttlSeconds: Config.schema(Schema.NumberFromString.pipe(Schema.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))), "CONTENT_CACHE_TTL_SECONDS").pipe(
    Config.withDefault(300),
  ),
  timeoutMillis: Config.schema(Schema.NumberFromString.pipe(Schema.check(Schema.isInt(), Schema.isGreaterThan(0))), "CONTENT_CACHE_TIMEOUT_MS").pipe(
    Config.withDefault(2000),
  ),
})
