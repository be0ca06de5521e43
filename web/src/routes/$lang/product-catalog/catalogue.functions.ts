/** Server function of the catalogue list: the URL query decoded with Schema, one page of results. */
import { createServerFn } from "@tanstack/react-start"
import { cataloguePage } from "../../../server/catalogue.ts"
import { catalogueInput } from "../../../server/inputs.ts"
import { runPage } from "../../../server/run.ts"

export const queryCatalogue = createServerFn({ method: "GET" })
  .validator(catalogueInput)
  .handler(({ data }) => runPage(cataloguePage(data.lang, data.search)))
