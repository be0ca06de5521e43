/**
 * The documents' typeface: Roboto from pdfmake's own package (no download at run time; it has the
 * umlauts, ß, €, × and – the documents use). The PDFs embed it; the share images (PNG) of the web
 * shop are rasterised with the same files, so both look alike.
 */
import { createRequire } from "node:module"
import { dirname, join } from "node:path"

const require = createRequire(import.meta.url)
const robotoDir = join(dirname(require.resolve("pdfmake/package.json")), "fonts", "Roboto")

export const fontFiles = {
  normal: join(robotoDir, "Roboto-Regular.ttf"),
  bold: join(robotoDir, "Roboto-Medium.ttf"),
  italics: join(robotoDir, "Roboto-Italic.ttf"),
  bolditalics: join(robotoDir, "Roboto-MediumItalic.ttf"),
} as const
