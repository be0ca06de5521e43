/** Every hand-over refusal has its error text in both languages (the catalogues' completeness: platform/i18n/messages.test.ts). */
import { expect, it } from "vitest"
import { handoverRefusals } from "@shop/core/handover/errors"
import de from "../../platform/i18n/de.json"
import en from "../../platform/i18n/en.json"

it("every hand-over refusal has its error text in de and en", () => {
  for (const key of handoverRefusals) {
    expect((de as Record<string, string>)[`error.${key}`], key).toBeTruthy()
    expect((en as Record<string, string>)[`error.${key}`], key).toBeTruthy()
  }
})
