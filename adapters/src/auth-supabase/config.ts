/**
 * Configuration of the Supabase auth adapter (kept beside it): `SUPABASE_URL`, the project URL
 * (`https://<ref>.supabase.co`, shared with the Storage file store), and `SUPABASE_ANON_KEY`, the
 * project's public anon (publishable) key. The server calls Supabase Auth with the anon key and
 * the user's own token only; the service-role key is never used for accounts.
 */
import { Config, Schema } from "effect"

/** The project URL; must be an http(s) URL (no trailing path is needed: supabase-js adds `/auth/v1`). */
export const SupabaseAuthUrlConfig = Config.schema(
  Schema.String.pipe(Schema.check(Schema.isPattern(/^https?:\/\/[^\s/]\S*$/i))),
  "SUPABASE_URL",
).pipe(Config.map((url) => url.trim().replace(/\/+$/, "")))

export const SupabaseAnonKeyConfig = Config.schema(Schema.Redacted(Schema.NonEmptyString), "SUPABASE_ANON_KEY")
