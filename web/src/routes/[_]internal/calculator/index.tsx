/** `/_internal/calculator/`: list price, discount and net by the core's pricing (internal, noindex). */
import { createFileRoute } from "@tanstack/react-router"
import { CalculatorPage } from "../../../features/internal/CalculatorPage.tsx"
import { InternalMessages } from "../../../features/internal/intl.tsx"
import { calculatorSearch, internalHead } from "../../../features/internal/routes.ts"

export const Route = createFileRoute("/_internal/calculator/")({
  validateSearch: calculatorSearch,
  head: internalHead("calculator.title", "calculator.description"),
  component: function Calculator() {
    const search = Route.useSearch()
    const initial = { price: search.price ?? "", quantity: search.quantity ?? "1", discount: search.discount ?? "" }
    return (
      <InternalMessages>
        <CalculatorPage key={`${initial.price}|${initial.quantity}|${initial.discount}`} initial={initial} lang={search.lang} />
      </InternalMessages>
    )
  },
})
