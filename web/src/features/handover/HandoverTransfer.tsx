/**
 * The cart's action in a hand-over session (issue 26), instead of "send request": hand the cart to
 * the craftsman's software (IDS) or transfer it to the buyer's purchasing system (OCI). A real form
 * posting to the shop's own endpoint (works without JavaScript); with JavaScript it first waits for
 * the cart's changes on their way (a project number just typed is saved on this very click).
 */
import type { MouseEvent } from "react"
import { FormattedMessage } from "react-intl"
import { button } from "../../styles/common.css.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"

export const HandoverTransfer = ({ protocol, settled, noteClassName }: { readonly protocol: "ids" | "oci"; readonly settled: () => Promise<unknown>; readonly noteClassName?: string }) => {
  const lang = useLang()
  const submit = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form
    if (form === null) return
    event.preventDefault()
    void settled().then(() => form.submit())
  }
  return (
    <form method="post" action="/api/handover/transfer" data-testid="cart-handover">
      <input type="hidden" name="lang" value={lang} />
      <button type="submit" className={button.primary} onClick={submit} data-testid="cart-handover-transfer">
        <FormattedMessage id={protocol === "ids" ? "cart.handover.ids" : "cart.handover.oci"} />
      </button>
      <p className={noteClassName}>
        <FormattedMessage id="cart.handover.note" />
      </p>
    </form>
  )
}
