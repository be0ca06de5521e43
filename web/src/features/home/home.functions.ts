/** Server function of the home page: the product families with their product counts. */
import { createServerFn } from "@tanstack/react-start"
import { productFamiliesOverview } from "../catalogue/views.ts"
import { homeInput } from "./inputs.ts"
import { runPage } from "../../platform/run.ts"

export const loadHome = createServerFn({ method: "GET" })
  .validator(homeInput)
  .handler(({ data }) => runPage(productFamiliesOverview(data.lang)))
