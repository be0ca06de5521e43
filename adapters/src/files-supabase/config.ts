/**
 * Configuration of the Supabase Storage file store (kept beside its adapter): `SUPABASE_URL`
 * (the project URL, `https://<ref>.supabase.co`; empty or unset: the embedded local store is
 * used), `SUPABASE_SERVICE_ROLE_KEY` (server-side only, never sent to a browser) and
 * `SUPABASE_STORAGE_BUCKET` (default `catalog-data`, spec §7).
 */
import { Config } from "effect"

export const DEFAULT_BUCKET = "catalog-data"

/** The project URL, or "" when Supabase is not configured. */
export const SupabaseUrlConfig = Config.String("SUPABASE_URL").pipe(
  Config.withDefault(""),
  Config.map((url) => url.trim()),
)

export const SupabaseServiceRoleKeyConfig = Config.Redacted("SUPABASE_SERVICE_ROLE_KEY")

export const SupabaseStorageBucketConfig = Config.String("SUPABASE_STORAGE_BUCKET").pipe(Config.withDefault(DEFAULT_BUCKET))
