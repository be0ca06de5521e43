/**
 * Configuration of the adapters, read with effect's Config (environment variables, `.env`
 * loaded by the entry points; see `.env.example`). Every value has an embedded default so a
 * fresh clone runs without setup. Relative paths are taken from the repository root.
 */
import { existsSync, readFileSync } from "node:fs"
import { dirname, isAbsolute, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import * as Config from "effect/Config"
import * as Schema from "effect/Schema"

const isRepositoryRoot = (dir: string): boolean => {
  const file = join(dir, "package.json")
  if (!existsSync(file)) return false
  const manifest: unknown = JSON.parse(readFileSync(file, "utf8"))
  return typeof manifest === "object" && manifest !== null && Array.isArray((manifest as { workspaces?: unknown }).workspaces)
}

/**
 * The repository root: the nearest folder with the workspaces' package.json above this module
 * (source, or the web server's bundle in web/.output) or, failing that, the working directory.
 */
const findRepositoryRoot = (): string => {
  for (const start of [dirname(fileURLToPath(import.meta.url)), process.cwd()]) {
    for (let dir = start; ; dir = dirname(dir)) {
      if (isRepositoryRoot(dir)) return dir
      if (dirname(dir) === dir) break
    }
  }
  return process.cwd()
}

export const repositoryRoot = findRepositoryRoot()

const location = (value: string): string => (/^https?:\/\//i.test(value) || isAbsolute(value) ? value : resolve(repositoryRoot, value))

export const CatalogueSourceConfig = Config.String("CATALOGUE_SOURCE").pipe(Config.withDefault("data/catalogue"), Config.map(location))
export const ContentDirConfig = Config.String("CONTENT_DIR").pipe(Config.withDefault("data/content"), Config.map(location))
/** Embedded mail: the folder the .eml files go to. */
export const MailOutboxConfig = Config.String("MAIL_OUTBOX").pipe(Config.withDefault("var/outbox"), Config.map(location))
/**
 * Plausible-compatible events endpoint analytics are forwarded to (`https://plausible.io/api/event`);
 * empty (the default): events are accepted and dropped. Anything but an http(s) URL is refused.
 */
export const AnalyticsEndpointConfig = Config.schema(
  Schema.String.pipe(Schema.check(Schema.isPattern(/^(?:https?:\/\/[^\s/]\S*)?$/i))),
  "ANALYTICS_ENDPOINT",
).pipe(Config.withDefault(""))
/** Where contact-form messages go. */
export const SalesMailboxConfig = Config.String("SALES_MAILBOX").pipe(Config.withDefault("vertrieb@example-enclosures.at"))

/** Resolves a command-line location the same way (relative to the working directory). */
export const cliLocation = (value: string): string => (/^https?:\/\//i.test(value) ? value : resolve(value))
/** The redirect table of the old site's URLs (`shop-cli redirects` writes it), loaded once by the web server. */
export const RedirectsFileConfig = Config.String("REDIRECTS_FILE").pipe(Config.withDefault("data/redirects.json"), Config.map(location))
