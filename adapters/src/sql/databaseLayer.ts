/**
 * The database-backed ports, for the composition root:
 * - `storesLayer`: CartStore, ProfileStore, InquiryStore, SavedCarts, HandoverHooks, CartRequests, MailQueue and RateLimiter over SQL; needs Database.
 * - `accountsLayer`: the same plus the embedded Auth over the same Database (`AUTH_JWT_SECRET`);
 *   needs Mailer. `accountsLayerWith(auth)` takes another Auth layer (Supabase Auth) instead.
 *   The embedded PGlite opens on first use there (`lazyDatabase.ts`), PostgreSQL at the start.
 */
import { Layer } from "effect"
import type { Auth } from "@shop/core"
import * as AuthEmbedded from "../auth-embedded/AuthEmbedded.ts"
import * as CartRequestsSql from "./CartRequestsSql.ts"
import * as CartStoreSql from "./CartStoreSql.ts"
import * as HandoverHooksSql from "./HandoverHooksSql.ts"
import { databaseConfigOnDemand } from "./lazyDatabase.ts"
import * as InquiryStoreSql from "./InquiryStoreSql.ts"
import * as MailQueueSql from "./MailQueueSql.ts"
import * as ProfileStoreSql from "./ProfileStoreSql.ts"
import * as RateLimiterSql from "./RateLimiterSql.ts"
import * as SavedCartsSql from "./SavedCartsSql.ts"

export const storesLayer = Layer.mergeAll(
  CartStoreSql.layer,
  ProfileStoreSql.layer,
  InquiryStoreSql.layer,
  SavedCartsSql.layer,
  HandoverHooksSql.layer,
  CartRequestsSql.layer,
  MailQueueSql.layer,
  RateLimiterSql.layer,
)

/** The stores and `auth` over one Database from the configuration (Database included). */
export const accountsLayerWith = <E, R>(auth: Layer.Layer<Auth, E, R>) => Layer.mergeAll(auth, storesLayer).pipe(Layer.provideMerge(databaseConfigOnDemand))

/** The stores and the embedded Auth; needs Mailer. */
export const accountsLayer = accountsLayerWith(AuthEmbedded.layerConfig)
