/** Server function of the content pages: a story by its path, a 301 to its translated path, or the 404 page. */
import { redirect } from "@tanstack/react-router"
import { createServerFn } from "@tanstack/react-start"
import { contentPage } from "./contentPage.ts"
import { contentPageInput } from "./inputs.ts"
import { draftForPreview } from "./preview.ts"
import { runPage } from "../../platform/run.ts"

export const loadContentPage = createServerFn({ method: "GET" })
  .validator(contentPageInput)
  .handler(async ({ data }) => {
    const draft = await draftForPreview()
    const result = await runPage(contentPage(data.lang, data.slug, draft))
    // The query goes along (campaign parameters, a preview's token), as with the legacy paths' 301s.
    if (result.kind === "redirect") throw redirect({ href: `${result.href}${data.search ?? ""}`, statusCode: 301 })
    return result.page
  })
