/**
 * The contact form (spec §2 fields, §5: valid e-mail, privacy accepted). One form for both ways:
 * with JavaScript it is sent through the `sendContact` server function (errors appear next to
 * their fields, success is a notification and the form is cleared); without JavaScript it is a
 * real `<form method="post">` to `/api/contact`, which redirects back here with the outcome in the
 * query (shown as a box above the form). The browser's own checks (`required`, the e-mail
 * `pattern`, `maxLength`) are left on until the page is interactive and replaced by the core's rules after.
 */
import { type FormEvent, useEffect, useRef, useState } from "react"
import { FormattedMessage, useIntl } from "react-intl"
import { EMAIL_PATTERN } from "@shop/core/forms/emailPattern"
import { storyPath } from "@shop/core/routing/links"
import { type ContactField, type ContactStatus, type FieldErrors, HONEYPOT_FIELD, contactFields, maxLengths } from "./model.ts"
import { useNotifications } from "../../ui/notifications/Notifications.tsx"
import { sendContact } from "./contact.functions.ts"
import { button, container, pageSection, pageTitle, visuallyHidden } from "../../styles/common.css.ts"
import { CheckboxField } from "../../ui/form/Field.tsx"
import { type FieldLayout, FieldList } from "../../ui/form/FieldList.tsx"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import { RichText } from "../../ui/RichText.tsx"
import type { RichParagraph } from "../shell/model.ts"
import * as s from "./contact.css.ts"

/** The privacy policy's content story (the footer links the same one). */
export const PRIVACY_SLUG = "privacy"

/** The text fields in the form's order (first and last name side by side); the privacy checkbox follows them. */
const textFields: FieldLayout<ContactField> = [
  { name: "company", label: "contact.company", optional: true, autoComplete: "organization", maxLength: maxLengths.company },
  [
    { name: "firstname", label: "contact.firstname", autoComplete: "given-name", maxLength: maxLengths.firstname },
    { name: "lastname", label: "contact.lastname", autoComplete: "family-name", maxLength: maxLengths.lastname },
  ],
  // The core's address rule in the browser too: sent without JavaScript, a refused address loses nothing typed.
  { name: "email", label: "contact.email", type: "email", autoComplete: "email", inputMode: "email", pattern: EMAIL_PATTERN, maxLength: maxLengths.email },
  { name: "subject", label: "contact.subject", maxLength: maxLengths.subject },
  { name: "message", label: "contact.message", rows: 7, maxLength: maxLengths.message },
]

const StatusBox = ({ status }: { readonly status: ContactStatus }) => {
  if (status === "sent") {
    return (
      <div className={s.success} role="status" data-testid="contact-status-sent">
        <p className={s.boxTitle}>
          <FormattedMessage id="contact.sent.title" />
        </p>
        <p>
          <FormattedMessage id="contact.sent.message" />
        </p>
      </div>
    )
  }
  const [title, message] =
    status === "invalid"
      ? (["contact.invalid.title", "contact.invalid.message"] as const)
      : status === "rateLimited"
        ? (["contact.rateLimited.title", "contact.rateLimited.message"] as const)
        : (["error.title", "error.generalError"] as const)
  return (
    <div className={s.problem} role="alert" data-testid={`contact-status-${status}`}>
      <p className={s.boxTitle}>
        <FormattedMessage id={title} />
      </p>
      <p>
        <FormattedMessage id={message} />
      </p>
    </div>
  )
}

export const ContactPage = ({ status, initialErrors, details }: { readonly status: ContactStatus | null; readonly initialErrors: FieldErrors; readonly details: ReadonlyArray<RichParagraph> }) => {
  const lang = useLang()
  const intl = useIntl()
  const { notify } = useNotifications()
  const [errors, setErrors] = useState<FieldErrors>(initialErrors)
  const [shownStatus, setShownStatus] = useState<ContactStatus | null>(status)
  const [sending, setSending] = useState(false)
  const [interactive, setInteractive] = useState(false)
  const sendingRef = useRef(false)
  useEffect(() => setInteractive(true), [])

  const errorText = (field: ContactField) => {
    const key = errors[field]
    return key === undefined ? null : intl.formatMessage({ id: `error.${key}` })
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sendingRef.current) return
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (name: string) => {
      const value = data.get(name)
      return typeof value === "string" ? value : ""
    }
    sendingRef.current = true
    setSending(true)
    setShownStatus(null)
    const failed = () =>
      notify({ type: "error", title: intl.formatMessage({ id: "error.title" }), message: intl.formatMessage({ id: "error.generalError" }), duration: 6000 })
    try {
      const result = await sendContact({
        data: {
          lang,
          company: text("company"),
          firstname: text("firstname"),
          lastname: text("lastname"),
          email: text("email"),
          subject: text("subject"),
          message: text("message"),
          privacyAccepted: data.has("privacyAccepted"),
          honeypot: text(HONEYPOT_FIELD),
        },
      })
      switch (result.status) {
        case "sent":
          form.reset()
          setErrors({})
          notify({ type: "success", title: intl.formatMessage({ id: "contact.sent.title" }), message: intl.formatMessage({ id: "contact.sent.message" }), duration: 6000 })
          break
        case "invalid": {
          setErrors(result.errors)
          const first = contactFields.find((field) => result.errors[field] !== undefined)
          if (first !== undefined) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
          break
        }
        case "rateLimited":
          notify({
            type: "error",
            title: intl.formatMessage({ id: "contact.rateLimited.title" }),
            message: intl.formatMessage({ id: "contact.rateLimited.message" }),
            duration: 8000,
          })
          break
        case "error":
          failed()
          break
      }
    } catch {
      failed()
    } finally {
      sendingRef.current = false
      setSending(false)
    }
  }

  /** A field's error goes away as soon as it is edited. */
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as ContactField
    if (errors[name] === undefined) return
    setErrors((current) => {
      const next = { ...current }
      delete next[name]
      return next
    })
  }

  const privacyHref = storyPath(PRIVACY_SLUG, lang)
  const errorCount = Object.keys(errors).length
  return (
    <div className={`${container} ${pageSection}`}>
      <header className={s.header}>
        <h1 className={pageTitle}>
          <FormattedMessage id="contact.title" />
        </h1>
        <p className={s.lead}>
          <FormattedMessage id="contact.lead" />
        </p>
      </header>
      <div className={s.layout}>
        <div>
          {shownStatus !== null && (shownStatus !== "invalid" || errorCount > 0) ? <StatusBox status={shownStatus} /> : null}
          <form
            className={s.form}
            method="post"
            action="/api/contact"
            noValidate={interactive}
            onSubmit={(event) => void onSubmit(event)}
            onInput={onInput}
            aria-describedby="contact-required-note"
            data-testid="contact-form"
          >
            <input type="hidden" name="lang" value={lang} />
            <p id="contact-required-note" className={s.requiredNote}>
              <FormattedMessage id="form.requiredNote" />
            </p>
            <FieldList idPrefix="contact" fields={textFields} errorOf={errorText} rowClassName={s.row} />
            {/* Honeypot: hidden from people (visually and from screen readers, out of the tab order); bots fill it. */}
            <div className={visuallyHidden} aria-hidden="true">
              <label htmlFor="contact-extra">
                <FormattedMessage id="contact.honeypot" />
              </label>
              <input id="contact-extra" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <CheckboxField
              id="contact-privacy"
              name="privacyAccepted"
              required
              error={errorText("privacyAccepted")}
              label={
                <FormattedMessage
                  id="contact.privacy"
                  values={{
                    link: (chunks) => (
                      <a href={privacyHref} target="_blank" rel="noopener">
                        {chunks}
                        <span className={visuallyHidden}>
                          {" "}
                          <FormattedMessage id="shell.opensInNewTab" />
                        </span>
                      </a>
                    ),
                  }}
                />
              }
            />
            <div className={s.actions}>
              <button type="submit" className={button.primary} disabled={sending} data-testid="contact-submit">
                <FormattedMessage id={sending ? "contact.sending" : "contact.send"} />
              </button>
              {errorCount > 0 ? (
                <p role="alert" className={s.requiredNote} data-testid="contact-error-summary">
                  <FormattedMessage id="contact.invalid.summary" values={{ count: errorCount }} />
                </p>
              ) : null}
            </div>
          </form>
        </div>
        {details.length > 0 ? (
          <aside className={s.details} aria-labelledby="contact-direct" data-testid="contact-details">
            <h2 id="contact-direct" className={s.detailsTitle}>
              <FormattedMessage id="contact.direct" />
            </h2>
            <RichText paragraphs={details} className={s.detailsText} />
          </aside>
        ) : null}
      </div>
    </div>
  )
}
