/** Page-view and goal events in Plausible's format (spec §7 analytics: n, u, d, r, w, h, p, revenue). */
import { Context, type Effect } from "effect"

export interface AnalyticsEvent {
  readonly n: string
  readonly u: string
  readonly d: string
  readonly r: string | null
  readonly w: number
  readonly h: number
  readonly p?: Readonly<Record<string, string>>
  readonly revenue?: { readonly currency: string; readonly amount: number }
}

export class Analytics extends Context.Service<
  Analytics,
  { readonly track: (event: AnalyticsEvent, clientIp: string, userAgent: string) => Effect.Effect<void> }
>()("shop/analytics/Analytics") {}
