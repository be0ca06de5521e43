import { axeSuite } from "./a11y.ts"

axeSuite(390, [
  ["home (en)", "/en/"],
  ["filtered catalogue (en)", "/en/product-catalog/?material=steel&protection=IP66"],
  ["product (en)", "/en/product-catalog/ws-0612-40/"],
  ["configurator (en)", "/en/product-catalog/ws-0612-40/customize/"],
  ["404 (en)", "/en/no-such-page/"],
  ["search results (en)", "/en/search/?q=ws%20600"],
  ["compare (en)", "/en/product-catalog/compare/?p=ws-0612-40&p=ws-0408-30&p=ws-1008-21"],
  ["compare, only differences (de)", "/de/product-catalog/compare/?p=ws-0612-40&p=ws-0408-30&only=diff"],
  ["catalogue table (en)", "/en/product-catalog/?view=table&sort=weight-asc"],
])
