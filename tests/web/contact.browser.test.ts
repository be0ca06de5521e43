/**
 * The contact form in Chromium against the production server: sent with JavaScript (success
 * notification, form cleared, an .eml in the outbox with the subject and Reply-To), invalid input
 * (field errors in the page's language, nothing sent), the honeypot (looks sent, nothing sent) and
 * the form without JavaScript (a real POST to /api/contact, back with a status box). The navigation's
 * "Kontakt" item leads to the page.
 */
import { AxeBuilder } from "@axe-core/playwright"
import type { Page } from "playwright-core"
import { expect } from "vitest"
import { browserTest, describeBrowser } from "./browser.ts"
import { contactMail, header, token } from "./outbox.ts"

/** A text field by its accessible name (the required mark `*` is hidden from it). */
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true })

/** Waits until React has taken over the form (it then validates with the core's rules, not the browser's). */
const interactive = (page: Page) =>
  page.waitForFunction(() => (document.querySelector('[data-testid="contact-form"]') as HTMLFormElement | null)?.noValidate === true)

const fillGerman = async (page: Page, subject: string) => {
  await field(page, "Firma (optional)").fill("Elektro Huber GmbH")
  await field(page, "Vorname").fill("Anna")
  await field(page, "Nachname").fill("Huber")
  await field(page, "E-Mail").fill("anna.huber@elektro-huber.example")
  await field(page, "Betreff").fill(subject)
  await field(page, "Nachricht").fill("Grüß Gott,\nbitte um ein Angebot für 3 Zählerschränke.")
  await page.getByRole("checkbox", { name: /Datenschutzerklärung/ }).check()
}

describeBrowser("contact form", () => {
  browserTest("is reached from the navigation's Kontakt item", async ({ page }) => {
    await page.goto("/de/")
    await page.locator("header").getByRole("link", { name: "Kontakt", exact: true }).first().click()
    await page.waitForURL((url) => url.pathname === "/de/contact/")
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Kontakt")
    await expect(page.title()).resolves.toContain("Kontakt")
  })

  browserTest("sends with JavaScript: success notification, cleared form, an .eml with subject and Reply-To", async ({ page }) => {
    await page.goto("/de/contact/")
    await interactive(page)
    const subject = `Angebot Zaehlerschrank ${token()}`
    await fillGerman(page, subject)
    await page.getByTestId("contact-submit").click()

    const success = page.getByTestId("notification-success")
    // The first contact after the server's start waits for the embedded database to open (its rate
    // limit lives there): seconds, and more on a loaded machine.
    await success.waitFor({ timeout: 60_000 })
    await expect(success.textContent()).resolves.toContain("Nachricht gesendet")
    for (const label of ["Firma (optional)", "Vorname", "Nachname", "E-Mail", "Betreff", "Nachricht"]) {
      await expect(field(page, label).inputValue(), label).resolves.toBe("")
    }
    await expect(page.getByRole("checkbox", { name: /Datenschutzerklärung/ }).isChecked()).resolves.toBe(false)

    const mail = await contactMail(subject)
    expect(mail).toBeDefined()
    expect(header(mail!, "Subject")).toBe(`Kontaktformular: ${subject}`)
    expect(header(mail!, "Reply-To")).toBe("anna.huber@elektro-huber.example")
    expect(header(mail!, "To")).toBe("vertrieb@example-enclosures.at")
    expect(mail).toContain("Firma / company: Elektro Huber GmbH")
  })

  browserTest("shows each error next to its field in the page's language and sends nothing", async ({ page }) => {
    await page.goto("/de/contact/")
    await interactive(page)
    // Other test files send mails meanwhile: this one's subject is told apart by a token.
    const mark = token()
    await field(page, "Nachname").fill("Huber")
    await field(page, "E-Mail").fill("anna@")
    await field(page, "Betreff").fill(`${mark}${"x".repeat(199 - mark.length)}`)
    await field(page, "Nachricht").fill("Hallo")
    await page.getByTestId("contact-submit").click()

    await page.getByTestId("error-email").waitFor({ timeout: 10_000 })
    await expect(page.getByTestId("error-firstname").textContent()).resolves.toBe("Bitte füllen Sie dieses Feld aus.")
    await expect(page.getByTestId("error-email").textContent()).resolves.toBe("Ungültige E-Mail-Adresse")
    await expect(page.getByTestId("error-privacyAccepted").textContent()).resolves.toBe("Bitte stimmen Sie der Datenschutzerklärung zu.")
    await expect(page.getByTestId("error-lastname").count()).resolves.toBe(0)
    await expect(page.getByTestId("error-subject").count()).resolves.toBe(0)
    const email = field(page, "E-Mail")
    await expect(email.getAttribute("aria-invalid")).resolves.toBe("true")
    await expect(email.getAttribute("aria-describedby")).resolves.toBe("contact-email-error")
    // The first field in error has the focus; the entered values stay.
    await expect(page.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe("firstname")
    await expect(field(page, "Nachname").inputValue()).resolves.toBe("Huber")
    await expect(page.getByTestId("contact-error-summary").textContent()).resolves.toBe("3 Felder sind nicht richtig ausgefüllt.")
    expect(await contactMail(mark)).toBeUndefined()

    // Editing a field takes its error away.
    await email.fill("anna@example.at")
    await expect.poll(() => page.getByTestId("error-email").count()).toBe(0)

    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
  })

  browserTest("shows the errors in English on the English page", async ({ open }) => {
    const { page } = await open({ locale: "en-GB" })
    await page.goto("/en/contact/")
    await interactive(page)
    await field(page, "E-mail").fill("not-an-address")
    await page.getByTestId("contact-submit").click()
    await page.getByTestId("error-email").waitFor({ timeout: 10_000 })
    await expect(page.getByTestId("error-email").textContent()).resolves.toBe("Invalid e-mail")
    await expect(page.getByTestId("error-message").textContent()).resolves.toBe("Please fill in this field.")
    await expect(page.getByTestId("error-privacyAccepted").textContent()).resolves.toBe("Please accept the privacy policy.")
    await expect(page.getByRole("link", { name: /privacy policy/ }).getAttribute("href")).resolves.toBe("/en/privacy/")
  })

  browserTest("drops a message whose honeypot is filled, answering like a success", async ({ page }) => {
    await page.goto("/de/contact/")
    await interactive(page)
    const honeypot = page.locator('input[name="extra_info"]')
    await expect(honeypot.getAttribute("tabindex")).resolves.toBe("-1")
    await expect(honeypot.getAttribute("autocomplete")).resolves.toBe("off")
    // Visually hidden (a 1 px clipped box) and hidden from assistive technology.
    const wrapper = page.locator('[aria-hidden="true"]:has(input[name="extra_info"])')
    await expect(wrapper.count()).resolves.toBe(1)
    await expect(wrapper.boundingBox().then((box) => (box?.width ?? 0) <= 1 && (box?.height ?? 0) <= 1)).resolves.toBe(true)
    await expect(page.getByRole("textbox", { name: "Dieses Feld bitte leer lassen" }).count()).resolves.toBe(0)
    const subject = `Bot ${token()}`
    await fillGerman(page, subject)
    await honeypot.fill("https://spam.example", { force: true })
    await page.getByTestId("contact-submit").click()
    await page.getByTestId("notification-success").waitFor({ timeout: 10_000 })
    await expect(contactMail(subject)).resolves.toBeUndefined()
  })

  browserTest("sends without JavaScript through the plain form and comes back with a status", async ({ open }) => {
    const { page } = await open({ javaScriptEnabled: false })
    await page.goto("/de/contact/")
    const subject = `Ohne JavaScript ${token()}`
    await fillGerman(page, subject)
    await page.getByTestId("contact-submit").click()
    await page.waitForURL((url) => url.pathname === "/de/contact/" && url.searchParams.get("status") === "sent")
    await expect(page.getByTestId("contact-status-sent").textContent()).resolves.toContain("Nachricht gesendet")
    const mail = await contactMail(subject)
    expect(header(mail ?? "", "Reply-To")).toBe("anna.huber@elektro-huber.example")
  })

  browserTest("without JavaScript, an address the server would refuse is refused before the form leaves, and nothing typed is lost", async ({ open }) => {
    const { page } = await open({ javaScriptEnabled: false })
    await page.goto("/de/contact/")
    await fillGerman(page, `Ohne Punkt ${token()}`)
    await field(page, "E-Mail").fill("anna@firma")
    await page.getByTestId("contact-submit").click()
    // The browser's own check stops the post: still the empty contact page, the text still there.
    await expect(field(page, "E-Mail").evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).resolves.toBe(true)
    expect(new URL(page.url()).search).toBe("")
    await expect(field(page, "Nachricht").inputValue()).resolves.toContain("3 Zählerschränke")
  })

  browserTest("shows the server's field errors after a plain form POST", async ({ open }) => {
    const { page } = await open({ javaScriptEnabled: false })
    await page.goto("/de/contact/?status=invalid&errors=email:invalidEmail,privacyAccepted:privacyNotAccepted,bogus:x")
    await expect(page.getByTestId("contact-status-invalid").isVisible()).resolves.toBe(true)
    await expect(page.getByTestId("error-email").textContent()).resolves.toBe("Ungültige E-Mail-Adresse")
    await expect(page.getByTestId("error-privacyAccepted").count()).resolves.toBe(1)
  })
})
