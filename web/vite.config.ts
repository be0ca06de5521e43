import { tanstackStart } from "@tanstack/react-start/plugin/vite"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import viteReact from "@vitejs/plugin-react"
import { randomBytes } from "node:crypto"
import { dirname, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { nitro } from "nitro/vite"
import { type Plugin, defineConfig } from "vite"
import { parse } from "@formatjs/icu-messageformat-parser"
import { workerThreads } from "../adapters/src/workerThreads.ts"

/**
 * Deployment check (spec §4): one id per build, `BUILD_ID` when the deployment sets one (a commit
 * hash, say), else the build's UTC time and a random suffix. It is compiled into client and
 * server as `import.meta.env.SHOP_BUILD_ID` and written to `builds/latest.json` in the client
 * output; the running page polls that file and offers a reload when the id differs from its own.
 */
const builtAt = new Date().toISOString()
const buildId = /^[\w.-]{1,100}$/.test(process.env["BUILD_ID"] ?? "")
  ? process.env["BUILD_ID"]!
  : `${builtAt.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z")}-${randomBytes(3).toString("hex")}`
const manifest = `${JSON.stringify({ id: buildId, builtAt })}\n`

const buildManifest = (): Plugin => ({
  name: "shop:build-manifest",
  // Only the client output (nitro serves it as a public file); the server bundles get the define only.
  generateBundle() {
    if (this.environment.name !== "client") return
    this.emitFile({ type: "asset", fileName: "builds/latest.json", source: manifest })
  },
  // The dev server answers it too, so the check runs the same in development.
  configureServer(server) {
    server.middlewares.use("/builds/latest.json", (_request, response) => {
      response.setHeader("Content-Type", "application/json")
      response.setHeader("Cache-Control", "no-store")
      response.end(manifest)
    })
  },
})

/**
 * The message catalogues (`i18n/de.json`, `en.json`, a feature's `messages.de.json`) are parsed
 * into ICU message ASTs at build time, so react-intl formats them without its message parser,
 * which the bundle then leaves out (the alias below): about 12 KB gzip less in every first load.
 */
const MESSAGE_CATALOGUE = /\/web\/src\/.*(?:\/i18n\/(?:de|en)|\/messages\.(?:de|en))\.json$/
const precompiledMessages = (): Plugin => ({
  name: "shop:precompiled-messages",
  enforce: "pre",
  transform(code, id) {
    if (!MESSAGE_CATALOGUE.test(id.split("?")[0] ?? "")) return null
    const messages = JSON.parse(code) as Record<string, string>
    // Still JSON: Vite's own JSON plugin turns it into the module.
    return { code: JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]))), map: null }
  },
})

/**
 * The server's worker threads as entries of their own in the server output, each one's URL written
 * into the module that starts it, so the built server runs without the `.ts` sources. Nitro
 * bundles twice: the `ssr` environment (where the starting module is a module: its marker becomes
 * a placeholder string) and the `nitro` environment (which emits the thread's file and replaces
 * the placeholder by its URL).
 */
const threads = workerThreads.map((thread) => ({
  ...thread,
  source: fileURLToPath(new URL(`../${thread.entry}`, import.meta.url)),
  placeholder: `"__${thread.marker}__"`,
}))
const bundledThreads = (): Plugin => ({
  name: "shop:workers",
  apply: "build",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name !== "client",
  buildStart() {
    if (this.environment.name !== "nitro") return
    for (const thread of threads) this.emitFile({ type: "chunk", id: thread.source, fileName: thread.fileName })
  },
  transform(code, id) {
    const thread = threads.find((t) => id.endsWith(`/${t.startedBy}`))
    if (thread === undefined) return undefined
    const marker = `undefined // ${thread.marker}`
    if (!code.includes(marker)) this.error(`${thread.startedBy} lost its ${thread.marker} marker`)
    return { code: code.replace(marker, thread.placeholder), map: null }
  },
  renderChunk(code, chunk) {
    if (this.environment.name !== "nitro") return undefined
    let out = code
    for (const thread of threads) {
      if (!out.includes(thread.placeholder)) continue
      const url = relative(dirname(chunk.fileName), thread.fileName) || thread.fileName
      out = out.replaceAll(thread.placeholder, `new URL(${JSON.stringify(url.startsWith(".") ? url : `./${url}`)}, import.meta.url).href`)
    }
    return out === code ? undefined : { code: out, map: null }
  },
  generateBundle(_options, bundle) {
    if (this.environment.name !== "nitro") return
    const chunks = Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [file.code] : []))
    for (const thread of threads) {
      if (!chunks.some((code) => code.includes(`${thread.fileName}", import.meta.url`))) this.error(`the server output does not reference ${thread.fileName}`)
    }
  },
})

/**
 * The server refuses to start on a Node older than it is built for, with one line instead of
 * failing later in a datasheet job or a dependency. Prepended to the entry so that it runs before
 * the server listens (its imports are libraries that only define things).
 */
const MIN_NODE_MAJOR = 22
const nodeGuard = (): Plugin => ({
  name: "shop:node-guard",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "nitro",
  renderChunk(code, chunk) {
    if (!chunk.isEntry || chunk.fileName !== "index.mjs") return undefined
    const guard = `if (Number(process.versions.node.split(".")[0]) < ${MIN_NODE_MAJOR}) { console.error(\`The shop server needs Node ${MIN_NODE_MAJOR} or newer (this is Node \${process.versions.node}); run it with the project's pinned Node: npm start\`); process.exit(1) }\n`
    return { code: guard + code, map: null }
  },
})

export default defineConfig({
  resolve: {
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" }],
  },
  server: { port: 3000 },
  define: { "import.meta.env.SHOP_BUILD_ID": JSON.stringify(buildId), "import.meta.env.SHOP_BUILT_AT": JSON.stringify(builtAt) },
  build: {
    rolldownOptions: {
      // radix-ui marks its modules "use client" (a React Server Components hint this app does not use).
      onLog(level, log, handler) {
        if (log.code === "MODULE_LEVEL_DIRECTIVE") return
        handler(level, log)
      },
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "initial", tags: ["$initial"] }],
            },
          },
        },
      },
    },
  },
  plugins: [
    tanstackStart({
      srcDirectory: "src",
      // Server functions (`*.functions.ts`) and styles (`*.css.ts`) sit next to the routes but are not routes.
      router: { routeFileIgnorePattern: "\\.(functions|css)\\.ts$" },
    }),
    viteReact(),
    vanillaExtractPlugin(),
    buildManifest(),
    precompiledMessages(),
    bundledThreads(),
    nodeGuard(),
    // Node server in .output/server/index.mjs (listens on PORT, default 3000). The build manifest
    // must never be cached: a page that sees a stale one would not notice the new deployment.
    // Static JS and CSS are stored gzip/brotli-compressed too, and served so when the browser accepts it.
    nitro({
      preset: "node-server",
      compressPublicAssets: true,
      routeRules: { "/builds/**": { headers: { "cache-control": "no-store" } } },
      // PGlite loads its WebAssembly and data files next to its own module, and piscina (the PDF
      // worker pool) starts its worker from a file next to its own: each kept as a package in
      // .output/server/node_modules instead of bundled, so it finds them; so is resvg (the share
      // images), whose native binary is a package of its own chosen at run time.
      traceDeps: ["@electric-sql/pglite*", "piscina*", "@resvg/resvg-js*"],
    }),
  ],
})
