/** Server function of the catalogue list: the URL query decoded with Schema, one page of results. */
import { createServerFn } from "@tanstack/react-start"
import { cataloguePage } from "./views.ts"
import { catalogueInput } from "../../platform/inputs.ts"
import { runPage } from "../../platform/run.ts"

export const queryCatalogue = createServerFn({ method: "GET" })
  .validator(catalogueInput)
  .handler(({ data }) => runPage(cataloguePage(data.lang, data.search)))
