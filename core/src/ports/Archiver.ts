/** Packs files into one archive (ZIP). */
import { Context, type Effect } from "effect"

export interface ArchiveEntry {
  readonly name: string
  readonly bytes: Uint8Array
}

export class Archiver extends Context.Service<
  Archiver,
  { readonly zip: (entries: ReadonlyArray<ArchiveEntry>) => Effect.Effect<Uint8Array> }
>()("shop/archive/Archiver") {}
