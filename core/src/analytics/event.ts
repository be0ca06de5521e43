/**
 * Analytics events (spec §7: POST /api/event with n, u, d, r, w, h, p, revenue), decoded from the
 * untrusted request body, and the rule that events from localhost or file: pages are ignored.
 */
import { Schema } from "effect"

export { isIgnoredLocation } from "./location.ts"

export const AnalyticsEventBody = Schema.Struct({
  /** Event name, e.g. "pageview" or a goal such as "Cart request". */
  n: Schema.String.pipe(Schema.check(Schema.isMinLength(1), Schema.isMaxLength(120))),
  /** Page URL. */
  u: Schema.String.pipe(Schema.check(Schema.isMaxLength(2000))),
  /** Site domain. */
  d: Schema.String.pipe(Schema.check(Schema.isMaxLength(253))),
  /** Referrer. */
  r: Schema.NullOr(Schema.String.pipe(Schema.check(Schema.isMaxLength(2000)))),
  /** Viewport width and height. */
  w: Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 100_000 }))),
  h: Schema.optionalKey(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 100_000 })))),
  /** Custom properties. */
  p: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
  revenue: Schema.optionalKey(Schema.Struct({ currency: Schema.Literal("EUR"), amount: Schema.Finite })),
})
export type AnalyticsEventBody = typeof AnalyticsEventBody.Type
