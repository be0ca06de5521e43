/**
 * Analytics (spec §7) forwarded to a Plausible-compatible events endpoint
 * (`ANALYTICS_ENDPOINT`, e.g. `https://plausible.io/api/event`), or dropped when none is configured.
 *
 * The event goes out in the Events API's documented long form (`name`, `url`, `domain`,
 * `referrer`, `props`, `revenue`), with the visitor's User-Agent and IP as `X-Forwarded-For`:
 * Plausible derives device, browser and country from those and counts unique visitors with them.
 * The viewport (`w`, `h`) is not sent: the API takes the screen size from the User-Agent, and
 * Plausible's short field `h` means hash-based routing, not a height.
 * Forwarding is best effort: a slow or failing endpoint is logged and never reaches the visitor.
 */
import { Effect, Layer } from "effect"
import { Analytics, type AnalyticsEvent } from "@shop/core"

export const FORWARD_TIMEOUT_MS = 5000

/** The body the endpoint receives. */
export const plausibleBody = (event: AnalyticsEvent) => ({
  name: event.n,
  url: event.u,
  domain: event.d,
  referrer: event.r,
  ...(event.p === undefined ? {} : { props: event.p }),
  ...(event.revenue === undefined ? {} : { revenue: event.revenue }),
})

/** `endpoint` null or empty: events are dropped (the embedded default). */
export const layer = (endpoint: string | null) =>
  Layer.succeed(
    Analytics,
    Analytics.of({
      track:
        endpoint === null || endpoint === ""
          ? () => Effect.void
          : (event, clientIp, userAgent) =>
              Effect.tryPromise({
                try: (signal) =>
                  fetch(endpoint, {
                    method: "POST",
                    headers: { "Content-Type": "application/json", "User-Agent": userAgent, "X-Forwarded-For": clientIp },
                    body: JSON.stringify(plausibleBody(event)),
                    signal: AbortSignal.any([signal, AbortSignal.timeout(FORWARD_TIMEOUT_MS)]),
                  }),
                catch: (error) => String(error),
              }).pipe(
                Effect.flatMap((response) => {
                  void response.body?.cancel()
                  return response.ok ? Effect.void : Effect.fail(`status ${response.status}`)
                }),
                Effect.catch((reason) => Effect.logWarning("analytics: event not forwarded", { reason })),
              ),
    }),
  )
