/** Server function of the content pages: a story by its slug, or the 404 page. */
import { createServerFn } from "@tanstack/react-start"
import { contentPage } from "./contentPage.ts"
import { contentPageInput } from "./inputs.ts"
import { runPage } from "../../platform/run.ts"

export const loadContentPage = createServerFn({ method: "GET" })
  .validator(contentPageInput)
  .handler(({ data }) => runPage(contentPage(data.lang, data.slug)))
