/** Spec §2: the current flag and the other language, linking to the same page in that language. */
import { useRouterState } from "@tanstack/react-router"
import type { Language } from "@shop/core/i18n/language"
import { FormattedMessage, useIntl } from "react-intl"
import { visuallyHidden } from "../../styles/common.css.ts"
import { translatedPath } from "../../platform/i18n/paths.ts"
import { Flag } from "./Flag.tsx"
import { useCookieDomain, useLang, useLanguages } from "../../platform/i18n/LangContext.tsx"
import { languageCookie } from "../../platform/i18n/languageCookie.ts"
import * as s from "./shell.css.ts"
import { SmartLink } from "../../ui/SmartLink.tsx"
import { useAccount } from "../account/AccountContext.tsx"
import { setAccountLanguage } from "../account/account.functions.ts"

/**
 * Spec §4, §9: the chosen language is remembered in the language cookie (languageCookie.ts); a
 * logged-in user's profile and metadata take it too (their language wherever they log in).
 */
const rememberLanguage = (lang: Language, domain: string | undefined) => {
  document.cookie = languageCookie(lang, domain)
}

export const LanguageSwitcher = ({ onNavigate }: { readonly onNavigate?: () => void }) => {
  const lang = useLang()
  const languages = useLanguages()
  const cookieDomain = useCookieDomain()
  const account = useAccount()
  const intl = useIntl()
  const location = useRouterState({ select: (state) => ({ pathname: state.location.pathname, searchStr: state.location.searchStr }) })
  // A content page knows its path in each language (translated slugs): switch to that, not to the same slug.
  const alternates = useRouterState({ select: (state) => alternatePaths(state.matches) })
  return (
    <ul className={s.languages} role="list" aria-label={intl.formatMessage({ id: "shell.language" })}>
      {languages.map(({ lang: other, flag }) =>
        other === lang ? (
          <li key={other} className={s.languageCurrent}>
            <Flag code={flag} className={s.flag} />
            <span aria-hidden="true">{other.toUpperCase()}</span>
            <span className={visuallyHidden}>
              <FormattedMessage id="shell.languageCurrent" values={{ language: intl.formatMessage({ id: `language.${other}` }) }} />
            </span>
          </li>
        ) : (
          <li key={other}>
            <SmartLink
              className={s.languageLink}
              link={{ href: alternates?.[other] !== undefined ? `/${other}${alternates[other]}` : translatedPath(location.pathname, location.searchStr, other), external: false, newTab: false }}
              hrefLang={other}
              lang={other}
              data-testid="language-switch"
              onClick={() => {
                rememberLanguage(other, cookieDomain)
                if (account) void setAccountLanguage({ data: { lang: other } }).catch(() => undefined)
                onNavigate?.()
              }}
            >
              <Flag code={flag} className={s.flag} />
              <span>{other.toUpperCase()}</span>
              <span className={visuallyHidden}> – {intl.formatMessage({ id: `language.${other}` })}</span>
            </SmartLink>
          </li>
        ),
      )}
    </ul>
  )
}

/** The current page's path per language from its loader data (`paths`), when a route provides it. */
const alternatePaths = (matches: ReadonlyArray<{ readonly loaderData?: unknown }>): Readonly<Record<string, string>> | null => {
  for (const match of matches) {
    const paths = (match.loaderData as { paths?: unknown } | undefined)?.paths
    if (paths !== null && typeof paths === "object") return paths as Readonly<Record<string, string>>
  }
  return null
}
