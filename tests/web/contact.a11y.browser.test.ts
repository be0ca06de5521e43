import { axeSuite } from "./a11y.ts"

axeSuite(1280, [
  ["contact", "/de/contact/"],
  ["contact, sent without JavaScript", "/en/contact/?status=sent"],
])
axeSuite(390, [["contact", "/en/contact/"]])
