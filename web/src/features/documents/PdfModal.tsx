/**
 * The PDF modal (spec §2, §4): two choices, the cart PDF or the article datasheets. While one
 * runs, the generators are locked and both buttons disabled; a loading overlay shows "N out of M".
 * Closing the modal resets the progress and unlocks; a running datasheet job is stopped and its
 * files are deleted 5 s later. The cart PDF download is short, and the modal cannot be closed
 * while it loads (the spec's modal rule).
 */
import { Dialog } from "radix-ui"
import { useRef, useState } from "react"
import { FormattedMessage, useIntl } from "react-intl"
import { cartPdfFileName } from "@shop/core/files/fileNames"
import { useCart } from "../cart/CartContext.tsx"
import { useReturnFocus } from "../../ui/dialog/useReturnFocus.ts"
import { useLang } from "../shell/LangContext.tsx"
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

  const fail = () => notify({ type: "error", title: intl.formatMessage({ id: "error.title" }), message: intl.formatMessage({ id: "error.generalError" }) })
  const reset = () => {
    job.current = null
    setProgress({ kind: "idle" })
  }

  const cartPdf = async () => {
    if (running || !view) return
    setProgress({ kind: "cart" })
    try {
      const response = await fetch(`/api/pdf/generate-cart?${new URLSearchParams({ encodedCart: view.shareString, lang })}`)
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
      if (job.current === started) saveFile(archive.bytes as BlobPart, archive.fileName, "application/zip")
    } catch {
      // A cancelled job (modal closed) is not an error for the customer.
      if (job.current !== null) fail()
    } finally {
      reset()
    }
  }

  const close = (next: boolean) => {
    if (next) return onOpenChange(true)
    if (progress.kind === "cart") return
    const running = job.current
    job.current = null
    running?.cancel()
    setProgress({ kind: "idle" })
    onOpenChange(false)
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
            <button type="button" className={button.secondary} disabled={running} onClick={() => void datasheets()} data-testid="pdf-datasheets">
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
            </div>
          ) : null}
          <Dialog.Close className={s.close} disabled={progress.kind === "cart"}>
            <FormattedMessage id="pdf.close" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
