/**
 * What every Archiver must do: a ZIP that `unzip -t` verifies, holding exactly the given entries
 * in order, with their (UTF-8) names and bytes unchanged, whatever their size or content.
 */
import { expect, layer } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import { Archiver } from "@shop/core"
import { allByteValues, noise, utf8 } from "./support/fixtures.ts"
import { unzip } from "./support/tools.ts"

export const suite = (name: string, archiver: Layer.Layer<Archiver, unknown>) =>
  layer(archiver)(`Archiver contract: ${name}`, (it) => {
    it.effect("packs the entries in order with names and bytes unchanged; unzip -t finds no errors", () =>
      Effect.gen(function* () {
        const entries = [
          { name: "ws-600-1200-400_Datenblatt.pdf", bytes: allByteValues() },
          // Names as the datasheet job makes them never hold umlauts, but article numbers might.
          { name: "Größe_Datenblatt-1.pdf", bytes: utf8("%PDF-1.7 Größe") },
          { name: "leer.txt", bytes: new Uint8Array() },
          { name: "ordner/[1].pdf", bytes: utf8("nested") },
        ]
        const report = unzip(yield* (yield* Archiver).zip(entries))
        expect(report.testStatus, report.testOutput).toBe(0)
        expect(report.names).toEqual(entries.map((e) => e.name))
        for (const entry of entries) expect(report.entries.get(entry.name), entry.name).toEqual(entry.bytes)
      }),
    )

    it.effect("keeps large entries intact, compressible or not", () =>
      Effect.gen(function* () {
        const entries = [
          { name: "noise.bin", bytes: noise(3 * 1024 * 1024) },
          { name: "zeros.bin", bytes: new Uint8Array(2 * 1024 * 1024) },
        ]
        const report = unzip(yield* (yield* Archiver).zip(entries))
        expect(report.testStatus, report.testOutput).toBe(0)
        for (const entry of entries) expect(report.entries.get(entry.name)?.length).toBe(entry.bytes.length)
        expect(report.entries.get("noise.bin")).toEqual(entries[0]!.bytes)
        expect(report.entries.get("zeros.bin")!.every((byte) => byte === 0)).toBe(true)
      }),
    )

    it.effect("an empty list gives a valid archive without entries (every download was skipped)", () =>
      Effect.gen(function* () {
        const report = unzip(yield* (yield* Archiver).zip([]))
        expect(report.names).toEqual([])
        // unzip reports an empty archive as such, not as a damaged one.
        expect(report.testOutput).toMatch(/zipfile is empty/)
      }),
    )
  })
