/**
 * `/_internal/styleguide`: every shared component in each of its states: theme colours, buttons
 * (primary, secondary, disabled), form fields with and without errors, prices and "price on
 * request", the four notification types and one with an action, the loading indicator, and the
 * enclosure drawing (painted in several sizes, colours, meter positions and accessories; neutral
 * as on a catalogue card).
 */
import { useEffect, useState } from "react"
import { FormattedMessage, useIntl } from "react-intl"
import type { AccessoryOption } from "@shop/core/catalogue/articleGroup"
import { Text, useInternalText } from "./intl.tsx"
import { LoadingBar } from "../../ui/notifications/LoadingBar.tsx"
import { type NotificationType, useNotifications } from "../../ui/notifications/Notifications.tsx"
import { button } from "../../styles/common.css.ts"
import { vars } from "../../styles/theme.css.ts"
import { EnclosureDrawing } from "../../ui/EnclosureDrawing.tsx"
import { CheckboxField, TextAreaField, TextField } from "../../ui/form/Field.tsx"
import { Price } from "../../ui/Price.tsx"
import { InternalLayout } from "./InternalLayout.tsx"
import * as s from "./internal.css.ts"

const notificationTypes: ReadonlyArray<NotificationType> = ["success", "error", "warning", "info"]

interface DrawingSample {
  readonly width: number
  readonly height: number
  readonly doorCount: number
  readonly ralColour: string
  readonly meterPositions: number
  readonly options: ReadonlyArray<AccessoryOption>
}

/** Sizes, colours, doors, meter positions and visible accessories the catalogue has. */
const drawingSamples: ReadonlyArray<DrawingSample> = [
  { width: 400, height: 500, doorCount: 1, ralColour: "RAL 7035", meterPositions: 0, options: [] },
  { width: 600, height: 1050, doorCount: 1, ralColour: "RAL 9016", meterPositions: 2, options: ["wallMounting"] },
  { width: 800, height: 1200, doorCount: 1, ralColour: "Edelstahl 1.4301", meterPositions: 4, options: ["cableEntry"] },
  { width: 1000, height: 1800, doorCount: 2, ralColour: "RAL 7016", meterPositions: 0, options: ["base"] },
  { width: 1200, height: 1600, doorCount: 2, ralColour: "RAL 6005", meterPositions: 6, options: ["rainRoof", "base"] },
]

/** Shown at 1 px per 10 mm, so the sizes compare. */
const DRAWING_SCALE = 0.1

const themeColours = Object.entries(vars.color)

export const StyleguidePage = () => {
  const intl = useIntl()
  const text = useInternalText()
  const { notify } = useNotifications()
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    if (!loading) return undefined
    const timer = setTimeout(() => setLoading(false), 3000)
    return () => clearTimeout(timer)
  }, [loading])

  const typeName = (type: NotificationType) => text(`styleguide.notify.${type}`)
  return (
    <InternalLayout title={<FormattedMessage id="styleguide.title" />} intro={<FormattedMessage id="styleguide.description" />}>
      <div className={s.sections}>
        <section className={s.section} aria-labelledby="sg-colours">
          <h2 id="sg-colours" className={s.sectionTitle}>
            <Text id="styleguide.colours" />
          </h2>
          <ul className={s.swatches}>
            {themeColours.map(([name, value]) => (
              <li key={name} className={s.swatch}>
                <span className={s.swatchColour} style={{ background: value }} />
                <span>{name}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className={s.section} aria-labelledby="sg-buttons" data-testid="styleguide-buttons">
          <h2 id="sg-buttons" className={s.sectionTitle}>
            <Text id="styleguide.buttons" />
          </h2>
          <div className={s.row}>
            <button type="button" className={button.primary}>
              <Text id="styleguide.primary" />
            </button>
            <button type="button" className={button.secondary}>
              <Text id="styleguide.secondary" />
            </button>
            <button type="button" className={button.primary} disabled>
              <Text id="styleguide.primaryDisabled" />
            </button>
            <button type="button" className={button.secondary} disabled>
              <Text id="styleguide.secondaryDisabled" />
            </button>
          </div>
        </section>

        <section className={s.section} aria-labelledby="sg-inputs" data-testid="styleguide-inputs">
          <h2 id="sg-inputs" className={s.sectionTitle}>
            <Text id="styleguide.inputs" />
          </h2>
          <div className={s.grid}>
            <TextField id="sg-text" name="sgText" label={<FormattedMessage id="contact.company" />} markOptional defaultValue="Elektro Huber GmbH" />
            <TextField id="sg-required" name="sgRequired" label={<FormattedMessage id="contact.subject" />} required />
            <TextField
              id="sg-error"
              name="sgError"
              type="email"
              label={<FormattedMessage id="contact.email" />}
              required
              defaultValue="anna@"
              error={intl.formatMessage({ id: "error.invalidEmail" })}
            />
            <TextField id="sg-disabled" name="sgDisabled" label={<Text id="styleguide.disabledField" />} disabled defaultValue="AW-2" />
            <TextAreaField id="sg-textarea" name="sgTextarea" label={<FormattedMessage id="contact.message" />} required rows={3} />
            <TextAreaField
              id="sg-textarea-error"
              name="sgTextareaError"
              label={<FormattedMessage id="contact.message" />}
              required
              rows={3}
              error={intl.formatMessage({ id: "error.required" })}
            />
            <CheckboxField id="sg-checkbox" name="sgCheckbox" label={<Text id="styleguide.checkbox" />} />
            <CheckboxField
              id="sg-checkbox-error"
              name="sgCheckboxError"
              required
              label={<Text id="styleguide.checkbox" />}
              error={intl.formatMessage({ id: "error.privacyNotAccepted" })}
            />
          </div>
        </section>

        <section className={s.section} aria-labelledby="sg-prices" data-testid="styleguide-prices">
          <h2 id="sg-prices" className={s.sectionTitle}>
            <Text id="styleguide.prices" />
          </h2>
          <div className={s.row}>
            <div className={s.specimen}>
              <span className={s.caption}>
                <FormattedMessage id="product.listPrice" />
              </span>
              <Price cents={52737} />
            </div>
            <div className={s.specimen}>
              <span className={s.caption}>
                <FormattedMessage id="product.listPrice" />
              </span>
              <Price cents={123456789} />
            </div>
            <div className={s.specimen}>
              <span className={s.caption}>
                <Text id="styleguide.priceZero" />
              </span>
              <Price cents={0} onRequest />
            </div>
          </div>
        </section>

        <section className={s.section} aria-labelledby="sg-notifications" data-testid="styleguide-notifications">
          <h2 id="sg-notifications" className={s.sectionTitle}>
            <Text id="styleguide.notifications" />
          </h2>
          <div className={s.row}>
            {notificationTypes.map((type) => (
              <button
                key={type}
                type="button"
                className={button.secondary}
                data-testid={`styleguide-notify-${type}`}
                onClick={() => notify({ type, title: typeName(type), message: text("styleguide.notify.message") })}
              >
                <Text id="styleguide.notify.show" values={{ type: typeName(type) }} />
              </button>
            ))}
            <button
              type="button"
              className={button.secondary}
              data-testid="styleguide-notify-action"
              onClick={() =>
                notify({
                  type: "info",
                  title: intl.formatMessage({ id: "deploy.newBuild.title" }),
                  message: intl.formatMessage({ id: "deploy.newBuild.message" }),
                  duration: Number.POSITIVE_INFINITY,
                  action: {
                    label: intl.formatMessage({ id: "deploy.newBuild.reload" }),
                    altText: intl.formatMessage({ id: "deploy.newBuild.reloadAlt" }),
                    onClick: () => window.location.reload(),
                  },
                })
              }
            >
              <Text id="styleguide.notify.withAction" />
            </button>
          </div>
        </section>

        <section className={s.section} aria-labelledby="sg-loading" data-testid="styleguide-loading">
          <h2 id="sg-loading" className={s.sectionTitle}>
            <Text id="styleguide.loading" />
          </h2>
          <p className={s.caption}>
            <Text id="styleguide.loading.text" />
          </p>
          <div className={s.row}>
            <button type="button" className={button.secondary} disabled={loading} onClick={() => setLoading(true)} data-testid="styleguide-loading-start">
              <Text id="styleguide.loading.start" />
            </button>
          </div>
          <LoadingBar loading={loading} />
        </section>

        <section className={s.section} aria-labelledby="sg-drawings" data-testid="styleguide-drawings">
          <h2 id="sg-drawings" className={s.sectionTitle}>
            <Text id="styleguide.drawings" />
          </h2>
          <p className={s.caption}>
            <Text id="styleguide.drawings.text" />
          </p>
          <div className={s.drawings}>
            {drawingSamples.map((sample) => (
                <figure key={`${sample.width}x${sample.height}`} className={s.drawing} style={{ margin: 0 }}>
                  <div style={{ height: `${Math.round(sample.height * DRAWING_SCALE)}px` }}>
                    <EnclosureDrawing {...sample} options={new Set(sample.options)} />
                  </div>
                  <figcaption className={s.caption}>
                    <Text id="styleguide.drawing.caption"
                      values={{ width: sample.width, height: sample.height, colour: sample.ralColour, meters: sample.meterPositions }}
                    />
                  </figcaption>
                </figure>
            ))}
            <figure className={s.drawing} style={{ margin: 0 }}>
              <EnclosureDrawing width={800} height={1200} doorCount={2} size={120} />
              <figcaption className={s.caption}>
                <Text id="styleguide.drawing.card" />
              </figcaption>
            </figure>
          </div>
        </section>
      </div>
    </InternalLayout>
  )
}
