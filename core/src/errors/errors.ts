/**
 * Typed errors of the core. Those a user can meet carry an error-catalogue key (spec §8);
 * the UI and CLI turn the key into a message in the user's language.
 */
import * as Schema from "effect/Schema"
import { errorKeys } from "./keys.ts"

export { errorKeys, isErrorKey } from "./keys.ts"

/** An error-catalogue key (spec §8 and the shop's own, `errorKeys`): a literal union, decoded where it comes from outside. */
export const ErrorKey = Schema.Literals(errorKeys)
export type ErrorKey = typeof ErrorKey.Type

export class ProductNotFound extends Schema.TaggedError<ProductNotFound>()("ProductNotFound", {
  id: Schema.String,
}) {
  override get message() {
    return `Unknown product "${this.id}"`
  }
}

export class AccessoryNotFound extends Schema.TaggedError<AccessoryNotFound>()("AccessoryNotFound", {
  id: Schema.String,
  productId: Schema.optionalKey(Schema.String),
}) {
  override get message() {
    return this.productId === undefined
      ? `Unknown accessory "${this.id}"`
      : `Accessory "${this.id}" is not offered for product "${this.productId}"`
  }
}

/**
 * An outside system failed in a way the user cannot fix; shown as generalError. `cause` keeps
 * the original fault (vendor error, file-system error, decode issue) so logs show what failed.
 */
export class InfrastructureError extends Schema.TaggedError<InfrastructureError>()("InfrastructureError", {
  system: Schema.String,
  reason: Schema.String,
  cause: Schema.optionalKey(Schema.Defect()),
}) {
  override get message() {
    return `${this.system}: ${this.reason}`
  }
  get key(): ErrorKey {
    return "generalError"
  }
}

/** The server is at its limit for this kind of work (a 429 with a retry hint); nothing was done. */
export class ServerBusy extends Schema.TaggedError<ServerBusy>()("ServerBusy", {
  what: Schema.String,
  retryAfterSeconds: Schema.Number,
}) {
  override get message() {
    return `Too many ${this.what} at once; try again in ${this.retryAfterSeconds} s`
  }
  get key(): ErrorKey {
    return "generalError"
  }
}

/** Input that failed validation; `issues` maps a field path to its error key. */
export class InvalidInput extends Schema.TaggedError<InvalidInput>()("InvalidInput", {
  issues: Schema.Array(Schema.Struct({ path: Schema.String, key: ErrorKey, detail: Schema.optionalKey(Schema.String) })),
}) {
  override get message() {
    return this.issues.map((i) => `${i.path || "input"}: ${i.detail ?? i.key}`).join("; ")
  }
}
