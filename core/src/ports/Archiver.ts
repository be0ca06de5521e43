/** Packs files into one archive (ZIP). */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { storedZip } from "./testing/zip.ts"

export interface ArchiveEntry {
  readonly name: string
  readonly bytes: Uint8Array
}

export class Archiver extends Context.Service<
  Archiver,
  {
    /** A ZIP holding the entries in order, names (UTF-8) and bytes unchanged. */
    readonly zip: (entries: ReadonlyArray<ArchiveEntry>) => Effect.Effect<Uint8Array>
  }
>()("shop/archive/Archiver") {
  /** A real ZIP without compression, byte-for-byte the same for the same entries. */
  static readonly layerTest = Layer.succeed(
    Archiver,
    Archiver.of({ zip: (entries) => Effect.sync(() => storedZip(entries)) }),
  )
}
