/**
 * Row level security through the adapters, as a property: random users doing random operations on
 * carts, cart states, profiles and inquiries (with colliding line ids, and deletes aimed at other
 * users' inquiries) never read or change another user's rows. After every operation each user's
 * view equals a model in which only the acting user's part changed. On PGlite and PostgreSQL.
 */
import { expect, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import fc from "fast-check"
import { type AccessoryId, CartStore, InquiryStore, type ProductId, ProfileStore, percent } from "@shop/core"
import * as CartStoreSql from "@shop/adapters/sql/CartStoreSql"
import * as InquiryStoreSql from "@shop/adapters/sql/InquiryStoreSql"
import * as ProfileStoreSql from "@shop/adapters/sql/ProfileStoreSql"
import { TestUsers, onEngine } from "./accounts.ts"
import { engines } from "./engines.ts"

const USERS = 3
const user = fc.integer({ min: 0, max: USERS - 1 })
const lineId = fc.constantFrom("1", "2", "3")
const operation = fc.oneof(
  fc.record({ op: fc.constant("upsert" as const), user, id: lineId, amount: fc.integer({ min: 1, max: 9999 }) }),
  fc.record({ op: fc.constant("remove" as const), user, id: lineId }),
  fc.record({ op: fc.constant("state" as const), user, projectId: fc.string({ maxLength: 15 }), discount: fc.integer({ min: 0, max: 10_000 }) }),
  fc.record({ op: fc.constant("clear" as const), user }),
  fc.record({ op: fc.constant("profile" as const), user, company: fc.string({ maxLength: 30 }) }),
  fc.record({ op: fc.constant("language" as const), user, lang: fc.constantFrom("de" as const, "en" as const) }),
  fc.record({ op: fc.constant("record" as const), user }),
  // Deletes aimed at any user's inquiries, chosen by position among all recorded so far.
  fc.record({ op: fc.constant("deleteInquiries" as const), user, picks: fc.array(fc.nat(), { maxLength: 4 }) }),
)

interface UserModel {
  lines: Map<string, number>
  state: { projectId: string; discount: number } | null
  company: string
  lang: "de" | "en"
  inquiries: Array<string>
}

const profileFields = (company: string) => ({
  firstname: "Anna",
  lastname: "Huber",
  company,
  vat: "ATU12345678",
  street: "Hauptstraße 1",
  zip: "4020",
  city: "Linz",
  country: "AT",
  global_discount: percent(0),
})

for (const engine of engines) {
  layer(onEngine(engine, Layer.mergeAll(CartStoreSql.layer, ProfileStoreSql.layer, InquiryStoreSql.layer)), { timeout: 300_000 })(
    `RLS isolation through the adapters on ${engine.name}`,
    (it) => {
      it.effect(
        "random users and random operations never read or change another user's rows",
        () =>
          Effect.gen(function* () {
            const context = yield* Effect.context<CartStore | ProfileStore | InquiryStore | TestUsers>()
            const run = (ops: ReadonlyArray<typeof operation extends fc.Arbitrary<infer T> ? T : never>) =>
              Effect.gen(function* () {
                const carts = yield* CartStore
                const profiles = yield* ProfileStore
                const inquiries = yield* InquiryStore
                const users = yield* Effect.forEach(Array.from({ length: USERS }), () => Effect.flatMap(TestUsers, (t) => t.create()))
                const model: Array<UserModel> = users.map(() => ({ lines: new Map(), state: null, company: "Elektro Huber GmbH", lang: "de", inquiries: [] }))
                const allInquiries: Array<string> = []

                const check = Effect.gen(function* () {
                  for (const [n, u] of users.entries()) {
                    const m = model[n]!
                    const lines = yield* carts.list(u.id)
                    expect(lines.map((l) => [l.id, l.amount, l.uid]).sort()).toEqual([...m.lines].map(([id, amount]) => [id, amount, u.id]).sort())
                    expect(yield* carts.getState(u.id)).toEqual(m.state)
                    const profile = yield* profiles.get(u.id)
                    expect([profile?.id, profile?.email, profile?.company, profile?.userlang]).toEqual([u.id, u.email, m.company, m.lang])
                    expect((yield* inquiries.list(u.id)).map((i) => i.id).sort()).toEqual([...m.inquiries].sort())
                  }
                })

                for (const step of ops) {
                  const u = users[step.user]!
                  const m = model[step.user]!
                  switch (step.op) {
                    case "upsert":
                      yield* carts.upsert(u.id, {
                        id: step.id,
                        productId: "ws-0612-40" as ProductId,
                        accessories: [{ id: "acc-1" as AccessoryId, amount: 1 }],
                        amount: step.amount,
                      })
                      m.lines.set(step.id, step.amount)
                      break
                    case "remove":
                      yield* carts.remove(u.id, step.id)
                      m.lines.delete(step.id)
                      break
                    case "state":
                      yield* carts.setState(u.id, { projectId: step.projectId, discount: percent(step.discount) })
                      m.state = { projectId: step.projectId, discount: step.discount }
                      break
                    case "clear":
                      yield* carts.clear(u.id)
                      m.lines.clear()
                      m.state = null
                      break
                    case "profile":
                      yield* profiles.update(u.id, profileFields(step.company))
                      m.company = step.company
                      break
                    case "language":
                      yield* profiles.setLanguage(u.id, step.lang)
                      m.lang = step.lang
                      break
                    case "record": {
                      const recorded = yield* inquiries.record(u.id, { projectId: "", listPrice: null, pdfKey: `inquiries/${u.id}/${allInquiries.length}.pdf` })
                      m.inquiries.push(recorded.id)
                      allInquiries.push(recorded.id)
                      break
                    }
                    case "deleteInquiries": {
                      const targets = allInquiries.length === 0 ? [] : step.picks.map((p) => allInquiries[p % allInquiries.length]!)
                      const removed = yield* inquiries.remove(u.id, targets)
                      const own = new Set(targets.filter((id) => m.inquiries.includes(id)))
                      expect(new Set(removed)).toEqual(own)
                      m.inquiries = m.inquiries.filter((id) => !own.has(id))
                      break
                    }
                  }
                  yield* check
                }
              }).pipe(Effect.provide(context))
            yield* Effect.promise(() =>
              fc.assert(
                fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), (ops) => Effect.runPromise(run(ops))),
                { numRuns: engine.name === "PGlite" ? 12 : 20 },
              ),
            )
          }),
        300_000,
      )
    },
  )
}
