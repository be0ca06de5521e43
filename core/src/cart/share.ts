/**
 * The cart share string (spec §7): `cart[i][productId]`, `cart[i][amount]`,
 * `cart[i][accessories][j][id]`, `cart[i][accessories][j][amount]`, plus `company`, `discount`
 * (percent) and `projectId`, as a URL query string written and read by `qs`.
 *
 * Decoding takes untrusted text (query strings, cookies, CLI arguments): it never throws, keeps
 * what is valid, and reports every dropped or corrected part with a reason. Prices are never
 * part of the string; they come from the catalogue.
 */
import qs from "qs"
import { ProductId, AccessoryId } from "../catalogue/model.ts"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { type Percent, percentToNumber } from "../money/money.ts"
import { MAX_ACCESSORIES_PER_LINE, MAX_AMOUNT, MAX_CART_LINES, MIN_AMOUNT, PROJECT_ID_MAX_LENGTH } from "./model.ts"
import type { NewCartItem } from "./addToCart.ts"
import { combineAccessories } from "./addToCart.ts"
import { normalizeAmount, normalizeDiscount, normalizeProjectId } from "./normalize.ts"

/** Longest share string accepted: 200 lines with many accessories fit comfortably. */
export const MAX_SHARE_STRING_LENGTH = 200_000
export const COMPANY_MAX_LENGTH = 200

export interface SharedCart {
  readonly items: ReadonlyArray<NewCartItem>
  readonly company: string
  readonly discount: Percent
  readonly projectId: string
}

/** The reason of a project number longer than the spec's 15 characters (a lenient reader cuts it). */
export const PROJECT_ID_TOO_LONG = `is longer than ${PROJECT_ID_MAX_LENGTH} characters`

export interface ShareProblem {
  /** Where in the string, e.g. `cart[2][amount]`. */
  readonly path: string
  /** What is wrong (a strict reader shows only this). */
  readonly reason: string
  /** What a lenient reader did about it ("ignored", "corrected to 12.35", "line dropped"). */
  readonly fix?: string
}

export interface DecodedShare {
  readonly cart: SharedCart
  readonly problems: ReadonlyArray<ShareProblem>
}

export const encodeShareString = (cart: SharedCart): string =>
  qs.stringify(
    {
      cart: cart.items.map((item) => ({
        productId: item.productId,
        amount: item.amount,
        ...(item.accessories.length > 0 ? { accessories: item.accessories.map((a) => ({ id: a.id, amount: a.amount })) } : {}),
      })),
      ...(cart.company === "" ? {} : { company: cart.company }),
      discount: percentToNumber(cart.discount),
      ...(cart.projectId === "" ? {} : { projectId: cart.projectId }),
    },
    { encodeValuesOnly: true, arrayFormat: "indices" },
  )

const isProductId = Schema.is(ProductId)
const isAccessoryId = Schema.is(AccessoryId)

/** qs turns sparse or long index lists into objects; read both forms in index order. */
const listOf = (value: unknown): Array<[string, unknown]> | undefined => {
  if (Array.isArray(value)) return value.map((v, i) => [String(i), v])
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value)
    if (entries.every(([k]) => /^\d+$/.test(k))) return entries.sort(([a], [b]) => Number(a) - Number(b))
  }
  return undefined
}

const lineFields = new Set(["productId", "amount", "accessories"])

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)

const amountProblem = (raw: unknown, min: number): string | undefined => {
  // Decimal digits only: JavaScript's number syntax (`1e3`, `0x10`, `0b1`, ` 7`) is not an amount.
  const n = typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN
  return Number.isInteger(n) && n >= min && n <= MAX_AMOUNT
    ? undefined
    : `amount ${JSON.stringify(raw ?? "")} is not a whole number from ${min} to ${MAX_AMOUNT}`
}

const stripped = (input: string): string => {
  const hash = input.indexOf("#")
  const trimmed = (hash >= 0 ? input.slice(0, hash) : input).trim()
  const query = trimmed.includes("?") && /^[a-z]+:\/\//i.test(trimmed) ? trimmed.slice(trimmed.indexOf("?") + 1) : trimmed
  return query.startsWith("?") ? query.slice(1) : query
}

/** Every key the share string knows, written exactly so (a strict reader refuses any other). */
const KNOWN_KEY = /^(?:cart\[\d{1,20}\]\[(?:productId|amount)\]|cart\[\d{1,20}\]\[accessories\]\[\d{1,20}\]\[(?:id|amount)\]|company|discount|projectId)$/

/**
 * What qs would pass over or map silently: malformed or unknown keys (`cart[4]7[…]`, a leading
 * byte-order mark), bad percent escapes, control characters and repeated keys. The malformed
 * pairs are left out of what qs reads.
 */
const scanPairs = (query: string, problems: Array<ShareProblem>): string => {
  const kept: Array<string> = []
  const seen = new Set<string>()
  for (const [position, pair] of query.split("&").entries()) {
    if (pair === "") continue
    const at = `pair ${position + 1}`
    const [rawKey = "", ...rest] = pair.split("=")
    const rawValue = rest.join("=")
    const key = Result.try(() => decodeURIComponent(rawKey.replace(/\+/g, " ")))
    const value = Result.try(() => decodeURIComponent(rawValue.replace(/\+/g, " ")))
    if (Result.isFailure(key) || Result.isFailure(value)) {
      problems.push({ path: Result.isSuccess(key) ? key.success : at, reason: "bad percent escape", fix: "ignored" })
      continue
    }
    if (!KNOWN_KEY.test(key.success)) {
      const reserved = /(^|\[)__proto__(\]|\[|$)/.test(key.success)
      problems.push({ path: JSON.stringify(key.success).slice(1, -1) || at, reason: reserved ? "reserved name" : "unknown or malformed key", fix: "ignored" })
      continue
    }
    // oxlint-disable-next-line no-control-regex -- finding control characters is the point
    if (key.success !== "company" && /[\u0000-\u001f\u007f]/.test(value.success)) {
      problems.push({ path: key.success, reason: "holds a control character", fix: "ignored" })
      continue
    }
    if (seen.has(key.success)) {
      problems.push({ path: key.success, reason: "given more than once", fix: "the first kept" })
      continue
    }
    seen.add(key.success)
    kept.push(pair)
  }
  return kept.join("&")
}

export const decodeShareString = (input: string): DecodedShare => {
  const problems: Array<ShareProblem> = []
  const empty: SharedCart = { items: [], company: "", discount: normalizeDiscount(0), projectId: "" }
  if (input.length > MAX_SHARE_STRING_LENGTH) {
    return { cart: empty, problems: [{ path: "", reason: `longer than ${MAX_SHARE_STRING_LENGTH} characters` }] }
  }
  // trim() would drop a byte-order mark unseen (a file saved by some editors starts with one).
  if (/^[\t\n\r ]*\uFEFF/.test(input)) problems.push({ path: "(start)", reason: "begins with a byte-order mark", fix: "removed" })
  const attempt = Result.try(() =>
    qs.parse(scanPairs(stripped(input), problems), {
      depth: 4,
      arrayLimit: MAX_CART_LINES,
      // No parameter may be dropped unseen: the length limit above bounds the work instead.
      parameterLimit: MAX_SHARE_STRING_LENGTH,
      allowPrototypes: false,
      // Null-prototype objects keep keys like `constructor` as data, so they are reported below.
      plainObjects: true,
      allowDots: false,
      strictDepth: false,
      // qs drops `__proto__` segments itself; report them.
      decoder: (text, decode, charset, type) => {
        const decoded = decode(text, decode, charset)
        if (type === "key" && /(^|\[)__proto__(\]|\[|$)/.test(decoded)) problems.push({ path: decoded, reason: "reserved name", fix: `ignored` })
        return decoded
      },
    }),
  )
  // qs throws only on pathological input; report it as the whole string being unreadable.
  if (Result.isFailure(attempt)) return { cart: empty, problems: [{ path: "", reason: `not a query string (${String(attempt.failure)})` }] }
  const parsed: Record<string, unknown> = attempt.success

  const items: Array<NewCartItem> = []
  const lines = parsed["cart"] === undefined ? [] : listOf(parsed["cart"])
  if (lines === undefined) problems.push({ path: "cart", reason: "is not a list of cart lines", fix: "ignored" })
  for (const [index, raw] of lines ?? []) {
    const at = `cart[${index}]`
    if (items.length >= MAX_CART_LINES) {
      problems.push({ path: at, reason: `more than ${MAX_CART_LINES} lines`, fix: `the rest was dropped` })
      break
    }
    if (!isRecord(raw)) {
      problems.push({ path: at, reason: "is not a cart line", fix: "dropped" })
      continue
    }
    const productId = raw["productId"]
    if (typeof productId !== "string" || !isProductId(productId)) {
      problems.push({ path: `${at}[productId]`, reason: `${JSON.stringify(productId ?? "")} is not a product id`, fix: "line dropped" })
      continue
    }
    for (const key of Object.keys(raw)) {
      if (!lineFields.has(key)) problems.push({ path: `${at}[${key}]`, reason: "unknown field", fix: `ignored` })
    }
    const amountIssue = amountProblem(raw["amount"], MIN_AMOUNT)
    if (amountIssue) problems.push({ path: `${at}[amount]`, reason: `${amountIssue}`, fix: `corrected` })
    const accessories: Array<{ id: typeof AccessoryId.Type; amount: number }> = []
    const rawAccessories = raw["accessories"] === undefined ? [] : listOf(raw["accessories"])
    if (rawAccessories === undefined) problems.push({ path: `${at}[accessories]`, reason: "is not a list", fix: "ignored" })
    for (const [j, acc] of rawAccessories ?? []) {
      const accAt = `${at}[accessories][${j}]`
      if (accessories.length >= MAX_ACCESSORIES_PER_LINE) {
        problems.push({ path: accAt, reason: `more than ${MAX_ACCESSORIES_PER_LINE} accessories`, fix: `the rest was dropped` })
        break
      }
      const id = isRecord(acc) ? acc["id"] : undefined
      if (typeof id !== "string" || !isAccessoryId(id)) {
        problems.push({ path: `${accAt}[id]`, reason: `${JSON.stringify(id ?? "")} is not an accessory id`, fix: "dropped" })
        continue
      }
      for (const key of Object.keys(acc as object)) {
        if (key !== "id" && key !== "amount") problems.push({ path: `${accAt}[${key}]`, reason: "unknown field", fix: `ignored` })
      }
      const accAmount = isRecord(acc) ? acc["amount"] : undefined
      const issue = amountProblem(accAmount, MIN_AMOUNT)
      if (issue) problems.push({ path: `${accAt}[amount]`, reason: `${issue}`, fix: `corrected` })
      if (accessories.some((a) => a.id === id)) problems.push({ path: `${accAt}[id]`, reason: `accessory ${JSON.stringify(id)} is listed twice on this line`, fix: "amounts added" })
      accessories.push({ id, amount: normalizeAmount(accAmount) })
    }
    items.push({ productId, amount: normalizeAmount(raw["amount"]), accessories: combineAccessories(accessories) })
  }

  const rawCompany = parsed["company"]
  let company = ""
  if (typeof rawCompany === "string") {
    // oxlint-disable-next-line no-control-regex -- replacing control characters is the point
    company = rawCompany.replace(/[\u0000-\u001f\u007f]/g, " ").trim()
    if (company !== rawCompany.trim()) problems.push({ path: "company", reason: "holds control characters", fix: "replaced by blanks" })
    // Code points, as for the project id: a cut never splits a surrogate pair.
    if (Array.from(company).length > COMPANY_MAX_LENGTH) {
      problems.push({ path: "company", reason: `longer than ${COMPANY_MAX_LENGTH} characters`, fix: `cut` })
      company = Array.from(company).slice(0, COMPANY_MAX_LENGTH).join("").trimEnd()
    }
  } else if (rawCompany !== undefined) problems.push({ path: "company", reason: "is not text", fix: `ignored` })

  const rawDiscount = parsed["discount"]
  const discount = normalizeDiscount(rawDiscount)
  if (rawDiscount !== undefined && rawDiscount !== "") {
    const n = typeof rawDiscount === "string" && /^\d{1,3}(?:\.\d{1,2})?$/.test(rawDiscount) ? Number(rawDiscount) : Number.NaN
    if (!(Number.isFinite(n) && n >= 0 && n <= 100 && percentToNumber(discount) === n)) {
      problems.push({ path: "discount", reason: `${JSON.stringify(rawDiscount)} is not a percentage from 0 to 100 with at most two decimals`, fix: `corrected to ${percentToNumber(discount)}` })
    }
  }

  const rawProject = parsed["projectId"]
  const projectId = normalizeProjectId(rawProject)
  if (rawProject !== undefined && (typeof rawProject !== "string" || projectId !== rawProject.trim())) {
    const tooLong = typeof rawProject === "string" && Array.from(rawProject.trim()).length > PROJECT_ID_MAX_LENGTH
    problems.push({ path: "projectId", reason: tooLong ? PROJECT_ID_TOO_LONG : "is not text without control characters", fix: `corrected` })
  }

  const known = new Set(["cart", "company", "discount", "projectId"])
  for (const key of Object.keys(parsed)) if (!known.has(key)) problems.push({ path: key, reason: "unknown field", fix: `ignored` })

  return { cart: { items, company, discount, projectId }, problems }
}

/** A share string's own top-level fields, as they appear in a query string. */
const SHARE_FIELD = /^(?:cart\[|company$|discount$|projectId$)/

/**
 * The share string of a URL's `encodedCart` parameter, from the raw query (without `?`). Links
 * pasted by hand often carry the share string unencoded (`encodedCart=cart[0][productId]=…&cart[0][amount]=2`),
 * and then its own `&` split it into parameters of the URL: those that are share-string fields are
 * joined back onto it, in their order. Other parameters (`lang`) are not part of it. Undefined
 * without `encodedCart`.
 */
export const encodedCartOfQuery = (rawQuery: string): string | undefined => {
  const parts = rawQuery.split("&").filter((part) => part !== "")
  const keyOf = (part: string) => {
    const raw = part.split("=", 1)[0] ?? ""
    try {
      return decodeURIComponent(raw.replace(/\+/g, " "))
    } catch {
      return raw
    }
  }
  const at = parts.findIndex((part) => keyOf(part) === "encodedCart")
  if (at < 0) return undefined
  const raw = parts[at]!.slice(parts[at]!.indexOf("=") + 1)
  // A literal "=" in the value: pasted unencoded, so it is already in the share string's own encoding.
  const value = raw.includes("=") ? raw : (new URLSearchParams(parts[at]).get("encodedCart") ?? "")
  const spilled = parts.filter((part, i) => i !== at && SHARE_FIELD.test(keyOf(part)))
  return [value, ...spilled].filter((part) => part !== "").join("&")
}
