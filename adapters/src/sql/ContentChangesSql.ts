/**
 * ContentChanges in the database (`private.content_changes`, one row): the process that accepts
 * a content webhook counts the version up; every process reads it to learn that its cached
 * content is old (adapters/src/storyblok/ContentControlStoryblok.ts watches it).
 */
import { Effect, Layer, Schema } from "effect"
import { ContentChanges } from "@shop/core"
import { Database, toInfrastructureError } from "./Database.ts"

const VersionRow = Schema.Struct({ version: Schema.FiniteFromString }).annotate({ identifier: "content version" })
const version = (rows: ReadonlyArray<typeof VersionRow.Type>) => rows[0]?.version ?? 0

export const make = Effect.gen(function* () {
  const db = yield* Database
  return ContentChanges.of({
    shared: true,
    publish: db
      .rows(
        VersionRow,
        `insert into private.content_changes (id, version, changed_at) values (1, 1, now())
         on conflict (id) do update set version = private.content_changes.version + 1, changed_at = now()
         returning version::text as version`,
      )
      .pipe(Effect.map(version), Effect.mapError(toInfrastructureError), Effect.withSpan("ContentChanges.publish")),
    latest: db
      .rows(VersionRow, "select version::text as version from private.content_changes where id = 1")
      .pipe(Effect.map(version), Effect.mapError(toInfrastructureError), Effect.withSpan("ContentChanges.latest")),
  })
})

/** Needs Database. */
export const layer = Layer.effect(ContentChanges, make)
