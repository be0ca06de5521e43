/**
 * What the web server needs: the cart's ports (catalogue, article groups, archiver), content
 * (settings for navigation and footer), the documents (PDF renderer, file store, datasheet job),
 * mail (contact form) and analytics (forwarded only when an endpoint is configured) — each from
 * the configuration, embedded defaults otherwise.
 */
import { Effect, Layer } from "effect"
import * as ContentFiles from "./content-files/ContentFiles.ts"
import * as AnalyticsPlausible from "./analytics-plausible/AnalyticsPlausible.ts"
import { AnalyticsEndpointConfig, ContentDirConfig, MailOutboxConfig } from "./config.ts"
import { documentsLayer } from "./documentsLayer.ts"
import { cartLayer, type CatalogueOverrides } from "./layers.ts"
import * as MailerOutbox from "./mail-outbox/MailerOutbox.ts"

export const webLayer = (overrides: CatalogueOverrides = {}) =>
  documentsLayer.pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        cartLayer(overrides),
        Layer.unwrap(Effect.map(ContentDirConfig, (dir) => ContentFiles.layer(dir))),
        Layer.unwrap(Effect.map(MailOutboxConfig, (dir) => MailerOutbox.layer(dir))),
        Layer.unwrap(Effect.map(AnalyticsEndpointConfig, (endpoint) => AnalyticsPlausible.layer(endpoint))),
      ),
    ),
  )
