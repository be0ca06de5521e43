/** `/_internal/styleguide/`: every shared component in each state (internal, noindex). */
import { createFileRoute } from "@tanstack/react-router"
import { StyleguidePage } from "../../../features/internal/StyleguidePage.tsx"
import { InternalMessages } from "../../../features/internal/intl.tsx"
import { internalHead, langSearch } from "../../../features/internal/routes.ts"

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
