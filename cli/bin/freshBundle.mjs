import { readFileSync, statSync } from "node:fs"

/**
 * The bundle's entry in `dist` (a folder URL) when it was made after every source it holds was last
 * changed, else null: an edited source, a pull or an `npm ci` without its rebuild mean the sources
 * run. SHOP_CLI_SOURCE=1 in `env` always runs them. Sources are named relative to `root`.
 */
export const freshBundle = (dist, root, env) => {
  if (env.SHOP_CLI_SOURCE === "1") return null
  try {
    const { builtAt, sources } = JSON.parse(readFileSync(new URL("manifest.json", dist), "utf8"))
    for (const source of sources) if (statSync(new URL(source, root)).mtimeMs > builtAt) return null
    return new URL("main.mjs", dist)
  } catch {
    // No bundle, an unreadable manifest, or a source that is gone: the sources.
    return null
  }
}
