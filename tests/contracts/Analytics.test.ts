/**
 * The Analytics contract against the test layer and AnalyticsPlausible: forwarding to a local
 * endpoint answering as Plausible's Events API does, and without an endpoint (the embedded
 * default, configured as the web server configures it), where no request may leave the process.
 */
import { ConfigProvider, Effect, Layer, Ref } from "effect"
import { Analytics, TrackedEvents } from "@shop/core"
import * as AnalyticsPlausible from "@shop/adapters/analytics-plausible/AnalyticsPlausible"
import { AnalyticsEndpointConfig } from "@shop/adapters/config"
import { type Delivered, Downstream, suite } from "./Analytics.contract.ts"
import { listen } from "./support/http.ts"

suite(
  "Analytics.layerTest",
  Layer.effect(
    Downstream,
    Effect.map(TrackedEvents, (tracked) => ({
      delivered: Effect.map(Ref.get(tracked), (events) =>
        events.map(({ event: { w: _w, h: _h, ...rest }, clientIp, userAgent }): Delivered => ({ ...rest, clientIp, userAgent })),
      ),
      // Memory does not fail.
      setFailing: () => Effect.void,
    })),
  ).pipe(Layer.provideMerge(Analytics.layerTest)),
  { forwards: true },
)

interface PlausibleBody {
  readonly name: string
  readonly url: string
  readonly domain: string
  readonly referrer: string | null
  readonly props?: Record<string, string>
  readonly revenue?: { currency: string; amount: number }
}

/** A local `POST /api/event` answering 202 as Plausible does (500 while failing); what it accepted, read back into the port's terms. */
const plausible = Layer.unwrap(
  Effect.gen(function* () {
    const accepted: Array<Delivered> = []
    const state = { failing: false }
    const url = yield* listen((req, body, res) => {
      if (req.method !== "POST" || req.url !== "/api/event" || req.headers["content-type"] !== "application/json") return res.writeHead(400).end()
      if (state.failing) return res.writeHead(500).end("error")
      const event = JSON.parse(body.toString("utf8")) as PlausibleBody
      accepted.push({
        n: event.name,
        u: event.url,
        d: event.domain,
        r: event.referrer,
        ...(event.props === undefined ? {} : { p: event.props }),
        ...(event.revenue === undefined ? {} : { revenue: event.revenue }),
        clientIp: String(req.headers["x-forwarded-for"]),
        userAgent: String(req.headers["user-agent"]),
      })
      res.writeHead(202, { "Content-Type": "text/plain" }).end("ok")
    })
    const downstream = Downstream.of({
      delivered: Effect.sync(() => [...accepted]),
      setFailing: (failing) => Effect.sync(() => void (state.failing = failing)),
    })
    return Layer.merge(AnalyticsPlausible.layer(`${url}/api/event`), Layer.succeed(Downstream, downstream))
  }),
)
suite("AnalyticsPlausible forwarding to a local endpoint", plausible, { forwards: true })

/** Every request the process makes while the layer lives (none may leave when events are dropped). */
const requestsLeaving = Layer.effect(
  Downstream,
  Effect.gen(function* () {
    const seen: Array<string> = []
    const original = globalThis.fetch
    yield* Effect.acquireRelease(
      Effect.sync(() => {
        globalThis.fetch = (input, init) => {
          seen.push(String(input instanceof Request ? input.url : input))
          return original(input, init)
        }
      }),
      () => Effect.sync(() => void (globalThis.fetch = original)),
    )
    return Downstream.of({
      delivered: Effect.sync(() => seen.map((url): Delivered => ({ n: "request", u: url, d: "", r: null, clientIp: "", userAgent: "" }))),
      setFailing: () => Effect.void,
    })
  }),
)
const dropping = Layer.unwrap(Effect.map(AnalyticsEndpointConfig, AnalyticsPlausible.layer)).pipe(Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord({}))))
suite("AnalyticsPlausible without ANALYTICS_ENDPOINT (drops)", Layer.merge(dropping, requestsLeaving), { forwards: false })
