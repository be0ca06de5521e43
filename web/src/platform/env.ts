/**
 * The environment of the web server process, read once at process start: the root `.env` is
 * loaded as the CLI does (variables already set win) and becomes the runtime's ConfigProvider.
 * The values themselves are read through `Config` inside layers (`config.ts`, the adapters'
 * `adapters/src/config.ts`, which find the repository root and resolve relative locations
 * themselves), so the server works from any working directory.
 */
import { existsSync } from "node:fs"
import { join } from "node:path"
import { ConfigProvider } from "effect"
import { repositoryRoot } from "@shop/adapters/config"

const envFile = join(repositoryRoot, ".env")
if (existsSync(envFile)) process.loadEnvFile(envFile)

export const configProvider = ConfigProvider.fromEnvRecord({ ...process.env })
