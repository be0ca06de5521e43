/**
 * What the embedded file store does beyond the FileStore contract (tests/contracts/FileStore):
 * files on disk without leftovers, and the HMAC-signed URLs that `verifySignedUrl` checks for the
 * web server (documented form, forged, malformed, expired).
 */
import { mkdtempSync, readdirSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { FileStore } from "@shop/core"
import * as FileStoreLocal from "../src/files-local/FileStoreLocal.ts"
import { SIGNED_PREFIX, verifySignedUrl } from "../src/files-local/FileStoreLocal.ts"

const secret = new TextEncoder().encode("test-secret-of-at-least-32-characters!")
const otherSecret = new TextEncoder().encode("another-secret-of-at-least-32-characters")
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0)
const bytes = (text: string) => new TextEncoder().encode(text)

const split = (url: string) => {
  const [path, query = ""] = url.split("?")
  return { path: path!, query: new URLSearchParams(query) }
}

const withStore = () => {
  const dir = mkdtempSync(join(tmpdir(), "shop-files-test-"))
  return { dir, layer: FileStoreLocal.layer(dir, secret) }
}

describe("FileStoreLocal on disk", () => {
  it.effect("leaves no temporary files behind, and empty folders go with their last file", () => {
    const { dir, layer } = withStore()
    return Effect.gen(function* () {
      const files = yield* FileStore
      yield* files.put("generated/abc/001.pdf", bytes("one"), "application/pdf")
      yield* files.put("generated/abc/001.pdf", bytes("two"), "application/pdf")
      yield* files.put("generated/def/001.pdf", bytes("three"), "application/pdf")
      expect(readdirSync(join(dir, "generated", "abc"))).toEqual(["001.pdf"])
      yield* files.remove(["generated/abc/001.pdf"])
      expect(readdirSync(join(dir, "generated"))).toEqual(["def"])
      yield* files.remove(["generated/def/001.pdf"])
      // The store's root stays.
      expect(readdirSync(dir)).toEqual([])
    }).pipe(Effect.provide(layer))
  })
})

describe("signed URLs", () => {
  const signed = Effect.gen(function* () {
    yield* TestClock.setTime(NOW)
    const files = yield* FileStore
    yield* files.put("generated/abc/001.pdf", bytes("pdf"), "application/pdf")
    return yield* files.signedUrl("generated/abc/001.pdf", 600)
  })

  it.effect("have the documented form and verify until they expire", () =>
    Effect.gen(function* () {
      const url = yield* signed
      expect(url).toMatch(/^\/files\/signed\/generated\/abc\/001\.pdf\?exp=\d+&sig=[0-9a-f]{64}$/)
      const { path, query } = split(url)
      expect(query.get("exp")).toBe(String(NOW / 1000 + 600))
      expect(verifySignedUrl(path, query, NOW, secret)).toEqual({ ok: true, key: "generated/abc/001.pdf", expiresAt: NOW / 1000 + 600 })
      expect(verifySignedUrl(path, query, NOW + 599_999, secret).ok).toBe(true)
      // A plain record works as the query too (what a web framework hands over).
      expect(verifySignedUrl(path, Object.fromEntries(query), NOW, secret).ok).toBe(true)
      expect(verifySignedUrl(path, query, NOW + 600_000, secret)).toEqual({ ok: false, reason: "expired" })
      expect(verifySignedUrl(path, query, NOW + 3_600_000, secret)).toEqual({ ok: false, reason: "expired" })
    }).pipe(Effect.provide(withStore().layer)),
  )

  it.effect("are rejected when forged: other signature, later expiry, other key, other secret", () =>
    Effect.gen(function* () {
      const { path, query } = split(yield* signed)
      const sig = query.get("sig")!
      const flipped = new URLSearchParams(query)
      flipped.set("sig", `${sig[0] === "a" ? "b" : "a"}${sig.slice(1)}`)
      expect(verifySignedUrl(path, flipped, NOW, secret)).toEqual({ ok: false, reason: "forged" })
      const later = new URLSearchParams(query)
      later.set("exp", String(Number(query.get("exp")) + 86_400))
      expect(verifySignedUrl(path, later, NOW, secret)).toEqual({ ok: false, reason: "forged" })
      // The signature of one requester's file does not open another's (another folder, same file name).
      expect(verifySignedUrl(`${SIGNED_PREFIX}generated/def/001.pdf`, query, NOW, secret)).toEqual({ ok: false, reason: "forged" })
      expect(verifySignedUrl(path, query, NOW, otherSecret)).toEqual({ ok: false, reason: "forged" })
      // A forged URL is reported as forged even after its claimed expiry (no probing of the expiry).
      expect(verifySignedUrl(path, later, NOW + 10 * 86_400_000, secret)).toEqual({ ok: false, reason: "forged" })
    }).pipe(Effect.provide(withStore().layer)),
  )

  it.effect("are rejected when malformed", () =>
    Effect.gen(function* () {
      const { path, query } = split(yield* signed)
      const without = (name: string) => {
        const q = new URLSearchParams(query)
        q.delete(name)
        return q
      }
      expect(verifySignedUrl(path, without("sig"), NOW, secret).ok).toBe(false)
      expect(verifySignedUrl(path, without("exp"), NOW, secret).ok).toBe(false)
      expect(verifySignedUrl("/files/public/generated/abc/001.pdf", query, NOW, secret)).toEqual({ ok: false, reason: "malformed" })
      expect(verifySignedUrl(`${SIGNED_PREFIX}generated/../abc/001.pdf`, query, NOW, secret)).toEqual({ ok: false, reason: "malformed" })
      expect(verifySignedUrl(`${SIGNED_PREFIX}generated%2Fabc%2F001.pdf`, query, NOW, secret)).toEqual({ ok: false, reason: "malformed" })
      const shortSig = new URLSearchParams(query)
      shortSig.set("sig", "abcd")
      expect(verifySignedUrl(path, shortSig, NOW, secret)).toEqual({ ok: false, reason: "malformed" })
    }).pipe(Effect.provide(withStore().layer)),
  )
})
