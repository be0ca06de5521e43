/**
 * ZIP archives with jszip (DEFLATE), used by the datasheet job in the CLI and the browser.
 * jszip loads on the first archive: most runs (a CLI cart export, a page render) never zip.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Archiver } from "@shop/core/ports/Archiver"

export const zip = (entries: ReadonlyArray<{ readonly name: string; readonly bytes: Uint8Array }>) =>
  Effect.promise(async () => {
    const { default: JSZip } = await import("jszip")
    const archive = new JSZip()
    // No implicit folder entries: the archive holds exactly the given entries.
    for (const entry of entries) archive.file(entry.name, entry.bytes, { binary: true, createFolders: false })
    return archive.generateAsync({ type: "uint8array", compression: "DEFLATE", compressionOptions: { level: 6 } })
  })

export const layer = Layer.succeed(Archiver, Archiver.of({ zip }))
