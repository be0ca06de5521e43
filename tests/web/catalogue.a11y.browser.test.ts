import { axeSuite } from "./a11y.ts"

// A meter cabinet's pages: amperage variants, rated current, the CAD downloads.
axeSuite(1280, [
  ["meter cabinet", "/de/product-catalog/zv-bgl1-0613-21-35/"],
  ["meter cabinet configurator", "/de/product-catalog/zv-bgl1-0613-21-35/customize/"],
])
axeSuite(390, [
  ["meter cabinet (en)", "/en/product-catalog/zv-bgl1-0613-21-50/"],
  ["meter cabinet configurator (en)", "/en/product-catalog/zv-bgl1-0613-21-50/customize/"],
])
