/** POST /api/compare: the compare toggle's form without JavaScript (features/compare/toggle.ts). */
import { createFileRoute } from "@tanstack/react-router"
import { compareGet, comparePost } from "../../features/compare/toggle.ts"

export const Route = createFileRoute("/api/compare")({
  server: { handlers: { GET: () => compareGet(), POST: (ctx) => comparePost(ctx) } },
})
