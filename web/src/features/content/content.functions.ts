/** Server function of the content pages: a story by its path, a 301 to its translated path, or the 404 page. */
import { redirect } from "@tanstack/react-router"
import { createServerFn } from "@tanstack/react-start"
import { setResponseHeader } from "@tanstack/react-start/server"
import { contentPage } from "./contentPage.ts"
import { contentPageInput } from "./inputs.ts"
import { isPreviewRequest } from "./preview.ts"
import { runPage } from "../../platform/run.ts"

/** Previews read drafts: neither the page cache nor a CDN may keep them. */
export const PREVIEW_CACHE_CONTROL = "private, no-store"

export const loadContentPage = createServerFn({ method: "GET" })
  .validator(contentPageInput)
  .handler(async ({ data }) => {
    const draft = await isPreviewRequest()
    if (draft) setResponseHeader("Cache-Control", PREVIEW_CACHE_CONTROL)
    const result = await runPage(contentPage(data.lang, data.slug, draft))
    // The query goes along (campaign parameters, a preview's token), as with the legacy paths' 301s.
    if (result.kind === "redirect") throw redirect({ href: `${result.href}${data.search ?? ""}`, statusCode: 301 })
    return result.page
  })
