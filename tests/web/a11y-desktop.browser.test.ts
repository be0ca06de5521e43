import { axeSuite } from "./a11y.ts"

axeSuite(1280, [
  ["home", "/de/"],
  ["catalogue", "/de/product-catalog/"],
  ["product", "/de/product-catalog/ws-0612-40/"],
  ["configurator", "/de/product-catalog/ws-0612-40/customize/"],
  ["content page", "/de/imprint/"],
  ["404", "/de/no-such-page/"],
  ["search results (de)", "/de/search/?q=Z%C3%A4hlerschrank"],
  ["compare (de)", "/de/product-catalog/compare/?p=ws-0612-40&p=ws-0408-30&p=ws-1008-21"],
  ["compare, only differences (en)", "/en/product-catalog/compare/?p=ws-0612-40&p=ws-0408-30&only=diff"],
  ["catalogue table (de)", "/de/product-catalog/?view=table&sort=weight-asc"],
])
