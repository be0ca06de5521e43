/** Page-view and goal events in Plausible's format (spec §7 analytics: n, u, d, r, w, h, p, revenue). */
import { Context, Effect, Layer, Ref } from "effect"

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

/** One `track` call as `Analytics.layerTest` recorded it. */
export interface TrackedEvent {
  readonly event: AnalyticsEvent
  readonly clientIp: string
  readonly userAgent: string
}

/** The events `Analytics.layerTest` received, oldest first (tests read or clear it). */
export class TrackedEvents extends Context.Service<TrackedEvents, Ref.Ref<ReadonlyArray<TrackedEvent>>>()("shop/analytics/TrackedEvents") {
  static readonly layer = Layer.effect(TrackedEvents, Ref.make<ReadonlyArray<TrackedEvent>>([]))
}

export class Analytics extends Context.Service<
  Analytics,
  {
    /** Best effort: records or forwards the event with the visitor's IP and User-Agent; never fails. */
    readonly track: (event: AnalyticsEvent, clientIp: string, userAgent: string) => Effect.Effect<void>
  }
>()("shop/analytics/Analytics") {
  /** Records every event in `TrackedEvents` (provided alongside). */
  static readonly layerTest = Layer.effect(
    Analytics,
    Effect.gen(function* () {
      const tracked = yield* TrackedEvents
      return Analytics.of({
        track: Effect.fn("Analytics.track")(function* (event: AnalyticsEvent, clientIp: string, userAgent: string) {
          yield* Ref.update(tracked, (events) => [...events, { event, clientIp, userAgent }])
        }),
      })
    }),
  ).pipe(Layer.provideMerge(TrackedEvents.layer))
}
