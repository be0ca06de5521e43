/**
 * `/user/profile/inquiries` (spec §2, §4, issue 9): the sent requests with number, project number,
 * date, list price ("price on request" when a line was) and the PDF, fetched through a signed URL
 * only the owner gets. Several can be selected and deleted after a confirmation dialog (radix,
 * keyboard operable); a failed deletion says so with a retry. ★ "Into the cart" merges an inquiry's
 * cart into the current one (items the catalogue no longer has: the cart's `itemsRemoved` notice). An empty or failed list shows
 * spec §8's text.
 */
import { Link } from "@tanstack/react-router"
import { Dialog } from "radix-ui"
import { useState } from "react"
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from "react-intl"
import { button } from "../../styles/common.css.ts"
import { useNotifications } from "../../ui/notifications/Notifications.tsx"
import { useScrollRegion } from "../../ui/useScrollRegion.ts"
import { softDisabled } from "../../ui/form/softDisabled.ts"
import * as dialog from "../documents/documents.css.ts"
import { useCart } from "../cart/CartContext.tsx"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import { removeInquiries } from "./inquiries.functions.ts"
import { openPdf } from "./openPdf.ts"
import type { InquiryList, InquiryView } from "./model.ts"
import * as t from "./inquiries.css.ts"
import { ProfileLayout } from "../account/ProfileLayout.tsx"
import * as s from "../account/account.css.ts"

/** The table's columns (spec §2: number, project number, date, list price, PDF), with a selection and the cart action. */
const COLUMNS = ["inquiries.select", "inquiries.number", "inquiries.project", "inquiries.date", "inquiries.listPrice", "inquiries.pdf", "inquiries.cart"] as const

export const InquiriesPage = ({ list }: { readonly list: InquiryList }) => {
  const intl = useIntl()
  const lang = useLang()
  const tableRegion = useScrollRegion<HTMLDivElement>()
  // Each cell's column, shown beside it where a phone stacks the rows (inquiries.css.ts). The roles
  // are written out: a table laid out as blocks loses them in some browsers.
  const columnLabel = (id: (typeof COLUMNS)[number]) => intl.formatMessage({ id })
  const { notify } = useNotifications()
  const cart = useCart()
  const [inquiries, setInquiries] = useState<ReadonlyArray<InquiryView>>(list.ok ? list.inquiries : [])
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [confirming, setConfirming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [deleteFailed, setDeleteFailed] = useState(false)

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  const remove = async () => {
    const ids = [...selected]
    setDeleting(true)
    setDeleteFailed(false)
    try {
      const removed = new Set(await removeInquiries({ data: { ids } }))
      setInquiries((current) => current.filter((inquiry) => !removed.has(inquiry.id)))
      setSelected(new Set())
      setConfirming(false)
      notify({ type: "success", title: intl.formatMessage({ id: "inquiries.deletedTitle" }), message: intl.formatMessage({ id: "inquiries.deleted" }) })
    } catch {
      setConfirming(false)
      setDeleteFailed(true)
    } finally {
      setDeleting(false)
    }
  }

  const pdfFailed = () =>
    notify({ type: "error", title: intl.formatMessage({ id: "error.title" }), message: intl.formatMessage({ id: "error.generalError" }), duration: 6000 })

  return (
    <ProfileLayout titleId="account.inquiries">
      <section className={s.panel} data-testid="inquiries" aria-labelledby="inquiries-heading">
        <h2 id="inquiries-heading" className={s.panelTitle}>
          <FormattedMessage id="account.inquiriesLead" />
        </h2>
        {deleteFailed ? (
          <div className={s.alert} role="alert" data-testid="inquiries-delete-failed">
            <p>
              <FormattedMessage id="error.inquiryDeletion" />
            </p>
            <button type="button" className={button.secondary} onClick={() => void remove()} disabled={deleting || selected.size === 0}>
              <FormattedMessage id="inquiries.retry" />
            </button>
          </div>
        ) : null}
        {!list.ok || inquiries.length === 0 ? (
          <p className={s.muted} data-testid="inquiries-empty">
            <FormattedMessage id="error.inquiryList" />
          </p>
        ) : (
          <>
            <div className={t.toolbar}>
              <Dialog.Root open={confirming} onOpenChange={(open) => (deleting ? undefined : setConfirming(open))}>
                <Dialog.Trigger asChild>
                  <button type="button" className={button.danger} disabled={selected.size === 0} data-testid="inquiries-delete">
                    <FormattedMessage id="inquiries.deleteSelected" values={{ count: selected.size }} />
                  </button>
                </Dialog.Trigger>
                <Dialog.Portal>
                  <Dialog.Overlay className={dialog.overlay} />
                  <Dialog.Content className={dialog.modal} data-testid="inquiries-confirm">
                    <Dialog.Title className={dialog.title}>
                      <FormattedMessage id="inquiries.confirmTitle" />
                    </Dialog.Title>
                    <Dialog.Description className={dialog.text}>
                      <FormattedMessage id="inquiries.confirmText" values={{ count: selected.size }} />
                    </Dialog.Description>
                    <div className={s.actions}>
                      <button type="button" className={button.danger} onClick={() => void remove()} disabled={deleting} data-testid="inquiries-confirm-delete">
                        <FormattedMessage id="inquiries.confirmDelete" />
                      </button>
                      <Dialog.Close asChild>
                        <button type="button" className={button.secondary} disabled={deleting}>
                          <FormattedMessage id="inquiries.cancel" />
                        </button>
                      </Dialog.Close>
                    </div>
                  </Dialog.Content>
                </Dialog.Portal>
              </Dialog.Root>
            </div>
            <div ref={tableRegion.ref} className={t.tableScroll} role="region" aria-label={intl.formatMessage({ id: "inquiries.table" })} tabIndex={tableRegion.tabIndex}>
              <table className={t.table} role="table" data-testid="inquiries-table">
                <thead role="rowgroup">
                  <tr role="row">
                    {COLUMNS.map((id) => (
                      <th key={id} className={t.cell} scope="col" role="columnheader">
                        <FormattedMessage id={id} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody role="rowgroup">
                  {inquiries.map((inquiry) => (
                    <tr key={inquiry.id} role="row" data-testid="inquiry-row">
                      <td role="cell" data-label={columnLabel("inquiries.select")} className={t.cell}>
                        <input
                          type="checkbox"
                          checked={selected.has(inquiry.id)}
                          onChange={(e) => toggle(inquiry.id, e.target.checked)}
                          aria-label={intl.formatMessage({ id: "inquiries.selectOne" }, { number: inquiry.reference })}
                        />
                      </td>
                      <td role="cell" data-label={columnLabel("inquiries.number")} className={`${t.cell} ${t.number}`} data-testid="inquiry-number">
                        <Link
                          to="/$lang/user/profile/inquiries/$reference/"
                          params={{ lang, reference: inquiry.reference }}
                          aria-label={intl.formatMessage({ id: "inquiries.openOf" }, { number: inquiry.reference })}
                          data-testid="inquiry-open"
                        >
                          {inquiry.reference}
                        </Link>
                      </td>
                      <td role="cell" data-label={columnLabel("inquiries.project")} className={t.cell}>{inquiry.projectId === "" ? "–" : inquiry.projectId}</td>
                      <td role="cell" data-label={columnLabel("inquiries.date")} className={t.cell}>
                        <FormattedDate value={inquiry.createdAt} dateStyle="medium" timeStyle="short" timeZone="Europe/Vienna" />
                      </td>
                      <td role="cell" data-label={columnLabel("inquiries.listPrice")} className={`${t.cell} ${t.number}`}>
                        {inquiry.listPrice === null ? (
                          <FormattedMessage id="product.priceOnRequest" />
                        ) : (
                          <FormattedNumber value={inquiry.listPrice / 100} style="currency" currency="EUR" />
                        )}
                      </td>
                      <td role="cell" data-label={columnLabel("inquiries.pdf")} className={t.cell}>
                        <button
                          type="button"
                          className={t.linkButton}
                          data-testid="inquiry-pdf"
                          aria-label={intl.formatMessage({ id: "inquiries.pdfOf" }, { number: inquiry.reference })}
                          onClick={() => void openPdf(inquiry.id).then((ok) => (ok ? undefined : pdfFailed()))}
                        >
                          PDF
                        </button>
                      </td>
                      <td role="cell" data-label={columnLabel("inquiries.cart")} className={t.cell}>
                        <button
                          type="button"
                          className={t.linkButton}
                          data-testid="inquiry-into-cart"
                          aria-label={intl.formatMessage({ id: "inquiries.intoCartOf" }, { number: inquiry.reference })}
                          {...softDisabled(cart.locked, () => void cart.addInquiry(inquiry))}
                        >
                          <FormattedMessage id="inquiries.intoCart" />
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </ProfileLayout>
  )
}
