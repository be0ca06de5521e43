/** Server function of the product page: the product by its slug, or the 404 page. */
import { createServerFn } from "@tanstack/react-start"
import { productDetail } from "../../../../server/catalogue.ts"
import { productInput } from "../../../../server/inputs.ts"
import { runPage } from "../../../../server/run.ts"

export const loadProduct = createServerFn({ method: "GET" })
  .validator(productInput)
  .handler(({ data }) => runPage(productDetail(data.lang, data.slug)))
