import { HeadContent, Outlet, Scripts, createRootRoute, useRouterState } from "@tanstack/react-router"
import { type ReactNode, useEffect } from "react"
import { Pageviews } from "../features/analytics/Pageviews.tsx"
import { NotFoundPage } from "../features/shell/NotFoundPage.tsx"
import { Shell } from "../features/shell/Shell.tsx"
import { BuildCheck, RUNNING_BUILD_ID } from "../features/shell/BuildCheck.tsx"
import { loadMessages, t } from "../platform/i18n/intl.ts"
import type { ShellData } from "../features/shell/model.ts"
import { INTERNAL_PATH } from "../platform/i18n/paths.ts"
import "../styles/global.css.ts"
import { loadShell } from "../features/shell/shell.functions.ts"
import { noncePolicy } from "../platform/csp.ts"

/** In the browser the shell is fetched once per language; on the server it is loaded per request. */
const shellCache = new Map<string, ShellData>()
/** The language key of the shell shown in the browser: the root loader runs again when it changes. */
let shownShellKey: string | undefined
const showShell = (key: string, shell: ShellData) => {
  shellCache.set(key, shell)
  shownShellKey = key
}

const shellKey = (pathname: string, searchStr: string) => {
  const segment = pathname.split("/")[1] ?? ""
  if (segment === "de" || segment === "en") return { segment, key: segment }
  // Internal pages speak the browser's language unless their toggle chose one with `?lang=`.
  const chosen = INTERNAL_PATH.test(pathname) ? new URLSearchParams(searchStr).get("lang") : null
  if (chosen === "de" || chosen === "en") return { segment: chosen, key: chosen }
  // Any other first segment only means "not de or en": it is not sent (a long one would fail the input check).
  return { segment: "", key: "*" }
}

const FAVICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="5" fill="#0b3b7a"/><rect x="8" y="6" width="20" height="24" rx="1.5" fill="none" stroke="#fff" stroke-width="2"/><path d="M18 6v24" stroke="#fff" stroke-width="1.5"/></svg>',
  )

export const Route = createRootRoute({
  // A "stay" match is not reloaded by default: a language switch must bring the other shell, before rendering.
  shouldReload: ({ location }) => shellKey(location.pathname, location.searchStr).key !== shownShellKey,
  loader: {
    staleReloadMode: "blocking",
    handler: async ({ location }) => {
      const { segment, key } = shellKey(location.pathname, location.searchStr)
      const browser = typeof window !== "undefined"
      const shell = (browser ? shellCache.get(key) : undefined) ?? (await loadShell({ data: { segment } }))
      if (browser) {
        // A language switch brings the other message catalogue before anything renders in it.
        await loadMessages(shell.lang)
        showShell(key, shell)
      }
      return shell
    },
  },
  // Every page: scripts only from the shop and the inline ones this render made (see platform/security.ts).
  headers: ({ ssr }) => (ssr?.nonce ? { "Content-Security-Policy": noncePolicy(ssr.nonce) } : undefined),
  head: ({ loaderData, matches }) => {
    const lang = loaderData?.lang ?? "de"
    const notFound = matches.some((m) => m._notFound === true || m.status === "notFound")
    return {
      meta: [
        { charSet: "utf-8" },
        { name: "viewport", content: "width=device-width, initial-scale=1" },
        { name: "theme-color", content: "#0b3b7a" },
        // The running build (spec §4 deployment check; the same id as builds/latest.json of this build).
        { name: "build-id", content: RUNNING_BUILD_ID },
        { title: notFound ? `${t(lang, "notFound.heading")} | ${t(lang, "site.name")}` : t(lang, "site.name") },
        ...(notFound ? [{ name: "robots", content: "noindex" }] : [{ name: "description", content: t(lang, "site.description") }]),
      ],
      links: [{ rel: "icon", type: "image/svg+xml", href: FAVICON }],
    }
  },
  shellComponent: RootDocument,
  component: RootComponent,
  notFoundComponent: NotFoundPage,
})

function RootDocument({ children }: { readonly children: ReactNode }) {
  const lang = useRouterState({
    select: (state) => (state.matches[0]?.loaderData as ShellData | undefined)?.lang ?? (state.location.pathname.startsWith("/en/") ? "en" : "de"),
  })
  return (
    <html lang={lang === "en" ? "en-GB" : "de-AT"}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootComponent() {
  const shell = Route.useLoaderData()
  // The shell the server rendered is the one shown: without this, the first client navigation would
  // fetch it again, and a language switch made while that fetch runs could be answered with it.
  useEffect(() => {
    if (shownShellKey === undefined) showShell(shellKey(window.location.pathname, window.location.search).key, shell)
  }, [shell])
  // The document element is outside what client navigation re-renders reliably: keep its lang in step.
  useEffect(() => {
    document.documentElement.lang = shell.lang === "en" ? "en-GB" : "de-AT"
  }, [shell.lang])
  return (
    <Shell shell={shell}>
      <Outlet />
      {/* Render nothing: the deployment check (spec §4) and the pageviews (spec §7). */}
      <BuildCheck />
      <Pageviews />
    </Shell>
  )
}
