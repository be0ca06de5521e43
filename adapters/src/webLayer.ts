/**
 * What the web server needs: the cart's ports (catalogue, article groups, archiver), content
 * (pages and settings from Storyblok when STORYBLOK_TOKEN is set, behind the content cache, else
 * the content files; previews and webhooks), the documents (PDF renderer, file store, datasheet job),
 * mail (contact form, account mails), analytics (forwarded only when an endpoint is configured),
 * and the accounts: the database (stored carts, profiles, inquiries, the rate limits shared by
 * every server process) and the auth — each from the configuration, embedded defaults otherwise.
 */
import { Config, Effect, Layer, Option, Redacted } from "effect"
import * as AuthEmbedded from "./auth-embedded/AuthEmbedded.ts"
import * as AuthSupabase from "./auth-supabase/AuthSupabase.ts"
import { accountsLayerWith } from "./sql/databaseLayer.ts"
import { contentLayerFor } from "./contentLayer.ts"
import { ContentChanges, DatasheetJobCounter } from "@shop/core"
import { Database } from "./sql/Database.ts"
import * as ContentChangesSql from "./sql/ContentChangesSql.ts"
import * as DatasheetJobCounterSql from "./sql/DatasheetJobCounterSql.ts"
import * as AnalyticsPlausible from "./analytics-plausible/AnalyticsPlausible.ts"
import { AnalyticsEndpointConfig, MailOutboxConfig } from "./config.ts"
import { documentsLayer } from "./documentsLayer.ts"
import { cartLayer, type CatalogueOverrides } from "./layers.ts"
import * as MailerOutbox from "./mail-outbox/MailerOutbox.ts"
import * as MailerSmtp from "./mail-smtp/MailerSmtp.ts"

/** SMTP when `SMTP_URL` is set, else `.eml` files in `MAIL_OUTBOX`. */
const mailerLayer = Layer.unwrap(
  Effect.gen(function* () {
    const smtp = yield* Config.option(Config.Redacted("SMTP_URL"))
    if (Option.isSome(smtp) && Redacted.value(smtp.value).trim() !== "") return MailerSmtp.layer(smtp.value)
    return MailerOutbox.layer(yield* MailOutboxConfig)
  }),
)

/**
 * Accounts: Supabase Auth when `SUPABASE_ANON_KEY` is set (with `SUPABASE_URL`), else the embedded
 * Auth in the same database. Stores and rate limits live in the database either way (PGlite under
 * `SHOP_DATA_DIR`, or PostgreSQL at `DATABASE_URL`), so all server processes share them.
 */
const accountsLayer = Layer.unwrap(
  Effect.map(Config.option(Config.String("SUPABASE_ANON_KEY")), (anonKey) =>
    accountsLayerWith(Option.isSome(anonKey) && anonKey.value !== "" ? AuthSupabase.layerConfig : AuthEmbedded.layerConfig),
  ),
).pipe(Layer.provideMerge(mailerLayer))

/**
 * What every server process must see alike: in the database when it is PostgreSQL (several
 * processes or machines share it), in this process for the embedded PGlite, which one process
 * holds (reading the engine does not open it).
 */
const sharedStateLayer = Layer.unwrap(
  Effect.map(Effect.service(Database), (db) =>
    db.engine === "postgres"
      ? Layer.merge(ContentChangesSql.layer, DatasheetJobCounterSql.layer)
      : Layer.merge(ContentChanges.layerMemory, DatasheetJobCounter.layerMemory),
  ),
)

export const webLayer = (overrides: CatalogueOverrides = {}) =>
  documentsLayer.pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        cartLayer(overrides),
        contentLayerFor(sharedStateLayer),
        Layer.unwrap(Effect.map(AnalyticsEndpointConfig, (endpoint) => AnalyticsPlausible.layer(endpoint))),
        sharedStateLayer,
      ),
    ),
    Layer.provideMerge(accountsLayer),
  )
