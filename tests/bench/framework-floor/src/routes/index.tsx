import { createFileRoute } from "@tanstack/react-router"

/** The floor: one paragraph. */
export const Route = createFileRoute("/")({ component: () => <p>Hello</p> })
