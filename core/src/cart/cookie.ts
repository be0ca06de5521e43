/**
 * The guest cart cookie (spec §4: guests keep the cart in a cookie for a year).
 *
 * Compact text so a useful cart fits the browsers' 4 KB cookie limit:
 *   `v1|<discount hundredths>|<projectId, URI-encoded>|<line>~<line>…`
 *   line = `<id>!<productId>!<amount>!<accessoryId>*<amount>,…`
 * Ids only use [A-Za-z0-9._-], so `| ~ ! * ,` never occur inside them.
 *
 * Decoding treats the value as untrusted: it never throws, drops what is invalid and says why.
 * Prices are never stored; unknown products are removed later, when the view is built.
 */
import { Result, Schema } from "effect"
import { type Percent, percent } from "../money/money.ts"
import { CartItem, MAX_ACCESSORIES_PER_LINE, MAX_CART_LINES, type CartItem as CartItemType } from "./model.ts"
import { normalizeProjectId } from "./normalize.ts"

/** Browsers drop a cookie whose name and value, as sent, exceed 4,096 bytes (the old one stays). */
export const MAX_CART_COOKIE_BYTES = 4096
export const CART_COOKIE_NAME = "cart"
export const CART_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export interface GuestCart {
  readonly items: ReadonlyArray<CartItemType>
  readonly discount: Percent
  readonly projectId: string
}

export const emptyGuestCart: GuestCart = { items: [], discount: percent(0), projectId: "" }

export const encodeCartCookie = (cart: GuestCart): string => {
  const lines = cart.items.map((item) =>
    [item.id, item.productId, item.amount, item.accessories.map((a) => `${a.id}*${a.amount}`).join(",")].join("!"),
  )
  return ["v1", String(cart.discount), encodeURIComponent(cart.projectId), lines.join("~")].join("|")
}

/**
 * The cookie's value as sent: percent-encoded (`|` and `,` take three bytes each, the project id's
 * `%` too). Every writer sends exactly this, so `fitsInCookie` measures what the browser gets.
 */
export const cartCookieValue = (cart: GuestCart): string => encodeURIComponent(encodeCartCookie(cart))

/** True when the cart fits in one cookie as sent (name, `=`, value; all ASCII). */
export const fitsInCookie = (cart: GuestCart): boolean => CART_COOKIE_NAME.length + 1 + cartCookieValue(cart).length <= MAX_CART_COOKIE_BYTES

const decodeItem = Schema.decodeUnknownResult(CartItem)

export interface DecodedCartCookie {
  readonly cart: GuestCart
  /** What was dropped and why; empty for an intact cookie. */
  readonly problems: ReadonlyArray<string>
}

export const decodeCartCookie = (raw: string | undefined): DecodedCartCookie => {
  if (raw === undefined || raw === "") return { cart: emptyGuestCart, problems: [] }
  if (raw.length > 2 * MAX_CART_COOKIE_BYTES) return { cart: emptyGuestCart, problems: ["cart cookie too long; discarded"] }
  const [version, rawDiscount = "", rawProject = "", rawLines = "", ...rest] = raw.split("|")
  if (version !== "v1" || rest.length > 0) return { cart: emptyGuestCart, problems: ["cart cookie not readable; discarded"] }
  const problems: Array<string> = []

  const discountNumber = /^\d{1,5}$/.test(rawDiscount) ? Number(rawDiscount) : Number.NaN
  const discount = percent(Number.isInteger(discountNumber) && discountNumber <= 10_000 ? discountNumber : 0)
  if (rawDiscount !== "0" && discount === 0) problems.push("discount not readable; reset to 0")

  // decodeURIComponent throws on a stray `%` and on escapes that are not UTF-8 (`%FF`).
  const decodedProject = Result.try(() => decodeURIComponent(rawProject))
  const projectId = Result.isSuccess(decodedProject) ? normalizeProjectId(decodedProject.success) : ""
  if (Result.isFailure(decodedProject)) problems.push("project id not readable; cleared")

  const items: Array<CartItemType> = []
  const seen = new Set<string>()
  for (const line of rawLines === "" ? [] : rawLines.split("~")) {
    if (items.length >= MAX_CART_LINES) {
      problems.push(`more than ${MAX_CART_LINES} lines; the rest dropped`)
      break
    }
    const [id, productId, amount, accessories = "", ...extra] = line.split("!")
    const refs = accessories === "" ? [] : accessories.split(",").map((a) => {
      const [accId, accAmount] = a.split("*")
      return { id: accId, amount: Number(accAmount) }
    })
    const decoded = decodeItem({ id, productId, amount: Number(amount), accessories: refs })
    if (extra.length > 0 || decoded._tag === "Failure" || refs.length > MAX_ACCESSORIES_PER_LINE || seen.has(decoded.success.id)) {
      problems.push(`cart line ${JSON.stringify(line.slice(0, 40))} not readable; dropped`)
      continue
    }
    seen.add(decoded.success.id)
    items.push(decoded.success)
  }
  return { cart: { items, discount, projectId }, problems }
}
