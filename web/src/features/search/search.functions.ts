/** Server function of the search results page. */
import { createServerFn } from "@tanstack/react-start"
import { searchInput } from "./inputs.ts"
import { searchPage } from "./views.ts"
import { runPage } from "../../platform/run.ts"

export const searchCatalogue = createServerFn({ method: "GET" })
  .validator(searchInput)
  .handler(({ data }) => runPage(searchPage(data.lang, data.q)))
