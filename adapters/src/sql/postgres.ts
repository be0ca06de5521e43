/** The PostgreSQL server engine of the SQL client (client.ts), through `pg`. */
import pg from "pg"
import type { SqlClient, SqlQueries } from "./client.ts"

/** A PostgreSQL server through a small `pg` pool. */
export const openPostgres = (connectionString: string, max = 4): SqlClient => {
  const pool = new pg.Pool({ connectionString, max })
  // An idle connection the server ends (restart, failover, a dropped database) must not crash the
  // process: the pool drops it, and the next query opens a new one or fails with its own error.
  pool.on("error", () => undefined)
  const queries = (q: Pick<pg.Pool, "query">): SqlQueries => ({
    query: async <Row,>(sql: string, params: ReadonlyArray<unknown> = []) =>
      (await q.query(sql, [...params])).rows as ReadonlyArray<Row>,
    exec: async (sql) => {
      await q.query(sql)
    },
  })
  return {
    engine: "postgres",
    ...queries(pool),
    transaction: async (run, first) => {
      const connection = await pool.connect()
      try {
        await connection.query("begin")
        if (first !== undefined) await connection.query(first.sql, [...first.params])
        const result = await run(queries(connection))
        await connection.query("commit")
        return result
      } catch (error) {
        await connection.query("rollback").catch(() => undefined)
        throw error
      } finally {
        connection.release()
      }
    },
    close: () => pool.end(),
  }
}
