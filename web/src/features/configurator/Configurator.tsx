/**
 * The configurator (spec §3 product options, §5 article-group rules): the product's accessories
 * by option in the §9 order and by article group, each a checkbox (one fixed piece) or an
 * amount up to the group's maximum; the live price of one configured piece; a live front view
 * drawn to scale in the RAL colour with the visible accessories; add to cart.
 */
import { Link } from "@tanstack/react-router"
import { useMemo, useState } from "react"
import { FormattedMessage, FormattedNumber, useIntl } from "react-intl"
import type { AccessoryOption } from "@shop/core/catalogue/articleGroup"
import { MAX_AMOUNT } from "@shop/core/cart/limits"
import { normalizeAmount } from "@shop/core/cart/normalize"
import { singleTotal } from "@shop/core/cart/totals"
import { paintColour } from "@shop/core/drawing/ral"
import { cents } from "@shop/core/money/money"
import { useCart } from "../cart/CartContext.tsx"
import { AmountStepper } from "../../ui/form/AmountStepper.tsx"
import { EnclosureDrawing } from "../../ui/EnclosureDrawing.tsx"
import { ProductPicture } from "../../ui/ProductPicture.tsx"
import type { ConfiguratorView, OfferedAccessoryView } from "./model.ts"
import { button, container, pageSection, pageTitle } from "../../styles/common.css.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import { AmperageVariants } from "../product/AmperageVariants.tsx"
import { IncludedParts } from "../product/IncludedParts.tsx"
import * as s from "./configurator.css.ts"
import { softDisabled } from "../../ui/form/softDisabled.ts"

const Euro = ({ value }: { readonly value: number }) => <FormattedNumber value={value / 100} style="currency" currency="EUR" />

const AccessoryPrice = ({ accessory }: { readonly accessory: OfferedAccessoryView }) =>
  accessory.priceOnRequest ? (
    <FormattedMessage id="product.priceOnRequest" />
  ) : accessory.listPrice === 0 ? (
    <FormattedMessage id="product.free" />
  ) : (
    <Euro value={accessory.listPrice} />
  )

interface ChoiceProps {
  readonly accessory: OfferedAccessoryView
  readonly amount: number
  readonly onChange: (amount: number) => void
}

const FixedChoice = ({ accessory, amount, onChange }: ChoiceProps) => {
  const id = `acc-${accessory.key}`
  return (
    <li className={`${s.option} ${amount > 0 ? s.optionChosen : ""}`}>
      <input id={id} type="checkbox" className={s.checkbox} checked={amount > 0} onChange={(e) => onChange(e.target.checked ? 1 : 0)} data-testid={`choose-${accessory.key}`} />
      <label htmlFor={id}>
        <span className={s.optionName}>{accessory.name}</span>
        {accessory.name2 ? <span className={s.muted}> · {accessory.name2}</span> : null}
      </label>
      <span className={s.optionPrice}>
        <AccessoryPrice accessory={accessory} />
      </span>
    </li>
  )
}

const AmountChoice = ({ accessory, amount, onChange }: ChoiceProps) => {
  const intl = useIntl()
  const max = Math.min(accessory.maxAmount, MAX_AMOUNT)
  return (
    <li className={`${s.optionStepper} ${amount > 0 ? s.optionChosen : ""}`}>
      <AmountStepper
        value={amount}
        min={0}
        max={max}
        label={intl.formatMessage({ id: "configurator.amountOf" }, { name: accessory.name, max })}
        onChange={onChange}
        testId={`amount-${accessory.key}`}
      />
      <div className={s.optionText}>
        <span className={s.optionName}>{accessory.name}</span>
        {accessory.name2 ? <span className={s.muted}> · {accessory.name2}</span> : null}
      </div>
      <span className={s.optionPrice}>
        <AccessoryPrice accessory={accessory} />
      </span>
    </li>
  )
}

export const Configurator = ({ view }: { readonly view: ConfiguratorView }) => {
  const intl = useIntl()
  const lang = useLang()
  const { add, locked } = useCart()
  const { product } = view
  const [amounts, setAmounts] = useState<Readonly<Record<string, number>>>({})
  const [quantity, setQuantity] = useState("1")

  const offered = useMemo(() => {
    const map = new Map<string, { readonly accessory: OfferedAccessoryView; readonly option: AccessoryOption | null }>()
    for (const section of view.sections) for (const group of section.groups) for (const a of group.accessories) map.set(a.key, { accessory: a, option: section.option })
    return map
  }, [view.sections])
  const chosen = Object.entries(amounts).filter(([, n]) => n > 0)
  const price = singleTotal(
    { price: cents(product.listPrice), priceOnRequest: product.priceOnRequest },
    chosen.map(([key, amount]) => {
      const accessory = offered.get(key)?.accessory
      return { price: cents(accessory?.listPrice ?? 0), priceOnRequest: accessory?.priceOnRequest ?? false, amount }
    }),
  )
  const chosenAccessories = chosen.flatMap(([key]) => {
    const entry = offered.get(key)
    return entry ? [{ option: entry.option, name: entry.accessory.name }] : []
  })
  const pieces = normalizeAmount(quantity)
  const paint = paintColour(product.ralColour, chosenAccessories)
  const options = new Set(chosenAccessories.flatMap((a) => (a.option ? [a.option] : [])))

  const addToCart = async () => {
    const added = await add({
      productId: product.key,
      amount: pieces,
      accessories: chosen.map(([id, amount]) => ({ id, amount })),
      productName: product.name,
    })
    if (added) setQuantity(String(pieces))
  }

  return (
    <div className={`${container} ${pageSection}`}>
      <nav aria-label={intl.formatMessage({ id: "product.breadcrumb" })} className={s.muted}>
        <Link to="/$lang/product-catalog/$productName/" params={{ lang, productName: product.slug }} activeOptions={{ exact: true }}>
          <FormattedMessage id="configurator.back" values={{ name: product.name }} />
        </Link>
      </nav>
      <h1 className={pageTitle}>
        <FormattedMessage id="configurator.title" values={{ name: product.name }} />
      </h1>
      <p className={s.muted}>
        {[product.name2, `${intl.formatMessage({ id: "product.articleNumber" })} ${product.articleNumber}`].filter(Boolean).join(" · ")}
      </p>
      <div className={s.layout}>
        <aside className={s.preview} aria-label={intl.formatMessage({ id: "configurator.summary" })}>
          <div className={s.views}>
            {/* The picture follows the chosen options (rain roof, base, wall brackets, viewing-window door) and a special paint. */}
            <div className={s.drawing} data-testid="configurator-picture">
              <ProductPicture
                className={s.drawingSvg}
                slug={product.slug}
                width={product.width}
                height={product.height}
                depth={product.depth}
                size={320}
                options={options}
                paint={paint === product.ralColour ? undefined : paint}
                label={intl.formatMessage({ id: "configurator.picture" }, { name: product.name, width: product.width, height: product.height, depth: product.depth })}
                eager
              />
            </div>
            <div className={s.drawing} data-testid="configurator-drawing">
              <EnclosureDrawing
                className={s.drawingSvg}
                width={product.width}
                height={product.height}
                doorCount={product.doorCount}
                meterPositions={product.meterPositions}
                ralColour={paint}
                options={options}
                label={intl.formatMessage({ id: "configurator.drawing" }, { name: product.name, width: product.width, height: product.height })}
              />
            </div>
          </div>
          <div className={s.summary}>
            <p className={s.muted}>
              <FormattedMessage id="configurator.chosen" values={{ count: chosen.length }} />
            </p>
            <p className={s.muted}>
              <FormattedMessage id="product.listPriceNote" />
            </p>
          </div>
          <div className={s.buyBar} data-testid="configurator-buy">
            <div className={s.priceRow}>
              <span>
                <FormattedMessage id="configurator.pricePerPiece" />
              </span>
              <span className={price.priceOnRequest ? s.priceWords : s.price} data-testid="configurator-price" aria-live="polite">
                {price.priceOnRequest ? <FormattedMessage id="product.priceOnRequest" /> : <Euro value={price.singleTotal} />}
              </span>
            </div>
            <div className={s.addRow}>
              <label className={s.quantity}>
                <FormattedMessage id="configurator.quantity" />
                <input
                  className={s.quantityInput}
                  inputMode="numeric"
                  value={quantity}
                  onChange={(e) => setQuantity(e.target.value)}
                  onBlur={() => setQuantity(String(normalizeAmount(quantity)))}
                  data-testid="configurator-quantity"
                />
              </label>
              <button type="button" className={button.primary} {...softDisabled(locked, () => void addToCart())} data-testid="configurator-add">
                <FormattedMessage id="configurator.add" />
              </button>
            </div>
          </div>
        </aside>
        <div className={s.sections}>
          <AmperageVariants variants={product.amperageVariants} target="configurator" />
          <IncludedParts parts={product.included} target="configurator" />
          {view.sections.length === 0 ? (
            <p>
              <FormattedMessage id="configurator.noOptions" />
            </p>
          ) : null}
          {view.sections.map((section) => (
            <fieldset key={section.option ?? "other"} className={s.section}>
              <legend className={s.legend}>
                <h2 className={s.legendHeading}>
                  <FormattedMessage id={section.option ? `option.${section.option}` : "option.other"} />
                </h2>
              </legend>
              {section.groups.map((group) => (
                <div key={group.key}>
                  <h3 className={s.groupTitle}>{group.name}</h3>
                  <ul className={s.options}>
                    {group.accessories.map((accessory) => {
                      const Choice = accessory.fixed ? FixedChoice : AmountChoice
                      return (
                        <Choice
                          key={accessory.key}
                          accessory={accessory}
                          amount={amounts[accessory.key] ?? 0}
                          onChange={(amount) => setAmounts((current) => ({ ...current, [accessory.key]: amount }))}
                        />
                      )
                    })}
                  </ul>
                </div>
              ))}
            </fieldset>
          ))}
        </div>
      </div>
    </div>
  )
}
