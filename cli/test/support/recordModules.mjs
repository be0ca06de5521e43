// Preloaded with `node --import`: writes the URL of every module the run loads to the file in
// SHOP_CLI_MODULES_FILE when the process exits (startup.test.ts reads it).
import { writeFileSync } from "node:fs"
import { registerHooks } from "node:module"

const loaded = []
registerHooks({
  load(url, context, nextLoad) {
    loaded.push(url)
    return nextLoad(url, context)
  },
})
process.on("exit", () => writeFileSync(process.env.SHOP_CLI_MODULES_FILE, `${loaded.join("\n")}\n`))
