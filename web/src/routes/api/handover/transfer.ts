/** POST /api/handover/transfer: the cart handed back to the software or SAP that opened the shop (features/handover/transfer.ts). */
import { createFileRoute } from "@tanstack/react-router"
import { transferPost } from "../../../features/handover/transfer.ts"

export const Route = createFileRoute("/api/handover/transfer")({
  server: { handlers: { POST: ({ request }) => transferPost(request) } },
})
