/**
 * SAP's Open Catalog Interface (OCI 4.0 and 5.0), the catalogue's side: what the buyer's system
 * sends when it opens the shop (`OciCall`), and the cart it gets back as the `NEW_ITEM-…[n]`
 * fields of a form posted to `HOOK_URL` (`ociReturnForm`). docs/handover.md lists the fields.
 *
 * Field lengths are SAP's (CHAR fields the buyer's system cuts silently): the shop cuts the
 * description to 40 characters itself and puts the whole text into the long text, which has no
 * limit. Numbers are written with a point and no thousands separator. Line numbers start at 1.
 */
import type { HandoverLine } from "./lines.ts"
import { decimalPrice } from "./lines.ts"
import { splitHookUrl } from "./hookUrl.ts"

/** SAP's lengths of the item fields the shop sends. */
export const OCI_FIELD_LENGTHS = {
  DESCRIPTION: 40,
  QUANTITY: 15,
  UNIT: 3,
  PRICE: 15,
  CURRENCY: 5,
  PRICEUNIT: 5,
  VENDORMAT: 40,
  MANUFACTMAT: 40,
  EXT_PRODUCT_ID: 40,
  MATGROUP: 10,
  LEADTIME: 5,
} as const
type OciField = keyof typeof OCI_FIELD_LENGTHS

const cut = (text: string, length: number): string => {
  const chars = [...text]
  return chars.length <= length ? text : chars.slice(0, length).join("")
}

/** `NEW_ITEM-LONGTEXT_n:132[]`: the long text's own name (the line in the name, SAP's text line width 132, empty brackets). */
export const ociLongTextField = (n: number): string => `NEW_ITEM-LONGTEXT_${n}:132[]`

/**
 * The item fields of every line, in order: description, quantity, unit, price (empty when quoted
 * on request: no price is made up), currency, price unit, vendor material number (the supplier
 * article number), manufacturer material number (the maker's article number), external product
 * id (the catalogue key DETAIL and VALIDATE name), material group and lead time (sent empty: the
 * catalogue knows neither), long text.
 */
export const ociItemFields = (lines: ReadonlyArray<HandoverLine>): ReadonlyArray<readonly [string, string]> =>
  lines.flatMap((line, index) => {
    const n = index + 1
    const field = (name: OciField, value: string): readonly [string, string] => [`NEW_ITEM-${name}[${n}]`, cut(value, OCI_FIELD_LENGTHS[name])]
    return [
      field("DESCRIPTION", line.shortText),
      field("QUANTITY", String(line.amount)),
      field("UNIT", line.unit),
      field("PRICE", line.listPrice === null ? "" : decimalPrice(line.listPrice)),
      field("CURRENCY", "EUR"),
      field("PRICEUNIT", "1"),
      field("VENDORMAT", line.supplierArticleNumber),
      field("MANUFACTMAT", line.manufacturerArticleNumber),
      field("EXT_PRODUCT_ID", line.key),
      field("MATGROUP", ""),
      field("LEADTIME", ""),
      [ociLongTextField(n), [line.shortText, line.longText].filter((t) => t !== "").join("\n")] as const,
    ]
  })

/** OCI's `FUNCTION`s: none is the catalogue; DETAIL and VALIDATE are answered, the others are not. */
export const ociFunctions = ["DETAIL", "VALIDATE", "BACKGROUND_SEARCH", "SOURCING", "DETAILADD"] as const
export type OciFunction = (typeof ociFunctions)[number]

/** A frame name a form may target: `_top`, `_parent`, `_self`, `_blank` or a plain name. */
const FRAME = /^(?:_top|_parent|_self|_blank|[A-Za-z0-9][A-Za-z0-9_-]{0,63})$/

/** What the buyer's system sent besides the credentials, as the hand-back needs it. */
export interface OciCall {
  readonly hookUrl: URL
  /** `~OkCode`, `~TARGET`, `~CALLER` as sent (ADDI, _top, CTLG when absent): returned with the cart. */
  readonly okCode: string
  readonly target: string
  readonly caller: string
  /** Where the form goes: `returntarget`, else `~TARGET`, else `_top` (SAP: "the catalog application must provide a default target of _top"). */
  readonly formTarget: string
  /** `OCI_VERSION` as sent ("4.0", "5.0"), for the log. */
  readonly version: string
  /** The charset the buyer's system reads the form in (`http_content_charset`): UTF-8 unless it asks for ISO-8859-1. */
  readonly charset: "UTF-8" | "ISO-8859-1"
}

/** Reads `~OkCode`, `~TARGET`, `~CALLER` case-insensitively (SAP writes them both ways). */
export const ociParam = (get: (name: string) => string | undefined, names: ReadonlyArray<string>): string | undefined => {
  for (const name of names) {
    const value = get(name)
    if (value !== undefined) return value
  }
  return undefined
}

const ECHO = /^[A-Za-z0-9_~.-]{1,40}$/

/** The hand-back's settings from the call's fields (a value that is not what SAP sends is replaced by SAP's default). */
export const ociCallOf = (hookUrl: URL, get: (name: string) => string | undefined): OciCall => {
  const echo = (names: ReadonlyArray<string>, fallback: string) => {
    const value = ociParam(get, names)?.trim()
    return value !== undefined && ECHO.test(value) ? value : fallback
  }
  const target = echo(["~TARGET", "~target", "~Target"], "_top")
  const returnTarget = get("returntarget")?.trim()
  const charset = (get("http_content_charset") ?? "").trim().toLowerCase()
  return {
    hookUrl,
    okCode: echo(["~OkCode", "~OKCODE", "~okcode"], "ADDI"),
    target,
    caller: echo(["~CALLER", "~caller", "~Caller"], "CTLG"),
    formTarget: returnTarget !== undefined && FRAME.test(returnTarget) ? returnTarget : FRAME.test(target) ? target : "_top",
    version: echo(["OCI_VERSION"], "4.0"),
    charset: charset === "iso-8859-1" || charset === "latin1" || charset === "iso_8859-1" ? "ISO-8859-1" : "UTF-8",
  }
}

export interface OciReturnForm {
  /** The form's action: the hook URL without its query. */
  readonly action: string
  readonly target: string
  readonly charset: OciCall["charset"]
  /** Every field in order: the hook URL's own parameters, `~OkCode`, `~TARGET`, `~CALLER`, then the items. */
  readonly fields: ReadonlyArray<readonly [string, string]>
}

/** The form that posts the cart back to the buyer's system. */
export const ociReturnForm = (call: OciCall, lines: ReadonlyArray<HandoverLine>): OciReturnForm => {
  const hook = splitHookUrl(call.hookUrl)
  return {
    action: hook.action,
    target: call.formTarget,
    charset: call.charset,
    fields: [...hook.fields, ["~OkCode", call.okCode], ["~TARGET", call.target], ["~CALLER", call.caller], ...ociItemFields(lines)],
  }
}
