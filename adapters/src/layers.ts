/**
 * Composition root: picks an adapter for every port from configuration and builds the layers
 * that web and CLI run on. The parts it composes are wired in their own modules beside it:
 * `webLayer.ts` (mail, analytics, accounts), `documentsLayer.ts` (PDF, files, datasheets),
 * `contentLayer.ts` (Storyblok or files, and the cache) and `sql/databaseLayer.ts` (the stores).
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ArchiverJszip from "./archive/ArchiverJszip.ts"
import * as CatalogueMemory from "./catalogue/CatalogueMemory.ts"
import { CatalogueSourceConfig, cliLocation } from "./config.ts"
import { articleGroupsLayer } from "./contentLayer.ts"

export interface CatalogueOverrides {
  /** Folder or base URL of the catalogue; defaults to CATALOGUE_SOURCE, then the demo catalogue. */
  readonly catalogue?: string | undefined
}

/** What the cart needs: catalogue, article groups (Storyblok or the content files), archiver. */
export const cartLayer = (overrides: CatalogueOverrides = {}) =>
  Layer.mergeAll(
    Layer.unwrap(
      Effect.map(CatalogueSourceConfig, (location) => CatalogueMemory.layer(overrides.catalogue === undefined ? location : cliLocation(overrides.catalogue))),
    ),
    articleGroupsLayer,
    ArchiverJszip.layer,
  )
