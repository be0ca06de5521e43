/** Generated files and assets (spec §7 storage bucket catalog-data) with signed, expiring URLs. */
import { Context, type Effect } from "effect"
import type { InfrastructureError } from "../errors/errors.ts"

export class FileStore extends Context.Service<
  FileStore,
  {
    readonly put: (key: string, bytes: Uint8Array, contentType: string) => Effect.Effect<void, InfrastructureError>
    readonly get: (key: string) => Effect.Effect<Uint8Array | null, InfrastructureError>
    /** Keys under a prefix, optionally containing a search term. */
    readonly list: (prefix: string, search?: string) => Effect.Effect<ReadonlyArray<string>, InfrastructureError>
    readonly remove: (keys: ReadonlyArray<string>) => Effect.Effect<void, InfrastructureError>
    readonly signedUrl: (key: string, expiresInSeconds: number) => Effect.Effect<string, InfrastructureError>
    readonly publicUrl: (key: string) => string
  }
>()("shop/files/FileStore") {}
