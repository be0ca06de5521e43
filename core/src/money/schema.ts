/** Schemas of the money types, for decoding at the boundaries (rows, requests, files). */
import * as Schema from "effect/Schema"
import type { Cents, Percent } from "./money.ts"

export const CentsSchema: Schema.Codec<Cents, number> = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)), Schema.brand("Cents"))
export const PercentSchema: Schema.Codec<Percent, number> = Schema.Int.pipe(
  Schema.check(Schema.isBetween({ minimum: 0, maximum: 10_000 })),
  Schema.brand("Percent"),
)
