/**
 * Wiring of the documents (cart PDF, datasheets): the pdfmake renderer, the file store and the
 * server-side datasheet job; for the CLI also the in-process DatasheetClient. Kept apart from
 * layers.ts; both entry points build on `cartLayer` (catalogue, article groups, archiver).
 */
import { createHmac } from "node:crypto"
import { Effect, Layer } from "effect"
import { DatasheetJobCounter, DatasheetServer, type Language } from "@shop/core"
import * as DatasheetClientInProcess from "./datasheets/DatasheetClientInProcess.ts"
import { fileSigningSecret, processFallbackSecret } from "./files-local/config.ts"
import * as FileStoreLocal from "./files-local/FileStoreLocal.ts"
import { SupabaseUrlConfig } from "./files-supabase/config.ts"
import * as FileStoreSupabase from "./files-supabase/FileStoreSupabase.ts"
import { type CatalogueOverrides, cartLayer } from "./layers.ts"
import * as PdfRendererPdfmake from "./pdf/PdfRendererPdfmake.ts"
import * as CadFilesMade from "./cad/CadFilesMade.ts"

/** The folder HMAC gets its own key derived from the signing secret (one secret to configure). */
export const folderKeyOf = (signingSecret: Uint8Array): Uint8Array =>
  new Uint8Array(createHmac("sha256", signingSecret).update("shop/datasheets/folder-key").digest())

/** Job limits counted by the DatasheetJobCounter it is given (this process's, or the shared database's). */
const serverLayer = (signingSecret: Effect.Effect<Uint8Array, unknown>) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const keySecret = folderKeyOf(yield* signingSecret)
      return DatasheetServer.layerNoDeps({ keySecret, counter: yield* DatasheetJobCounter })
    }),
  )

/**
 * The web server's FileStore: Supabase Storage when SUPABASE_URL is set (its signed URLs point at
 * Supabase, so the web app's `/files/signed/` route then goes unused), else the local folder
 * whose HMAC-signed URLs that route serves.
 */
const fileStoreLayer = Layer.unwrap(Effect.map(SupabaseUrlConfig, (url) => (url === "" ? FileStoreLocal.layerConfig : FileStoreSupabase.layerConfig)))

/**
 * For the web server: PdfRenderer (PDF_WORKERS worker threads for datasheets), FileStore
 * (SUPABASE_URL…, else SHOP_DATA_DIR, FILE_SIGNING_SECRET), CadFiles (the CAD downloads made from
 * the dimensions) and DatasheetServer with its sweeper.
 * Needs Catalogue and DatasheetJobCounter.
 */
export const documentsLayer = serverLayer(fileSigningSecret).pipe(
  Layer.provideMerge(Layer.mergeAll(PdfRendererPdfmake.layerConfig(PdfRendererPdfmake.serverWorkers()), fileStoreLayer, CadFilesMade.layer)),
)

export interface CliDocumentsOptions extends CatalogueOverrides {
  readonly lang: Language
  /** PDF worker threads when PDF_WORKERS is not set (default 0: in-process). */
  readonly pdfWorkers?: number
}

/**
 * For one CLI run: everything of `cartLayer`, the renderer, a temporary file store (removed on
 * exit), the datasheet job and the in-process DatasheetClient that runs it.
 */
export const cliLayer = (options: CliDocumentsOptions) => {
  const secret = processFallbackSecret()
  const files = FileStoreLocal.layerTemp(secret)
  const server = serverLayer(Effect.succeed(secret)).pipe(
    Layer.provideMerge(Layer.mergeAll(PdfRendererPdfmake.layerConfig(options.pdfWorkers ?? 0), files, DatasheetJobCounter.layerMemory)),
  )
  const client = DatasheetClientInProcess.layer({ requester: "shop-cli", lang: options.lang })
  return client.pipe(Layer.provideMerge(server), Layer.provideMerge(cartLayer({ catalogue: options.catalogue })))
}
