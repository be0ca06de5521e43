/**
 * Composition root: picks an adapter for every port from configuration and builds the layers
 * that web and CLI run on. Only this file wires adapters together.
 */
import { Effect, Layer } from "effect"
import * as ArchiverJszip from "./archive/ArchiverJszip.ts"
import * as CatalogueMemory from "./catalogue/CatalogueMemory.ts"
import * as ArticleGroupsFiles from "./content-files/ArticleGroupsFiles.ts"
import { CatalogueSourceConfig, ContentDirConfig, cliLocation } from "./config.ts"

export interface CatalogueOverrides {
  /** Folder or base URL of the catalogue; defaults to CATALOGUE_SOURCE, then the demo catalogue. */
  readonly catalogue?: string | undefined
}

/** What the cart needs: catalogue, article groups, archiver. */
export const cartLayer = (overrides: CatalogueOverrides = {}) =>
  Layer.mergeAll(
    Layer.unwrap(
      Effect.map(CatalogueSourceConfig, (location) => CatalogueMemory.layer(overrides.catalogue === undefined ? location : cliLocation(overrides.catalogue))),
    ),
    Layer.unwrap(Effect.map(ContentDirConfig, (dir) => ArticleGroupsFiles.layer(`${dir}/article-groups.json`))),
    ArchiverJszip.layer,
  )
