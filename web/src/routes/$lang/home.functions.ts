/** Server function of the home page: the product families with their product counts. */
import { createServerFn } from "@tanstack/react-start"
import { productFamiliesOverview } from "../../server/catalogue.ts"
import { langInput } from "../../server/inputs.ts"
import { runPage } from "../../server/run.ts"

export const loadHome = createServerFn({ method: "GET" })
  .validator(langInput)
  .handler(({ data }) => runPage(productFamiliesOverview(data.lang)))
