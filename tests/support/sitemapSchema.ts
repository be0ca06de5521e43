/**
 * Validates a sitemap against the protocol's XML schemas (tests/schemas/sitemap: sitemaps.org 0.9
 * urlset with the xhtml:link extension, and the sitemap index) with libxml2's xmllint (WebAssembly).
 */
import { readFileSync } from "node:fs"
import { validateXML } from "xmllint-wasm"

const file = (name: string) => ({ fileName: name, contents: readFileSync(new URL(`../schemas/sitemap/${name}`, import.meta.url), "utf8") })

/** The validator's messages; empty when the document is valid. */
export const sitemapSchemaErrors = async (xml: string, kind: "urlset" | "sitemapindex"): Promise<ReadonlyArray<string>> => {
  const result = await validateXML({
    xml: { fileName: "sitemap.xml", contents: xml },
    schema: kind === "urlset" ? file("sitemap-with-xhtml.xsd") : file("siteindex.xsd"),
    preload: kind === "urlset" ? [file("sitemap.xsd"), file("xhtml-link.xsd")] : [],
  })
  return result.valid ? [] : result.errors.map((error) => error.rawMessage)
}
