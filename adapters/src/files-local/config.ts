/**
 * Configuration of the embedded file store (kept beside its adapter; `adapters/src/config.ts`
 * holds the rest): `SHOP_DATA_DIR` (default `var/` in the repository root, gitignored) and
 * `FILE_SIGNING_SECRET` (the HMAC key of signed URLs and datasheet folders; at least 32
 * characters). Without a secret, one is generated at random once per process: signed URLs then
 * stop working when the process restarts and cannot be shared by several server processes, so
 * set it for any deployment with more than one process.
 */
import { randomBytes } from "node:crypto"
import { isAbsolute, resolve } from "node:path"
import { Config, Effect, Option, Redacted } from "effect"
import { InfrastructureError } from "@shop/core"
import { repositoryRoot } from "../config.ts"

export const ShopDataDirConfig = Config.String("SHOP_DATA_DIR").pipe(
  Config.withDefault("var"),
  Config.map((dir) => (isAbsolute(dir) ? dir : resolve(repositoryRoot, dir))),
)

export const MIN_SECRET_LENGTH = 32

let processSecret: Uint8Array | undefined
/** The random fallback secret, made once per process. */
export const processFallbackSecret = (): Uint8Array => (processSecret ??= new Uint8Array(randomBytes(32)))

/** The signing secret: FILE_SIGNING_SECRET as UTF-8 bytes, else the per-process random one; a short secret is refused. */
export const fileSigningSecret: Effect.Effect<Uint8Array, Config.ConfigError | InfrastructureError> = Effect.gen(function* () {
  const value = yield* Config.option(Config.Redacted("FILE_SIGNING_SECRET"))
  if (Option.isNone(value)) return processFallbackSecret()
  const text = Redacted.value(value.value)
  if (text.length < MIN_SECRET_LENGTH) {
    return yield* new InfrastructureError({ system: "configuration", reason: `FILE_SIGNING_SECRET must have at least ${MIN_SECRET_LENGTH} characters` })
  }
  return new TextEncoder().encode(text)
})
