/** POST /api/content/webhook: Storyblok's signed webhooks drop the content cache. */
import { createFileRoute } from "@tanstack/react-router"
import { contentWebhookGet, contentWebhookPost } from "../../../features/content/webhook.ts"

export const Route = createFileRoute("/api/content/webhook")({
  server: { handlers: { GET: () => contentWebhookGet(), POST: (ctx) => contentWebhookPost(ctx) } },
})
