/** Server function of the product page: the product by its slug, or the 404 page. */
import { createServerFn } from "@tanstack/react-start"
import { productDetail } from "../catalogue/views.ts"
import { productInput } from "./inputs.ts"
import { runPage } from "../../platform/run.ts"

export const loadProduct = createServerFn({ method: "GET" })
  .validator(productInput)
  .handler(({ data }) => runPage(productDetail(data.lang, data.slug)))
