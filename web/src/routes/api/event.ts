/** POST /api/event: analytics events in Plausible's format, answered 202 at once. */
import { createFileRoute } from "@tanstack/react-router"
import { eventGet, eventPost } from "../../features/analytics/event.ts"

export const Route = createFileRoute("/api/event")({
  server: { handlers: { GET: () => eventGet(), POST: (ctx) => eventPost(ctx) } },
})
