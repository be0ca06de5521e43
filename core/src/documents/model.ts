/**
 * Input of the rendered documents (spec §3, §9): the cart PDF gets the priced cart (output DTOs
 * and totals recomputed from the catalogue), the sender, the project id, the date and the
 * language. Datasheets need only the product and the language.
 */
import type { CartItemDto, Sender } from "../cart/model.ts"
import type { SharedCart } from "../cart/share.ts"
import type { CartTotals } from "../cart/totals.ts"
import type { Language } from "../i18n/language.ts"
import type { Profile } from "../ports/ProfileStore.ts"
import type { PictureInput } from "../drawing/picture.ts"

export interface CartPdfInput {
  /** Output DTOs in the document's language, in cart order (position = index + 1). */
  readonly items: ReadonlyArray<CartItemDto>
  readonly totals: CartTotals
  readonly sender: Sender
  /** At most 15 characters (spec §5); empty when none was given. */
  readonly projectId: string
  /** Date of the document, epoch milliseconds (formatted in the shop's time zone, Europe/Vienna). */
  readonly date: number
  readonly lang: Language
  /** Each line's picture (by index, as `items`): the product with the accessories chosen that change its shape. */
  readonly pictures?: ReadonlyArray<PictureInput> | undefined
}

/**
 * The compare page as a document: its rows already in the page's language (labels and values as
 * the page shows them, `differs` where the values do), the products' pictures side by side.
 */
export interface ComparePdfInput {
  readonly lang: Language
  /** Epoch milliseconds. */
  readonly date: number
  readonly products: ReadonlyArray<{
    readonly name: string
    readonly name2: string | null
    readonly articleNumber: string
    readonly picture: PictureInput
  }>
  readonly rows: ReadonlyArray<{ readonly label: string; readonly values: ReadonlyArray<string>; readonly differs: boolean }>
}

/** Guests carry only the company in the share string (spec §7 cart share string). */
export const senderFromShare = (shared: SharedCart): Sender => (shared.company.trim() === "" ? {} : { company: shared.company.trim() })

const regionNames = { de: new Intl.DisplayNames(["de-AT"], { type: "region" }), en: new Intl.DisplayNames(["en-GB"], { type: "region" }) }

/** The profile keeps the country's code (`DE`); the document names it in its language. Unknown codes as given. */
const countryName = (code: string, lang: Language): string => {
  const trimmed = code.trim().toUpperCase()
  if (!/^[A-Z]{2}$/.test(trimmed)) return code
  return regionNames[lang].of(trimmed) ?? code
}

/**
 * A logged-in customer's sender: their profile and account e-mail (spec §9), the country in the
 * document's language. Never from the request: the share string's company is a guest's entry.
 */
export const senderOfProfile = (profile: Profile | null, email: string, lang: Language): Sender => ({
  company: profile?.company ?? "",
  firstName: profile?.firstname ?? "",
  lastName: profile?.lastname ?? "",
  street: profile?.street ?? "",
  zip: profile?.zip ?? "",
  city: profile?.city ?? "",
  country: countryName(profile?.country ?? "", lang),
  email,
})

const clean = (text: string | undefined): string => (text ?? "").replace(/\s+/g, " ").trim()

/**
 * Spec §9 sender line, as its parts: company, else first and last name; street; zip and city;
 * country; e-mail. Empty parts are left out.
 */
export const senderParts = (sender: Sender): ReadonlyArray<string> => {
  const name = clean(sender.company) || [clean(sender.firstName), clean(sender.lastName)].filter((s) => s !== "").join(" ")
  const place = [clean(sender.zip), clean(sender.city)].filter((s) => s !== "").join(" ")
  return [name, clean(sender.street), place, clean(sender.country), clean(sender.email)].filter((s) => s !== "")
}

/** The sender line of the cart PDF: its parts joined with commas ("" when nothing is known). */
export const senderLine = (sender: Sender): string => senderParts(sender).join(", ")
