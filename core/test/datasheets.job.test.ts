import { describe, expect, it } from "@effect/vitest"
import { Clock, Effect, Fiber, Layer, Ref } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { type DatasheetJobState, DatasheetTimeout, runDatasheetJob } from "../src/datasheets/job.ts"
import type { DatasheetRequest, DatasheetResponse, GeneratedPdf } from "../src/datasheets/model.ts"
import { Archiver } from "../src/ports/Archiver.ts"
import { DatasheetClient, DatasheetDownloadError, DatasheetFileFailed, DatasheetPollFailed } from "../src/ports/DatasheetClient.ts"
import { type LogEntry, recordLogs } from "./support/catalogue.ts"

const START = Date.UTC(2026, 10, 21, 12, 0, 0)
// Spec §4 and §9, written out so that a changed constant fails here.
const POLL_MS = 2000
const CLEANUP_ON_CLOSE_MS = 5000
const TIMEOUT_MS = 5 * 60 * 1000

const request: DatasheetRequest = {
  productIds: ["P1", "P2", "P3"],
  productNames: ["WG 600.400", "ZK-1", "WG 600.400"],
  reqTime: START,
}

const pdf = (name: string): GeneratedPdf => ({ name, signedUrl: `https://files.example/${encodeURIComponent(name)}?token=t` })
const bytesOf = (name: string) => new TextEncoder().encode(`%PDF ${name}`)

interface Script {
  /** Answer to the n-th poll (1-based); a DatasheetPollFailed status fails it. */
  readonly poll: (n: number) => DatasheetResponse | number
  /** Status of a failing file, or a reason for a thrown download. */
  readonly failing?: Readonly<Record<string, number | string>>
}

/** A scripted client: a Ref counts polls; calls and removals (with their clock time) are recorded. */
const harness = Effect.fn(function* (script: Script) {
  const polls = yield* Ref.make(0)
  const initiated = yield* Ref.make(0)
  const downloads = yield* Ref.make<ReadonlyArray<string>>([])
  const removals = yield* Ref.make<ReadonlyArray<number>>([])
  const entries = yield* Ref.make<ReadonlyArray<{ name: string; text: string }>>([])
  const states: Array<DatasheetJobState> = []

  const client = Layer.succeed(DatasheetClient, {
    initiate: () => Ref.update(initiated, (n) => n + 1),
    poll: () =>
      Effect.gen(function* () {
        const n = yield* Ref.updateAndGet(polls, (count) => count + 1)
        const answer = script.poll(n)
        return typeof answer === "number" ? yield* new DatasheetPollFailed({ status: answer }) : answer
      }),
    download: (name) =>
      Effect.gen(function* () {
        yield* Ref.update(downloads, (list) => [...list, name])
        const failure = script.failing?.[name]
        if (typeof failure === "number") return yield* new DatasheetFileFailed({ name, status: failure })
        if (typeof failure === "string") return yield* new DatasheetDownloadError({ name, reason: failure })
        return bytesOf(name)
      }),
    remove: () =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        yield* Ref.update(removals, (list) => [...list, now])
      }),
  })
  const archiver = Layer.succeed(Archiver, {
    zip: (files) =>
      Effect.gen(function* () {
        yield* Ref.set(entries, files.map((f) => ({ name: f.name, text: new TextDecoder().decode(f.bytes) })))
        return new Uint8Array([0x50, 0x4b, files.length])
      }),
  })
  const job = runDatasheetJob(request, (state) => Effect.sync(() => void states.push(state))).pipe(
    Effect.provide(Layer.mergeAll(client, archiver)),
  )
  return { job, polls, initiated, downloads, removals, entries, states }
})

const readyAt = (n: number, pdfs: ReadonlyArray<GeneratedPdf>, progress: (i: number) => number = (i) => i - 1) =>
  (i: number): DatasheetResponse => (i >= n ? { pdfs, dataLength: pdfs.length } : { pdfs: [], dataLength: progress(i) })

const threePdfs = [pdf("WG 600.400.pdf"), pdf("ZK-1.pdf"), pdf("WG 600.400.pdf")]

describe("runDatasheetJob", () => {
  it.effect("polls every 2 s while the list is empty and reports progress from dataLength", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(START)
      const h = yield* harness({ poll: readyAt(4, threePdfs, (i) => [0, 0, 1, 7][i]!) })
      const fiber = yield* Effect.forkChild(h.job)
      yield* Effect.yieldNow
      expect(yield* Ref.get(h.polls)).toBe(1)
      yield* TestClock.adjust(POLL_MS - 1)
      expect(yield* Ref.get(h.polls)).toBe(1)
      yield* TestClock.adjust(1)
      expect(yield* Ref.get(h.polls)).toBe(2)
      yield* TestClock.adjust(2 * POLL_MS)
      const archive = yield* Fiber.join(fiber)
      expect(yield* Ref.get(h.polls)).toBe(4)
      expect(yield* Ref.get(h.initiated)).toBe(1)
      expect(h.states.filter((s) => s._tag === "Generating")).toEqual([
        { _tag: "Generating", done: 0, total: 3 },
        { _tag: "Generating", done: 1, total: 3 },
        { _tag: "Generating", done: 3, total: 3 }, // dataLength 7 is capped at the total
      ])
      expect(h.states[0]).toEqual({ _tag: "Initiating", total: 3 })
      expect(h.states.at(-1)).toEqual({ _tag: "Done", fileName: "Datenblaetter-20261121T120006Z.zip", files: 3, skipped: [] })
      expect(archive.fileName).toBe("Datenblaetter-20261121T120006Z.zip")
      expect(archive.bytes).toEqual(new Uint8Array([0x50, 0x4b, 3]))
    }),
  )

  it.effect("downloads each file and zips it as {article}_Datenblatt.pdf, numbering duplicates", () =>
    Effect.gen(function* () {
      const h = yield* harness({ poll: readyAt(1, threePdfs) })
      const archive = yield* h.job
      expect(yield* Ref.get(h.downloads)).toEqual(["WG 600.400.pdf", "ZK-1.pdf", "WG 600.400.pdf"])
      expect(yield* Ref.get(h.entries)).toEqual([
        { name: "wg-600-400_Datenblatt.pdf", text: "%PDF WG 600.400.pdf" },
        { name: "zk-1_Datenblatt.pdf", text: "%PDF ZK-1.pdf" },
        { name: "wg-600-400_Datenblatt-1.pdf", text: "%PDF WG 600.400.pdf" },
      ])
      expect(archive.files).toEqual(["wg-600-400_Datenblatt.pdf", "zk-1_Datenblatt.pdf", "wg-600-400_Datenblatt-1.pdf"])
      expect(h.states.filter((s) => s._tag === "Downloading")).toEqual([0, 1, 2].map((done) => ({ _tag: "Downloading", done, total: 3 })))
    }),
  )

  it.effect("logs and skips a file that answers not ok and zips the rest", () => {
    const logs: Array<LogEntry> = []
    return Effect.gen(function* () {
      const h = yield* harness({ poll: readyAt(1, threePdfs.slice(0, 2)), failing: { "WG 600.400.pdf": 403 } })
      const archive = yield* h.job
      expect(archive.skipped).toEqual(["WG 600.400.pdf"])
      expect(archive.files).toEqual(["zk-1_Datenblatt.pdf"])
      expect((yield* Ref.get(h.entries)).map((e) => e.name)).toEqual(["zk-1_Datenblatt.pdf"])
      expect(yield* Ref.get(h.removals)).toHaveLength(1)
      expect(logs.map((l) => [l.level, JSON.stringify(l.message)])).toEqual([["Warn", expect.stringContaining('"status":403')]])
    }).pipe(Effect.provide(recordLogs(logs)))
  })

  it.effect("fails, and cleans up, when no file could be downloaded: no empty archive", () =>
    Effect.gen(function* () {
      const h = yield* harness({ poll: readyAt(1, threePdfs.slice(0, 2)), failing: { "WG 600.400.pdf": 403, "ZK-1.pdf": 410 } })
      const failure = yield* Effect.flip(h.job)
      expect(failure.message).toContain("none of the 2 datasheets could be downloaded")
      expect(yield* Ref.get(h.entries)).toEqual([])
      expect(yield* Ref.get(h.removals)).toHaveLength(1)
    }),
  )

  it.effect("cleans up at once when the job ends normally", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(START)
      const h = yield* harness({ poll: readyAt(2, threePdfs) })
      const fiber = yield* Effect.forkChild(h.job)
      yield* TestClock.adjust(POLL_MS)
      yield* Fiber.join(fiber)
      expect(yield* Ref.get(h.removals)).toEqual([START + POLL_MS])
    }),
  )

  it.effect("fails on a failed poll and still cleans up at once", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(START)
      const h = yield* harness({ poll: (n) => (n < 3 ? { pdfs: [], dataLength: 0 } : 502) })
      const fiber = yield* Effect.forkChild(h.job)
      yield* TestClock.adjust(2 * POLL_MS)
      expect(yield* Effect.flip(Fiber.join(fiber))).toEqual(new DatasheetPollFailed({ status: 502 }))
      expect(yield* Ref.get(h.removals)).toEqual([START + 2 * POLL_MS])
      expect(yield* Ref.get(h.downloads)).toEqual([])
    }),
  )

  it.effect("fails when a download throws and cleans up at once", () =>
    Effect.gen(function* () {
      const h = yield* harness({ poll: readyAt(1, threePdfs), failing: { "ZK-1.pdf": "network gone" } })
      const error = yield* Effect.flip(h.job)
      expect(error).toEqual(new DatasheetDownloadError({ name: "ZK-1.pdf", reason: "network gone" }))
      expect(yield* Ref.get(h.removals)).toHaveLength(1)
      expect(yield* Ref.get(h.entries)).toEqual([])
    }),
  )

  it.effect("cleans up only 5 s after the job is interrupted (modal closed)", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(START)
      const h = yield* harness({ poll: () => ({ pdfs: [], dataLength: 1 }) })
      const fiber = yield* Effect.forkChild(h.job)
      yield* TestClock.adjust(3_000)
      yield* Fiber.interrupt(fiber)
      expect(yield* Ref.get(h.removals)).toEqual([])
      yield* TestClock.adjust(CLEANUP_ON_CLOSE_MS - 1)
      expect(yield* Ref.get(h.removals)).toEqual([])
      yield* TestClock.adjust(1)
      expect(yield* Ref.get(h.removals)).toEqual([START + 3_000 + CLEANUP_ON_CLOSE_MS])
      expect(yield* Ref.get(h.polls)).toBe(2)
    }),
  )

  it.effect("times out after 5 minutes without files", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(START)
      const h = yield* harness({ poll: () => ({ pdfs: [], dataLength: 0 }) })
      const fiber = yield* Effect.forkChild(h.job)
      yield* TestClock.adjust(TIMEOUT_MS - 1)
      expect(fiber.pollUnsafe()).toBeUndefined()
      expect(yield* Ref.get(h.removals)).toEqual([])
      yield* TestClock.adjust(1)
      expect(yield* Effect.flip(Fiber.join(fiber))).toEqual(new DatasheetTimeout({ waitedMs: TIMEOUT_MS }))
      expect(yield* Ref.get(h.polls)).toBe(TIMEOUT_MS / POLL_MS + 1)
      expect(yield* Ref.get(h.removals)).toEqual([START + TIMEOUT_MS])
    }),
  )
})
