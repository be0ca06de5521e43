/** POST /api/user-request/send-cart-request: the logged-in user's cart as a request (spec §7). */
import { createFileRoute } from "@tanstack/react-router"
import { sendCartRequestPost } from "../../../features/inquiries/sendRequest.ts"
import { jsonError } from "../../../platform/http.ts"

export const Route = createFileRoute("/api/user-request/send-cart-request")({
  server: {
    handlers: {
      GET: () => jsonError(405, "POST the cart request", { Allow: "POST" }),
      POST: (ctx) => sendCartRequestPost(ctx),
    },
  },
})
