/**
 * Deployment check in the browser (spec §4): every 60 s (core `BUILD_CHECK_INTERVAL_MS`; a hidden
 * tab checks when it shows again) the page fetches `/builds/latest.json`, which the server answers
 * with `Cache-Control: no-store`, and compares its id with the build it runs
 * (`import.meta.env.SHOP_BUILD_ID`, see `web/vite.config.ts`). When another build is live it offers
 * a reload, once per new build, in an info notification with a "Reload" button. The core's 10-second
 * reload guard needs the time of the last reload across the reload itself: it is kept in
 * `sessionStorage` (per tab, gone with the tab). The decision is the core's Schema-free one, so
 * effect stays out of the first-load JavaScript.
 */
import { useEffect, useRef } from "react"
import { useIntl } from "react-intl"
import { BUILD_CHECK_INTERVAL_MS, decideBuildCheck, manifestBuildId } from "@shop/core/deploy/buildCheck"
import { useNotifications } from "../../ui/notifications/Notifications.tsx"

export const RUNNING_BUILD_ID: string = import.meta.env.SHOP_BUILD_ID
export const BUILD_MANIFEST_PATH = "/builds/latest.json"
export const LAST_RELOAD_KEY = "shop.lastReloadAt"

const lastReloadAt = (): number | null => {
  try {
    const value = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY))
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    return null // storage blocked: no guard, the reload is still only offered
  }
}

const reload = () => {
  try {
    window.sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()))
  } catch {
    // storage blocked: reload anyway
  }
  window.location.reload()
}

const fetchManifest = async (): Promise<unknown> => {
  try {
    const response = await fetch(BUILD_MANIFEST_PATH, { cache: "no-store", headers: { Accept: "application/json" } })
    return response.ok ? await response.json() : null
  } catch {
    return null // offline or not JSON: no news
  }
}

export const BuildCheck = () => {
  const intl = useIntl()
  const { notify } = useNotifications()
  // The poll runs for the page's lifetime; texts follow the language shown when it offers.
  const current = useRef({ intl, notify })
  current.current = { intl, notify }

  useEffect(() => {
    let offered: string | null = null
    let lastCheck = Date.now()
    let stopped = false
    let checks = 0
    const check = async () => {
      if (document.hidden) return
      lastCheck = Date.now()
      const latest = await fetchManifest()
      if (stopped) return
      offerReload(latest)
      // Counts finished checks (tests wait for it instead of sleeping).
      document.documentElement.dataset["buildChecks"] = String(++checks)
    }
    const offerReload = (latest: unknown) => {
      if (decideBuildCheck(RUNNING_BUILD_ID, latest, lastReloadAt(), Date.now()) !== "offerReload") return
      const id = manifestBuildId(latest)
      if (id === offered) return
      offered = id
      const { intl: i, notify: show } = current.current
      show({
        type: "info",
        title: i.formatMessage({ id: "deploy.newBuild.title" }),
        message: i.formatMessage({ id: "deploy.newBuild.message" }),
        duration: Number.POSITIVE_INFINITY,
        action: { label: i.formatMessage({ id: "deploy.newBuild.reload" }), altText: i.formatMessage({ id: "deploy.newBuild.reloadAlt" }), onClick: reload },
      })
    }
    const timer = window.setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS)
    // Marks the page as watching for new builds (tests wait for it before moving the clock).
    document.documentElement.dataset["buildCheck"] = "on"
    const onVisibility = () => {
      if (!document.hidden && Date.now() - lastCheck >= BUILD_CHECK_INTERVAL_MS) void check()
    }
    document.addEventListener("visibilitychange", onVisibility)
    return () => {
      stopped = true
      window.clearInterval(timer)
      delete document.documentElement.dataset["buildCheck"]
      delete document.documentElement.dataset["buildChecks"]
      document.removeEventListener("visibilitychange", onVisibility)
    }
  }, [])
  return null
}
