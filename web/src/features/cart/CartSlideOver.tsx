/**
 * The cart slide-over (spec §2): title with the item count, the lines with their configuration,
 * amount, remove, subtotal or "price on request", discount, project id, login, send request,
 * generate PDF and (logged in) save as a project; an empty state with a start button. It closes
 * on an outside click, except while the cart is loading or a change is on its way.
 */
import { Dialog } from "radix-ui"
import { type ChangeEvent, type KeyboardEvent, useEffect, useRef, useState } from "react"
import { FormattedMessage, FormattedNumber, useIntl } from "react-intl"
import { MAX_AMOUNT, MIN_AMOUNT, PROJECT_ID_MAX_LENGTH } from "@shop/core/cart/limits"
import { useReturnFocus } from "../../ui/dialog/useReturnFocus.ts"
import { softDisabled } from "../../ui/form/softDisabled.ts"
import { AmountStepper } from "../../ui/form/AmountStepper.tsx"
import { ProductPicture } from "../../ui/ProductPicture.tsx"
import { button } from "../../styles/common.css.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import { discountForServer, formatDiscount, parseDiscount } from "./discount.ts"
import { useCart } from "./CartContext.tsx"
import { useCartRequest } from "./useCartRequest.ts"
import { useAccount } from "../account/AccountContext.tsx"
import { HandoverTransfer } from "../handover/HandoverTransfer.tsx"
import type { CartLineView, CartView } from "./model.ts"
import * as s from "./cart.css.ts"
import { LineConfig } from "./LineConfig.tsx"


const Euro = ({ cents }: { readonly cents: number }) => <FormattedNumber value={cents / 100} style="currency" currency="EUR" />

const CartLine = ({ line }: { readonly line: CartLineView }) => {
  const intl = useIntl()
  const { remove, setAmount, locked } = useCart()
  const lang = useLang()
  return (
    <li className={s.line} data-testid="cart-line">
      <div className={s.lineHead}>
        {/* Decorative: the line's name beside it says what it is. */}
        <ProductPicture slug={line.productSlug} size={56} decorative className={s.lineThumb} />
        <div className={s.lineText}>
          <a className={s.lineName} href={`/${lang}/product-catalog/${line.productSlug}/`}>
            {line.name}
          </a>
          {line.name2 ? <div className={s.muted}>{line.name2}</div> : null}
          <div className={s.muted}>
            <FormattedMessage id="product.articleNumber" />: {line.articleNumber}
          </div>
        </div>
        <button
          type="button"
          className={s.iconButton}
          aria-label={intl.formatMessage({ id: "cart.removeOf" }, { name: line.name, article: line.articleNumber })}
          // The button goes with its line: the focus moves to the cart's title, not to the page.
          {...softDisabled(locked, () => void remove(line.id).then((removed) => removed && document.querySelector<HTMLElement>("[data-cart-title]")?.focus()))}
        >
          <FormattedMessage id="cart.remove" />
        </button>
      </div>
      <LineConfig config={line.config} className={s.config} />
      <div className={s.lineFoot}>
        <AmountStepper
          value={line.amount}
          min={MIN_AMOUNT}
          max={MAX_AMOUNT}
          // Named with the article number: two lines of one product family share their name.
          label={intl.formatMessage({ id: "cart.amountOf" }, { name: line.name, article: line.articleNumber })}
          disabled={locked}
          onChange={(amount) => setAmount(line.id, amount)}
          testId="cart-amount"
        />
        <span className={s.lineTotals}>
          <span data-testid="cart-line-total">
            {line.priceOnRequest ? <FormattedMessage id="product.priceOnRequest" /> : <Euro cents={line.lineTotal} />}
          </span>
          {/* The piece price beside the line's total, as on a quote (issue 27). */}
          {line.priceOnRequest || line.amount === 1 ? null : (
            <span className={s.muted} data-testid="cart-line-unit">
              <FormattedMessage id="cart.unitPrice" values={{ price: <Euro cents={line.singleTotal} /> }} />
            </span>
          )}
        </span>
      </div>
    </li>
  )
}

/**
 * A cart field saved when it is left or on Enter (the discount, the project number). Every answer
 * shows what the cart holds, also when it refused the change (a guest's full cookie), except while
 * the field is typed in or its own change waits: the answer to the other field's change must not
 * wipe it. Its own change shows its answer when it comes, or, when it failed, what the cart still
 * holds (the error says so): the field never shows a value a request or PDF would not use. A value
 * on its way is not sent twice (Enter, then leaving the field).
 */
const useSavedField = (options: {
  /** The cart's value as the field writes it. */
  readonly stored: string
  /** Changes with every answer, also one that left `stored` as it was. */
  readonly view: CartView | null
  /** What is typed as the field writes it once saved ("7" → "7,00"). */
  readonly normalize: (typed: string) => string
  readonly save: (value: string) => Promise<CartView | null>
  readonly answered: (view: CartView) => string
}) => {
  const { stored, view, normalize, save, answered } = options
  const [typed, setTyped] = useState(stored)
  const editing = useRef(false)
  const sending = useRef<string | null>(null)
  useEffect(() => {
    if (!editing.current && sending.current === null) setTyped(stored)
  }, [view, stored])
  const commit = () => {
    const next = normalize(typed)
    setTyped(next)
    if (next === stored || next === sending.current) return
    sending.current = next
    void save(next).then((answer) => {
      sending.current = null
      setTyped(answer === null ? stored : answered(answer))
    })
  }
  return {
    value: typed,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setTyped(event.target.value),
    onFocus: () => void (editing.current = true),
    onBlur: () => {
      editing.current = false
      commit()
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === "Enter") commit()
    },
  }
}

const CartMeta = () => {
  const intl = useIntl()
  const { view, setMeta } = useCart()
  const discount = useSavedField({
    stored: formatDiscount(view?.discount ?? 0, intl.locale),
    view,
    normalize: (typed) => formatDiscount(parseDiscount(typed), intl.locale),
    save: (value) => setMeta({ discount: discountForServer(parseDiscount(value)) }),
    answered: (answer) => formatDiscount(answer.discount, intl.locale),
  })
  const project = useSavedField({
    stored: view?.projectId ?? "",
    view,
    normalize: (typed) => typed,
    save: (value) => setMeta({ projectId: value }),
    answered: (answer) => answer.projectId,
  })
  return (
    <div className={s.fields}>
      <label className={s.field}>
        <FormattedMessage id="cart.discount" />
        <input className={s.input} type="text" inputMode="decimal" autoComplete="off" {...discount} data-testid="cart-discount" />
      </label>
      <label className={s.field}>
        <FormattedMessage id="cart.projectId" />
        <input
          className={s.input}
          maxLength={PROJECT_ID_MAX_LENGTH}
          placeholder={intl.formatMessage({ id: "cart.projectIdPlaceholder" })}
          {...project}
          data-testid="cart-project-id"
        />
      </label>
    </div>
  )
}

export const CartSlideOver = ({ onGeneratePdf }: { readonly onGeneratePdf: () => void }) => {
  const lang = useLang()
  const { view, open, setOpen, pending, locked, afterChanges, busyNow } = useCart()
  const request = useCartRequest(view)
  const handover = useAccount()?.handover
  const busy = pending || locked
  // A click on send or PDF while a change is on its way (the project number or discount just typed
  // is saved when the field blurs, on that very click) waits for the cart's changes (their mutation
  // scope) and then runs with the cart as it answered, instead of landing on a button disabled under
  // the pointer and being lost. When one of them fails or is refused (a full cart), its notice shows
  // and the action is dropped: it would send or print a cart other than the one asked for.
  const [waiting, setWaiting] = useState<"send" | "pdf" | null>(null)
  const run = (action: "send" | "pdf", answered: CartView | null) => (action === "send" ? request.send(answered) : onGeneratePdf())
  const whenSettled = (action: "send" | "pdf") => () => {
    if (waiting !== null) return
    // Asked of the cart at the click: the blur on this very click started a change a moment ago.
    if (busyNow()) setWaiting(action)
    void afterChanges().then((answered) => {
      setWaiting(null)
      if (answered !== null) run(action, answered)
    })
  }
  const lines = view?.lines ?? []
  const returnFocus = useReturnFocus()
  const blockWhileBusy = (event: Event) => {
    if (busy) event.preventDefault()
  }
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || !busy ? setOpen(next) : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className={s.overlay} />
        <Dialog.Content
          className={s.panel}
          aria-describedby={undefined}
          onInteractOutside={blockWhileBusy}
          onEscapeKeyDown={blockWhileBusy}
          {...returnFocus}
          data-testid="cart-panel"
          aria-busy={busy}
        >
          <div className={s.head}>
            <Dialog.Title className={s.title} tabIndex={-1} data-cart-title="">
              <FormattedMessage id="cart.title" values={{ count: lines.length }} />
            </Dialog.Title>
            {/* Not closed while busy (onOpenChange above), yet it keeps a keyboard user's focus. */}
            <Dialog.Close className={s.iconButton} aria-disabled={busy || undefined}>
              <FormattedMessage id="cart.close" />
            </Dialog.Close>
          </div>
          {lines.length === 0 ? (
            <div className={s.body}>
              <div className={s.empty}>
                <p>{pending ? <FormattedMessage id="cart.loading" /> : <FormattedMessage id="cart.empty" />}</p>
                {pending ? null : (
                  <>
                    <a className={button.primary} href={`/${lang}/product-catalog/`} onClick={() => setOpen(false)}>
                      <FormattedMessage id="cart.start" />
                    </a>
                    <a className={button.secondary} href={`/${lang}/quick-order/`} onClick={() => setOpen(false)} data-testid="cart-quick-order">
                      <FormattedMessage id="cart.quickOrder" />
                    </a>
                  </>
                )}
              </div>
            </div>
          ) : (
            <>
              <div className={s.body}>
                <ul className={s.list}>
                  {lines.map((line) => (
                    <CartLine key={line.id} line={line} />
                  ))}
                </ul>
                <p className={s.noteInBody}>
                  <FormattedMessage id="product.listPriceNote" />
                </p>
                <p>
                  <a href={`/${lang}/quick-order/`} onClick={() => setOpen(false)} data-testid="cart-quick-order">
                    <FormattedMessage id="cart.quickOrderMore" />
                  </a>
                </p>
              </div>
              <div className={s.foot}>
                {view?.totals.kind === "priced" ? (
                  <>
                    <div className={s.row}>
                      <FormattedMessage id="cart.subtotal" />
                      <span data-testid="cart-subtotal">
                        <Euro cents={view.totals.subtotal} />
                      </span>
                    </div>
                    {view.discount > 0 ? (
                      <div className={s.row}>
                        <FormattedMessage id="cart.discountAmount" values={{ percent: (view.discount / 100).toLocaleString(lang === "de" ? "de-AT" : "en-GB") }} />
                        <span>
                          − <Euro cents={view.totals.discountAmount} />
                        </span>
                      </div>
                    ) : null}
                    <div className={s.total}>
                      <FormattedMessage id="cart.total" />
                      <span data-testid="cart-total">
                        <Euro cents={view.totals.total} />
                      </span>
                    </div>
                  </>
                ) : (
                  <div className={s.total}>
                    <FormattedMessage id="cart.subtotal" />
                    <span data-testid="cart-subtotal">
                      <FormattedMessage id="product.priceOnRequest" />
                    </span>
                  </div>
                )}
                <p className={s.noteInFoot}>
                  <FormattedMessage id="product.listPriceNote" />
                </p>
                <CartMeta />
                <div className={s.actions}>
                  {view?.loggedIn ? (
                    // A session opened by a craftsman's software or a buyer's SAP hands the cart back instead (issue 26).
                    handover !== undefined ? (
                      <HandoverTransfer protocol={handover} settled={afterChanges} noteClassName={s.note} />
                    ) : request.sent ? (
                      <p className={s.note} role="status" data-testid="cart-request-sent">
                        {view.projectId === "" ? (
                          <FormattedMessage id="cart.requestSent" />
                        ) : (
                          <FormattedMessage id="cart.requestSentProject" values={{ projectId: view.projectId }} />
                        )}
                      </p>
                    ) : (
                      <button type="button" className={button.primary} aria-busy={waiting === "send"} data-testid="cart-send-request" onClick={whenSettled("send")}>
                        <FormattedMessage id={waiting === "send" ? "cart.waiting" : "cart.sendRequest"} />
                      </button>
                    )
                  ) : null}
                  <button type="button" className={button.secondary} aria-busy={waiting === "pdf"} onClick={whenSettled("pdf")} data-testid="cart-generate-pdf">
                    <FormattedMessage id={waiting === "pdf" ? "cart.waiting" : "cart.generatePdf"} />
                  </button>
                  {view?.loggedIn ? (
                    // Saved carts (issue 27): a project number just typed is saved before the page is left.
                    <a
                      className={button.secondary}
                      href={`/${lang}/user/profile/saved-carts/#save-name`}
                      data-testid="cart-save-project"
                      onClick={(event) => {
                        event.preventDefault()
                        const href = event.currentTarget.href
                        void afterChanges().then(() => window.location.assign(href))
                      }}
                    >
                      <FormattedMessage id="cart.saveAsProject" />
                    </a>
                  ) : null}
                  {view?.loggedIn ? null : (
                    <a className={button.primary} href={`/${lang}/login/`} data-testid="cart-login">
                      <FormattedMessage id="cart.loginToSend" />
                    </a>
                  )}
                </div>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
