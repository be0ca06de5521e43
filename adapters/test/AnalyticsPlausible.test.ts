/**
 * What the Plausible adapter sends beyond the Analytics contract (tests/contracts/Analytics):
 * the Events API's long form without the viewport, and how ANALYTICS_ENDPOINT is read.
 */
import { describe, expect, it } from "@effect/vitest"
import { ConfigProvider, Effect } from "effect"
import { Analytics } from "@shop/core"
import { listen, UNREACHABLE } from "../../tests/contracts/support/http.ts"
import * as AnalyticsPlausible from "../src/analytics-plausible/AnalyticsPlausible.ts"
import { AnalyticsEndpointConfig } from "../src/config.ts"

const event = { n: "pageview", u: "https://shop.example.at/de/contact/", d: "shop.example.at", r: "https://www.google.com/", w: 1280, h: 800, p: { lang: "de" } }

describe("AnalyticsPlausible", () => {
  it.effect("posts the Events API's long form: no viewport (Plausible's `h` means hash routing), JSON", () =>
    Effect.gen(function* () {
      const received: Array<{ readonly method: string | undefined; readonly type: string | undefined; readonly body: unknown }> = []
      const url = yield* listen((req, body, res) => {
        received.push({ method: req.method, type: req.headers["content-type"], body: JSON.parse(body.toString("utf8")) })
        res.writeHead(202).end("ok")
      })
      yield* (yield* Effect.provide(Analytics, AnalyticsPlausible.layer(`${url}/api/event`))).track(event, "203.0.113.7", "UA")
      expect(received).toEqual([
        { method: "POST", type: "application/json", body: { name: "pageview", url: event.u, domain: "shop.example.at", referrer: "https://www.google.com/", props: { lang: "de" } } },
      ])
    }),
  )

  it.effect("swallows an unreachable endpoint", () =>
    Effect.gen(function* () {
      const analytics = yield* Effect.provide(Analytics, AnalyticsPlausible.layer(`${UNREACHABLE}/api/event`))
      expect((yield* Effect.exit(analytics.track(event, "203.0.113.7", "UA")))._tag).toBe("Success")
    }),
  )

  it.effect("reads ANALYTICS_ENDPOINT: empty by default, an http(s) URL, anything else refused", () =>
    Effect.gen(function* () {
      const parse = (env: Record<string, string>) => Effect.result(AnalyticsEndpointConfig.parse(ConfigProvider.fromEnvRecord(env)))
      expect(yield* AnalyticsEndpointConfig.parse(ConfigProvider.fromEnvRecord({}))).toBe("")
      expect(yield* AnalyticsEndpointConfig.parse(ConfigProvider.fromEnvRecord({ ANALYTICS_ENDPOINT: "https://plausible.io/api/event" }))).toBe(
        "https://plausible.io/api/event",
      )
      expect((yield* parse({ ANALYTICS_ENDPOINT: "plausible.io/api/event" }))._tag).toBe("Failure")
    }),
  )
})
