/** A CLI failure: a message for stderr and the exit code (documented in `--help`). */
import { Schema } from "effect"

export const ExitCode = {
  ok: 0,
  unexpected: 1,
  badInput: 2,
  unknownItem: 3,
  catalogueUnavailable: 4,
} as const

export class CliFailure extends Schema.TaggedError<CliFailure>()("CliFailure", {
  exitCode: Schema.Number,
  lines: Schema.Array(Schema.String),
}) {
  override get message() {
    return this.lines.join("\n")
  }
}
