import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { describe, expect, it } from "@effect/vitest"
import { ConfigProvider, Effect } from "effect"
import { Analytics } from "@shop/core"
import * as AnalyticsPlausible from "../src/analytics-plausible/AnalyticsPlausible.ts"
import { AnalyticsEndpointConfig } from "../src/config.ts"

interface Received {
  readonly method: string
  readonly headers: Readonly<Record<string, string | Array<string> | undefined>>
  readonly body: unknown
}

/** A local endpoint answering like Plausible (202 "ok"), or with `status`; records what it gets. */
const endpoint = (status = 202) =>
  Effect.acquireRelease(
    Effect.promise(
      () =>
        new Promise<{ readonly url: string; readonly received: Array<Received>; readonly close: () => Promise<void> }>((resolve) => {
          const received: Array<Received> = []
          const server = createServer((req, res) => {
            let text = ""
            req.on("data", (chunk: Buffer) => (text += chunk.toString()))
            req.on("end", () => {
              received.push({ method: req.method ?? "", headers: req.headers, body: JSON.parse(text) })
              res.writeHead(status, { "Content-Type": "text/plain" }).end("ok")
            })
          })
          server.listen(0, "127.0.0.1", () =>
            resolve({
              url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/event`,
              received,
              close: () => new Promise((done) => server.close(() => done())),
            }),
          )
        }),
    ),
    (server) => Effect.promise(() => server.close()),
  )

const event = { n: "pageview", u: "https://shop.example.at/de/contact/", d: "shop.example.at", r: "https://www.google.com/", w: 1280, h: 800, p: { lang: "de" } }

describe("AnalyticsPlausible", () => {
  it.effect("forwards an event in the Events API's form with the visitor's User-Agent and IP", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* endpoint()
        const analytics = yield* Effect.provide(Analytics, AnalyticsPlausible.layer(server.url))
        yield* analytics.track(event, "203.0.113.7", "Mozilla/5.0 (X11; Linux x86_64) Chrome/140")
        expect(server.received).toHaveLength(1)
        const [sent] = server.received
        expect(sent?.method).toBe("POST")
        expect(sent?.headers["content-type"]).toBe("application/json")
        expect(sent?.headers["user-agent"]).toBe("Mozilla/5.0 (X11; Linux x86_64) Chrome/140")
        expect(sent?.headers["x-forwarded-for"]).toBe("203.0.113.7")
        expect(sent?.body).toEqual({ name: "pageview", url: event.u, domain: "shop.example.at", referrer: "https://www.google.com/", props: { lang: "de" } })
      }),
    ),
  )

  it.effect("swallows a failing endpoint (best effort) and drops events without an endpoint", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const failing = yield* endpoint(500)
        yield* (yield* Effect.provide(Analytics, AnalyticsPlausible.layer(failing.url))).track(event, "203.0.113.7", "UA")
        expect(failing.received).toHaveLength(1)
        const closedPort = yield* Effect.provide(Analytics, AnalyticsPlausible.layer("http://127.0.0.1:9/api/event"))
        yield* closedPort.track(event, "203.0.113.7", "UA")
        yield* (yield* Effect.provide(Analytics, AnalyticsPlausible.layer(""))).track(event, "203.0.113.7", "UA")
      }),
    ),
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
