/**
 * The hand-over allow-list's table (issue 26) on every engine: row level security keeps each user
 * to their own row, the anonymous role gets nothing, and the database refuses a list the core would
 * refuse (more than 10 entries, an address that is not http(s), one over 2048 characters).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type SqlClient, asUser } from "@shop/adapters/sql/client"
import { createUser, engines } from "./engines.ts"

let counter = 0
const email = () => `hooks${++counter}.${Date.now()}@example.at`

describe.each(engines)("handover_hooks on $name", (engine) => {
  let db: SqlClient
  let dispose: () => Promise<void>
  beforeAll(async () => {
    ;({ client: db, dispose } = await engine.open())
  })
  afterAll(() => dispose())

  const as = <A,>(uid: string, run: Parameters<typeof asUser<A>>[2]) => asUser(db, { sub: uid, role: "authenticated" }, run)
  const put = (uid: string, owner: string, hooks: ReadonlyArray<string>) =>
    as(uid, (tx) =>
      tx.query(
        `insert into public.handover_hooks (user_id, hooks) values ($1, array(select jsonb_array_elements_text($2::jsonb)))
         on conflict (user_id) do update set hooks = excluded.hooks`,
        [owner, JSON.stringify(hooks)],
      ),
    )

  it("shows and changes only the user's own list; another user's row can be neither added nor changed", async () => {
    const anna = await createUser(db, email(), "secret-123")
    const bernd = await createUser(db, email(), "secret-123")
    await put(anna, anna, ["https://anna.example/hook"])
    await put(bernd, bernd, ["https://bernd.example/hook"])
    expect(await as(anna, (tx) => tx.query("select user_id::text as user_id from public.handover_hooks"))).toEqual([{ user_id: anna }])
    await expect(put(anna, bernd, ["https://evil.example/"])).rejects.toThrow()
    const changed = await as(anna, (tx) => tx.query("update public.handover_hooks set hooks = '{https://evil.example/}' where user_id = $1 returning user_id", [bernd]))
    expect(changed).toEqual([])
    expect(await as(bernd, (tx) => tx.query<{ hooks: unknown }>("select to_jsonb(hooks) as hooks from public.handover_hooks"))).toEqual([{ hooks: ["https://bernd.example/hook"] }])
  })

  it("gives the anonymous role nothing", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("set local role anon")
        return tx.query("select * from public.handover_hooks")
      }),
    ).rejects.toThrow(/permission denied/)
  })

  it("refuses more than 10 addresses, an address that is not http(s), and one over 2048 characters", async () => {
    const uid = await createUser(db, email(), "secret-123")
    await expect(put(uid, uid, Array.from({ length: 11 }, (_, i) => `https://h${i}.example/`))).rejects.toThrow()
    await expect(put(uid, uid, ["javascript:alert(1)"])).rejects.toThrow()
    await expect(put(uid, uid, [`https://x.example/${"a".repeat(2048)}`])).rejects.toThrow()
    await put(uid, uid, Array.from({ length: 10 }, (_, i) => `https://h${i}.example/`))
  })
})
