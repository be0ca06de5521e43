/** POST /api/account/{action}: the account forms (login, sign-up, logout, reset, my info). */
import { createFileRoute } from "@tanstack/react-router"
import { accountActionPost } from "../../../features/account/actions.ts"
import { jsonError } from "../../../platform/http.ts"

export const Route = createFileRoute("/api/account/$action")({
  server: {
    handlers: {
      GET: () => jsonError(405, "POST the account form", { Allow: "POST" }),
      POST: (ctx) => accountActionPost(ctx),
    },
  },
})
