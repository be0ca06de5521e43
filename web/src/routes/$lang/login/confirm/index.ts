/** GET: a mailed link (confirmation, recovery, e-mail change) opens the session and goes on. */
import { createFileRoute } from "@tanstack/react-router"
import { confirmLinkGet } from "../../../../features/account/confirm.ts"

export const Route = createFileRoute("/$lang/login/confirm/")({
  server: { handlers: { GET: (ctx) => confirmLinkGet(ctx) } },
})
