/**
 * `/user/profile/saved-carts` (issue 27, part 4): save the current cart under a name (its project
 * number proposed), and the saved carts with their date, lines and list price (priced from the
 * catalogue now), each to open into the cart (replacing it or added to it: asked when the cart has
 * lines), download as PDF or CSV, duplicate, rename or delete.
 *
 * Plain forms that post to the page itself (`formPost.ts`) and plain download links, so it all
 * works without JavaScript; the questions (replace or add, the new name, really delete) are
 * disclosures (`details`), keyboard operable either way. With JavaScript the same forms are sent by
 * `fetch` and the page changes in place; opening one into the cart runs as a change of the cart
 * (`useCart().apply`, under its update lock), so the cart's badge and notices follow, and the cart
 * opens. The outcome of each form is said at the top (focused, so it is read out), a refused name
 * at its field.
 */
import { useRouterState } from "@tanstack/react-router"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { FormattedDate } from "react-intl"
import { MAX_CART_LINES } from "@shop/core/cart/limits"
import { MAX_SAVED_CARTS, SAVED_CART_NAME_MAX_LENGTH } from "@shop/core/savedCarts/limits"
import { Price } from "../../ui/Price.tsx"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import type { MessageId } from "../../platform/i18n/intl.ts"
import { button, visuallyHidden } from "../../styles/common.css.ts"
import * as form from "../../ui/form/form.css.ts"
import { ProfileLayout } from "../account/ProfileLayout.tsx"
import * as a from "../account/account.css.ts"
import { useCart } from "../cart/CartContext.tsx"
import { savedCartFileUrl } from "./fileUrl.ts"
import {
  type SavedCartView,
  type SavedCartsAnswer,
  type SavedCartsData,
  type SavedCartsOutcome,
  fields,
  isNameRefusal,
  outcomeFromQuery,
  outcomeParams,
} from "./model.ts"
import { useText } from "./SavedCartsMessages.tsx"
import * as s from "./savedCarts.css.ts"

type Text = ReturnType<typeof useText>

/** What an outcome says at the top of the page; null for a refused name (said at its field). */
const outcomeText = (outcome: SavedCartsOutcome, text: Text): string | null => {
  switch (outcome.kind) {
    case "saved":
      return text("savedCarts.done.saved", { name: outcome.name })
    case "renamed":
      return text("savedCarts.done.renamed", { name: outcome.name })
    case "duplicated":
      return text("savedCarts.done.duplicated", { name: outcome.name })
    case "deleted":
      return outcome.name === "" ? text("savedCarts.done.deletedUnnamed") : text("savedCarts.done.deleted", { name: outcome.name })
    case "opened":
      return text(outcome.mode === "replace" ? "savedCarts.done.openedReplace" : "savedCarts.done.openedAdd", { name: outcome.name })
    case "cartFull":
      return text("savedCarts.cartFull", { name: outcome.name, requested: outcome.requested, fit: outcome.fit, max: MAX_CART_LINES })
    case "refused":
      return isNameRefusal(outcome) ? null : refusalText(outcome, text)
  }
}

const refusalText = (outcome: Extract<SavedCartsOutcome, { kind: "refused" }>, text: Text): string =>
  text(`error.${outcome.key}` as MessageId, { count: outcome.count ?? "", limit: outcome.limit ?? "" })

/** Sends a form of the page as the script does; its answer, or null when the session is gone (the login takes over). */
const send = async (action: string, body: URLSearchParams): Promise<SavedCartsAnswer | null> => {
  const response = await fetch(action, { method: "POST", body, headers: { Accept: "application/json" }, credentials: "same-origin" })
  if (response.status === 401) {
    window.location.assign(`${action.replace(/user\/profile\/saved-carts\/$/, "login/")}?redirect=${encodeURIComponent(action)}`)
    return null
  }
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) throw new Error(`saved carts: ${response.status}`)
  return (await response.json()) as SavedCartsAnswer
}

/** The form's fields as it would post them, with the button that sent it. */
const bodyOf = (target: HTMLFormElement, submitter: HTMLElement | null): URLSearchParams => {
  const data = new FormData(target, submitter instanceof HTMLButtonElement && submitter.name !== "" ? submitter : null)
  const body = new URLSearchParams()
  for (const [key, value] of data) if (typeof value === "string") body.append(key, value)
  return body
}

const Hidden = ({ name, value }: { readonly name: string; readonly value: string }) => <input type="hidden" name={name} value={value} />

/** A refused name at its field: the message, and the field's attributes that point at it. */
const nameError = (outcome: SavedCartsOutcome | null, intent: "save" | "rename", id: string, errorId: string, text: Text) => {
  const refusal = outcome !== null && isNameRefusal(outcome) && outcome.intent === intent && outcome.id === id ? outcome : null
  return {
    typed: refusal?.typed ?? null,
    message:
      refusal === null ? null : (
        <p id={errorId} className={s.fieldError} role="alert" data-testid="saved-carts-name-error">
          {refusalText(refusal, text)}
        </p>
      ),
    field: refusal === null ? {} : { "aria-invalid": true, "aria-describedby": errorId },
  }
}

interface RowProps {
  readonly cart: SavedCartView
  readonly action: string
  readonly cartLines: number
  readonly busy: boolean
  readonly outcome: SavedCartsOutcome | null
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void
}

const SavedCartRow = ({ cart, action, cartLines, busy, outcome, onSubmit }: RowProps) => {
  const text = useText()
  const lang = useLang()
  const headingId = `saved-cart-${cart.id}`
  const renameError = nameError(outcome, "rename", cart.id, `rename-error-${cart.id}`, text)
  const of = <span className={visuallyHidden}>: {cart.name}</span>
  const submitProps = { "aria-disabled": busy || undefined }
  return (
    <li className={s.card} data-testid="saved-cart" data-id={cart.id}>
      <h3 id={headingId} className={s.name} data-testid="saved-cart-name">
        {cart.name}
      </h3>
      <dl className={s.facts}>
        <div className={s.fact}>
          <dt className={s.factTerm}>{text("savedCarts.savedAt")}</dt>
          <dd className={s.factValue}>
            <FormattedDate value={cart.createdAt} dateStyle="medium" timeStyle="short" timeZone="Europe/Vienna" />
          </dd>
        </div>
        <div className={s.fact}>
          <dt className={s.factTerm}>{text("savedCarts.lines")}</dt>
          <dd className={s.factValue} data-testid="saved-cart-lines">
            {cart.lines}
            {cart.unavailable > 0 ? <> ({text("savedCarts.unavailable", { count: cart.unavailable })})</> : null}
          </dd>
        </div>
        <div className={s.fact}>
          <dt className={s.factTerm}>{text("savedCarts.listPrice")}</dt>
          <dd className={s.factValue} data-testid="saved-cart-price">
            <Price cents={cart.listPrice ?? 0} onRequest={cart.listPrice === null} />
          </dd>
        </div>
        {cart.projectId === "" ? null : (
          <div className={s.fact}>
            <dt className={s.factTerm}>{text("savedCarts.project")}</dt>
            <dd className={s.factValue}>{cart.projectId}</dd>
          </div>
        )}
      </dl>
      <div className={s.actions} role="group" aria-label={text("savedCarts.actionsOf", { name: cart.name })}>
        {cartLines === 0 ? (
          <form method="post" action={action} onSubmit={onSubmit}>
            <Hidden name={fields.intent} value="open" />
            <Hidden name={fields.id} value={cart.id} />
            <button type="submit" name={fields.mode} value="replace" className={button.primary} data-testid="saved-cart-open" {...submitProps}>
              {text("savedCarts.openInto")}
              {of}
            </button>
          </form>
        ) : (
          <details className={s.disclosure} data-testid="saved-cart-open-question">
            <summary className={`${s.summary} ${button.primary}`} data-testid="saved-cart-open">
              {text("savedCarts.intoCart")}
              {of}
            </summary>
            <form method="post" action={action} onSubmit={onSubmit} className={s.question}>
              <Hidden name={fields.intent} value="open" />
              <Hidden name={fields.id} value={cart.id} />
              <p>{text("savedCarts.openQuestion", { count: cartLines, name: cart.name })}</p>
              <div className={s.inline}>
                <button type="submit" name={fields.mode} value="replace" className={button.primary} data-testid="saved-cart-replace" {...submitProps}>
                  {text("savedCarts.replace")}
                </button>
                <button type="submit" name={fields.mode} value="add" className={button.secondary} data-testid="saved-cart-add" {...submitProps}>
                  {text("savedCarts.add")}
                </button>
              </div>
            </form>
          </details>
        )}
        <a className={button.secondary} href={savedCartFileUrl(cart.id, "pdf", lang)} download data-testid="saved-cart-pdf">
          PDF{of}
        </a>
        <a className={button.secondary} href={savedCartFileUrl(cart.id, "csv", lang)} download data-testid="saved-cart-csv">
          CSV{of}
        </a>
        <form method="post" action={action} onSubmit={onSubmit}>
          <Hidden name={fields.intent} value="duplicate" />
          <Hidden name={fields.id} value={cart.id} />
          <button type="submit" className={button.secondary} data-testid="saved-cart-duplicate" {...submitProps}>
            {text("savedCarts.duplicate")}
            {of}
          </button>
        </form>
        <details className={s.disclosure} open={renameError.message !== null || undefined} data-testid="saved-cart-rename-question">
          <summary className={`${s.summary} ${button.secondary}`} data-testid="saved-cart-rename">
            {text("savedCarts.rename")}
            {of}
          </summary>
          <form method="post" action={action} onSubmit={onSubmit} className={s.question}>
            <Hidden name={fields.intent} value="rename" />
            <Hidden name={fields.id} value={cart.id} />
            <div className={s.inline}>
              <div className={`${form.field} ${s.nameField}`}>
                <label className={form.label} htmlFor={`rename-${cart.id}`}>
                  {text("savedCarts.newName")}
                </label>
                <input
                  id={`rename-${cart.id}`}
                  name={fields.name}
                  className={form.input}
                  defaultValue={renameError.typed ?? cart.name}
                  required
                  autoComplete="off"
                  data-testid="saved-cart-new-name"
                  {...renameError.field}
                />
              </div>
              <button type="submit" className={button.primary} data-testid="saved-cart-rename-submit" {...submitProps}>
                {text("savedCarts.renameSubmit")}
              </button>
            </div>
            {renameError.message}
          </form>
        </details>
        <details className={s.disclosure} data-testid="saved-cart-delete-question">
          <summary className={`${s.summary} ${button.danger}`} data-testid="saved-cart-delete">
            {text("savedCarts.delete")}
            {of}
          </summary>
          <form method="post" action={action} onSubmit={onSubmit} className={s.question}>
            <Hidden name={fields.intent} value="delete" />
            <Hidden name={fields.id} value={cart.id} />
            <p>{text("savedCarts.deleteQuestion", { name: cart.name })}</p>
            <div className={s.inline}>
              <button type="submit" className={button.danger} data-testid="saved-cart-delete-submit" {...submitProps}>
                {text("savedCarts.deleteSubmit")}
              </button>
            </div>
          </form>
        </details>
      </div>
    </li>
  )
}

export const SavedCartsPage = ({ initial }: { readonly initial: SavedCartsData }) => {
  const text = useText()
  const lang = useLang()
  const cart = useCart()
  const search = useRouterState({ select: (state) => state.location.searchStr })
  const [data, setData] = useState(initial)
  const [outcome, setOutcome] = useState<SavedCartsOutcome | null>(() => outcomeFromQuery(search))
  const [busy, setBusy] = useState(false)
  // Bumped after each success: the save form starts afresh with the proposal.
  const [version, setVersion] = useState(0)
  const message = useRef<HTMLDivElement>(null)
  const page = useRef<HTMLDivElement>(null)
  const action = `/${lang}/user/profile/saved-carts/`

  useEffect(() => setData(initial), [initial])
  // The outcome a redirect brought is shown; taken out of the address so a reload does not show it again.
  useEffect(() => {
    const url = new URL(window.location.href)
    if (!outcomeParams.some((name) => url.searchParams.has(name))) return
    for (const name of outcomeParams) url.searchParams.delete(name)
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`)
  }, [])

  // The cart as the page knows it now (it may change in the slide-over meanwhile), else as the server said.
  const cartLines = cart.view?.lines.length ?? (data.ok ? data.cartLines : 0)
  const proposal = cart.view?.projectId.trim() ?? (data.ok ? data.proposedName : "")

  const show = (answer: SavedCartsAnswer) => {
    setData(answer.data)
    setOutcome(answer.outcome)
    if (answer.outcome.kind === "refused" || answer.outcome.kind === "cartFull") return
    setVersion((n) => n + 1)
    // The questions answered are closed (a renamed or deleted row is drawn anew anyway).
    for (const open of page.current?.querySelectorAll("details[open]") ?? []) open.removeAttribute("open")
  }

  /**
   * Once the answer is on the page (an effect, after React drew it): a refused name's field gets the
   * focus, else the outcome, so that it is read out and a keyboard user goes on from there.
   */
  const [focusRequest, setFocusRequest] = useState<{ readonly field: string | null; readonly n: number } | null>(null)
  useEffect(() => {
    if (focusRequest === null) return
    if (focusRequest.field === null) message.current?.focus()
    else document.getElementById(focusRequest.field)?.focus()
  }, [focusRequest])
  const focusAfter = (answer: SavedCartsAnswer, intent: string, id: string) =>
    setFocusRequest((last) => ({ field: isNameRefusal(answer.outcome) ? (intent === "save" ? "save-name" : `rename-${id}`) : null, n: (last?.n ?? 0) + 1 }))

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const body = bodyOf(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter)
    const intent = body.get(fields.intent) ?? ""
    const id = body.get(fields.id) ?? ""
    setBusy(true)
    const failed = () => setOutcome({ kind: "refused", key: "generalError", intent: "save", id: "", typed: "", count: null, limit: null })
    if (intent === "open") {
      let answered: SavedCartsAnswer | null = null
      void cart
        .apply(async () => {
          answered = await send(action, body)
          if (answered === null || answered.cart === null) throw new Error("saved carts: no cart in the answer")
          show(answered)
          return answered.cart
        })
        .then((next) => {
          const done: SavedCartsAnswer | null = answered
          if (next !== null && done !== null && done.outcome.kind === "opened") cart.setOpen(true)
          else if (done !== null) focusAfter(done, intent, id)
        })
        .finally(() => setBusy(false))
      return
    }
    void send(action, body)
      .then((answer) => {
        if (answer === null) return
        show(answer)
        focusAfter(answer, intent, id)
      })
      .catch(failed)
      .finally(() => setBusy(false))
  }

  const top = outcome === null ? null : outcomeText(outcome, text)
  const problem = outcome !== null && (outcome.kind === "refused" || outcome.kind === "cartFull")
  const saveError = nameError(outcome, "save", "", "save-name-error", text)
  const carts = data.ok ? data.carts : []

  return (
    <ProfileLayout titleId="account.savedCarts">
      <div ref={page} className={a.sections} aria-busy={busy}>
        <p className={a.lead}>{text("savedCarts.lead")}</p>
        <div aria-live="polite">
          {top === null ? null : (
            <div ref={message} tabIndex={-1} className={problem ? a.alert : a.success} data-testid="saved-carts-outcome">
              {top}
            </div>
          )}
        </div>
        <section className={a.panel} aria-labelledby="save-heading" data-testid="saved-carts-save">
          <h2 id="save-heading" className={a.panelTitle}>
            {text("savedCarts.saveTitle")}
          </h2>
          {cartLines === 0 ? (
            <p className={a.muted} data-testid="saved-carts-cart-empty">
              {text("savedCarts.cartEmpty")}
            </p>
          ) : (
            <form key={`${version}:${proposal}`} method="post" action={action} onSubmit={onSubmit} className={a.form}>
              <Hidden name={fields.intent} value="save" />
              <p>{text("savedCarts.cartLines", { count: cartLines })}</p>
              <div className={s.inline}>
                <div className={`${form.field} ${s.nameField}`}>
                  <label className={form.label} htmlFor="save-name">
                    {text("savedCarts.name")}
                  </label>
                  <input
                    id="save-name"
                    name={fields.name}
                    className={form.input}
                    defaultValue={saveError.typed ?? proposal}
                    required
                    autoComplete="off"
                    data-testid="saved-carts-name"
                    {...saveError.field}
                    aria-describedby={[saveError.message === null ? null : "save-name-error", "save-name-hint"].filter((x) => x !== null).join(" ")}
                  />
                </div>
                <button type="submit" className={button.primary} aria-disabled={busy || undefined} data-testid="saved-carts-save-submit">
                  {text("savedCarts.save")}
                </button>
              </div>
              <p id="save-name-hint" className={form.hint}>
                {text("savedCarts.nameHint", { max: SAVED_CART_NAME_MAX_LENGTH })}
              </p>
              {saveError.message}
            </form>
          )}
        </section>
        <section className={a.sections} aria-labelledby="list-heading" data-testid="saved-carts-list">
          <h2 id="list-heading" className={a.panelTitle}>
            {text("savedCarts.listTitle")}
          </h2>
          {!data.ok ? (
            <p className={a.alert} data-testid="saved-carts-failed">
              {text("error.generalError")}
            </p>
          ) : carts.length === 0 ? (
            <p className={a.muted} data-testid="saved-carts-empty">
              {text("savedCarts.empty")}
            </p>
          ) : (
            <>
              <p className={s.usage} data-testid="saved-carts-usage">
                {text("savedCarts.usage", { count: carts.length, max: MAX_SAVED_CARTS })}
              </p>
              <ul className={s.list}>
                {carts.map((saved) => (
                  // Drawn anew when renamed: its questions close and its field shows the new name.
                  <SavedCartRow key={`${saved.id}:${saved.name}`} cart={saved} action={action} cartLines={cartLines} busy={busy} outcome={outcome} onSubmit={onSubmit} />
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </ProfileLayout>
  )
}
