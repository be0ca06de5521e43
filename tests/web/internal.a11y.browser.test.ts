import { axeSuite } from "./a11y.ts"

axeSuite(1280, [
  ["styleguide", "/_internal/styleguide/"],
  ["calculator", "/_internal/calculator/?price=1234.56&quantity=3&discount=12.5"],
])
axeSuite(390, [
  ["styleguide", "/_internal/styleguide/?lang=en"],
  ["calculator", "/_internal/calculator/?lang=en"],
])
