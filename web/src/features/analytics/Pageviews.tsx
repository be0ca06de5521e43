/**
 * Analytics in the browser (spec §7): a Plausible-style `pageview` to `POST /api/event` after each
 * navigation (the first page and every client-side one, query included), with the page URL,
 * domain, referrer and viewport. Nothing is sent from localhost, loopback addresses or `file:`
 * pages, by the core's Schema-free rule (the server applies it again), so development and the
 * test suite send nothing. `fetch` with `keepalive` rather than `sendBeacon`: it survives the
 * page being left just as well and can say it sends JSON.
 */
import { useRouterState } from "@tanstack/react-router"
import { useEffect } from "react"
import { isIgnoredLocation } from "@shop/core/analytics/location"

export const EVENT_PATH = "/api/event"

export const sendEvent = (name: string, props?: Readonly<Record<string, string>>): void => {
  const url = window.location.href
  if (isIgnoredLocation(url)) return
  const body = {
    n: name,
    u: url,
    d: window.location.hostname,
    r: document.referrer === "" ? null : document.referrer,
    w: Math.round(window.innerWidth),
    h: Math.round(window.innerHeight),
    ...(props === undefined ? {} : { p: props }),
  }
  void fetch(EVENT_PATH, { method: "POST", keepalive: true, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).catch(() => {
    // Analytics never bothers the visitor.
  })
}

/** Sends a pageview whenever the shown page (path and query) changes; renders nothing. */
export const Pageviews = () => {
  const shown = useRouterState({
    select: (state) => (state.resolvedLocation ? `${state.resolvedLocation.pathname}${state.resolvedLocation.searchStr}` : null),
  })
  useEffect(() => {
    if (shown !== null) sendEvent("pageview")
  }, [shown])
  return null
}
