/** POST /api/contact: the contact form without JavaScript, answered with a 303 back to the contact page. */
import { createFileRoute } from "@tanstack/react-router"
import { contactFormGet, contactFormPost } from "../../features/contact/formPost.ts"

export const Route = createFileRoute("/api/contact")({
  server: { handlers: { GET: () => contactFormGet(), POST: (ctx) => contactFormPost(ctx) } },
})
