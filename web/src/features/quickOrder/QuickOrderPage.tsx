/**
 * The quick-order page (issue 25): a list pasted or a file uploaded, the preview of every line as
 * the server checked and priced it, each line editable or removable in place, then one button
 * that adds the lines found to the cart.
 *
 * Plain forms that post to the page itself (`formPost.ts`), so it all works without JavaScript:
 * the server renders the page with each step's outcome. With JavaScript the same forms are sent
 * by `fetch` (the answer as JSON) and the page changes in place: a line's field sends its change
 * when it is left, a suggestion or "remove" at once. Steps go one after another. The add runs as a
 * change of the cart (`useCart().apply`, under its update lock), so the cart's badge and
 * notifications follow.
 */
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react"
import { flushSync } from "react-dom"
import { useIntl } from "react-intl"
import { MAX_CART_LINES } from "@shop/core/cart/limits"
import { MAX_CELL_LENGTH, MAX_QUICK_ORDER_BYTES, MAX_QUICK_ORDER_LINES } from "@shop/core/quickOrder/limits"
import { ProductPicture } from "../../ui/ProductPicture.tsx"
import { Price } from "../../ui/Price.tsx"
import { useNotifications } from "../../ui/notifications/Notifications.tsx"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import type { MessageId } from "../../platform/i18n/intl.ts"
import { button, container, pageSection, pageTitle, visuallyHidden } from "../../styles/common.css.ts"
import * as form from "../../ui/form/form.css.ts"
import { useCart } from "../cart/CartContext.tsx"
import { type ArticleView, type ColumnsChoiceView, type LineView, type PreviewView, type QuickOrderAnswer, type QuickOrderOutcome, fields, pickValue } from "./model.ts"
import { Text, useText } from "./QuickOrderMessages.tsx"
import * as s from "./quickOrder.css.ts"

type Busy = "preview" | "columns" | "update" | "add" | null

/** Sends a form of the page as the script does and answers the JSON outcome. */
const send = async (action: string, body: FormData): Promise<QuickOrderAnswer> => {
  const response = await fetch(action, { method: "POST", body, headers: { Accept: "application/json" }, credentials: "same-origin" })
  if (!response.ok) throw new Error(`quick order: ${response.status}`)
  return (await response.json()) as QuickOrderAnswer
}

/** The form's data as the browser would post it, with the button that sent it (`submitter`). */
const formDataOf = (target: HTMLFormElement, submitter: HTMLElement | null): FormData =>
  new FormData(target, submitter instanceof HTMLButtonElement && submitter.name !== "" ? submitter : null)

/** An error-catalogue text (`error.<key>`), whose key came with the answer. */
const ErrorText = ({ id, values }: { readonly id: string; readonly values: Record<string, string | number> }) => <Text id={id as MessageId} values={values} />

/** Values of an error key's text (spec §8 keys take none; the quick order's take these). */
const refusalValues = (outcome: Extract<QuickOrderOutcome, { kind: "refused" }>) => ({
  line: outcome.line ?? "",
  count: outcome.count ?? "",
  limit: outcome.limit ?? "",
})

/** The step's outcome; the focus goes to it after a step sent by the script (`data-focus-target`). */
const Message = ({ kind, title, children, testId, role }: { readonly kind: keyof typeof s.message; readonly title: ReactNode; readonly children?: ReactNode; readonly testId: string; readonly role: "status" | "alert" }) => (
  <div className={s.message[kind]} role={role} data-testid={testId} tabIndex={-1} data-focus-target="">
    <p className={s.messageTitle}>{title}</p>
    {children}
  </div>
)

// ---------------------------------------------------------------------------------------------

const InputForm = ({ action, text, busy, onSubmit }: { readonly action: string; readonly text: string; readonly busy: boolean; readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void }) => {
  const t = useText()
  return (
    <form className={s.panel} method="post" action={action} encType="multipart/form-data" onSubmit={onSubmit} aria-busy={busy} data-testid="quick-order-input">
      <h2 className={s.panelTitle}>
        <Text id="quickOrder.input.heading" />
      </h2>
      <input type="hidden" name={fields.intent} value="preview" />
      <div className={form.field}>
        <label htmlFor="quick-order-text" className={form.label}>
          <Text id="quickOrder.input.text" />
        </label>
        <textarea
          id="quick-order-text"
          name={fields.text}
          className={form.textarea}
          rows={10}
          defaultValue={text}
          spellCheck={false}
          autoComplete="off"
          aria-describedby="quick-order-text-hint"
          placeholder={"KV0604\t5\nWS-0612-40;2"}
          data-testid="quick-order-text"
        />
        <p id="quick-order-text-hint" className={form.hint}>
          {t("quickOrder.input.textHint", { max: MAX_QUICK_ORDER_LINES })}
        </p>
      </div>
      <div className={form.field}>
        <label htmlFor="quick-order-file" className={form.label}>
          <Text id="quickOrder.input.file" />
        </label>
        <input
          id="quick-order-file"
          name={fields.file}
          type="file"
          className={s.fileInput}
          accept=".csv,.txt,.tsv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby="quick-order-file-hint"
          data-testid="quick-order-file"
        />
        <p id="quick-order-file-hint" className={form.hint}>
          {t("quickOrder.input.fileHint", { size: MAX_QUICK_ORDER_BYTES / (1024 * 1024) })}
        </p>
      </div>
      <div className={s.actions}>
        <button type="submit" className={button.primary} aria-disabled={busy || undefined} data-testid="quick-order-check">
          <Text id={busy ? "quickOrder.input.checking" : "quickOrder.input.submit"} />
        </button>
      </div>
    </form>
  )
}

const ColumnChooser = ({ action, choice, busy, onSubmit }: { readonly action: string; readonly choice: ColumnsChoiceView; readonly busy: boolean; readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void }) => {
  const t = useText()
  const columns = Array.from({ length: choice.columnCount }, (_, i) => i + 1)
  const first = choice.sample[0]?.cells ?? []
  const option = (column: number) => t("quickOrder.columns.option", { column, sample: first[column - 1] ?? "" })
  return (
    <form className={s.panel} method="post" action={action} onSubmit={onSubmit} aria-busy={busy} data-testid="quick-order-columns">
      <h2 className={s.panelTitle} tabIndex={-1} data-focus-target="">
        <Text id="quickOrder.columns.heading" />
      </h2>
      <p>
        <Text id="quickOrder.columns.text" />
      </p>
      <input type="hidden" name={fields.intent} value="columns" />
      <input type="hidden" name={fields.state} value={choice.state} />
      <div className={s.sampleScroll} role="region" aria-label={t("quickOrder.columns.sample")} tabIndex={0}>
        <table className={s.sampleTable}>
          <caption className={visuallyHidden}>{t("quickOrder.columns.sample")}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Text id="quickOrder.preview.colLine" />
              </th>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {t("quickOrder.columns.column", { column: c })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {choice.sample.map((row) => (
              <tr key={row.line}>
                <th scope="row">{row.line}</th>
                {columns.map((c) => (
                  <td key={c}>{row.cells[c - 1] ?? ""}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={form.field}>
        <label htmlFor="quick-order-code-column" className={form.label}>
          <Text id="quickOrder.columns.code" />
        </label>
        <select id="quick-order-code-column" name={fields.codeColumn} className={form.input} defaultValue="1" data-testid="quick-order-code-column">
          {columns.map((c) => (
            <option key={c} value={c}>
              {option(c)}
            </option>
          ))}
        </select>
      </div>
      <div className={form.field}>
        <label htmlFor="quick-order-amount-column" className={form.label}>
          <Text id="quickOrder.columns.amount" />
        </label>
        <select id="quick-order-amount-column" name={fields.amountColumn} className={form.input} defaultValue={columns.length > 1 ? "2" : ""} data-testid="quick-order-amount-column">
          <option value="">{t("quickOrder.columns.noAmount")}</option>
          {columns.map((c) => (
            <option key={c} value={c}>
              {option(c)}
            </option>
          ))}
        </select>
      </div>
      <div className={s.actions}>
        <button type="submit" className={button.primary} aria-disabled={busy || undefined} data-testid="quick-order-use-columns">
          <Text id="quickOrder.columns.submit" />
        </button>
      </div>
    </form>
  )
}

// ---------------------------------------------------------------------------------------------

const ArticleCell = ({ article }: { readonly article: ArticleView }) => {
  const lang = useLang()
  return (
    <div className={s.article}>
      {article.drawing === null || article.slug === null ? null : <ProductPicture className={s.thumb} slug={article.slug} size={48} decorative />}
      <div className={s.articleText}>
        {article.slug === null ? (
          <span className={s.articleName}>{article.name}</span>
        ) : (
          <a className={s.articleName} href={`/${lang}/product-catalog/${article.slug}/`}>
            {article.name}
          </a>
        )}
        {article.name2 === null ? null : <span className={s.muted}>{article.name2}</span>}
        <span className={s.muted} data-testid="quick-order-article-number">
          <Text id="product.articleNumber" />: {article.articleNumber}
        </span>
      </div>
    </div>
  )
}

/** The line's check: what was found, what was changed, or why not and what to choose. */
const CheckCell = ({ line, busy }: { readonly line: LineView; readonly busy: boolean }) => {
  const t = useText()
  const status = line.status
  switch (status.kind) {
    case "product":
      return (
        <div className={s.check}>
          <span>{t("quickOrder.status.found", { field: t(`quickOrder.field.${status.field}`) })}</span>
          {status.correction === null ? null : (
            <span data-testid="quick-order-correction">{t(`quickOrder.correction.${status.correction}`, { written: line.amountText, max: status.amount })}</span>
          )}
          {status.mergedInto === null ? null : <span data-testid="quick-order-merged">{t("quickOrder.status.mergedInto", { into: status.mergedInto })}</span>}
          {status.mergedHere.length === 0 ? null : (
            <span data-testid="quick-order-merged-here">{t("quickOrder.status.mergedHere", { count: status.mergedHere.length, lines: status.mergedHere.join(", ") })}</span>
          )}
          {status.capped ? <span>{t("quickOrder.status.capped", { max: status.amount })}</span> : null}
        </div>
      )
    case "accessory":
      return (
        <div className={s.check}>
          <span>
            {status.mergedInto === null
              ? t("quickOrder.status.accessory", { line: status.productLine, perItem: status.perItem })
              : t("quickOrder.status.accessoryMerged", { line: status.productLine, perItem: status.perItem, into: status.mergedInto })}
          </span>
          {status.correction === null ? null : <span>{t(`quickOrder.correction.${status.correction}`, { written: line.amountText, max: status.perItem })}</span>}
        </div>
      )
    case "unknown":
      return (
        <div className={s.check}>
          <span className={s.problemText}>{t("quickOrder.status.unknown")}</span>
          {status.suggestions.length === 0 ? (
            <span>{t("quickOrder.status.noSuggestions")}</span>
          ) : (
            <>
              <span>{t("quickOrder.status.suggestions")}</span>
              <span className={s.choices}>
                {status.suggestions.map((suggestion) => (
                  <button
                    key={suggestion.code}
                    type="submit"
                    name={fields.pick}
                    value={pickValue(line.line, suggestion.code, null)}
                    className={s.choice}
                    aria-label={t("quickOrder.status.useSuggestion", { code: suggestion.code, name: suggestion.name, line: line.line })}
                    aria-disabled={busy || undefined}
                    data-testid="quick-order-suggestion"
                  >
                    {suggestion.code}
                  </button>
                ))}
              </span>
            </>
          )}
        </div>
      )
    case "ambiguous":
      return (
        <div className={s.check}>
          <span className={s.problemText}>{t("quickOrder.status.ambiguous")}</span>
          <span className={s.choices}>
            {status.candidates.map((candidate) => (
              <button
                key={`${candidate.fill}|${candidate.code}`}
                type="submit"
                name={fields.pick}
                value={pickValue(line.line, candidate.fill, candidate.amount)}
                className={s.choice}
                aria-label={t("quickOrder.status.useCandidate", { name: candidate.name, code: candidate.articleNumber, line: line.line })}
                aria-disabled={busy || undefined}
                data-testid="quick-order-candidate"
              >
                {candidate.name} ({candidate.articleNumber})
              </button>
            ))}
          </span>
        </div>
      )
    case "refused":
      return (
        <div className={s.check}>
          <span className={s.problemText}>{t("quickOrder.status.notAdded")}</span>
          <span>
            <ErrorText
              id={`error.${status.problem}`}
              values={{ line: status.productLine ?? "", amount: status.amount ?? "", productAmount: status.productAmount ?? "", limit: status.limit ?? "" }}
            />
          </span>
        </div>
      )
  }
}

const PriceCell = ({ line }: { readonly line: LineView }) => {
  const t = useText()
  const euro = useEuro()
  const status = line.status
  if (status.kind === "product") {
    if (status.mergedInto !== null) return null
    return status.piece === null ? (
      <Price cents={0} onRequest />
    ) : (
      <div className={s.check}>
        <Price cents={status.total ?? 0} />
        <span className={s.muted}>{t("quickOrder.preview.unitPrice", { price: euro(status.piece) })}</span>
      </div>
    )
  }
  if (status.kind === "accessory") {
    return status.article.price === null ? <Price cents={0} onRequest /> : <span className={s.muted}>{t("quickOrder.preview.unitPrice", { price: euro(status.article.price) })}</span>
  }
  return null
}

/** A price as text (inside a sentence), in the page's number format. */
const useEuro = () => {
  const intl = useIntl()
  return (cents: number) => intl.formatNumber(cents / 100, { style: "currency", currency: "EUR" })
}

const PreviewLineRow = ({ line, amountEditable, busy }: { readonly line: LineView; readonly amountEditable: boolean; readonly busy: boolean }) => {
  const t = useText()
  const status = line.status
  const article = status.kind === "product" || status.kind === "accessory" ? status.article : status.kind === "refused" ? status.article : null
  const codeId = `quick-order-code-${line.line}`
  const amountId = `quick-order-amount-${line.line}`
  return (
    <tr className={s.row[status.kind]} data-testid="quick-order-line" data-line={line.line} data-status={status.kind}>
      <td data-label={t("quickOrder.preview.colLine")}>
        <span>{line.line}</span>
      </td>
      <td data-label={t("quickOrder.preview.colArticle")}>
        <div className={s.check}>
          {article === null ? null : <ArticleCell article={article} />}
          <label htmlFor={codeId} className={visuallyHidden}>
            {t("quickOrder.preview.code", { line: line.line })}
          </label>
          <input
            id={codeId}
            name={fields.code(line.line)}
            className={`${form.input} ${s.codeInput}`}
            defaultValue={line.code}
            maxLength={MAX_CELL_LENGTH}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={status.kind === "unknown" || status.kind === "ambiguous" || status.kind === "refused" ? true : undefined}
            data-reading={line.code}
            data-testid="quick-order-code"
          />
        </div>
      </td>
      <td data-label={t("quickOrder.preview.colAmount")}>
        {amountEditable ? (
          <>
            <label htmlFor={amountId} className={visuallyHidden}>
              {t("quickOrder.preview.amount", { line: line.line })}
            </label>
            <input
              id={amountId}
              name={fields.amount(line.line)}
              className={`${form.input} ${s.amountInput}`}
              defaultValue={line.amountText}
              maxLength={MAX_CELL_LENGTH}
              inputMode="numeric"
              autoComplete="off"
              data-reading={line.amountText}
              data-testid="quick-order-amount"
            />
          </>
        ) : (
          <span>{status.kind === "product" ? status.amount : status.kind === "accessory" ? status.perItem : ""}</span>
        )}
      </td>
      <td data-label={t("quickOrder.preview.colPrice")} className={s.priceCell}>
        <PriceCell line={line} />
      </td>
      <td data-label={t("quickOrder.preview.colCheck")}>
        <CheckCell line={line} busy={busy} />
      </td>
      <td>
        <button type="submit" name={fields.remove} value={line.line} className={s.removeButton} aria-label={t("quickOrder.preview.removeLine", { line: line.line })} aria-disabled={busy || undefined} data-testid="quick-order-remove">
          <Text id="quickOrder.preview.remove" />
        </button>
      </td>
    </tr>
  )
}

const PreviewForm = ({
  action,
  preview,
  busy,
  onSubmit,
  onLineChange,
}: {
  readonly action: string
  readonly preview: PreviewView
  readonly busy: Busy
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void
  readonly onLineChange: (input: HTMLInputElement) => void
}) => {
  const t = useText()
  const lang = useLang()
  const { counts } = preview
  return (
    <form
      className={s.preview}
      method="post"
      action={action}
      onSubmit={onSubmit}
      // A line's field sends its change when it is left (the script only).
      onChange={(event) => {
        if (event.target instanceof HTMLInputElement && event.target.dataset["reading"] !== undefined) onLineChange(event.target)
      }}
      aria-busy={busy !== null}
      data-testid="quick-order-preview"
    >
      <div className={s.previewHead}>
        <h2 className={s.panelTitle} tabIndex={-1} data-focus-target="">
          <Text id="quickOrder.preview.heading" />
        </h2>
        <p role="status" data-testid="quick-order-summary">
          {t("quickOrder.preview.summary", { lines: counts.lines, found: counts.found, unknown: counts.unknown, ambiguous: counts.ambiguous, refused: counts.refused })}
        </p>
        {preview.columns.kind === "columns" ? (
          <p className={s.muted}>{t("quickOrder.preview.columnsUsed", { code: preview.columns.code, amount: preview.columns.amount ?? "none" })}</p>
        ) : null}
        {preview.ignored.length === 0 ? null : <p className={s.muted}>{t("quickOrder.preview.ignored", { count: preview.ignored.length, lines: preview.ignored.join(", ") })}</p>}
        {preview.overCartLimit ? <p className={s.problemText}>{t("quickOrder.preview.overCartLimit", { max: MAX_CART_LINES })}</p> : null}
      </div>
      <input type="hidden" name={fields.state} value={preview.state} />
      <div className={s.actions}>
        {/* First: Enter in a line's field updates the preview, it never adds. */}
        <button type="submit" name={fields.intent} value="update" className={button.secondary} aria-disabled={busy !== null || undefined} data-testid="quick-order-update">
          <Text id={busy === "update" ? "quickOrder.preview.updating" : "quickOrder.preview.update"} />
        </button>
        {preview.addable > 0 ? (
          <button type="submit" name={fields.intent} value="add" className={button.primary} aria-disabled={busy !== null || undefined} data-testid="quick-order-add">
            {busy === "add" ? <Text id="quickOrder.preview.adding" /> : t("quickOrder.preview.add", { count: preview.addable })}
          </button>
        ) : null}
        <a href={`/${lang}/quick-order/`} data-testid="quick-order-start-over">
          <Text id="quickOrder.preview.startOver" />
        </a>
      </div>
      {/* After the buttons: a step sent by a line's button (remove, a suggestion) updates. */}
      <input type="hidden" name={fields.intent} value="update" />
      {preview.lines.length === 0 ? (
        <p>
          <Text id="quickOrder.preview.empty" />
        </p>
      ) : (
        <table className={s.table} data-testid="quick-order-table">
          <caption className={s.caption}>{t("quickOrder.preview.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("quickOrder.preview.colLine")}</th>
              <th scope="col">{t("quickOrder.preview.colArticle")}</th>
              <th scope="col">{t("quickOrder.preview.colAmount")}</th>
              <th scope="col">{t("quickOrder.preview.colPrice")}</th>
              <th scope="col">{t("quickOrder.preview.colCheck")}</th>
              <th scope="col">
                <span className={visuallyHidden}>{t("quickOrder.preview.remove")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.lines.map((line) => (
              <PreviewLineRow key={line.line} line={line} amountEditable={preview.amountEditable} busy={busy !== null} />
            ))}
          </tbody>
        </table>
      )}
      {preview.addable > 0 ? (
        <p className={s.totals} data-testid="quick-order-total">
          {preview.total === null ? (
            <span>{t("quickOrder.preview.totalOnRequest")}</span>
          ) : (
            <>
              <span>{t("quickOrder.preview.total")}</span>
              <Price cents={preview.total} />
            </>
          )}
        </p>
      ) : null}
      <p className={s.muted}>
        <Text id="product.listPriceNote" />
      </p>
    </form>
  )
}

// ---------------------------------------------------------------------------------------------

const Outcome = ({ outcome }: { readonly outcome: QuickOrderOutcome }) => {
  const t = useText()
  const lang = useLang()
  switch (outcome.kind) {
    case "refused":
      return (
        <Message kind="problem" role="alert" testId="quick-order-refused" title={t("quickOrder.refused.title")}>
          <p>{outcome.key === "stateInvalid" ? t("quickOrder.stateInvalid") : <ErrorText id={`error.${outcome.key}`} values={refusalValues(outcome)} />}</p>
        </Message>
      )
    case "added":
      return (
        <Message kind="success" role="status" testId="quick-order-added" title={t("quickOrder.added.title")}>
          <p>
            {t("quickOrder.added.message", { count: outcome.added })} {outcome.stored ? t("quickOrder.added.stored") : null}
          </p>
        </Message>
      )
    case "full":
      return (
        <Message kind="problem" role="alert" testId="quick-order-full" title={t("quickOrder.full.title")}>
          <p>
            {t(outcome.limit === "cookie" ? "quickOrder.full.cookie" : "quickOrder.full.lines", {
              fit: outcome.fit,
              requested: outcome.requested,
              lines: outcome.lines,
              max: MAX_CART_LINES,
            })}
          </p>
          {outcome.loggedIn ? null : (
            <p>
              <a href={`/${lang}/login/`}>{t("quickOrder.login")}</a>
            </p>
          )}
        </Message>
      )
    case "preview":
      if (outcome.pendingEdits) return <Message kind="note" role="status" testId="quick-order-pending" title={t("quickOrder.preview.pendingEdits")} />
      if (outcome.nothingToAdd) return <Message kind="problem" role="alert" testId="quick-order-nothing" title={t("quickOrder.preview.nothingToAdd")} />
      return null
    case "start":
    case "columns":
      return null
  }
}

export const QuickOrderPage = ({ initial }: { readonly initial: QuickOrderAnswer }) => {
  const lang = useLang()
  const t = useText()
  const cart = useCart()
  const { notify } = useNotifications()
  const [answer, setAnswer] = useState(initial)
  const [busy, setBusy] = useState<Busy>(null)
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const root = useRef<HTMLDivElement>(null)
  const action = `/${lang}/quick-order/`

  const failed = useCallback(
    () => notify({ type: "error", title: t("error.title"), message: t("error.generalError") }),
    [notify, t],
  )

  /** Shows an answer; the focus goes to the new part of the page when the element that had it is gone. */
  const show = useCallback((next: QuickOrderAnswer, moveFocus: boolean) => {
    flushSync(() => setAnswer(next))
    const active = document.activeElement
    if (moveFocus || active === null || active === document.body || !active.isConnected) {
      root.current?.querySelector<HTMLElement>("[data-focus-target]")?.focus()
    }
  }, [])

  /** One step after the other: each reads the form as the previous one left it. */
  const step = useCallback(
    (kind: Exclude<Busy, null>, run: () => Promise<void>) => {
      const next = queue.current.then(async () => {
        setBusy(kind)
        try {
          await run()
        } catch {
          failed()
        } finally {
          setBusy(null)
        }
      })
      queue.current = next
      return next
    },
    [failed],
  )

  const post = useCallback(
    (kind: "preview" | "columns" | "update", formOf: () => FormData | null, moveFocus: boolean) =>
      step(kind, async () => {
        const data = formOf()
        if (data === null) return
        show(await send(action, data), moveFocus)
      }),
    [action, show, step],
  )

  const add = useCallback(
    (formOf: () => FormData | null) =>
      step("add", async () => {
        const data = formOf()
        if (data === null) return
        await cart.afterChanges()
        let answered: QuickOrderAnswer | null = null
        const view = await cart.apply(async () => {
          answered = await send(action, data)
          if (answered.cart === null) throw new Error("quick order: no cart in the answer")
          return answered.cart
        })
        const got = answered as QuickOrderAnswer | null
        if (view === null || got === null) return failed()
        show(got, true)
        if (got.outcome.kind === "added") {
          notify({ type: "success", title: t("quickOrder.added.title"), message: t("quickOrder.added.message", { count: got.outcome.added }) })
        } else if (got.outcome.kind === "full") {
          notify({ type: "error", title: t("quickOrder.full.title"), message: t(got.outcome.limit === "cookie" ? "quickOrder.full.cookie" : "quickOrder.full.lines", { fit: got.outcome.fit, requested: got.outcome.requested, lines: got.outcome.lines, max: MAX_CART_LINES }) })
        }
      }),
    [action, cart, failed, notify, show, step, t],
  )

  const onSubmit = (kind: "preview" | "columns") => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const target = event.currentTarget
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    if (busy !== null) return
    void post(kind, () => formDataOf(target, submitter), true)
  }

  const onPreviewSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const target = event.currentTarget
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    // A button clicked while a step is on its way waits for it (its form is read then).
    const isAdd = submitter instanceof HTMLButtonElement && submitter.name === fields.intent && submitter.value === "add"
    const formOf = () => (target.isConnected ? formDataOf(target, submitter?.isConnected === true ? submitter : null) : null)
    if (isAdd) void add(formOf)
    else void post("update", formOf, submitter instanceof HTMLButtonElement && submitter.name === fields.remove)
  }

  const onLineChange = (input: HTMLInputElement) => {
    const target = input.form
    if (target === null) return
    void post("update", () => (target.isConnected ? formDataOf(target, null) : null), false)
  }

  // Fields keep what is typed (uncontrolled); a new answer writes its readings into the others.
  useEffect(() => {
    for (const input of root.current?.querySelectorAll<HTMLInputElement>("input[data-reading]") ?? []) {
      if (input !== document.activeElement && input.value !== input.dataset["reading"]) input.value = input.dataset["reading"] ?? ""
    }
  }, [answer])

  const outcome = answer.outcome
  const preview = outcome.kind === "preview" || outcome.kind === "full" ? outcome.preview : null
  return (
    <div className={`${container} ${pageSection}`} ref={root}>
      <header className={s.header}>
        <h1 className={pageTitle}>{t("quickOrder.pageTitle")}</h1>
        <p className={s.lead}>{t("quickOrder.lead")}</p>
      </header>
      <Outcome outcome={outcome} />
      {outcome.kind === "columns" ? (
        <ColumnChooser action={action} choice={outcome.choice} busy={busy !== null} onSubmit={onSubmit("columns")} />
      ) : preview !== null ? (
        <PreviewForm action={action} preview={preview} busy={busy} onSubmit={onPreviewSubmit} onLineChange={onLineChange} />
      ) : (
        <InputForm key={JSON.stringify(outcome)} action={action} text={answer.text} busy={busy === "preview"} onSubmit={onSubmit("preview")} />
      )}
    </div>
  )
}
