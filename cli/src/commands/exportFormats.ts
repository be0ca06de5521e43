/** The export formats and options of `export-cart`, apart from its code so that `--help` stays light. */
/** `ids`: the IDS-Connect 2.5 Warenkorb XML; `oci`: an HTML page with the OCI fields (and the form to post them with --hook-url). */
export const exportFormats = ["csv", "json", "table", "pdf", "ids", "oci"] as const
export type ExportFormat = (typeof exportFormats)[number]

export interface ExportCartCliOptions {
  readonly file?: string
  readonly format: ExportFormat
  readonly out?: string
  readonly lenient: boolean
  readonly verbose: boolean
  readonly lang: string
  readonly catalogue?: string
  /** OCI: the buyer system's HOOK_URL the page's form posts to. */
  readonly hookUrl?: string
}
