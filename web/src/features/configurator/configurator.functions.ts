/** Server function of the configurator: the product and what it offers, or the 404 page. */
import { createServerFn } from "@tanstack/react-start"
import { configuratorView } from "../catalogue/views.ts"
import { productInput } from "../product/inputs.ts"
import { runPage } from "../../platform/run.ts"

export const loadConfigurator = createServerFn({ method: "GET" })
  .validator(productInput)
  .handler(({ data }) => runPage(configuratorView(data.lang, data.slug)))
