/** Server function of the page shell: language, origin and the settings story (navigation, footer). */
import { createServerFn } from "@tanstack/react-start"
import { getRequest } from "@tanstack/react-start/server"
import { Clock, Effect } from "effect"
import { Content, type Language, browserLanguage, flagOf, isLanguage, languages } from "@shop/core"
import { WebConfig } from "../../platform/config.ts"
import { runPage } from "../../platform/run.ts"
import { draftForPreview } from "../content/preview.ts"
import { shellInput } from "./inputs.ts"
import { toShellSettings } from "./settings.ts"
import { compareListOf } from "../compare/list.ts"
import type { ShellData, ShellSettings } from "./model.ts"
import { visitorOf } from "./visitor.ts"

/**
 * The shell's settings per settings story (the content adapters keep one object while it is
 * unchanged), language and year: turned into the view once instead of on every page render.
 */
const viewsByContent = new WeakMap<object, Map<string, ShellSettings>>()
const shellSettings = (content: Readonly<Record<string, unknown>> | null, lang: Language, year: number): ShellSettings => {
  if (content === null) return toShellSettings(null, lang, year)
  const views = viewsByContent.get(content) ?? new Map<string, ShellSettings>()
  viewsByContent.set(content, views)
  const key = `${lang}:${year}`
  const view = views.get(key) ?? toShellSettings(content, lang, year)
  views.set(key, view)
  return view
}

export const loadShell = createServerFn({ method: "GET" })
  .validator(shellInput)
  .handler(async ({ data }): Promise<ShellData> => {
    const request = getRequest()
    const cookies = request.headers.get("cookie")
    // A preview shows the settings story's draft too (navigation, footer).
    const draft = await draftForPreview()
    return runPage(
      Effect.gen(function* () {
        const { defaultLanguage, siteUrl, langCookieDomain } = yield* WebConfig
        // A page outside /de/ and /en/ (a 404) speaks the browser's language, else the default.
        const lang = isLanguage(data.segment)
          ? data.segment
          : (browserLanguage(request.headers.get("accept-language") ?? undefined) ?? defaultLanguage)
        const origin = siteUrl || new URL(request.url).origin
        const content = yield* Content
        const story = yield* content.settings(lang, draft)
        const year = new Date(yield* Clock.currentTimeMillis).getUTCFullYear()
        return {
          lang,
          languages: languages.map((l) => ({ lang: l, flag: flagOf(l), isDefault: l === defaultLanguage })),
          origin,
          ...(langCookieDomain === "" ? {} : { cookieDomain: langCookieDomain }),
          settings: shellSettings(story?.content ?? null, lang, year),
          compare: compareListOf(cookies),
          visitor: yield* visitorOf(cookies),
        }
      }),
    )
  })
