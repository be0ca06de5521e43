/**
 * The core datasheet job (runDatasheetJob) in-process, as the CLI runs it: in-process client,
 * server-side job, pdfmake, temporary file store, jszip. The archive is checked with `unzip -t`.
 */
import { execFileSync } from "node:child_process"
import { describe, expect, it } from "@effect/vitest"
import { Effect, ManagedRuntime } from "effect"
import { Catalogue, DatasheetProgress, FileStore, runDatasheetJob } from "@shop/core"
import { keyOfSignedUrl } from "../src/datasheets/DatasheetClientInProcess.ts"
import { cliLayer } from "../src/documentsLayer.ts"
import { pdfText, unzipTest, writeTemp } from "./support/pdfTools.ts"

describe("in-process DatasheetClient", { timeout: 60_000 }, () => {
  it("takes the store key out of a local signed URL and leaves other URLs alone", () => {
    expect(keyOfSignedUrl("/files/signed/generated/ab12/001.pdf?exp=1&sig=00")).toBe("generated/ab12/001.pdf")
    expect(keyOfSignedUrl("https://project.supabase.co/storage/v1/object/sign/catalog-data/x.pdf?token=t")).toBeUndefined()
    expect(keyOfSignedUrl("/files/public/x.pdf")).toBeUndefined()
  })

  it("runs the core job end to end: ZIP with {article}_Datenblatt names, -1 for repeats, files cleaned up", async () => {
    const runtime = ManagedRuntime.make(cliLayer({ lang: "en" }))
    try {
      const progress: Array<string> = []
      const program = Effect.gen(function* () {
        const catalogue = yield* Catalogue
        const ids = ["WS-0612-40", "WS-0612-40", "WE-0305-12"]
        const names = yield* Effect.forEach(ids, (id) => Effect.map(catalogue.product(id), (p) => p.specification.articleNumber))
        const archive = yield* runDatasheetJob({ productIds: ids, productNames: names, reqTime: 1_763_726_400_000 }).pipe(
          Effect.provideService(DatasheetProgress, (done, total) => Effect.sync(() => progress.push(`${done}/${total}`))),
        )
        const leftover = yield* (yield* FileStore).list("generated/")
        return { archive, names, leftover }
      })
      const { archive, names, leftover } = await runtime.runPromise(program)
      expect(names[0]).toBe("WS 600.1200.400")
      expect(archive.fileName).toMatch(/^Datenblaetter-\d{8}T\d{6}Z\.zip$/)
      expect(archive.files).toEqual(["ws-600-1200-400_Datenblatt.pdf", "ws-600-1200-400_Datenblatt-1.pdf", "we-300-500-120_Datenblatt.pdf"])
      expect(archive.skipped).toEqual([])
      expect(leftover).toEqual([])
      expect(progress.at(-1)).toBe("3/3")
      const zip = writeTemp(archive.bytes, archive.fileName)
      expect(unzipTest(zip)).toContain("No errors detected")
      const listing = execFileSync("unzip", ["-Z1", zip], { encoding: "utf8" }).trim().split("\n")
      expect(listing).toEqual(archive.files)
      const first = execFileSync("unzip", ["-p", zip, archive.files[2]!])
      expect(pdfText(new Uint8Array(first))).toContain("Datasheet")
    } finally {
      await runtime.dispose()
    }
  })
})
