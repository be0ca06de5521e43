/**
 * What the .eml outbox does beyond the Mailer contract (tests/contracts/Mailer): one file per
 * mail, named so that the folder sorts by sending time and two mails never collide, sent from
 * the shop's address.
 */
import { mkdtemp, readFile, readdir } from "node:fs/promises"
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
})
