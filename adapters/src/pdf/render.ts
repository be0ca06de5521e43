/**
 * pdfmake 0.3 on the server: Roboto from pdfmake's own package (no download at run time; it has
 * the umlauts, ß, €, × and – the documents use), no URL access at all, and local file access
 * limited to exactly those four font files. Documents only embed SVG, so nothing else is read.
 */
import { createRequire } from "node:module"
import { resolve } from "node:path"
import type * as PdfMake from "pdfmake"
import type { TDocumentDefinitions, TFontDictionary } from "pdfmake/interfaces"
import { fontFiles } from "./fonts.ts"

export { fontFiles }

const require = createRequire(import.meta.url)

const allowed = new Set<string>(Object.values(fontFiles))

/** The local access policy: only the font files (by resolved path) may be read. */
export const localAccessPolicy = (path: string): boolean => allowed.has(resolve(path))

let instance: typeof PdfMake | undefined

/** The configured pdfmake instance (a process-wide singleton in pdfmake itself). */
export const pdfmake = (): typeof PdfMake => {
  if (instance !== undefined) return instance
  const loaded = require("pdfmake") as typeof PdfMake
  const fonts: TFontDictionary = { Roboto: { ...fontFiles } }
  loaded.setFonts(fonts)
  loaded.setUrlAccessPolicy(() => false)
  loaded.setLocalAccessPolicy(localAccessPolicy)
  instance = loaded
  return loaded
}

/** Renders a document definition to PDF bytes. pdfmake mutates the definition: pass a fresh one each time. */
export const renderPdf = async (definition: TDocumentDefinitions): Promise<Uint8Array> => {
  const buffer = await pdfmake().createPdf(definition).getBuffer()
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
}
