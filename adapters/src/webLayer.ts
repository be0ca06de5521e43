/**
 * What the web server needs: the cart's ports (catalogue, article groups, archiver), content
 * (settings for navigation and footer), the documents (PDF renderer, file store, datasheet job),
 * mail (contact form), analytics (forwarded only when an endpoint is configured) and the rate
 * limits (contact form) — each from the configuration, embedded defaults otherwise.
 */
import { Effect, Layer } from "effect"
import { RateLimiter } from "@shop/core"
import * as ContentFiles from "./content-files/ContentFiles.ts"
import * as AnalyticsPlausible from "./analytics-plausible/AnalyticsPlausible.ts"
import { AnalyticsEndpointConfig, ContentDirConfig, MailOutboxConfig } from "./config.ts"
import { documentsLayer } from "./documentsLayer.ts"
import { cartLayer, type CatalogueOverrides } from "./layers.ts"
import * as MailerOutbox from "./mail-outbox/MailerOutbox.ts"

/**
 * The web server's rate limits (the contact form's 5 an hour per client). The one place that
 * provides RateLimiter: for now the port's in-memory layer, counting per server process; the
 * database-backed adapter replaces it here, so that every server process counts together.
 */
const rateLimiterLayer = RateLimiter.layerTest

export const webLayer = (overrides: CatalogueOverrides = {}) =>
  documentsLayer.pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        cartLayer(overrides),
        Layer.unwrap(Effect.map(ContentDirConfig, (dir) => ContentFiles.layer(dir))),
        Layer.unwrap(Effect.map(MailOutboxConfig, (dir) => MailerOutbox.layer(dir))),
        Layer.unwrap(Effect.map(AnalyticsEndpointConfig, (endpoint) => AnalyticsPlausible.layer(endpoint))),
        rateLimiterLayer,
      ),
    ),
  )
