/** The page shell around every page: skip link, header, main landmark, footer; provides language and messages. */
import type { ReactNode } from "react"
import { FormattedMessage, RawIntlProvider, useIntl } from "react-intl"
import { intlFor } from "../../platform/i18n/intl.ts"
import type { ShellData } from "./model.ts"
import { useRouterState } from "@tanstack/react-router"
import { useEffect, useState } from "react"
import { CartProvider, useCart } from "../cart/CartContext.tsx"
import { lazy, Suspense } from "react"
import { LoadingBar } from "../../ui/notifications/LoadingBar.tsx"
import { NotificationsProvider } from "../../ui/notifications/Notifications.tsx"

// Loaded on first use: neither is needed to show a page.
const CartSlideOver = lazy(() => import("../cart/CartSlideOver.tsx").then((m) => ({ default: m.CartSlideOver })))
const PdfModal = lazy(() => import("../documents/PdfModal.tsx").then((m) => ({ default: m.PdfModal })))
import { AccountProvider } from "../account/AccountContext.tsx"
import { NoticeFromQuery } from "../account/NoticeFromQuery.tsx"
import { Footer } from "./Footer.tsx"
import { Header } from "./Header.tsx"
import { CompareBar, CompareForm, CompareProvider } from "../compare/CompareContext.tsx"
import { LangContext } from "../../platform/i18n/LangContext.tsx"
import * as s from "./shell.css.ts"

export const Shell = ({ shell, children }: { readonly shell: ShellData; readonly children: ReactNode }) => (
  <LangContext.Provider value={{ lang: shell.lang, languages: shell.languages, ...(shell.cookieDomain === undefined ? {} : { cookieDomain: shell.cookieDomain }) }}>
    {/* One intl object per language, reused across renders and requests (its formatters are cached). */}
    <RawIntlProvider value={intlFor(shell.lang)}>
      <NotificationsProvider>
        <AccountProvider initial={shell.visitor.account}>
        <CartProvider initialLines={shell.visitor.cartLines}>
        <CompareProvider initial={shell.compare}>
          <div className={s.page}>
            <a className={s.skipLink} href="#main">
              <FormattedMessage id="shell.skipToContent" />
            </a>
            <Header settings={shell.settings} />
            <main id="main" className={s.main} tabIndex={-1}>
              <NoticeFromQuery />
              {children}
            </main>
            <CompareForm />
            <CompareBar />
            <Footer settings={shell.settings} />
          </div>
          <Overlays />
        </CompareProvider>
        </CartProvider>
        </AccountProvider>
      </NotificationsProvider>
    </RawIntlProvider>
  </LangContext.Provider>
)

/** Loading bar, cart slide-over and PDF modal: one of each for the whole app. */
const Overlays = () => {
  const intl = useIntl()
  const navigating = useRouterState({ select: (state) => state.isLoading })
  const { locked, open } = useCart()
  const [pdfOpen, setPdfOpen] = useState(false)
  const [cartUsed, setCartUsed] = useState(false)
  // Loaded on first use, then kept mounted so closing runs the dialog's own close (focus return).
  const [pdfUsed, setPdfUsed] = useState(false)
  // Marks the page as interactive (hydrated); browser tests wait for it before they click.
  useEffect(() => {
    document.documentElement.dataset["hydrated"] = "true"
  }, [])
  if (open && !cartUsed) setCartUsed(true)
  if (pdfOpen && !pdfUsed) setPdfUsed(true)
  return (
    <>
      {/* In a labelled region: while shown the bar is content, and all content belongs to a landmark. */}
      <div role="region" aria-label={intl.formatMessage({ id: "notifications.loading" })}>
        <LoadingBar loading={navigating || locked} />
      </div>
      {/* One boundary each: loading the PDF modal must not hide the open cart (and lose its focus). */}
      <Suspense fallback={null}>{cartUsed ? <CartSlideOver onGeneratePdf={() => setPdfOpen(true)} /> : null}</Suspense>
      <Suspense fallback={null}>{pdfUsed ? <PdfModal open={pdfOpen} onOpenChange={setPdfOpen} /> : null}</Suspense>
    </>
  )
}
