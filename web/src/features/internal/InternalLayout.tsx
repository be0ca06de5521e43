/**
 * Frame of the internal pages (`/_internal/…`): reachable by URL only (no link leads there),
 * `noindex`, in the browser's language (Accept-Language) with a toggle that sets `?lang=`.
 * Used inside `InternalMessages` (the routes wrap their pages in it).
 */
import { useRouterState } from "@tanstack/react-router"
import type { ReactNode } from "react"
import { useIntl } from "react-intl"
import { Text, useInternalText } from "./intl.tsx"
import { translatedPath } from "../../platform/i18n/paths.ts"
import { container, pageSection, pageTitle } from "../../styles/common.css.ts"
import { useLang, useLanguages } from "../../platform/i18n/LangContext.tsx"
import { SmartLink } from "../../ui/SmartLink.tsx"
import * as s from "./internal.css.ts"

export const InternalLayout = ({ title, intro, children }: { readonly title: ReactNode; readonly intro: ReactNode; readonly children: ReactNode }) => {
  const lang = useLang()
  const languages = useLanguages()
  const intl = useIntl()
  const text = useInternalText()
  const location = useRouterState({ select: (state) => ({ pathname: state.location.pathname, searchStr: state.location.searchStr }) })
  return (
    <div className={`${container} ${pageSection}`}>
      <div className={s.banner}>
        <p>
          <Text id="internal.badge" />
        </p>
        <ul className={s.toggle} aria-label={text("internal.language")}>
          {languages.map(({ lang: other }) =>
            other === lang ? (
              <li key={other} className={s.toggleCurrent} aria-current="true">
                {intl.formatMessage({ id: `language.${other}` })}
              </li>
            ) : (
              <li key={other}>
                <SmartLink
                  className={s.toggleLink}
                  link={{ href: translatedPath(location.pathname, location.searchStr, other), external: false, newTab: false }}
                  hrefLang={other}
                  lang={other}
                  data-testid="internal-language"
                >
                  {intl.formatMessage({ id: `language.${other}` })}
                </SmartLink>
              </li>
            ),
          )}
        </ul>
      </div>
      <h1 className={pageTitle}>{title}</h1>
      <p className={s.intro}>{intro}</p>
      {children}
    </div>
  )
}
