/**
 * What every Analytics adapter must do: accept every event and never fail, whatever happens
 * downstream (a failing endpoint is the adapter's problem, not the visitor's). A forwarding
 * adapter delivers each event once and in order, with name, URL, domain, referrer, props and
 * revenue unchanged and the visitor's IP and User-Agent (the viewport need not travel); a
 * dropping adapter (the embedded default) lets nothing leave.
 */
import { describe, expect, it } from "@effect/vitest"
import { Context, Effect, type Layer } from "effect"
import { Analytics, type AnalyticsEvent } from "@shop/core"

export interface Delivered {
  readonly n: string
  readonly u: string
  readonly d: string
  readonly r: string | null
  readonly p?: Readonly<Record<string, string>>
  readonly revenue?: { readonly currency: string; readonly amount: number }
  readonly clientIp: string
  readonly userAgent: string
}

/** Where the events go: what arrived there so far, and a switch that makes it answer with errors. */
export class Downstream extends Context.Service<
  Downstream,
  { readonly delivered: Effect.Effect<ReadonlyArray<Delivered>>; readonly setFailing: (failing: boolean) => Effect.Effect<void> }
>()("tests/contracts/AnalyticsDownstream") {}

const pageview: AnalyticsEvent = { n: "pageview", u: "https://shop.example.at/de/contact/", d: "shop.example.at", r: "https://www.google.com/", w: 1280, h: 800, p: { lang: "de" } }
const goal: AnalyticsEvent = {
  n: "Cart request sent",
  u: "https://shop.example.at/de/cart/",
  d: "shop.example.at",
  r: null,
  w: 390,
  h: 844,
  p: { lang: "de", product: "Wandgehäuse Stahlblech 600 × 1200 – IP66" },
  revenue: { currency: "EUR", amount: 4785.45 },
}
const bare: AnalyticsEvent = { n: "pageview", u: "https://shop.example.at/en/", d: "shop.example.at", r: null, w: 1920, h: 1080 }
const UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140"

const delivered = (event: AnalyticsEvent, clientIp: string, userAgent: string): Delivered => {
  const { w: _w, h: _h, ...rest } = event
  return { ...rest, clientIp, userAgent }
}

export const suite = (name: string, adapter: Layer.Layer<Analytics | Downstream, unknown>, options: { readonly forwards: boolean }) =>
  describe(`Analytics contract: ${name}`, () => {
    const test = (title: string, body: Effect.Effect<void, unknown, Analytics | Downstream>) => it.effect(title, () => Effect.provide(body, adapter))
    const expectDelivered = (events: ReadonlyArray<Delivered>) =>
      Effect.gen(function* () {
        expect(yield* (yield* Downstream).delivered).toEqual(options.forwards ? events : [])
      })

    test(
      options.forwards ? "delivers each event once, in order, unchanged, with the visitor's IP and User-Agent" : "lets no event leave",
      Effect.gen(function* () {
        const analytics = yield* Analytics
        yield* analytics.track(pageview, "203.0.113.7", UA)
        yield* analytics.track(goal, "2001:db8::7", UA)
        yield* analytics.track(bare, "198.51.100.1", "curl/8")
        yield* expectDelivered([delivered(pageview, "203.0.113.7", UA), delivered(goal, "2001:db8::7", UA), delivered(bare, "198.51.100.1", "curl/8")])
      }),
    )

    test(
      "never fails, also when the downstream answers with errors",
      Effect.gen(function* () {
        const downstream = yield* Downstream
        yield* downstream.setFailing(true)
        const exit = yield* Effect.exit((yield* Analytics).track(pageview, "203.0.113.7", UA))
        expect(exit._tag).toBe("Success")
        yield* downstream.setFailing(false)
        yield* (yield* Analytics).track(goal, "203.0.113.7", UA)
        // Once the downstream recovers, events arrive again.
        expect((yield* downstream.delivered).map((event) => event.n).at(-1)).toBe(options.forwards ? "Cart request sent" : undefined)
      }),
    )
  })
