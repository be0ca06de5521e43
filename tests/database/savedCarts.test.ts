/**
 * The saved project carts' tables (supabase/migrations/20261130000000_saved_carts.sql, issue 27
 * part 4) on every engine, through the API roles as the cart's tests go (schema.test.ts): row level
 * security keeps each user to their own saved carts and lines (another user can neither read, add
 * to, rename nor delete them), the database refuses what the core refuses (50 saved carts with
 * `savedCartsFull` and SQLSTATE 54000, 200 lines, names of 1–80 trimmed characters, the cart's
 * accessory check), the anonymous role gets nothing, and everything goes with the account.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type SqlClient, type SqlQueries, asUser } from "@shop/adapters/sql/client"
import { createUser, engines } from "./engines.ts"

const claims = (sub: string) => ({ sub, role: "authenticated" as const })
let counter = 0
const email = () => `saved${++counter}.${Date.now()}@example.at`

describe.each(engines)("saved carts schema on $name", (engine) => {
  let db: SqlClient
  let dispose: () => Promise<void>

  beforeAll(async () => {
    ;({ client: db, dispose } = await engine.open())
  })
  afterAll(() => dispose())

  const as = <A,>(uid: string, run: (tx: SqlQueries) => Promise<A>) => asUser(db, claims(uid), run)
  const save = (uid: string, name: string, project = "") =>
    as(uid, async (tx) => {
      const [row] = await tx.query<{ id: string }>("insert into public.saved_carts (name, project_id, discount) values ($1, $2, 12.5) returning id::text as id", [name, project])
      return row!.id
    })
  const addLine = (uid: string, cart: string, position: number, amount = 1, owner: string = uid) =>
    as(uid, (tx) =>
      tx.query("insert into public.saved_cart_lines (saved_cart_id, uid, position, product_id, accessories, amount) values ($1, $2, $3, 'ws-0612-40', $4, $5)", [
        cart,
        owner,
        position,
        JSON.stringify([{ id: "acc-1", amount: 2 }]),
        amount,
      ]),
    )
  const count = (uid: string, table: "saved_carts" | "saved_cart_lines") =>
    as(uid, async (tx) => Number((await tx.query<{ n: number }>(`select count(*)::int as n from public.${table}`))[0]?.n))

  it("keeps each user's saved carts and lines to that user: another can neither read, add to, rename nor delete them", async () => {
    const anna = await createUser(db, email(), "secret-123")
    const bernd = await createUser(db, email(), "secret-123")
    const annas = await save(anna, "Baustelle Linz", "LZ-7")
    await addLine(anna, annas, 1, 3)
    await addLine(anna, annas, 2, 5)
    const bernds = await save(bernd, "Baustelle Wels")
    await addLine(bernd, bernds, 1)

    // Reading: each sees their own only, also when asking for the other's by id.
    expect(await as(anna, (tx) => tx.query("select id::text as id, name, project_id, discount::text as discount from public.saved_carts"))).toEqual([
      { id: annas, name: "Baustelle Linz", project_id: "LZ-7", discount: "12.50" },
    ])
    expect(await as(bernd, (tx) => tx.query("select id from public.saved_carts where id = $1", [annas]))).toEqual([])
    expect(await as(bernd, (tx) => tx.query("select position from public.saved_cart_lines where saved_cart_id = $1", [annas]))).toEqual([])
    expect(await count(bernd, "saved_cart_lines")).toBe(1)

    // Adding: not a saved cart in another's name, not a line to another's saved cart (neither with
    // the other's uid, which RLS refuses, nor with one's own, which the owner-naming foreign key refuses).
    await expect(as(bernd, (tx) => tx.query("insert into public.saved_carts (uid, name) values ($1, 'Fremd')", [anna]))).rejects.toThrow()
    await expect(addLine(bernd, annas, 3, 1, anna)).rejects.toThrow()
    await expect(addLine(bernd, annas, 3, 1, bernd)).rejects.toThrow()

    // Changing and deleting: nothing happens to another's rows.
    expect(await as(bernd, (tx) => tx.query("update public.saved_carts set name = 'Übernommen' where id = $1 returning id", [annas]))).toEqual([])
    expect(await as(bernd, (tx) => tx.query("delete from public.saved_carts where id = $1 returning id", [annas]))).toEqual([])
    expect(await as(bernd, (tx) => tx.query("delete from public.saved_carts where uid = $1 returning id", [anna]))).toEqual([])
    // Not even one's own saved cart can be moved to another owner.
    await expect(as(bernd, (tx) => tx.query("update public.saved_carts set uid = $1 where id = $2", [anna, bernds]))).rejects.toThrow()
    expect(await as(anna, (tx) => tx.query("select name from public.saved_carts"))).toEqual([{ name: "Baustelle Linz" }])
    expect(await as(anna, (tx) => tx.query("select position, amount from public.saved_cart_lines order by position"))).toEqual([
      { position: 1, amount: 3 },
      { position: 2, amount: 5 },
    ])

    // The owner renames and deletes; the lines go with the saved cart.
    expect(await as(anna, (tx) => tx.query("update public.saved_carts set name = 'Linz Nord', updated_at = now() where id = $1 returning name", [annas]))).toEqual([
      { name: "Linz Nord" },
    ])
    expect(await as(anna, (tx) => tx.query("delete from public.saved_carts where id = $1 returning id::text as id", [annas]))).toEqual([{ id: annas }])
    expect(await count(anna, "saved_cart_lines")).toBe(0)
    expect(await count(bernd, "saved_carts")).toBe(1)
  })

  it("lets nobody change or delete single lines of a saved cart, nor set its times", async () => {
    const uid = await createUser(db, email(), "secret-123")
    const cart = await save(uid, "Fest")
    await addLine(uid, cart, 1, 4)
    await expect(as(uid, (tx) => tx.query("update public.saved_cart_lines set amount = 9"))).rejects.toThrow(/permission denied/)
    await expect(as(uid, (tx) => tx.query("delete from public.saved_cart_lines"))).rejects.toThrow(/permission denied/)
    await expect(as(uid, (tx) => tx.query("insert into public.saved_carts (name, created_at) values ('Alt', '2000-01-01')"))).rejects.toThrow(/permission denied/)
    await expect(as(uid, (tx) => tx.query("update public.saved_carts set project_id = 'X'"))).rejects.toThrow(/permission denied/)
    expect(await as(uid, (tx) => tx.query("select amount from public.saved_cart_lines"))).toEqual([{ amount: 4 }])
  })

  it("keeps at most 50 saved carts per account (savedCartsFull, SQLSTATE 54000); another account is not counted", async () => {
    const uid = await createUser(db, email(), "secret-123")
    const other = await createUser(db, email(), "secret-123")
    await save(other, "Andere")
    await as(uid, (tx) => tx.query("insert into public.saved_carts (name) select 'Projekt ' || n from generate_series(1, 50) n"))
    await expect(save(uid, "Projekt 51")).rejects.toMatchObject({ message: "savedCartsFull", code: "54000" })
    expect(await count(uid, "saved_carts")).toBe(50)
    // One deleted makes room for one.
    await as(uid, (tx) => tx.query("delete from public.saved_carts where name = 'Projekt 1'"))
    await save(uid, "Projekt 51")
    await expect(save(uid, "Projekt 52")).rejects.toMatchObject({ code: "54000" })
  })

  it("holds at most 200 lines per saved cart and refuses lines the cart would refuse", async () => {
    const uid = await createUser(db, email(), "secret-123")
    const cart = await save(uid, "Groß")
    await as(uid, (tx) =>
      tx.query("insert into public.saved_cart_lines (saved_cart_id, position, product_id, amount) select $1, n, 'ws-0612-40', 1 from generate_series(1, 200) n", [cart]),
    )
    await expect(addLine(uid, cart, 201)).rejects.toThrow()
    await expect(addLine(uid, cart, 0)).rejects.toThrow()
    // One place, one line.
    await expect(addLine(uid, cart, 7)).rejects.toThrow()
    const other = await save(uid, "Klein")
    for (const amount of [0, -1, 10000]) await expect(addLine(uid, other, 1, amount)).rejects.toThrow()
    for (const accessories of ['[{"id":"a","amount":-5}]', '{}', '[{"id":"a"}]', JSON.stringify(Array.from({ length: 61 }, (_, i) => ({ id: `a${i}`, amount: 1 })))]) {
      await expect(
        as(uid, (tx) => tx.query("insert into public.saved_cart_lines (saved_cart_id, position, product_id, accessories, amount) values ($1, 1, 'p', $2::jsonb, 1)", [other, accessories])),
      ).rejects.toThrow()
    }
    await expect(as(uid, (tx) => tx.query("insert into public.saved_cart_lines (saved_cart_id, position, product_id, amount) values ($1, 1, '', 1)", [other]))).rejects.toThrow()
    expect(await as(uid, (tx) => tx.query("select count(*)::int as n from public.saved_cart_lines where saved_cart_id = $1", [other]))).toEqual([{ n: 0 }])
  })

  it("takes names of 1 to 80 characters, trimmed and without control characters; project numbers of at most 15", async () => {
    const uid = await createUser(db, email(), "secret-123")
    for (const name of ["", " Linz", "Linz ", "a\nb", "tab\there", "x".repeat(81)]) await expect(save(uid, name), JSON.stringify(name)).rejects.toThrow()
    await save(uid, "ä".repeat(80))
    await save(uid, "Baustelle Graz – Halle 2 🏗️")
    await expect(save(uid, "Projekt", "1234567890123456")).rejects.toThrow()
    const cart = await save(uid, "Umbenennen")
    await expect(as(uid, (tx) => tx.query("update public.saved_carts set name = '' where id = $1", [cart]))).rejects.toThrow()
  })

  it("gives the anonymous role nothing", async () => {
    const uid = await createUser(db, email(), "secret-123")
    const cart = await save(uid, "Geheim")
    await addLine(uid, cart, 1)
    for (const table of ["saved_carts", "saved_cart_lines"]) {
      await expect(
        db.transaction(async (tx) => {
          await tx.query("set local role anon")
          return tx.query(`select * from public.${table}`)
        }),
        table,
      ).rejects.toThrow(/permission denied/)
    }
    // Nor can a user call the limit's trigger function.
    await expect(as(uid, (tx) => tx.query("select public.enforce_saved_cart_limit()"))).rejects.toThrow()
  })

  it("deletes the saved carts and their lines with the account", async () => {
    const uid = await createUser(db, email(), "secret-123")
    const cart = await save(uid, "Geht mit")
    await addLine(uid, cart, 1)
    await as(uid, (tx) => tx.query("select public.delete_user('secret-123')"))
    const [left] = await db.query<{ n: number }>(
      "select (select count(*) from public.saved_carts where uid = $1) + (select count(*) from public.saved_cart_lines where uid = $1) as n",
      [uid],
    )
    expect(Number(left?.n)).toBe(0)
  })
})
