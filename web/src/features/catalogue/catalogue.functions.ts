/** Server function of the catalogue list: the URL query decoded with Schema, one page of results. */
import { createServerFn } from "@tanstack/react-start"
import { catalogueInput } from "./inputs.ts"
import { cataloguePage } from "./views.ts"
import { runPage } from "../../platform/run.ts"

export const queryCatalogue = createServerFn({ method: "GET" })
  .validator(catalogueInput)
  .handler(({ data }) => runPage(cataloguePage(data.lang, data.search)))
