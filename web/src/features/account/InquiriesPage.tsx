/**
 * `/user/profile/inquiries` (spec §2). Sending the cart as a request is not built yet, so no
 * account has inquiries: the page says so with spec §8's text.
 */
import { FormattedMessage } from "react-intl"
import { ProfileLayout } from "./ProfileLayout.tsx"
import * as s from "./account.css.ts"

export const InquiriesPage = () => (
  <ProfileLayout titleId="account.inquiries">
    <section className={s.panel} data-testid="inquiries">
      <p className={s.muted}>
        <FormattedMessage id="inquiries.empty" />
      </p>
    </section>
  </ProfileLayout>
)
