#!/usr/bin/env node
import module from "node:module"
import { freshBundle } from "./freshBundle.mjs"

// Launcher: the CLI runs its bundle (cli/build.ts, made by `npm install`) while it is fresh
// (freshBundle.mjs), else its TypeScript sources directly (Node >= 22.18 strips types).
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
// names one): a run after the first skips compiling the modules it imports. Keyed by each file's
// contents, so an edited source is compiled afresh.
module.enableCompileCache?.()

await import(freshBundle(new URL("../dist/", import.meta.url), new URL("../../", import.meta.url), process.env) ?? "../src/main.ts")
