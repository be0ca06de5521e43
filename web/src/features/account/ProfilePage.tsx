/** `/user/profile` (spec §2): the profile area's start, with the company and the way to its parts. */
import { Link } from "@tanstack/react-router"
import { FormattedMessage } from "react-intl"
import { linkCard, linkCardLink } from "../../styles/common.css.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import type { MyInfoView } from "./model.ts"
import { ProfileLayout } from "./ProfileLayout.tsx"
import * as s from "./account.css.ts"

export const ProfilePage = ({ info }: { readonly info: MyInfoView }) => {
  const lang = useLang()
  return (
    <ProfileLayout titleId="account.title">
      <section className={s.panel} data-testid="profile-overview">
        <h2 className={s.panelTitle}>
          <FormattedMessage id="account.welcome" values={{ name: `${info.firstname} ${info.lastname}` }} />
        </h2>
        <dl className={s.details}>
          <dt className={s.detailsTerm}>
            <FormattedMessage id="account.field.company" />
          </dt>
          <dd>{info.company}</dd>
          <dt className={s.detailsTerm}>
            <FormattedMessage id="account.field.email" />
          </dt>
          <dd>{info.email}</dd>
        </dl>
      </section>
      <div className={s.row}>
        <div className={`${linkCard} ${s.linkCardBody}`}>
          <Link to="/$lang/user/profile/my-info/" params={{ lang }} className={`${linkCardLink} ${s.panelTitle}`}>
            <FormattedMessage id="account.myInfo" />
          </Link>
          <p className={s.muted}>
            <FormattedMessage id="account.myInfoLead" />
          </p>
        </div>
        <div className={`${linkCard} ${s.linkCardBody}`}>
          <Link to="/$lang/user/profile/inquiries/" params={{ lang }} className={`${linkCardLink} ${s.panelTitle}`}>
            <FormattedMessage id="account.inquiries" />
          </Link>
          <p className={s.muted}>
            <FormattedMessage id="account.inquiriesLead" />
          </p>
        </div>
        <div className={`${linkCard} ${s.linkCardBody}`}>
          <Link to="/$lang/user/profile/saved-carts/" params={{ lang }} className={`${linkCardLink} ${s.panelTitle}`}>
            <FormattedMessage id="account.savedCarts" />
          </Link>
          <p className={s.muted}>
            <FormattedMessage id="account.savedCartsLead" />
          </p>
        </div>
      </div>
    </ProfileLayout>
  )
}
