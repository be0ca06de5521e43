/** A CLI failure: a message for stderr and the exit code (documented in `--help`). */
import * as Schema from "effect/Schema"

export { ExitCode } from "./exitCodes.ts"

export class CliFailure extends Schema.TaggedError<CliFailure>()("CliFailure", {
  exitCode: Schema.Number,
  lines: Schema.Array(Schema.String),
}) {
  override get message() {
    return this.lines.join("\n")
  }
}
