/**
 * The framework's own floor (tests/bench/web.ts, part `framework`): the smallest TanStack Start
 * app, on the shop's pinned versions, built and served as the shop is, rendering to one string
 * (src/server.ts). No shell, loaders of the shop, Effect, messages, security headers or page
 * cache: what any server-rendered page of this stack costs.
 */
import { tanstackStart } from "@tanstack/react-start/plugin/vite"
import viteReact from "@vitejs/plugin-react"
import { nitro } from "nitro/vite"
import { defineConfig } from "vite"

export default defineConfig({ root: import.meta.dirname, logLevel: "warn", plugins: [tanstackStart(), nitro(), viteReact()] })
