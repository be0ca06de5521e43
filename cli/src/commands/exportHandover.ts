/**
 * `export-cart --format ids|oci`: the hand-back to a craftsman's software (the IDS-Connect 2.5
 * Warenkorb XML) or to a buyer's SAP (an HTML page with the OCI fields; with a hook URL, the form
 * that posts them there), made by the same core code as the web shop's hand-back. Imported by
 * exportCart.ts for these two formats only.
 */
import type { CartItemView } from "@shop/core/cart/model"
import { parseHookUrl } from "@shop/core/handover/hookUrl"
import { idsCartXml } from "@shop/core/handover/ids"
import { handoverLines } from "@shop/core/handover/lines"
import { ociCallOf, ociItemFields, ociReturnForm } from "@shop/core/handover/oci"
import { handbackPageHtml, handbackTexts } from "@shop/core/handover/page"
import type { Language } from "@shop/core/i18n/language"

export interface HandoverExportOptions {
  readonly lang: Language
  readonly projectId: string
  readonly createdAt: number
  /** OCI: the buyer system's HOOK_URL. */
  readonly hookUrl: string | undefined
}

/** The file's text; undefined when the hook URL is not an http(s) address. */
export const handoverExport = (format: "ids" | "oci", items: ReadonlyArray<CartItemView>, options: HandoverExportOptions): string | undefined => {
  const lines = handoverLines(items, options.lang)
  if (format === "ids") {
    return idsCartXml(lines, { projectId: options.projectId, createdAt: options.createdAt, onRequestNote: handbackTexts[options.lang].onRequest })
  }
  if (options.hookUrl === undefined) return handbackPageHtml({ protocol: "oci", lang: options.lang, lines, form: undefined, fields: ociItemFields(lines) })
  const hookUrl = parseHookUrl(options.hookUrl)
  if (hookUrl === undefined) return undefined
  return handbackPageHtml({ protocol: "oci", lang: options.lang, lines, form: ociReturnForm(ociCallOf(hookUrl, () => undefined), lines) })
}
