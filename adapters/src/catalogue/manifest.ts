/**
 * The catalogue manifest (`manifest.json` beside `project.json`): written when a catalogue is
 * published and validated in full (the generator, `shop-cli catalogue validate`), it names the
 * SHA-256 of every file and the index file (indexFile.ts). A file that still matches was validated
 * then, so the loader takes its items' index fields from the index file and reads an item on its
 * first use (load.ts says how a match is checked); a file that does not match is validated in
 * full at load, as if there were no manifest.
 */
import { createHash } from "node:crypto"
import * as Schema from "effect/Schema"

export const MANIFEST_FILE = "manifest.json"
export const MANIFEST_FORMAT = "shop-catalogue-manifest/1"

export const CatalogueManifest = Schema.Struct({
  format: Schema.Literal(MANIFEST_FORMAT),
  algorithm: Schema.Literal("sha256"),
  products: Schema.Int,
  accessories: Schema.Int,
  /** Path relative to the catalogue root → lower-case hex SHA-256 of its bytes. */
  files: Schema.Record(Schema.String, Schema.String.pipe(Schema.check(Schema.isPattern(/^[0-9a-f]{64}$/)))),
  /** The index file (indexFile.ts), its hash among `files`; older manifests have none. */
  index: Schema.optionalKey(Schema.String),
})
export type CatalogueManifest = typeof CatalogueManifest.Type

export const decodeManifest = Schema.decodeUnknownResult(Schema.fromJsonString(CatalogueManifest))

/** SHA-256 of a file's bytes (a string is hashed as its UTF-8 bytes). */
export const contentHash = (content: string | Uint8Array): string => createHash("sha256").update(content).digest("hex")

export const makeManifest = (
  counts: { readonly products: number; readonly accessories: number },
  files: ReadonlyMap<string, string>,
  index?: string,
): CatalogueManifest => ({
  format: MANIFEST_FORMAT,
  algorithm: "sha256",
  products: counts.products,
  accessories: counts.accessories,
  files: Object.fromEntries([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  ...(index === undefined ? {} : { index }),
})

export const manifestJson = (manifest: CatalogueManifest): string => `${JSON.stringify(manifest, null, 2)}\n`
