import { axeSuite } from "./a11y.ts"

/** Issue 25: a size nothing has (the nearest sizes and the filters to drop). */
const nothingFits = "material=steel&widthMin=600&widthMax=600&heightMin=800&heightMax=800&depthMin=250&depthMax=250"

// A meter cabinet's pages: amperage variants, rated current, the CAD downloads; the catalogue with
// chips, option counts (some 0, disabled), a state's own products first and the state switch.
axeSuite(1280, [
  ["meter cabinet", "/de/product-catalog/zv-bgl1-0613-21-35/"],
  ["meter cabinet configurator", "/de/product-catalog/zv-bgl1-0613-21-35/customize/"],
  ["catalogue by state with chips", "/de/product-catalog/?material=steel&area=upper-austria&widthMin=400"],
  ["catalogue, nothing fits (en)", `/en/product-catalog/?${nothingFits}`],
])
axeSuite(390, [
  ["meter cabinet (en)", "/en/product-catalog/zv-bgl1-0613-21-50/"],
  ["meter cabinet configurator (en)", "/en/product-catalog/zv-bgl1-0613-21-50/customize/"],
  ["catalogue by state with chips (en)", "/en/product-catalog/?area=upper-austria&areaOnly=1"],
  ["catalogue, nothing fits", `/de/product-catalog/?${nothingFits}`],
])
