/**
 * Bundles shop-cli for a fast start (`npm run build:cli`; `npm install` runs it as `prepare`).
 *
 * From source, Node resolves, reads, strips the types of and compiles some 290 modules on each
 * start: about 0.7 s on the first run after an install, when its compile cache is empty. The
 * bundle is the CLI, the core, the adapters, effect and commander in a few chunks of plain
 * JavaScript, loaded on demand per command as the source is; the other packages stay in
 * node_modules (pdfmake finds its fonts there). The worker threads (PDF, database) run from
 * their source files, as from source.
 *
 * `manifest.json` lists the sources the bundle was made from. The launcher (bin/shop-cli.mjs)
 * runs the bundle only while none of them (nor package-lock.json) is newer, else the sources.
 *
 *   node cli/build.ts [--out <dir>]   (default cli/dist; a folder inside the repository)
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "rolldown"
import { workerThreads } from "../adapters/src/workerThreads.ts"

const root = fileURLToPath(new URL("../", import.meta.url))
/** Bundled: the workspaces' sources and the two packages every command loads. */
const bundled = /^(?:effect|commander)(?:\/|$)|^@shop\//

export interface CliBundle {
  readonly outDir: string
  /** The sources it was made from, relative to the repository. */
  readonly sources: ReadonlyArray<string>
}

export const buildCli = async (outDir: string = join(root, "cli/dist")): Promise<CliBundle> => {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const { output } = await build({
    input: { main: join(root, "cli/src/main.ts") },
    platform: "node",
    external: (id) => id.startsWith("node:") || (/^[\w@]/.test(id) && !bundled.test(id)),
    plugins: [
      {
        // A thread is started by URL, relative to its starting module's own; from a chunk in outDir it is named from there.
        name: "shop:cli-threads",
        transform: (code, id) => {
          const thread = workerThreads.find((t) => id.endsWith(t.startedBy))
          if (thread === undefined) return null
          const marker = `undefined // ${thread.marker}`
          if (!code.includes(marker)) throw new Error(`${thread.startedBy}: the thread's marker line is gone`)
          return code.replace(marker, `new URL(${JSON.stringify(relative(outDir, join(root, thread.entry)))}, import.meta.url).href`)
        },
      },
    ],
    output: { dir: outDir, format: "esm", entryFileNames: "[name].mjs", chunkFileNames: "[name]-[hash].mjs" },
    // A dynamic import of a module another chunk imports statically stays where it is: not worth a warning each build.
    checks: { ineffectiveDynamicImport: false },
  })
  const sources = [
    ...new Set(
      output.flatMap((chunk) => (chunk.type === "chunk" ? chunk.moduleIds : [])).filter((id) => id.startsWith(root) && !id.includes("/node_modules/")),
    ),
  ].map((id) => relative(root, id))
  sources.push("package-lock.json", "cli/build.ts", "adapters/src/workerThreads.ts")
  writeFileSync(join(outDir, "manifest.json"), `${JSON.stringify({ builtAt: Date.now(), sources: sources.sort() }, null, 1)}\n`)
  return { outDir, sources }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--out")
  const outDir = at < 0 ? undefined : resolve(process.argv[at + 1] ?? "")
  try {
    const started = performance.now()
    const bundle = await buildCli(outDir)
    console.log(`shop-cli bundled from ${bundle.sources.length} sources into ${relative(root, bundle.outDir) || "."} in ${(performance.now() - started).toFixed(0)} ms`)
  } catch (error) {
    // The launcher runs the sources without a bundle: an install must not fail for want of one.
    console.warn(`shop-cli: no bundle made (it runs from source): ${error instanceof Error ? error.message : String(error)}`)
    rmSync(outDir ?? join(root, "cli/dist"), { recursive: true, force: true })
  }
}
