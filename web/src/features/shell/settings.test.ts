/**
 * The settings story from data/content through the content-files adapter (field-level
 * translations resolved) and into the shell: navigation, footer, newsletter, social links.
 */
import { Effect } from "effect"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { Content } from "@shop/core"
import * as ContentFiles from "@shop/adapters/content-files/ContentFiles"
import { toContactDetails, toShellSettings } from "./settings.ts"

const dir = fileURLToPath(new URL("../../../../data/content", import.meta.url))
const settings = (lang: "de" | "en", folder = dir) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const content = yield* Content
      return yield* content.settings(lang)
    }).pipe(Effect.provide(ContentFiles.layer(folder))),
  )

describe("content files: settings", () => {
  it("resolves field-level translations", async () => {
    const de = await settings("de")
    const en = await settings("en")
    expect(de?.full_slug).toBe("_settings")
    expect(de?.content["newsletterSignUpLabel"]).toBe("Jetzt anmelden")
    expect(en?.content["newsletterSignUpLabel"]).toBe("Sign up now")
    expect(JSON.stringify(en?.content)).not.toContain("__i18n__")
  })

  it("answers null for a missing settings story", async () => {
    await expect(settings("de", fileURLToPath(new URL("../../../../tests/web/no-such-folder", import.meta.url)))).resolves.toBeNull()
  })

  it("translateFields falls back to the default value when a translation is empty", () => {
    expect(ContentFiles.translateFields({ a: "de", a__i18n__en: "", b: [{ c: "x", c__i18n__en: "y" }] }, "en")).toEqual({ a: "de", b: [{ c: "y" }] })
  })
})

describe("shell settings", () => {
  it("builds navigation with a flyout, footer columns, newsletter and only the social links with a URL", async () => {
    const en = await settings("en")
    const shell = toShellSettings(en?.content ?? null, "en", 2026)
    const flyout = shell.navigation.find((item) => item.kind === "flyout")
    expect(flyout?.label).toBe("Products")
    expect(flyout?.kind === "flyout" && flyout.items.some((i) => i.link.href === "/en/product-catalog/?family=meter-cabinet")).toBe(true)
    expect(shell.navigation.flatMap((item) => (item.kind === "link" && item.label === "Contact" ? [item.link.href] : []))).toEqual(["/en/contact/"])
    expect(shell.footerColumns.flatMap((c) => c.links).find((l) => l.link.href.startsWith("mailto:"))).toBeDefined()
    expect([3, 4]).toContain(shell.footerColumns.length)
    expect(shell.footerColumns.flatMap((c) => c.links).find((l) => l.label === "Imprint")?.link.href).toBe("/en/imprint/")
    expect(shell.newsletter?.link).toEqual({ href: "https://newsletter.example-enclosures.at/sign-up", external: true, newTab: true })
    expect(shell.social.map((s) => s.network)).toEqual(["facebook", "youtube", "linkedin"])
    expect(shell.copyright).toBe("© 2026 Muster Gehäusetechnik GmbH. All rights reserved.")
    expect(shell).not.toHaveProperty("contactDetails")
  })

  it("gives the contact details only to the contact page", async () => {
    const de = await settings("de")
    const details = toContactDetails(de?.content ?? null, "de")
    expect(details.flat().some((segment) => segment.kind === "text" && segment.link?.href === "tel:+437242123450")).toBe(true)
    expect(toContactDetails(null, "de")).toEqual([])
  })

  it("decodes the contact details once per settings story and language", async () => {
    const content = (await settings("de"))?.content ?? null
    const details = toContactDetails(content, "de")
    expect(toContactDetails(content, "de")).toBe(details)
    expect(toContactDetails(content, "en")).not.toBe(details)
    // A changed story is a new object (the content adapters replace it): decoded afresh.
    expect(toContactDetails(content === null ? null : { ...content }, "de")).not.toBe(details)
  })

  it("gives an empty shell without settings", () => {
    expect(toShellSettings(null, "de", 2026)).toEqual({ brandName: null, navigation: [], footerColumns: [], newsletter: null, social: [], copyright: "" })
  })
})
