/**
 * The two signatures Storyblok sends: the visual editor's preview query (`_storyblok_tk[...]`)
 * and the webhook's `webhook-signature` header. Both compared in constant time.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto"

const sameHex = (a: string, b: string): boolean => {
  const left = Buffer.from(a.toLowerCase(), "utf8")
  const right = Buffer.from(b.toLowerCase(), "utf8")
  return left.length === right.length && timingSafeEqual(left, right)
}

/** How long a preview link of the visual editor stays valid. */
export const PREVIEW_MAX_AGE_SECONDS = 60 * 60

/**
 * Whether the query string is the visual editor's: `_storyblok_tk[space_id]`,
 * `_storyblok_tk[timestamp]` (Unix seconds, not older than an hour nor in the future beyond a
 * minute of clock skew) and `_storyblok_tk[token]` = hex sha1 of `space_id:preview_token:timestamp`.
 */
export const isValidPreview = (query: URLSearchParams, previewToken: string, nowMillis: number): boolean => {
  const spaceId = query.get("_storyblok_tk[space_id]")
  const timestamp = query.get("_storyblok_tk[timestamp]")
  const token = query.get("_storyblok_tk[token]")
  if (previewToken === "" || spaceId === null || timestamp === null || token === null) return false
  if (!/^\d{1,12}$/.test(spaceId) || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{40}$/i.test(token)) return false
  const age = Math.floor(nowMillis / 1000) - Number(timestamp)
  if (age > PREVIEW_MAX_AGE_SECONDS || age < -60) return false
  return sameHex(createHash("sha1").update(`${spaceId}:${previewToken}:${timestamp}`).digest("hex"), token)
}

/** Storyblok's webhook signature: hex HMAC-SHA1 of the raw body with the webhook secret. */
export const webhookSignature = (body: string, secret: string): string => createHmac("sha1", secret).update(body, "utf8").digest("hex")

export const isValidWebhookSignature = (body: string, signature: string | null, secret: string): boolean =>
  secret !== "" && signature !== null && /^[0-9a-f]{40}$/i.test(signature.trim()) && sameHex(webhookSignature(body, secret), signature.trim())
