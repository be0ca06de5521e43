/**
 * The PDF modal (spec §2, §4): two choices, the cart PDF or the article datasheets. While one
 * runs, the generators are locked and both buttons disabled; a loading overlay shows "N out of M".
 * The modal cannot be closed while one loads (spec §2: Escape, an outside click and the close
 * button do nothing then), so a download is never lost unseen; a visible cancel button says that
 * it stops the datasheets and downloads nothing. Cancelling stops the job (its files are deleted
 * 5 s later, spec §4) and says so in a notification; closing afterwards resets and unlocks.
 */
import { Dialog } from "radix-ui"
import { useEffect, useRef, useState } from "react"
import { FormattedMessage, useIntl } from "react-intl"
import { cartPdfFileName } from "@shop/core/files/fileNames"
import { useCart } from "../cart/CartContext.tsx"
import { useReturnFocus } from "../../ui/dialog/useReturnFocus.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import { useNotifications } from "../../ui/notifications/Notifications.tsx"
import { button } from "../../styles/common.css.ts"
import type { RunningJob } from "./datasheetJob.ts"
import { saveFile } from "./save.ts"
import * as s from "./documents.css.ts"

type Progress = { readonly kind: "idle" } | { readonly kind: "cart" } | { readonly kind: "datasheets"; readonly done: number; readonly total: number }

export const PdfModal = ({ open, onOpenChange }: { readonly open: boolean; readonly onOpenChange: (open: boolean) => void }) => {
  const intl = useIntl()
  const lang = useLang()
  const { view } = useCart()
  const { notify } = useNotifications()
  const [progress, setProgress] = useState<Progress>({ kind: "idle" })
  const job = useRef<RunningJob | null>(null)
  const running = progress.kind !== "idle"
  const returnFocus = useReturnFocus()
  // The cancel button goes away with the job: focus then moves to the datasheet choice, not to the page.
  const datasheetsButton = useRef<HTMLButtonElement>(null)
  const focusAfterCancel = useRef(false)
  useEffect(() => {
    if (running || !focusAfterCancel.current) return
    focusAfterCancel.current = false
    datasheetsButton.current?.focus()
  }, [running])

  const fail = () => notify({ type: "error", title: intl.formatMessage({ id: "error.title" }), message: intl.formatMessage({ id: "error.generalError" }) })
  const reset = () => {
    job.current = null
    setProgress({ kind: "idle" })
  }

  /**
   * A form post: a larger cart does not fit a URL. A 429 means the PDF workers are busy with a
   * burst: the customer waits a few seconds (the server's Retry-After) instead of seeing an error.
   */
  const fetchCartPdf = async (body: URLSearchParams): Promise<Response> => {
    for (let attempt = 1; ; attempt++) {
      const response = await fetch("/api/pdf/generate-cart", { method: "POST", body })
      if (response.status !== 429 || attempt === 5) return response
      await new Promise((resolve) => setTimeout(resolve, 1000 * Math.min(10, Number(response.headers.get("retry-after")) || 2)))
    }
  }

  const cartPdf = async () => {
    if (running || !view) return
    setProgress({ kind: "cart" })
    try {
      const response = await fetchCartPdf(new URLSearchParams({ encodedCart: view.shareString, lang }))
      if (!response.ok) throw new Error(String(response.status))
      saveFile(await response.blob(), cartPdfFileName(Date.now()), "application/pdf")
    } catch {
      fail()
    } finally {
      reset()
    }
  }

  const datasheets = async () => {
    if (running || !view) return
    const products = view.lines.map((line) => ({ id: line.productId, name: line.articleNumber }))
    setProgress({ kind: "datasheets", done: 0, total: products.length })
    try {
      const { startDatasheetJob } = await import("./datasheetJob.ts")
      const started = startDatasheetJob(products, lang, (state) => {
        if (state._tag === "Generating" || state._tag === "Downloading") setProgress({ kind: "datasheets", done: state.done, total: state.total })
      })
      job.current = started
      const archive = await started.done
      if (job.current !== started) return
      saveFile(archive.bytes as BlobPart, archive.fileName, "application/zip")
      if (archive.skipped.length > 0) {
        notify({
          type: "warning",
          title: intl.formatMessage({ id: "pdf.skippedTitle" }),
          message: intl.formatMessage(
            { id: "pdf.skippedMessage" },
            { count: archive.skipped.length, names: intl.formatList(archive.skipped.map((name) => name.replace(/\.pdf$/i, ""))) },
          ),
        })
      }
    } catch {
      // A cancelled job (modal closed) is not an error for the customer.
      if (job.current !== null) fail()
    } finally {
      reset()
    }
  }

  const close = (next: boolean) => {
    if (next) return onOpenChange(true)
    if (running) return
    setProgress({ kind: "idle" })
    onOpenChange(false)
  }

  const cancel = () => {
    const stopped = job.current
    if (stopped === null) return
    job.current = null
    focusAfterCancel.current = true
    stopped.cancel()
    notify({ type: "info", title: intl.formatMessage({ id: "pdf.cancelledTitle" }), message: intl.formatMessage({ id: "pdf.cancelledMessage" }) })
  }

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className={s.overlay} />
        <Dialog.Content className={s.modal} {...returnFocus} data-testid="pdf-modal" aria-busy={running}>
          <Dialog.Title className={s.title}>
            <FormattedMessage id="pdf.title" />
          </Dialog.Title>
          <Dialog.Description className={s.text}>
            <FormattedMessage id="pdf.description" />
          </Dialog.Description>
          <div className={s.choices}>
            <button type="button" className={button.primary} disabled={running} onClick={() => void cartPdf()} data-testid="pdf-cart">
              <FormattedMessage id="pdf.cart" />
            </button>
            <button
              ref={datasheetsButton}
              type="button"
              className={button.secondary}
              disabled={running}
              onClick={() => void datasheets()}
              data-testid="pdf-datasheets"
            >
              <FormattedMessage id="pdf.datasheets" />
            </button>
          </div>
          {running ? (
            <div className={s.progress} role="status" aria-live="polite" data-testid="pdf-progress">
              <span className={s.spinner} aria-hidden="true" />
              {progress.kind === "datasheets" ? (
                <FormattedMessage id="pdf.progress" values={{ done: progress.done, total: progress.total }} />
              ) : (
                <FormattedMessage id="pdf.creating" />
              )}
              <span className={s.busyNote}>
                <FormattedMessage id="pdf.busyNote" />
              </span>
            </div>
          ) : null}
          {progress.kind === "datasheets" ? (
            <button type="button" className={button.secondary} onClick={cancel} data-testid="pdf-cancel">
              <FormattedMessage id="pdf.cancelDatasheets" />
            </button>
          ) : null}
          <Dialog.Close className={s.close} disabled={running}>
            <FormattedMessage id="pdf.close" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
