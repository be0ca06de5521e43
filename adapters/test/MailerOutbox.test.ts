/**
 * What the .eml outbox does beyond the Mailer contract (tests/contracts/Mailer): one file per
 * mail, sent from the shop's address; a mail without a Message-ID named so that the folder sorts
 * by sending time and two never collide; a mail with one (the outbox worker's) written once
 * however often it is sent, and never seen half-written. (Killed processes:
 * tests/database/mailOutboxKill.test.ts.)
 */
import { mkdtemp, readFile, readdir, stat } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { Mailer } from "@shop/core"
import * as MailerOutbox from "../src/mail-outbox/MailerOutbox.ts"

describe("MailerOutbox", () => {
  it.effect("writes one .eml per mail, named by sending time, never colliding, from the shop's sender", () =>
    Effect.gen(function* () {
      const outbox = yield* Effect.promise(() => mkdtemp(join(tmpdir(), "outbox-")))
      const mailer = yield* Effect.provide(Mailer, MailerOutbox.layer(outbox))
      yield* TestClock.setTime(Date.UTC(2026, 10, 21, 12, 0, 0))
      yield* mailer.send({ to: "a@b.example", subject: "Erste", text: "1" })
      // Same moment: the names still differ.
      yield* mailer.send({ to: "a@b.example", subject: "Zweite", text: "2" })
      yield* TestClock.adjust(1_000)
      yield* mailer.send({ to: "a@b.example", subject: "Dritte", text: "3" })
      const names = (yield* Effect.promise(() => readdir(outbox))).sort()
      expect(names).toHaveLength(3)
      for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/)
      expect(names.slice(0, 2).every((name) => name.startsWith("2026-11-21T12-00-00-000Z-"))).toBe(true)
      expect(names[2]).toMatch(/^2026-11-21T12-00-01-000Z-/)
      const raw = yield* Effect.promise(() => readFile(join(outbox, names[2]!), "utf8"))
      expect(raw).toMatch(/^From: .*<shop@example-enclosures\.at>\r$/m)
    }),
  )

  const keyed = { to: "vertrieb@example.at", subject: "Anfrage 12", text: "Neue Anfrage", messageId: "<outbox-12@shop.example-enclosures.at>" }

  it.effect("a mail with a Message-ID is named by it: sent again, the file in place counts as delivered and is left as it is", () =>
    Effect.gen(function* () {
      const outbox = yield* Effect.promise(() => mkdtemp(join(tmpdir(), "outbox-")))
      const mailer = yield* Effect.provide(Mailer, MailerOutbox.layer(outbox))
      yield* mailer.send(keyed)
      const [name] = yield* Effect.promise(() => readdir(outbox))
      expect(name).toMatch(/^outbox-12@shop\.example-enclosures\.at-[0-9a-f]{16}\.eml$/)
      const first = yield* Effect.promise(() => readFile(join(outbox, name!)))
      const written = (yield* Effect.promise(() => stat(join(outbox, name!)))).mtimeMs
      yield* TestClock.adjust(60_000)
      yield* mailer.send(keyed)
      expect(yield* Effect.promise(() => readdir(outbox))).toEqual([name])
      expect(yield* Effect.promise(() => readFile(join(outbox, name!)))).toEqual(first)
      expect((yield* Effect.promise(() => stat(join(outbox, name!)))).mtimeMs).toBe(written)
      expect(first.toString("utf8")).toMatch(/^Message-ID: <outbox-12@shop\.example-enclosures\.at>\r$/m)
    }),
  )

  it.effect("another mail under a Message-ID already used (a database started afresh) is written, not taken for delivered", () =>
    Effect.gen(function* () {
      const outbox = yield* Effect.promise(() => mkdtemp(join(tmpdir(), "outbox-")))
      const mailer = yield* Effect.provide(Mailer, MailerOutbox.layer(outbox))
      yield* mailer.send(keyed)
      yield* mailer.send({ ...keyed, subject: "Anfrage 1" })
      yield* mailer.send({ ...keyed, attachments: [{ filename: "a.csv", contentType: "text/csv", bytes: new TextEncoder().encode("x") }] })
      expect(yield* Effect.promise(() => readdir(outbox))).toHaveLength(3)
      expect(MailerOutbox.outboxFileName({ ...keyed, messageId: "<a/b@x>" })).not.toBe(MailerOutbox.outboxFileName({ ...keyed, messageId: "<a%2fb@x>" }))
    }),
  )

  it.effect("a write that fails part way leaves no .eml and no temporary file; the next attempt writes the whole mail", () =>
    Effect.gen(function* () {
      const outbox = yield* Effect.promise(() => mkdtemp(join(tmpdir(), "outbox-")))
      const big = { ...keyed, attachments: [{ filename: "big.bin", contentType: "application/octet-stream", bytes: new Uint8Array(300_000).fill(7) }] }
      const failing = yield* Effect.provide(
        Mailer,
        MailerOutbox.layer(outbox, {
          onStep: (step) => {
            if (step === "writing") throw new Error("disk full")
          },
        }),
      )
      const failed = yield* Effect.flip(failing.send(big))
      expect(failed.message).toMatch(/disk full/)
      expect(yield* Effect.promise(() => readdir(outbox))).toEqual([])
      const steps: Array<MailerOutbox.OutboxStep> = []
      yield* Effect.provide(Mailer, MailerOutbox.layer(outbox, { onStep: (step) => steps.push(step) })).pipe(Effect.flatMap((m) => m.send(big)))
      expect(steps.slice(-2)).toEqual(["written", "delivered"])
      expect(steps.filter((step) => step === "writing").length).toBeGreaterThan(1)
      const names = yield* Effect.promise(() => readdir(outbox))
      expect(names).toEqual([MailerOutbox.outboxFileName(big)])
      expect((yield* Effect.promise(() => stat(join(outbox, names[0]!)))).size).toBeGreaterThan(300_000)
    }),
  )
})
