/** Exit codes of shop-cli (documented in `--help`); apart from errors.ts so that `--help` loads no effect. */
export const ExitCode = {
  ok: 0,
  unexpected: 1,
  badInput: 2,
  unknownItem: 3,
  catalogueUnavailable: 4,
} as const
