/** A content page (imprint, privacy, …): the story's title and rich text. */
import type { ContentPageView } from "./contentPage.ts"
import { contentBody } from "../../ui/pages.css.ts"
import { RichText } from "../../ui/RichText.tsx"
import { container, pageSection, pageTitle } from "../../styles/common.css.ts"

export const ContentPage = ({ page }: { readonly page: ContentPageView }) => (
  <article className={`${container} ${pageSection}`} data-testid="content-page">
    <h1 className={pageTitle}>{page.title}</h1>
    <RichText paragraphs={page.paragraphs} className={contentBody} />
  </article>
)
