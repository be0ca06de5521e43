/**
 * The ContentControl contract against the adapter without a content system (layerNone), the
 * in-memory test layer, and the Storyblok adapter (the visual editor's signed query and the
 * webhook's HMAC, both computed here as Storyblok computes them).
 */
import { createHash } from "node:crypto"
import { Layer, Option, Redacted } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { ContentChanges, ContentControl } from "@shop/core"
import * as ContentCache from "@shop/adapters/content-cache/ContentCache"
import * as ContentControlStoryblok from "@shop/adapters/storyblok/ContentControlStoryblok"
import { webhookSignature } from "@shop/adapters/storyblok/signatures"
import * as StoryblokApi from "@shop/adapters/storyblok/StoryblokApi"
import { suite } from "./ContentControl.contract.ts"

suite("ContentControl.layerNone", () => ContentControl.layerNone, { previews: null, sign: null })

const testSign = (body: string) => `test-signature:${createHash("sha256").update(body).digest("hex")}`
suite("ContentControl.layerTest", () => ContentControl.layerTest({ previewKey: "preview-key", sign: testSign }), {
  previews: {
    valid: () => new URLSearchParams({ preview: "preview-key" }),
    forged: [() => new URLSearchParams({ preview: "guessed" }), () => new URLSearchParams({ preview: "" })],
  },
  sign: testSign,
})

const PREVIEW_TOKEN = "preview-token-4567"
const WEBHOOK_SECRET = "webhook-secret-89ab"
const NOW = Date.UTC(2026, 10, 23, 8, 0, 0)
const SPACE = "287123"
/** The visual editor's query, signed as Storyblok signs it (sha1 of space, preview token and time). */
const editorQuery = (timestampSeconds: number, token = createHash("sha1").update(`${SPACE}:${PREVIEW_TOKEN}:${timestampSeconds}`).digest("hex")) =>
  new URLSearchParams({
    _storyblok: "41",
    "_storyblok_tk[space_id]": SPACE,
    "_storyblok_tk[timestamp]": String(timestampSeconds),
    "_storyblok_tk[token]": token,
  })

// No request reaches the endpoint: previews and webhooks are checked locally.
const storyblokApi = Layer.effect(
  StoryblokApi.StoryblokApi,
  StoryblokApi.make({
    token: Redacted.make("public-token-0123"),
    version: "published",
    endpoint: "http://127.0.0.1:9/v2",
    editorOrigin: "https://app.storyblok.com",
    previewToken: Option.some(Redacted.make(PREVIEW_TOKEN)),
    webhookSecret: Option.some(Redacted.make(WEBHOOK_SECRET)),
  }),
)
suite(
  "ContentControlStoryblok",
  () => ContentControlStoryblok.layerNoDeps.pipe(Layer.provide(Layer.mergeAll(storyblokApi, ContentCache.layer(), ContentChanges.layerMemory))),
  {
    previews: {
      valid: () => editorQuery(NOW / 1000 - 60),
      forged: [
        () => editorQuery(NOW / 1000 - 60, "0".repeat(40)),
        // Signed, but older than an hour.
        () => editorQuery(NOW / 1000 - 2 * 60 * 60),
      ],
    },
    sign: (body) => webhookSignature(body, WEBHOOK_SECRET),
    before: TestClock.setTime(NOW),
  },
)
