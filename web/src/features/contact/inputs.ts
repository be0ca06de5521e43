/**
 * Schemas of the contact form server functions' inputs. A server-only module: the client build drops
 * each validator, and with it every import of these schemas.
 */
import { Schema } from "effect"
import { Language } from "@shop/core"

/**
 * The contact form as sent. Only types and generous caps here (a huge body is refused); the
 * field rules with their error keys are the core's, so the form can show them next to the fields.
 */
const FormText = (max: number) => Schema.String.pipe(Schema.check(Schema.isMaxLength(max)))
export const ContactInput = Schema.Struct({
  lang: Language,
  company: FormText(2000),
  firstname: FormText(2000),
  lastname: FormText(2000),
  email: FormText(2000),
  subject: FormText(2000),
  message: FormText(50_000),
  privacyAccepted: Schema.Boolean,
  honeypot: FormText(2000),
})
export const contactInput = Schema.toStandardSchemaV1(ContactInput)

export const contactDetailsInput = Schema.toStandardSchemaV1(Schema.Struct({ lang: Language }))
