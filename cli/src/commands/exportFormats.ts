/** The export formats and options of `export-cart`, apart from its code so that `--help` stays light. */
export const exportFormats = ["csv", "json", "table", "pdf"] as const
export type ExportFormat = (typeof exportFormats)[number]

export interface ExportCartCliOptions {
  readonly file?: string
  readonly format: ExportFormat
  readonly out?: string
  readonly lenient: boolean
  readonly verbose: boolean
  readonly lang: string
  readonly catalogue?: string
}
