/**
 * What every FileStore must do (each test on a fresh, empty store): keep bytes unchanged under a
 * key and replace them on a second put; read a missing key as null; list full keys under a
 * prefix (recursively, sorted; the prefix may end inside a name), narrowed by a search term that
 * continues the prefix;
 * remove keys (missing ones and nothing at all are fine); refuse keys that could leave the store
 * before touching anything; hand out signed URLs that a browser can fetch until they expire and
 * that stop working once the file is gone.
 */
import { describe, expect, it } from "@effect/vitest"
import { Context, Effect, type Layer } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { FileStore, InfrastructureError } from "@shop/core"
import { allByteValues, utf8 } from "./support/fixtures.ts"

/** Fetches a signed URL as a browser would (through the web route or the vendor); null when refused or gone. */
export class SignedUrlFetch extends Context.Service<SignedUrlFetch, (url: string) => Effect.Effect<Uint8Array | null>>()("tests/contracts/SignedUrlFetch") {}

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0)

const KEYS = [
  "assets/gh1234_dwg_1.dwg",
  "assets/gh1234_stp_1.stp",
  "assets/gh9999_dwg_1.dwg",
  "generated/aa/001.pdf",
  "generated/aa/job.json",
  "generated/bb/001.pdf",
]
const putAll = Effect.gen(function* () {
  const files = yield* FileStore
  for (const key of KEYS) yield* files.put(key, utf8(key), "application/octet-stream")
  return files
})

export const suite = (name: string, store: Layer.Layer<FileStore | SignedUrlFetch, unknown>) =>
  describe(`FileStore contract: ${name}`, () => {
    const test = (title: string, body: Effect.Effect<void, unknown, FileStore | SignedUrlFetch>) =>
      it.effect(title, () => Effect.provide(body, store))

    test(
      "keeps the bytes unchanged and replaces them on a second put",
      Effect.gen(function* () {
        const files = yield* FileStore
        const bytes = allByteValues()
        yield* files.put("generated/ab12/001.pdf", bytes, "application/pdf")
        // The caller may reuse its buffer: what was stored stays as it was.
        bytes.fill(0)
        expect(yield* files.get("generated/ab12/001.pdf")).toEqual(allByteValues())
        yield* files.put("generated/ab12/001.pdf", utf8("second"), "application/pdf")
        expect(yield* files.get("generated/ab12/001.pdf")).toEqual(utf8("second"))
        yield* files.put("generated/ab12/empty.json", new Uint8Array(), "application/json")
        expect(yield* files.get("generated/ab12/empty.json")).toEqual(new Uint8Array())
      }),
    )

    test(
      "reads a missing key as null, and a folder is not a file",
      Effect.gen(function* () {
        const files = yield* FileStore
        expect(yield* files.get("generated/ab12/001.pdf")).toBeNull()
        yield* files.put("generated/ab12/001.pdf", utf8("x"), "application/pdf")
        expect(yield* files.get("generated/ab12")).toBeNull()
        expect(yield* files.get("generated/ab12/002.pdf")).toBeNull()
      }),
    )

    test(
      "lists full keys under a prefix, sorted and recursive, narrowed by a search term",
      Effect.gen(function* () {
        const files = yield* putAll
        expect(yield* files.list("generated/")).toEqual(["generated/aa/001.pdf", "generated/aa/job.json", "generated/bb/001.pdf"])
        expect(yield* files.list("generated/aa/")).toEqual(["generated/aa/001.pdf", "generated/aa/job.json"])
        expect(yield* files.list("generated/b")).toEqual(["generated/bb/001.pdf"])
        expect(yield* files.list("")).toEqual(KEYS)
        // Spec §7 assets are found by product id: the term continues the prefix, case-sensitively.
        expect(yield* files.list("assets/", "gh1234")).toEqual(["assets/gh1234_dwg_1.dwg", "assets/gh1234_stp_1.stp"])
        expect(yield* files.list("assets/", "1234")).toEqual([])
        expect(yield* files.list("assets/", "GH1234")).toEqual([])
        expect(yield* files.list("generated/", "aa/")).toEqual(["generated/aa/001.pdf", "generated/aa/job.json"])
        expect(yield* files.list("assets/", "nothing")).toEqual([])
        expect(yield* files.list("missing/")).toEqual([])
      }),
    )

    test(
      "removes keys and leaves the others; missing keys and an empty list are fine",
      Effect.gen(function* () {
        const files = yield* putAll
        yield* files.remove(["generated/aa/001.pdf", "generated/aa/job.json"])
        expect(yield* files.get("generated/aa/001.pdf")).toBeNull()
        expect(yield* files.list("generated/")).toEqual(["generated/bb/001.pdf"])
        yield* files.remove([])
        yield* files.remove(["generated/zz/none.pdf", "generated/aa/001.pdf"])
        expect(yield* files.list("")).toEqual(KEYS.filter((key) => !key.startsWith("generated/aa/")))
      }),
    )

    test(
      "refuses keys that could leave the store, before storing anything",
      Effect.gen(function* () {
        const files = yield* FileStore
        yield* files.put("assets/a.pdf", utf8("a"), "application/pdf")
        for (const key of ["../outside.pdf", "/etc/passwd", "generated/../../x", "a//b", ".hidden", "generated/.tmp", "a\\b", "", "a/"]) {
          for (const attempt of [files.put(key, utf8("x"), "text/plain"), files.get(key), files.remove([key]), files.signedUrl(key, 60)]) {
            const error = yield* Effect.flip(attempt as Effect.Effect<unknown, InfrastructureError>)
            expect(error, JSON.stringify(key)).toBeInstanceOf(InfrastructureError)
          }
        }
        expect(yield* files.list("")).toEqual(["assets/a.pdf"])
      }),
    )

    test(
      "signed URLs fetch the file until they expire, and not once it is gone",
      Effect.gen(function* () {
        yield* TestClock.setTime(NOW)
        const files = yield* FileStore
        const fetch = yield* SignedUrlFetch
        yield* files.put("generated/aa/001.pdf", allByteValues(), "application/pdf")
        yield* files.put("generated/aa/002.pdf", utf8("two"), "application/pdf")
        const url = yield* files.signedUrl("generated/aa/001.pdf", 600)
        expect(url).toContain("generated/aa/001.pdf")
        expect(yield* fetch(url)).toEqual(allByteValues())
        yield* TestClock.adjust(599_000)
        expect(yield* fetch(url)).toEqual(allByteValues())
        yield* TestClock.adjust(1_000)
        expect(yield* fetch(url)).toBeNull()
        // A URL names one file: it does not open another one.
        const second = yield* files.signedUrl("generated/aa/002.pdf", 600)
        expect(yield* fetch(second.replace("002.pdf", "001.pdf"))).toBeNull()
        expect(yield* fetch(second)).toEqual(utf8("two"))
        yield* files.remove(["generated/aa/002.pdf"])
        expect(yield* fetch(second)).toBeNull()
      }),
    )

    test(
      "public URLs end in the key",
      Effect.gen(function* () {
        const files = yield* FileStore
        expect(files.publicUrl("assets/gh1234_image_1.png")).toMatch(/\/assets\/gh1234_image_1\.png$/)
      }),
    )
  })
