/**
 * The pages the hand-over's entry answers by itself (issue 26): what a craftsman's cart loaded
 * (IDS "Warenkorb senden"), and why a hand-over cannot be answered. Rendered on the server to
 * static HTML by React (every value escaped by it), with the shop's and the hand-over's texts, a
 * small style sheet by nonce, and nothing else loaded.
 */
import { renderToStaticMarkup } from "react-dom/server"
import { RawIntlProvider } from "react-intl"
import type { ErrorKey } from "@shop/core/errors/errors"
import type { Language } from "@shop/core/i18n/language"
import type { PreviewLine, QuickOrderPreview } from "@shop/core/quickOrder/preview"
import { errorMessageId, messagesOf } from "../../platform/i18n/intl.ts"
import { standaloneIntl, useHandoverText } from "./HandoverMessages.tsx"

const STYLE = [
  "body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}",
  "main{max-width:50rem;margin:0 auto;padding:1.5rem}",
  "ul{padding-left:1.2rem}",
  "a.button{display:inline-block;padding:.6rem 1.2rem;background:#00508c;color:#fff;border-radius:4px;text-decoration:none}",
  "a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}",
].join("")

const Document = ({ lang, title, nonce, children }: { readonly lang: Language; readonly title: string; readonly nonce: string; readonly children: React.ReactNode }) => (
  <html lang={lang}>
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>{title}</title>
      <style nonce={nonce}>{STYLE}</style>
    </head>
    <body>
      <main>{children}</main>
    </body>
  </html>
)

/** The page as an HTML document in `lang`. */
const render = (lang: Language, page: (text: ReturnType<typeof useHandoverText>) => { readonly title: string; readonly body: React.ReactNode }, nonce: string): string => {
  const Page = () => {
    const text = useHandoverText()
    const { title, body } = page(text)
    return (
      <Document lang={lang} title={title} nonce={nonce}>
        <h1>{title}</h1>
        {body}
      </Document>
    )
  }
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <RawIntlProvider value={standaloneIntl(lang, messagesOf(lang))}>
      <Page />
    </RawIntlProvider>,
  )}`
}

/** Why a line of the sent cart was not loaded, in the error catalogue's words. */
const reasonOf = (line: PreviewLine): ErrorKey | null => {
  switch (line.status._tag) {
    case "Unknown":
      return "quickOrderUnknownArticle"
    case "Ambiguous":
      return "quickOrderAmbiguous"
    case "Refused":
      return line.status.problem
    default:
      return null
  }
}

export interface ResultPage {
  readonly lang: Language
  readonly preview: QuickOrderPreview
  /** Lines loaded (products and accessories). */
  readonly loaded: number
  readonly projectId: string | undefined
  readonly nonce: string
}

/** What a craftsman's cart loaded into the shop's cart, and what it did not (with the nearest article numbers). */
export const resultPageHtml = (page: ResultPage): string =>
  render(
    page.lang,
    (text) => {
      const loaded = page.preview.lines.filter((line) => line.status._tag === "Product" || line.status._tag === "Accessory")
      const missed = page.preview.lines.filter((line) => reasonOf(line) !== null)
      const messages = messagesOf(page.lang)
      return {
        title: text("handover.result.title"),
        body: (
          <>
            <p role="status" data-testid="handover-loaded">
              {text("handover.result.loaded", { count: page.loaded })}
            </p>
            <p>{text("handover.result.replaced")}</p>
            {page.projectId === undefined ? null : <p>{text("handover.result.project", { projectId: page.projectId })}</p>}
            {loaded.length === 0 ? null : (
              <section aria-labelledby="loaded-heading">
                <h2 id="loaded-heading">{text("handover.result.loadedHeading")}</h2>
                <ul>
                  {loaded.map((line) => (
                    <li key={line.line} data-line={line.line}>
                      {line.code} – {line.status._tag === "Product" ? line.status.product.name[page.lang] : line.status._tag === "Accessory" ? line.status.accessory.name[page.lang] : ""}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {missed.length === 0 ? null : (
              <section aria-labelledby="missed-heading" data-testid="handover-not-loaded">
                <h2 id="missed-heading">{text("handover.result.notLoadedHeading")}</h2>
                <ul>
                  {missed.map((line) => (
                    <li key={line.line} data-line={line.line} data-code={line.code}>
                      {text("handover.result.line", { line: line.line })}: {line.code} – {text(errorMessageId(reasonOf(line)!, messages))}
                      {line.status._tag === "Unknown" && line.status.suggestions.length > 0
                        ? ` ${text("handover.result.suggestions", { codes: line.status.suggestions.map((s) => s.code).join(", ") })}`
                        : null}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <p>{text("handover.result.hint")}</p>
            <p>
              <a className="button" href={`/${page.lang}/product-catalog/`}>
                {text("handover.result.continue")}
              </a>
            </p>
          </>
        ),
      }
    },
    page.nonce,
  )

/** Why a hand-over cannot be answered (an action the shop does not answer, a hook URL refused, a cart it cannot read). */
export const refusedPageHtml = (lang: Language, key: ErrorKey, nonce: string): string =>
  render(
    lang,
    (text) => ({
      title: text("handover.refused.title"),
      body: (
        <>
          <p role="alert" data-testid="handover-refused" data-error={key}>
            {text(errorMessageId(key, messagesOf(lang)))}
          </p>
          <p>
            <a className="button" href={`/${lang}/`}>
              {text("handover.refused.home")}
            </a>
          </p>
        </>
      ),
    }),
    nonce,
  )
