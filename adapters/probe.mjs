import { PGlite } from "@electric-sql/pglite"
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto"
const t0 = Date.now()
const db = await PGlite.create({ extensions: { pgcrypto } })
console.log("open", Date.now() - t0)
await db.exec(`create role authenticated nologin; create schema extensions; create extension pgcrypto schema extensions;
create table t (id int, uid text); alter table t enable row level security;
create policy p on t to authenticated using (uid = current_setting('request.jwt.claims', true)::jsonb->>'sub');
grant select, insert on t to authenticated; insert into t values (1,'a'),(2,'b');`)
await db.transaction(async (tx) => {
  await tx.query("set local role authenticated")
  await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub: "a" })])
  console.log((await tx.query("select * from t")).rows, (await tx.query("select current_user")).rows)
})
console.log((await db.query("select extensions.crypt('x', extensions.gen_salt('bf')) as h")).rows)
const dump = await db.dumpDataDir("none"); console.log("dump", dump.size)
const t1 = Date.now(); const db2 = await PGlite.create({ loadDataDir: dump, extensions: { pgcrypto } }); console.log("reopen", Date.now() - t1, (await db2.query("select count(*) from t")).rows)
