/** Server function of the compare page: the products of its address. */
import { createServerFn } from "@tanstack/react-start"
import { compareInput } from "./inputs.ts"
import { compareView } from "./views.ts"
import { runPage } from "../../platform/run.ts"

export const loadCompare = createServerFn({ method: "GET" })
  .validator(compareInput)
  .handler(({ data }) => runPage(compareView(data.lang, data.slugs, data.refused)))
