/** Server function of the home page: the product families with their product counts, and the `home` story's blocks when the content has one. */
import { createServerFn } from "@tanstack/react-start"
import { Effect } from "effect"
import { productFamiliesOverview } from "../catalogue/views.ts"
import { homeContent } from "../content/contentPage.ts"
import { draftForPreview } from "../content/preview.ts"
import { homeInput } from "./inputs.ts"
import { runPage } from "../../platform/run.ts"

export const loadHome = createServerFn({ method: "GET" })
  .validator(homeInput)
  .handler(async ({ data }) => {
    const draft = await draftForPreview()
    return runPage(Effect.all({ families: productFamiliesOverview(data.lang), content: homeContent(data.lang, draft) }))
  })
