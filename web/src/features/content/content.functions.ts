/** Server function of the content pages: a story by its slug, or the 404 page. */
import { createServerFn } from "@tanstack/react-start"
import { contentPage } from "./contentPage.ts"
import { productInput } from "../../platform/inputs.ts"
import { runPage } from "../../platform/run.ts"

export const loadContentPage = createServerFn({ method: "GET" })
  .validator(productInput)
  .handler(({ data }) => runPage(contentPage(data.lang, data.slug)))
