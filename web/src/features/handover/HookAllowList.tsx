/**
 * My info's section of the hand-over (issue 26): the addresses the account's carts may be handed
 * back to (IDS `hookurl`, OCI `HOOK_URL`), one a line; empty allows every http(s) address. An
 * account form (`handover-hooks`), so it works without JavaScript and shows its errors in place.
 */
import type { ErrorKey } from "@shop/core/errors/errors"
import { TextAreaField } from "../../ui/form/Field.tsx"
import { AccountForm } from "../account/AccountForm.tsx"
import { useErrorText } from "../account/fields.tsx"
import type { FieldErrors } from "../account/model.ts"
import { useAccountForm } from "../account/useAccountForm.ts"
import * as s from "../account/account.css.ts"
import { HandoverMessages, useHandoverText } from "./HandoverMessages.tsx"

export interface HookAllowListProps {
  readonly hooks: ReadonlyArray<string>
  readonly failed: { readonly formError: ErrorKey | null; readonly errors: FieldErrors } | null
}

const Section = ({ hooks, failed }: HookAllowListProps) => {
  const text = useHandoverText()
  const form = useAccountForm("handover-hooks", failed ?? {})
  const errorText = useErrorText(form.errors)
  return (
    <section className={s.panel} aria-labelledby="handover-hooks-heading" data-testid="handover-hooks">
      <h2 id="handover-hooks-heading" className={s.panelTitle}>
        {text("handover.hooks.heading")}
      </h2>
      <p className={s.muted}>{text("handover.hooks.lead")}</p>
      <AccountForm action="handover-hooks" state={form} submitLabel={text("handover.hooks.save")}>
        <TextAreaField
          id="handover-hooks"
          name="hooks"
          rows={4}
          spellCheck={false}
          autoCapitalize="off"
          defaultValue={hooks.join("\n")}
          label={text("handover.hooks.label")}
          hint={text("handover.hooks.hint")}
          error={errorText("hooks")}
        />
      </AccountForm>
    </section>
  )
}

export const HookAllowList = (props: HookAllowListProps) => (
  <HandoverMessages>
    <Section {...props} />
  </HandoverMessages>
)
