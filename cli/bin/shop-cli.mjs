#!/usr/bin/env node
import module from "node:module"

// Launcher: the CLI runs its TypeScript sources directly (Node >= 22.18 strips types).
const [major, minor] = process.versions.node.split(".").map(Number)
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(`shop-cli needs Node.js 22.18 or newer (this is ${process.version}); run it through npx or an npm script of the project, which use the pinned Node 24.`)
  process.exit(1)
}
// Settings from the project's .env, as the web server reads them (variables already set win).
const envFile = new URL("../../.env", import.meta.url)
try {
  process.loadEnvFile(envFile)
} catch (error) {
  if (error.code !== "ENOENT") throw error
}
// V8's code cache on disk (Node's compile cache, in the temp folder unless NODE_COMPILE_CACHE
// names one): a run after the first skips compiling the few hundred modules it imports.
// Keyed by each file's contents, so an edited source is compiled afresh.
module.enableCompileCache?.()
await import("../src/main.ts")
