/**
 * `/_internal/calculator`: list price, quantity and discount in, subtotal, discount amount and net
 * out, by the core's money rules (see `web/src/internal/calculator.ts`), in the page's locale
 * format. A plain GET form: without JavaScript it reloads with the values in the query and the
 * server renders the result; with JavaScript the result follows every keystroke and sending the
 * form puts the values in the URL (a shareable calculation).
 */
import { useNavigate } from "@tanstack/react-router"
import { type FormEvent, useState } from "react"
import { FormattedMessage, FormattedNumber, useIntl } from "react-intl"
import { type CalculatorInput, MAX_LIST_PRICE_EURO, calculate } from "./calculator.ts"
import { Text } from "./intl.tsx"
import { button } from "../../styles/common.css.ts"
import { TextField } from "../../ui/form/Field.tsx"
import { InternalLayout } from "./InternalLayout.tsx"
import * as s from "./internal.css.ts"

const Euro = ({ cents }: { readonly cents: number }) => <FormattedNumber value={cents / 100} style="currency" currency="EUR" />

export const CalculatorPage = ({ initial, lang }: { readonly initial: CalculatorInput; readonly lang: "de" | "en" | undefined }) => {
  const intl = useIntl()
  const navigate = useNavigate()
  const [input, setInput] = useState<CalculatorInput>(initial)
  const result = calculate(input)
  const percentText = (hundredths: number) => intl.formatNumber(hundredths / 100, { maximumFractionDigits: 2 })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void navigate({
      to: "/_internal/calculator/",
      search: { price: input.price, quantity: input.quantity, discount: input.discount, ...(lang === undefined ? {} : { lang }) },
      replace: true,
    })
  }
  const field = (name: keyof CalculatorInput) => ({
    name,
    value: input[name],
    onChange: (event: FormEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value
      setInput((current) => ({ ...current, [name]: value }))
    },
  })

  return (
    <InternalLayout title={<FormattedMessage id="calculator.title" />} intro={<FormattedMessage id="calculator.description" />}>
      <div className={s.calculator}>
        <form className={s.calculatorForm} method="get" action="/_internal/calculator/" onSubmit={onSubmit} data-testid="calculator-form">
          {lang === undefined ? null : <input type="hidden" name="lang" value={lang} />}
          <TextField
            id="calc-price"
            {...field("price")}
            label={<Text id="calculator.listPrice" />}
            hint={<Text id="calculator.listPriceHint" values={{ max: intl.formatNumber(MAX_LIST_PRICE_EURO) }} />}
            type="number"
            inputMode="decimal"
            min={0}
            max={MAX_LIST_PRICE_EURO}
            step={0.01}
            required
            error={result.kind === "invalid" ? intl.formatMessage({ id: "error.invalidValue" }) : null}
          />
          <TextField id="calc-quantity" {...field("quantity")} label={<Text id="calculator.quantity" />} type="number" inputMode="numeric" min={1} max={9999} step={1} />
          <TextField id="calc-discount" {...field("discount")} label={<Text id="calculator.discount" />} type="number" inputMode="decimal" min={0} max={100} step={0.01} />
          <div>
            <button type="submit" className={button.primary} data-testid="calculator-submit">
              <Text id="calculator.calculate" />
            </button>
          </div>
        </form>
        <section className={s.results} aria-labelledby="calc-result" aria-live="polite" data-testid="calculator-result">
          <h2 id="calc-result" className={s.resultsTitle}>
            <Text id="calculator.result" />
          </h2>
          {result.kind === "priced" ? (
            <dl className={s.resultList}>
              <dt>
                <Text id="calculator.subtotalOf" values={{ quantity: result.quantity }} />
              </dt>
              <dd data-testid="calculator-subtotal">
                <Euro cents={result.subtotal} />
              </dd>
              <dt>
                <Text id="calculator.discountAmount" values={{ percent: percentText(result.discount) }} />
              </dt>
              <dd data-testid="calculator-discount">
                <Euro cents={-result.discountAmount} />
              </dd>
              <dt className={s.netTerm}>
                <Text id="calculator.net" />
              </dt>
              <dd className={s.netValue} data-testid="calculator-net">
                <Euro cents={result.net} />
              </dd>
            </dl>
          ) : (
            <p data-testid={`calculator-${result.kind}`}>
              {result.kind === "onRequest" ? (
                <FormattedMessage id="product.priceOnRequest" />
              ) : (
                <Text id={result.kind === "invalid" ? "calculator.invalid" : "calculator.empty"} />
              )}
            </p>
          )}
          <p className={s.note}>
            <Text id="calculator.note" />
          </p>
        </section>
      </div>
    </InternalLayout>
  )
}
