/** `/_internal/calculator/`: list price, discount and net by the core's pricing (internal, noindex). */
import { createFileRoute } from "@tanstack/react-router"
import { CalculatorPage } from "../../../features/internal/CalculatorPage.tsx"
import { InternalMessages } from "../../../features/internal/intl.tsx"
import { internalHead, langSearch } from "../../../features/internal/routes.ts"

const text = (value: unknown): string => (typeof value === "string" ? value.slice(0, 32) : typeof value === "number" ? String(value) : "")

export const Route = createFileRoute("/_internal/calculator/")({
  validateSearch: (search: Record<string, unknown>) => ({
    ...langSearch(search),
    ...(search["price"] === undefined ? {} : { price: text(search["price"]) }),
    ...(search["quantity"] === undefined ? {} : { quantity: text(search["quantity"]) }),
    ...(search["discount"] === undefined ? {} : { discount: text(search["discount"]) }),
  }),
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
