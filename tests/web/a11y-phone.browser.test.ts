import { axeSuite } from "./a11y.ts"

axeSuite(390, [
  ["home (en)", "/en/"],
  ["filtered catalogue (en)", "/en/product-catalog/?material=steel&protection=IP66"],
  ["product (en)", "/en/product-catalog/ws-0612-40/"],
  ["configurator (en)", "/en/product-catalog/ws-0612-40/customize/"],
  ["404 (en)", "/en/no-such-page/"],
  ["search results (en)", "/en/search/?q=ws%20600"],
])
