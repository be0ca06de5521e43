/** Server function of the content pages: a story by its slug, or the 404 page. */
import { createServerFn } from "@tanstack/react-start"
import { contentPage } from "../../server/content.ts"
import { productInput } from "../../server/inputs.ts"
import { runPage } from "../../server/run.ts"

export const loadContentPage = createServerFn({ method: "GET" })
  .validator(productInput)
  .handler(({ data }) => runPage(contentPage(data.lang, data.slug)))
