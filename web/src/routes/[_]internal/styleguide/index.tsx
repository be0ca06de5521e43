/** `/_internal/styleguide/`: every shared component in each state (internal, noindex). */
import { createFileRoute } from "@tanstack/react-router"
import { StyleguidePage } from "../../../components/internal/StyleguidePage.tsx"
import { InternalMessages } from "../../../internal/intl.tsx"
import { internalHead, langSearch } from "../../../internal/routes.ts"

export const Route = createFileRoute("/_internal/styleguide/")({
  validateSearch: langSearch,
  head: internalHead("styleguide.title", "styleguide.description"),
  component: function Styleguide() {
    return (
      <InternalMessages>
        <StyleguidePage />
      </InternalMessages>
    )
  },
})
