/** Registration of `shop-cli demo`; its code (demo.ts) loads when the command runs. */
import type { Command } from "commander"
import { type SharedOptions, examples } from "./shared.ts"

const descriptions = {
  de: "Den Demo-Katalog zeigen und einen Beispiel-Warenkorb mit Preisen ausgeben.",
  en: "Show the demo catalogue and export an example cart.",
} as const

export const registerDemo = (program: Command, shared: SharedOptions) =>
  program
    .command("demo")
    .description(descriptions[shared.lang])
    .addOption(shared.languageOption())
    .addOption(shared.catalogueOption())
    .addHelpText("after", examples(shared.texts, ["shop-cli demo", "shop-cli demo --lang de --catalogue ./data/catalogue"]))
    .action(async (options: { lang: string; catalogue?: string }) => {
      const { demoAction } = await import("./demo.ts")
      await demoAction(options, shared.lang)
    })
