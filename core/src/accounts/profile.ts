/**
 * The profile's fields (spec §3): the name and company address a sign-up asks for, kept in the
 * user's metadata (Auth) and in the `profiles` row (ProfileStore), and shown in my info. Written
 * once, here; the metadata, the stored profile, the row schema and the forms' field lists derive
 * from it.
 */
import { Schema, Struct } from "effect"

export const ProfileFields = Schema.Struct({
  firstname: Schema.String,
  lastname: Schema.String,
  company: Schema.String,
  vat: Schema.String,
  street: Schema.String,
  zip: Schema.String,
  city: Schema.String,
  country: Schema.String,
})
export type ProfileFields = typeof ProfileFields.Type
export type ProfileFieldName = keyof ProfileFields

/** The profile's field names, in the order of the sign-up form. */
export const profileFieldNames: ReadonlyArray<ProfileFieldName> = Struct.keys(ProfileFields.fields)
