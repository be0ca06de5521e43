/**
 * A local Supabase Storage API for the real supabase-js client: paths, methods and bodies as
 * @supabase/storage-js sends them, answers as Supabase gives them, objects in memory per bucket,
 * every request recorded. Signed URLs carry a token with their expiry that GET checks against
 * `now` (the test's clock, so expiry is tested without waiting).
 */
import { randomUUID } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import { Effect } from "effect"
import { json, listen } from "./http.ts"

export const SERVICE_ROLE_KEY = "test-service-role-key"

export interface Received {
  readonly method: string
  readonly path: string
  readonly headers: IncomingMessage["headers"]
  readonly body: Buffer
}

export interface StoredObject {
  readonly id: string
  readonly bytes: Buffer
  readonly contentType: string
}

export interface StorageServer {
  readonly url: string
  readonly received: Array<Received>
  readonly objects: (bucket: string) => Map<string, StoredObject>
  /** While true, every API request answers 500. */
  readonly state: { failing: boolean }
}

/** Supabase's answer for a missing object (legacy servers send it with HTTP 400, newer with 404). */
const notFound = (res: ServerResponse, status: number) => json(res, status, { statusCode: "404", error: "not_found", message: "Object not found" })

/** One level of a folder as `POST /object/list/{bucket}` answers: folders (id null) first, then files, by name. */
const listLevel = (objects: ReadonlyMap<string, StoredObject>, body: { prefix?: string; search?: string; limit?: number; offset?: number }) => {
  let prefix = body.prefix ?? ""
  if (prefix.length > 0 && !prefix.endsWith("/")) prefix = `${prefix}/` // Supabase: "assuming prefix is always a folder"
  const start = `${prefix}${body.search ?? ""}`.toLowerCase()
  const folders = new Set<string>()
  const files: Array<{ name: string; id: string; metadata: object }> = []
  for (const [name, object] of objects) {
    if (!name.toLowerCase().startsWith(start)) continue
    const rest = name.slice(prefix.length)
    const slash = rest.indexOf("/")
    if (slash >= 0) folders.add(rest.slice(0, slash))
    else files.push({ name: rest, id: object.id, metadata: { size: object.bytes.length, mimetype: object.contentType } })
  }
  const entries = [
    ...[...folders].sort().map((name) => ({ name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null })),
    ...files.sort((a, b) => (a.name < b.name ? -1 : 1)).map((file) => ({ ...file, updated_at: "2025-01-01T00:00:00Z", created_at: "2025-01-01T00:00:00Z", last_accessed_at: null })),
  ]
  const offset = body.offset ?? 0
  return entries.slice(offset, offset + (body.limit ?? 100))
}

interface SignedToken {
  readonly object: string
  readonly exp: number
}
const token = (value: SignedToken) => Buffer.from(JSON.stringify(value)).toString("base64url")
const readToken = (text: string): SignedToken | undefined => {
  try {
    return JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as SignedToken
  } catch {
    return undefined
  }
}

export const storageServer = (options: { readonly notFoundStatus?: 400 | 404; readonly now?: () => number } = {}) =>
  Effect.gen(function* () {
    const buckets = new Map<string, Map<string, StoredObject>>()
    const objects = (bucket: string) => buckets.get(bucket) ?? buckets.set(bucket, new Map()).get(bucket)!
    const received: Array<Received> = []
    const state = { failing: false }
    const now = options.now ?? Date.now
    const missing = options.notFoundStatus ?? 400

    const url = yield* listen((req, body, res) => {
      const method = req.method ?? ""
      const requestUrl = new URL(req.url ?? "/", "http://localhost")
      const path = decodeURIComponent(requestUrl.pathname)
      received.push({ method, path, headers: req.headers, body })
      const parsed = () => JSON.parse(body.toString("utf8")) as Record<string, unknown>
      let match: RegExpMatchArray | null
      // A signed URL needs no API key: the token is the authorisation.
      if (method === "GET" && (match = path.match(/^\/storage\/v1\/object\/sign\/([^/]+)\/(.+)$/))) {
        const [, bucket, name] = match as unknown as [string, string, string]
        const claims = readToken(requestUrl.searchParams.get("token") ?? "")
        if (claims === undefined || claims.object !== `${bucket}/${name}`) return json(res, 400, { statusCode: "403", error: "InvalidSignature", message: "invalid signature" })
        if (claims.exp <= now()) return json(res, 400, { statusCode: "400", error: "InvalidJWT", message: '"exp" claim timestamp check failed' })
        const object = objects(bucket).get(name)
        if (object === undefined) return notFound(res, missing)
        return res.writeHead(200, { "Content-Type": object.contentType, "Content-Length": object.bytes.length }).end(object.bytes)
      }
      if (req.headers.apikey !== SERVICE_ROLE_KEY || req.headers.authorization !== `Bearer ${SERVICE_ROLE_KEY}`) {
        return json(res, 400, { statusCode: "403", error: "Unauthorized", message: "Invalid Compact JWS" })
      }
      if (state.failing) return json(res, 500, { statusCode: "500", error: "internal", message: "Internal Server Error" })
      if (method === "POST" && (match = path.match(/^\/storage\/v1\/object\/list\/([^/]+)$/))) {
        return json(res, 200, listLevel(objects(match[1]!), parsed()))
      }
      if (method === "POST" && (match = path.match(/^\/storage\/v1\/object\/sign\/([^/]+)\/(.+)$/))) {
        const [, bucket, name] = match as unknown as [string, string, string]
        if (!objects(bucket).has(name)) return notFound(res, missing)
        const { expiresIn } = parsed()
        if (typeof expiresIn !== "number" || expiresIn < 1) return json(res, 400, { statusCode: "400", error: "invalid", message: "expiresIn is required" })
        return json(res, 200, { signedURL: `/object/sign/${bucket}/${name}?token=${token({ object: `${bucket}/${name}`, exp: now() + expiresIn * 1000 })}` })
      }
      if (method === "DELETE" && (match = path.match(/^\/storage\/v1\/object\/([^/]+)$/))) {
        const store = objects(match[1]!)
        const { prefixes } = parsed() as { prefixes: Array<string> }
        const removed = prefixes.filter((name) => store.has(name)).map((name) => ({ name, bucket_id: match![1], id: store.get(name)!.id }))
        for (const name of prefixes) store.delete(name)
        return json(res, 200, removed)
      }
      if ((method === "POST" || method === "PUT") && (match = path.match(/^\/storage\/v1\/object\/([^/]+)\/(.+)$/))) {
        const [, bucket, name] = match as unknown as [string, string, string]
        const store = objects(bucket)
        if (method === "POST" && store.has(name) && req.headers["x-upsert"] !== "true") {
          return json(res, 400, { statusCode: "409", error: "Duplicate", message: "The resource already exists" })
        }
        const id = randomUUID()
        store.set(name, { id, bytes: body, contentType: req.headers["content-type"] ?? "application/octet-stream" })
        return json(res, 200, { Key: `${bucket}/${name}`, Id: id })
      }
      if (method === "GET" && (match = path.match(/^\/storage\/v1\/object\/([^/]+)\/(.+)$/))) {
        const object = objects(match[1]!).get(match[2]!)
        if (object === undefined) return notFound(res, missing)
        return res.writeHead(200, { "Content-Type": object.contentType, "Content-Length": object.bytes.length }).end(object.bytes)
      }
      return json(res, 404, { statusCode: "404", error: "not_found", message: "Route not found" })
    })
    return { url, received, objects, state } satisfies StorageServer
  })
