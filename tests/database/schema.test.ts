/**
 * The accounts schema (supabase/migrations) on every engine: migrations apply once, the sign-up
 * creates the profile, row level security keeps each user to their own rows, the database
 * refuses what the core would refuse, and the password RPCs need the current password.
 */
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type SqlClient, asUser, openPglite } from "@shop/adapters/sql/client"
import { migrate } from "@shop/adapters/sql/migrate"
import { createUser, engines, migrationVersions } from "./engines.ts"

const claims = (sub: string) => ({ sub, role: "authenticated" as const })
let counter = 0
const email = () => `user${++counter}.${Date.now()}@example.at`

describe.each(engines)("accounts schema on $name", (engine) => {
  let db: SqlClient
  let dispose: () => Promise<void>

  beforeAll(async () => {
    ;({ client: db, dispose } = await engine.open())
  })
  afterAll(() => dispose())

  const as = <A,>(uid: string, run: Parameters<typeof asUser<A>>[2]) => asUser(db, claims(uid), run)
  const cartLine = (id: string, amount = 1) => [id, "ws-0612-40", JSON.stringify([{ id: "acc-1", amount: 2 }]), amount]
  const addLine = (uid: string, id: string, amount = 1) =>
    as(uid, (tx) =>
      tx.query(
        `insert into public.cart (id, product_id, accessories, amount) values ($1, $2, $3, $4)
         on conflict (uid, id) do update set product_id = excluded.product_id, accessories = excluded.accessories, amount = excluded.amount`,
        cartLine(id, amount),
      ),
    )

  it("applies each migration once and records it", async () => {
    await expect(Effect.runPromise(migrate(db))).resolves.toEqual([])
    const rows = await db.query<{ version: string; name: string }>("select version, name from supabase_migrations.schema_migrations")
    expect(rows).toContainEqual({ version: "20261122000000", name: "accounts" })
    expect(rows).toContainEqual({ version: "20261123000000", name: "cart_state_hardening" })
  })

  it("creates the profile from the sign-up metadata, clamping what does not fit; the discount is never taken from it", async () => {
    const uid = await createUser(db, email(), "secret-123", {
      firstname: "Anna", lastname: "Huber", company: "Elektro Huber GmbH", vat: "ATU12345678", street: "Hauptstraße 1",
      zip: "4020", city: "Linz", country: "AT", global_discount: "250", userLang: "en",
    })
    const [profile] = await as(uid, (tx) => tx.query("select * from public.profiles"))
    expect(profile).toMatchObject({ id: uid, firstname: "Anna", company: "Elektro Huber GmbH", country: "AT", userlang: "en" })
    expect(Number(profile?.["global_discount"])).toBe(0)
    const bare = await createUser(db, email(), "secret-123", { userLang: "fr", global_discount: "many", country: "Austria" })
    const [fallback] = await as(bare, (tx) => tx.query("select userlang, global_discount, country from public.profiles"))
    expect(fallback).toMatchObject({ userlang: "de", country: "" })
    expect(Number(fallback?.["global_discount"])).toBe(0)
  })

  it("shows and changes only the user's own profile", async () => {
    const anna = await createUser(db, email(), "secret-123", { company: "A" })
    const bernd = await createUser(db, email(), "secret-123", { company: "B" })
    expect(await as(anna, (tx) => tx.query("select id from public.profiles"))).toEqual([{ id: anna }])
    const updated = await as(anna, (tx) => tx.query("update public.profiles set company = 'X' where id = $1 returning id", [bernd]))
    expect(updated).toEqual([])
    await as(anna, (tx) => tx.query("update public.profiles set global_discount = 12.5, userlang = 'en' where id = $1", [anna]))
    const [own] = await as(anna, (tx) => tx.query<{ global_discount: unknown; userlang: string }>("select global_discount, userlang from public.profiles"))
    expect([Number(own?.global_discount), own?.userlang]).toEqual([12.5, "en"])
    await expect(as(anna, (tx) => tx.query("update public.profiles set id = $1", [bernd]))).rejects.toThrow()
    await expect(as(anna, (tx) => tx.query("update public.profiles set global_discount = 101"))).rejects.toThrow()
    await expect(as(anna, (tx) => tx.query("update public.profiles set userlang = 'fr'"))).rejects.toThrow()
  })

  it("keeps each cart to its owner: select, upsert and delete by uid and id", async () => {
    const anna = await createUser(db, email(), "secret-123")
    const bernd = await createUser(db, email(), "secret-123")
    await addLine(anna, "1700000000001")
    await addLine(anna, "1700000000001", 5)
    await addLine(bernd, "1700000000001", 3)
    const annas = await as(anna, (tx) => tx.query("select uid, id, product_id, accessories, amount from public.cart"))
    expect(annas).toEqual([{ uid: anna, id: "1700000000001", product_id: "ws-0612-40", accessories: [{ id: "acc-1", amount: 2 }], amount: 5 }])
    // Another user's id in the row is refused, and their lines can be neither changed nor removed.
    await expect(as(anna, (tx) => tx.query("insert into public.cart (uid, id, product_id, amount) values ($1, 'x', 'p', 1)", [bernd]))).rejects.toThrow()
    expect(await as(anna, (tx) => tx.query("update public.cart set amount = 9 where uid = $1 returning id", [bernd]))).toEqual([])
    expect(await as(anna, (tx) => tx.query("delete from public.cart where uid = $1 returning id", [bernd]))).toEqual([])
    expect(await as(bernd, (tx) => tx.query("select amount from public.cart"))).toEqual([{ amount: 3 }])
    expect(await as(anna, (tx) => tx.query("delete from public.cart where uid = $1 and id = $2 returning id", [anna, "1700000000001"]))).toEqual([
      { id: "1700000000001" },
    ])
  })

  it("refuses cart lines the core would refuse", async () => {
    const uid = await createUser(db, email(), "secret-123")
    for (const amount of [0, -1, 10000]) await expect(addLine(uid, "1", amount)).rejects.toThrow()
    await expect(addLine(uid, "bad id!")).rejects.toThrow()
    await expect(as(uid, (tx) => tx.query("insert into public.cart (id, product_id, accessories, amount) values ('1', 'p', '{}', 1)"))).rejects.toThrow()
    const tooMany = JSON.stringify(Array.from({ length: 61 }, (_, i) => ({ id: `a${i}`, amount: 1 })))
    await expect(as(uid, (tx) => tx.query("insert into public.cart (id, product_id, accessories, amount) values ('1', 'p', $1, 1)", [tooMany]))).rejects.toThrow()
  })

  it("holds at most 200 lines per cart (cartFull, SQLSTATE 54000), and still lets a full cart change its lines", async () => {
    const uid = await createUser(db, email(), "secret-123")
    await as(uid, (tx) =>
      tx.query("insert into public.cart (id, product_id, amount) select 'line-' || n, 'ws-0612-40', 1 from generate_series(1, 200) n"),
    )
    await expect(addLine(uid, "line-201")).rejects.toMatchObject({ message: "cartFull", code: "54000" })
    await addLine(uid, "line-7", 4)
    expect(await as(uid, (tx) => tx.query("select count(*)::int as lines, sum(amount)::int as pieces from public.cart"))).toEqual([
      { lines: 200, pieces: 203 },
    ])
  })

  it("numbers inquiries, keeps their PDFs in the owner's folder, and deletes several at once", async () => {
    const anna = await createUser(db, email(), "secret-123")
    const bernd = await createUser(db, email(), "secret-123")
    const record = (uid: string, pdfKey: string, price: number | null = 123456) =>
      as(uid, (tx) =>
        tx.query<{ id: string; number: string }>(
          "insert into public.inquiries (project_id, list_price_cents, pdf_key) values ('AW-2', $1, $2) returning id, number",
          [price, pdfKey],
        ),
      )
    const [first] = await record(anna, `inquiries/${anna}/Anfrage-1.pdf`)
    const [second] = await record(anna, `inquiries/${anna}/Anfrage-2.pdf`, null)
    expect(Number(second?.number)).toBeGreaterThan(Number(first?.number))
    await record(bernd, `inquiries/${bernd}/Anfrage-1.pdf`)
    // A PDF key outside the owner's folder (another user's file) is refused.
    await expect(record(anna, `inquiries/${bernd}/Anfrage-1.pdf`)).rejects.toThrow()
    await expect(record(anna, `inquiries/${anna}/../${bernd}/Anfrage-1.pdf`)).rejects.toThrow()
    // The running number is the database's, not the client's.
    await expect(as(anna, (tx) => tx.query("insert into public.inquiries (number, pdf_key) values (1, $1)", [`inquiries/${anna}/x.pdf`]))).rejects.toThrow()
    expect(await as(anna, (tx) => tx.query("select count(*)::int as n from public.inquiries"))).toEqual([{ n: 2 }])
    const removed = await as(anna, (tx) =>
      tx.query("delete from public.inquiries where id = any($1::uuid[]) returning id", [[first?.id, second?.id]]),
    )
    expect(removed).toHaveLength(2)
    expect(await as(bernd, (tx) => tx.query("select count(*)::int as n from public.inquiries"))).toEqual([{ n: 1 }])
  })

  it("gives the anonymous role nothing", async () => {
    const uid = await createUser(db, email(), "secret-123")
    await addLine(uid, "1")
    for (const table of ["profiles", "cart", "inquiries"]) {
      await expect(
        db.transaction(async (tx) => {
          await tx.query("set local role anon")
          return tx.query(`select * from public.${table}`)
        }),
      ).rejects.toThrow(/permission denied/)
    }
  })

  it("changes the password only with the current one", async () => {
    const address = email()
    const uid = await createUser(db, address, "secret-123")
    const change = (current: string, next: string) =>
      as(uid, (tx) => tx.query("select public.change_user_password($1, $2)", [current, next]))
    await expect(change("wrong-password", "new-secret-456")).rejects.toMatchObject({ message: "incorrectPassword", code: "28P01" })
    await expect(change("secret-123", "short")).rejects.toMatchObject({ message: "passwordTooShort", code: "22023" })
    await change("secret-123", "new-secret-456")
    const verify = (password: string) =>
      db.query<{ ok: boolean }>("select encrypted_password = extensions.crypt($2, encrypted_password) as ok from auth.users where id = $1", [uid, password])
    expect(await verify("new-secret-456")).toEqual([{ ok: true }])
    expect(await verify("secret-123")).toEqual([{ ok: false }])
    await expect(db.query("select public.change_user_password('a', 'b')")).rejects.toMatchObject({ message: "notAuthenticated", code: "28000" })
    // The shared check is not an API of its own (it would answer whether a password is right).
    await expect(as(uid, (tx) => tx.query("select private.check_current_password($1, 'x')", [uid]))).rejects.toThrow(/permission denied/)
  })

  it("checks the current password for the user only, and for nobody without an account", async () => {
    const uid = await createUser(db, email(), "secret-123")
    const check = (password: string) => as(uid, (tx) => tx.query("select public.check_user_password($1)", [password]))
    await expect(check("wrong-password")).rejects.toThrow(/incorrectPassword/)
    await check("secret-123")
    await expect(db.query("select public.check_user_password('secret-123')")).rejects.toThrow(/notAuthenticated/)
    // The anonymous API key cannot call it: it would answer whether a password is right.
    await expect(
      db.transaction(async (tx) => {
        await tx.query("set local role anon")
        return tx.query("select public.check_user_password('secret-123')")
      }),
    ).rejects.toThrow(/permission denied/)
  })

  it("deletes the account only with the current password, and everything of it", async () => {
    const uid = await createUser(db, email(), "secret-123", { company: "Gone GmbH" })
    await addLine(uid, "1")
    await as(uid, (tx) => tx.query("insert into public.inquiries (pdf_key) values ($1)", [`inquiries/${uid}/a.pdf`]))
    await expect(as(uid, (tx) => tx.query("select public.delete_user('wrong-password')"))).rejects.toThrow(/incorrectPassword/)
    await as(uid, (tx) => tx.query("select public.delete_user('secret-123')"))
    const left = await db.query<{ n: number }>(
      `select (select count(*) from auth.users where id = $1)
            + (select count(*) from public.profiles where id = $1)
            + (select count(*) from public.cart where uid = $1)
            + (select count(*) from public.inquiries where uid = $1) as n`,
      [uid],
    )
    expect(Number(left[0]?.n)).toBe(0)
  })

  // Issue 12 item 13: each element of cart.accessories is checked by the database itself.
  it("refuses cart accessories that are not { id: text ≤ 100, amount: integer 1–9999 }, and oversized lists", async () => {
    const uid = await createUser(db, email(), "secret-123")
    const insert = (accessories: unknown) =>
      as(uid, (tx) =>
        tx.query("insert into public.cart (id, product_id, accessories, amount) values ($1, 'p', $2::jsonb, 1)", [`l${++counter}`, JSON.stringify(accessories)]),
      )
    const refused: ReadonlyArray<unknown> = [
      [{ id: "a", amount: -5 }],
      [{ id: "a", amount: 0 }],
      [{ id: "a", amount: 10000 }],
      [{ id: "a", amount: "x" }],
      [{ id: "a", amount: "3" }],
      [{ id: "a", amount: 1.5 }],
      [{ id: "a" }],
      [{ amount: 1 }],
      [{ id: 7, amount: 1 }],
      [{ id: "", amount: 1 }],
      [{ id: "a".repeat(101), amount: 1 }],
      [{ id: "a", amount: 1, extra: "x".repeat(5000) }],
      ["a"],
      [null],
      [[1]],
      [{ id: "a", amount: 1 }, 5],
      // Each element is fine, the list is over 8 KB (100 four-byte characters per id).
      Array.from({ length: 30 }, (_, i) => ({ id: `${"🔌".repeat(99)}${i % 10}`, amount: 1 })),
    ]
    for (const accessories of refused) await expect(insert(accessories), JSON.stringify(accessories).slice(0, 80)).rejects.toThrow()
    for (const accessories of [[], [{ id: "a", amount: 1 }], [{ amount: 9999, id: "a".repeat(100) }]]) await insert(accessories)
    // An update cannot sneak one in either.
    await expect(as(uid, (tx) => tx.query(`update public.cart set accessories = '[{"id":"a","amount":-5}]'::jsonb`))).rejects.toThrow()
  })

  it("refuses inquiry PDF keys with percent-encoding, backslashes, control characters or dot segments", async () => {
    const uid = await createUser(db, email(), "secret-123")
    const record = (pdfKey: string) => as(uid, (tx) => tx.query("insert into public.inquiries (pdf_key) values ($1)", [pdfKey]))
    for (const key of [
      `inquiries/${uid}/%2e%2e/x.pdf`,
      `inquiries/${uid}/%2E%2E/x.pdf`,
      `inquiries/${uid}/a%2fb.pdf`,
      `inquiries/${uid}/..\\x.pdf`,
      `inquiries/${uid}/a\\b.pdf`,
      `inquiries/${uid}/a\u0001.pdf`,
      `inquiries/${uid}/./x.pdf`,
      `inquiries/${uid}//x.pdf`,
      `inquiries/${uid}/.`,
    ]) {
      await expect(record(key), key).rejects.toThrow()
    }
    await record(`inquiries/${uid}/Anfrage-2026-11-23.pdf`)
    await record(`inquiries/${uid}/sub/v1.2_x.pdf`)
  })

  it("keeps the cart state to its owner: one row per user, project id ≤ 15 characters, discount 0–100 in 0.01", async () => {
    const anna = await createUser(db, email(), "secret-123")
    const bernd = await createUser(db, email(), "secret-123")
    const set = (uid: string, project: string, discount: number | string) =>
      as(uid, (tx) =>
        tx.query(
          `insert into public.cart_state (project_id, discount) values ($1, $2)
           on conflict (uid) do update set project_id = excluded.project_id, discount = excluded.discount`,
          [project, discount],
        ),
      )
    await set(anna, "AW-2", 12.5)
    await set(anna, "Größenprüfung-ä", 100)
    await set(bernd, "B", 0)
    expect(await as(anna, (tx) => tx.query("select uid, project_id, discount::text as discount from public.cart_state"))).toEqual([
      { uid: anna, project_id: "Größenprüfung-ä", discount: "100.00" },
    ])
    await expect(set(anna, "1234567890123456", 1)).rejects.toThrow()
    await expect(set(anna, "x", 100.01)).rejects.toThrow()
    await expect(set(anna, "x", -1)).rejects.toThrow()
    await expect(as(anna, (tx) => tx.query("insert into public.cart_state (uid, project_id) values ($1, 'x')", [bernd]))).rejects.toThrow()
    expect(await as(anna, (tx) => tx.query("update public.cart_state set project_id = 'X' where uid = $1 returning uid", [bernd]))).toEqual([])
    expect(await as(anna, (tx) => tx.query("delete from public.cart_state where uid = $1 returning uid", [bernd]))).toEqual([])
    await expect(as(anna, (tx) => tx.query("update public.cart_state set uid = $1", [bernd]))).rejects.toThrow()
    expect(await as(bernd, (tx) => tx.query("select project_id from public.cart_state"))).toEqual([{ project_id: "B" }])
  })

  it("keeps the record of merged guest lines to its owner", async () => {
    const anna = await createUser(db, email(), "secret-123")
    const bernd = await createUser(db, email(), "secret-123")
    await as(anna, (tx) => tx.query("insert into public.cart_merged_guest_lines (guest_line) values ('1700000000001:ws')"))
    await expect(as(anna, (tx) => tx.query("insert into public.cart_merged_guest_lines (uid, guest_line) values ($1, 'x:y')", [bernd]))).rejects.toThrow()
    expect(await as(bernd, (tx) => tx.query("select * from public.cart_merged_guest_lines"))).toEqual([])
    expect(await as(bernd, (tx) => tx.query("delete from public.cart_merged_guest_lines returning guest_line"))).toEqual([])
    expect(await as(anna, (tx) => tx.query("select guest_line from public.cart_merged_guest_lines"))).toEqual([{ guest_line: "1700000000001:ws" }])
  })

  it("answers each user only their own e-mail", async () => {
    const address = email()
    const anna = await createUser(db, address, "secret-123")
    await createUser(db, email(), "secret-123")
    expect(await as(anna, (tx) => tx.query("select public.my_email() as email"))).toEqual([{ email: address }])
    expect(await db.query("select public.my_email() as email")).toEqual([{ email: null }])
    await expect(
      db.transaction(async (tx) => {
        await tx.query("set local role anon")
        return tx.query("select public.my_email()")
      }),
    ).rejects.toThrow(/permission denied/)
  })

  it("gives the API roles no access to rate limits, datasheet jobs, content changes or the auth server's tables", async () => {
    const uid = await createUser(db, email(), "secret-123")
    for (const table of ["private.rate_limits", "private.datasheet_jobs", "private.content_changes", "auth.users", "auth.sessions", "auth.refresh_tokens", "auth.one_time_tokens", "public.cart_state"]) {
      for (const role of ["anon", "authenticated"]) {
        if (role === "authenticated" && table === "public.cart_state") continue
        await expect(
          db.transaction(async (tx) => {
            await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims(uid))])
            await tx.query(`set local role ${role}`)
            return tx.query(`select * from ${table}`)
          }),
          `${role} on ${table}`,
        ).rejects.toThrow(/permission denied/)
      }
    }
  })

  it("hashes a changed password with bcrypt cost 10 and refuses one over 72 bytes (passwordTooLong, SQLSTATE 22001)", async () => {
    const uid = await createUser(db, email(), "secret-123")
    const change = (current: string, next: string) => as(uid, (tx) => tx.query("select public.change_user_password($1, $2)", [current, next]))
    await expect(change("secret-123", "ä".repeat(37))).rejects.toMatchObject({ message: "passwordTooLong", code: "22001" })
    await change("secret-123", "ä".repeat(36))
    const [row] = await db.query<{ hash: string }>("select encrypted_password as hash from auth.users where id = $1", [uid])
    expect(row?.hash).toMatch(/^\$2a\$10\$/)
  })
})

describe("PGlite in a data folder", () => {
  it("keeps the schema and the rows across a reopen, and migrates nothing the second time", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "shop-pglite-"))
    try {
      const first = await openPglite({ dataDir })
      expect(await Effect.runPromise(migrate(first))).toEqual(migrationVersions)
      const uid = await createUser(first, email(), "secret-123", { company: "Bleibt GmbH" })
      await first.close()
      const second = await openPglite({ dataDir })
      expect(await Effect.runPromise(migrate(second))).toEqual([])
      expect(await second.query("select company from public.profiles where id = $1", [uid])).toEqual([{ company: "Bleibt GmbH" }])
      await second.close()
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
