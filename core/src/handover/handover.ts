/**
 * The hand-over's use cases over the ports (issue 26): the account's allow-list of return
 * addresses (my info), the check of a hook URL against it, a craftsman's cart loaded into the
 * account's cart (IDS "Warenkorb senden"), and the hand-back of the account's cart (the page that
 * posts it to the software or to SAP), every price from the catalogue.
 */
import { Clock, Effect } from "effect"
import { storedCartState } from "../accounts/cart.ts"
import { mergeAllIntoCart } from "../cart/addToCart.ts"
import { CartFull } from "../cart/guestCart.ts"
import { MAX_AMOUNT, MAX_CART_LINES } from "../cart/limits.ts"
import { buildCartView } from "../cart/view.ts"
import { InvalidInput } from "../errors/errors.ts"
import type { Language } from "../i18n/language.ts"
import { Catalogue } from "../ports/Catalogue.ts"
import { CartStore } from "../ports/CartStore.ts"
import { HandoverHooks } from "../ports/HandoverHooks.ts"
import { quickOrderCartItems } from "../quickOrder/preview.ts"
import { type PunchoutContext, ociCallOfContext } from "./entry.ts"
import { HandoverRefused } from "./errors.ts"
import { MAX_ALLOWED_HOOKS, hookAllowed, normaliseAllowedHook, parseHookUrl } from "./hookUrl.ts"
import { IDS_CART_FIELD, type IdsCartImport, idsCartXml } from "./ids.ts"
import { type HandoverLine, accessoryLine, handoverLines, productLine } from "./lines.ts"
import { ociReturnForm } from "./oci.ts"
import { type HandbackForm, handbackPageHtml, handbackTexts } from "./page.ts"

/** The allow-list as my info shows it: one address a line. */
export const allowedHooks = Effect.fn("Handover.allowedHooks")(function* (uid: string) {
  return yield* (yield* HandoverHooks).get(uid)
})

/**
 * Sets the allow-list from my info's text (one address a line, blank lines ignored): each an
 * http(s) address, kept as scheme, host, port and path, duplicates once, at most MAX_ALLOWED_HOOKS.
 * Anything else is InvalidInput at `hooks` (`handoverHookUrlInvalid`, `tooLong`), nothing changed.
 */
export const setAllowedHooks = Effect.fn("Handover.setAllowedHooks")(function* (uid: string, text: unknown) {
  if (typeof text !== "string" || text.length > MAX_ALLOWED_HOOKS * 2100) return yield* new InvalidInput({ issues: [{ path: "hooks", key: "tooLong" }] })
  const hooks: Array<string> = []
  for (const raw of text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "")) {
    const entry = normaliseAllowedHook(raw)
    if (entry === undefined) return yield* new InvalidInput({ issues: [{ path: "hooks", key: "handoverHookUrlInvalid", detail: "not an http(s) address" }] })
    if (!hooks.includes(entry)) hooks.push(entry)
  }
  if (hooks.length > MAX_ALLOWED_HOOKS) return yield* new InvalidInput({ issues: [{ path: "hooks", key: "tooLong", detail: `more than ${MAX_ALLOWED_HOOKS} addresses` }] })
  yield* (yield* HandoverHooks).set(uid, hooks)
  return hooks
})

/** The hook URL when the account may hand its cart back there: http(s), and on its allow-list when it has one. */
export const checkHookUrl = Effect.fn("Handover.checkHookUrl")(function* (uid: string, raw: string) {
  const url = parseHookUrl(raw)
  if (url === undefined) return yield* new HandoverRefused({ reason: "handoverHookUrlInvalid", detail: "not an http(s) address" })
  const list = yield* (yield* HandoverHooks).get(uid)
  if (!hookAllowed(url, list)) return yield* new HandoverRefused({ reason: "handoverHookUrlNotAllowed", detail: `${url.origin} is not on the account's list` })
  return url
})

/**
 * A craftsman's cart (read by `readIdsCart`) becomes the account's cart: its lines found in the
 * catalogue replace the cart's (one transaction under the cart's lock), its project number is taken
 * when it has one, the discount stays. Lines the cart cannot hold are CartFull; nothing is changed then.
 */
export const loadSentCart = Effect.fn("Handover.loadSentCart")(function* (uid: string, sent: IdsCartImport) {
  const added = quickOrderCartItems(sent.preview)
  const now = yield* Clock.currentTimeMillis
  const state = yield* storedCartState(uid)
  const full = yield* (yield* CartStore).modify(uid, (cart) => {
    const { items } = mergeAllIntoCart([], added, now)
    if (items.length > MAX_CART_LINES) return { result: new CartFull({ lines: cart.items.length, requested: added.length, limit: "lines" }) }
    return {
      remove: cart.items.map((item) => item.id),
      upsert: items,
      state: { projectId: sent.projectId ?? state.projectId, discount: state.discount },
      result: null,
    }
  })
  if (full !== null) return yield* full
  return added.length
})

export interface Handback {
  /** The page to answer (HTML, UTF-8). */
  readonly html: string
  /** Where its form posts: the CSP's `form-action` names this origin only. */
  readonly formOrigin: string
  readonly lines: ReadonlyArray<HandoverLine>
}

/**
 * The account's cart handed back as the session's protocol asks: the lines priced from the
 * catalogue, the IDS Warenkorb in the field `warenkorb` or the OCI fields, posted to the hook URL
 * (checked again: the kept context is not trusted) from a page that shows them.
 */
export const handback = Effect.fn("Handover.handback")(function* (
  uid: string,
  context: PunchoutContext,
  options: { readonly lang: Language; readonly nonce: string },
) {
  if (context.uid !== uid) return yield* new HandoverRefused({ reason: "handoverNotPunchout", detail: "the session is another account's" })
  const hookUrl = yield* checkHookUrl(uid, context.hookUrl)
  const items = yield* (yield* CartStore).list(uid)
  const state = yield* storedCartState(uid)
  const view = yield* buildCartView(items)
  const lines = handoverLines(view.items, options.lang)
  const form: HandbackForm =
    context.protocol === "ids"
      ? {
          action: hookUrl.href,
          target: context.formTarget,
          charset: "UTF-8",
          fields: [
            [
              IDS_CART_FIELD,
              idsCartXml(lines, { projectId: state.projectId, createdAt: yield* Clock.currentTimeMillis, onRequestNote: handbackTexts[options.lang].onRequest }),
            ],
          ],
        }
      : ociReturnForm(ociCallOfContext(context, hookUrl), lines)
  const html = handbackPageHtml({
    protocol: context.protocol,
    lang: options.lang,
    lines,
    form,
    nonce: options.nonce,
    autoSubmit: context.protocol === "oci",
    sessionEnded: true,
  })
  return { html, formOrigin: new URL(form.action).origin, lines } satisfies Handback
})

/**
 * OCI 5.0's VALIDATE: the item the buyer's system holds (`PRODUCTID`, the catalogue key the shop
 * sent), priced from the catalogue now for `QUANTITY` whole pieces, as the fields of a form posted to
 * the hook URL at once. Undefined when there is no such item or the quantity is not whole pieces:
 * the page then has no form (nothing valid to return).
 */
export const validateItem = Effect.fn("Handover.validateItem")(function* (
  productId: string | undefined,
  quantity: string | undefined,
  lang: Language,
) {
  if (productId === undefined) return undefined
  const match = /^(\d{1,9})(?:\.0+)?$/.exec((quantity ?? "1").trim())
  const amount = match === null ? 0 : Number(match[1])
  if (amount < 1 || amount > MAX_AMOUNT) return undefined
  const catalogue = yield* Catalogue
  const product = yield* Effect.option(catalogue.product(productId))
  if (product._tag === "Some") return productLine(product.value, amount, 1, lang)
  const accessory = yield* Effect.option(catalogue.accessory(productId))
  return accessory._tag === "Some" ? accessoryLine(accessory.value, amount, 1, lang) : undefined
})
