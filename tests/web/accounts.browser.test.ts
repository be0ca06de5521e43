/**
 * A company's whole account life in Chromium against the production server, as the issue lists it:
 * sign up → open the confirmation link from the mail → logged in with the guest cart merged →
 * configure and add → reload → edit my info → wrong current password refused → change password →
 * language switch kept in the profile → logout → reset through the mailed link → login with the new
 * password (in the account's language) → delete the account → login refused. axe checks every
 * account page on the way, and the user menu is used with the keyboard. A stored cart at its line
 * limit refuses another line with its own message.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { AxeBuilder } from "@axe-core/playwright"
import type { Page } from "playwright-core"
import { expect } from "vitest"
import { type CartItem, type GuestCart, MAX_CART_LINES, cartCookieValue, fitsInCookie, percent } from "@shop/core"
import { Jar, PASSWORD, mailedLink, postForm, signUpAndConfirm, uniqueEmail } from "./accounts.ts"
import { browserTest, describeBrowser, hydrated, waitForPath } from "./browser.ts"
import { baseUrl } from "./env.ts"

const PRODUCT = "ws-0612-40"
const OTHER = "ws-0608-35"

const visit = async (page: Page, path: string) => {
  await page.goto(path)
  await hydrated(page)
}
const badge = (page: Page) => page.getByTestId("cart-count").innerText()
/** Answers that hash a password (bcrypt) take their time on a busy machine. */
const SLOW = { timeout: 30_000 }
const addProduct = async (page: Page, slug: string, expectedBadge: string) => {
  await visit(page, `/de/product-catalog/${slug}/customize/`)
  await page.getByTestId("configurator-add").click()
  await expect.poll(() => badge(page), { timeout: 10_000 }).toBe(expectedBadge)
}
const axe = async (page: Page, where: string) => {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
}
const link = async (email: string, type: "signup" | "recovery") => {
  await expect.poll(async () => (await mailedLink(email, type)) !== null).toBe(true)
  return (await mailedLink(email, type))!.path
}

describeBrowser("company account", () => {
  browserTest("from sign-up to deletion", async ({ page }) => {
    const email = uniqueEmail("browser")

    // A guest fills the cart, then signs up.
    await addProduct(page, PRODUCT, "1")
    await visit(page, "/de/login/")
    await axe(page, "login")
    const signup = page.getByTestId("form-signup")
    await page.locator("#signup-email").fill(email)
    await page.locator("#signup-password").fill(PASSWORD)
    await page.locator("#signup-passwordRepeat").fill(PASSWORD)
    await page.locator("#signup-company").fill("Elektro Huber GmbH")
    await page.locator("#signup-vat").fill("ATU12345678")
    await page.locator("#signup-firstname").fill("Anna")
    await page.locator("#signup-lastname").fill("Huber")
    await page.locator("#signup-street").fill("Hauptstraße 1")
    await page.locator("#signup-zip").fill("4020")
    await page.locator("#signup-city").fill("Linz")
    await signup.getByRole("button", { name: "Konto anlegen" }).click()
    await page.getByTestId("signup-check-inbox").waitFor()

    // The confirmation link shows its page; its button logs in and brings the guest cart over.
    await visit(page, await link(email, "signup"))
    await axe(page, "confirm link")
    await page.getByTestId("form-confirm-link").getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click()
    await waitForPath(page, /^\/de\/user\/profile\/$/)
    await hydrated(page)
    await expect.poll(() => page.getByTestId("notification-success").first().innerText()).toContain("1 Position")
    await expect.poll(() => badge(page)).toBe("1")
    // The header shows the visitor's initials; the menu's accessible name and its label say who it is.
    await expect(page.getByTestId("user-menu").locator('[aria-hidden="true"]').innerText()).resolves.toBe("AH")
    await expect(page.getByRole("button", { name: "Benutzermenü von Anna Huber" }).count()).resolves.toBe(1)
    await axe(page, "profile")

    // The stored cart: another product, still there after a reload; no login button in the cart.
    await addProduct(page, OTHER, "2")
    await page.reload()
    await hydrated(page)
    await expect.poll(() => badge(page)).toBe("2")
    await page.getByTestId("cart-button").click()
    await page.getByTestId("cart-panel").waitFor()
    await expect(page.getByTestId("cart-login").count()).resolves.toBe(0)
    await expect(page.getByTestId("cart-send-request").count()).resolves.toBe(1)
    await page.keyboard.press("Escape")

    // My info: edit, then a wrong current password is refused, the right one changes it.
    await visit(page, "/de/user/profile/my-info/")
    await axe(page, "my info")
    const profile = page.getByTestId("form-profile")
    await page.locator("#profile-city").fill("Wels")
    await profile.getByRole("button", { name: "Speichern" }).click()
    // The save answers with a full page load of my info, which shows the notice.
    await expect.poll(() => page.getByTestId("notification-success").first().innerText(), SLOW).toContain("Daten gespeichert")
    await hydrated(page)
    await expect(page.locator("#profile-city").inputValue()).resolves.toBe("Wels")
    const password = page.getByTestId("form-password")
    await page.locator("#password-currentPassword").fill("Falsch-2026-xyz")
    await page.locator("#password-newPassword").fill("Neues-Passwort-77")
    await page.locator("#password-newPasswordRepeat").fill("Neues-Passwort-77")
    await password.getByRole("button", { name: "Passwort ändern" }).click()
    await expect.poll(() => page.getByTestId("error-currentPassword").first().innerText(), SLOW).toBe("Falsches Passwort")
    await page.locator("#password-currentPassword").fill(PASSWORD)
    await password.getByRole("button", { name: "Passwort ändern" }).click()
    await expect.poll(() => page.getByTestId("notification-success").first().innerText(), SLOW).toContain("Passwort geändert")

    // The language switch is kept in the profile: the next login goes to English pages.
    await page.getByTestId("language-switch").first().click()
    await page.waitForURL(/\/en\/user\/profile\/my-info\/$/)
    await hydrated(page)
    // A client-side navigation: wait for the English page, not only the new address (the menu is re-rendered in English).
    await expect.poll(() => page.locator("html").getAttribute("lang"), SLOW).toMatch(/^en/)
    await page.getByRole("heading", { name: "My info" }).first().waitFor()

    // The user menu with the keyboard: Enter opens it, arrows move, Enter on "Log out" logs out.
    await page.getByTestId("user-menu").focus()
    await page.keyboard.press("Enter")
    await page.getByRole("menuitem", { name: "Log out" }).waitFor()
    await expect(page.getByRole("menu").innerText()).resolves.toContain("Anna Huber")
    await axe(page, "user menu open")
    await page.getByRole("menuitem", { name: "Log out" }).focus()
    await page.keyboard.press("Enter")
    await waitForPath(page, /^\/en\/$/)
    await hydrated(page)
    await page.getByTestId("login-link").first().waitFor()

    // Forgotten password: the mailed link leads to the new-password form.
    await visit(page, "/de/reset-password/")
    await axe(page, "reset")
    await page.locator("#reset-request-email").fill(email)
    await page.getByRole("button", { name: "Link senden" }).click()
    await page.getByTestId("reset-mail-sent").waitFor()
    await visit(page, await link(email, "recovery"))
    await page.getByTestId("form-confirm-link").getByRole("button", { name: "Neues Passwort wählen" }).click()
    await waitForPath(page, /^\/de\/reset-password\/$/)
    await hydrated(page)
    const reset = page.getByTestId("form-reset")
    await page.locator("#reset-password").fill("Vergessen-2026!")
    await page.locator("#reset-passwordRepeat").fill("Vergessen-2026!")
    await reset.getByRole("button", { name: "Passwort speichern" }).click()
    await page.waitForURL(/\/user\/profile\//)
    // Hydration replaces the server-rendered notice by a notification, which moves the button up.
    await hydrated(page)
    await page.getByTestId("logout").click()
    await waitForPath(page, /^\/(de|en)\/$/)

    // Login with the new password goes to the account's language.
    await visit(page, "/de/login/")
    const login = page.getByTestId("form-login")
    await page.locator("#login-email").fill(email)
    await page.locator("#login-password").fill("Vergessen-2026!")
    await login.getByRole("button", { name: "Anmelden" }).click()
    await page.waitForURL(/\/en\/user\/profile\//)
    await hydrated(page)
    await expect.poll(() => badge(page)).toBe("2")

    // Delete the account: afterwards the login is refused.
    await visit(page, "/en/user/profile/my-info/")
    const remove = page.getByTestId("form-delete")
    await page.locator("#delete-currentPassword").fill("Vergessen-2026!")
    await page.locator("#delete-confirm").check()
    await remove.getByRole("button", { name: "Delete account" }).click()
    await waitForPath(page, /^\/(de|en)\/$/)
    await visit(page, "/de/login/")
    await page.locator("#login-email").fill(email)
    await page.locator("#login-password").fill("Vergessen-2026!")
    await page.getByTestId("form-login").getByRole("button", { name: "Anmelden" }).click()
    await expect.poll(() => page.getByTestId("form-error-login").innerText(), SLOW).toBe("E-Mail-Adresse oder Passwort ist nicht korrekt")
    // One long story on a loaded machine: its own time limit.
  }, 180_000)

  browserTest("the profile area sends a visitor without a session to the login; on a phone the pages are axe-clean", async ({ open }) => {
    const { page } = await open({ viewport: { width: 390, height: 844 } })
    await visit(page, "/de/user/profile/inquiries/")
    expect(new URL(page.url()).pathname).toBe("/de/login/")
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/de/user/profile/inquiries/")
    await axe(page, "login at 390 px")
    await visit(page, "/en/reset-password/")
    await axe(page, "reset at 390 px")
  })

  browserTest("a stored cart at its line limit refuses another line with its own message", async ({ open }) => {
    const from = "127.0.4.8"
    const jar = new Jar()
    const email = uniqueEmail("full")
    await signUpAndConfirm(email, from, jar, { language: "en" })
    // 200 distinct lines without the demo product itself: every other product, then the demo
    // product with one of its accessories each. Guest carts merged at login fill the stored cart.
    const index = JSON.parse(readFileSync(join(import.meta.dirname, "../../data/catalogue/index.json"), "utf8")) as { products: ReadonlyArray<ReadonlyArray<unknown>> }
    const products = JSON.parse(readFileSync(join(import.meta.dirname, "../../data/catalogue/data/produkte-001.json"), "utf8")) as {
      items: Record<string, { readonly key: string; readonly accessories: ReadonlyArray<string> }>
    }
    const demo = Object.values(products.items).find((p) => p.key.toLowerCase() === PRODUCT)!
    const others = index.products.map((row) => String(row[4])).filter((key) => key !== demo.key)
    const lines: Array<CartItem> = [
      ...others.map((key) => ({ productId: key, accessories: [] })),
      ...demo.accessories.map((id) => ({ productId: demo.key, accessories: [{ id, amount: 1 }] })),
    ]
      .slice(0, MAX_CART_LINES)
      .map((line, n) => ({ ...line, id: String(1_795_600_000_000 + n), amount: 1 }) as unknown as CartItem)
    expect(lines).toHaveLength(MAX_CART_LINES)
    const empty: GuestCart = { items: [], discount: percent(0), projectId: "" }
    let cart = empty
    const logIn = async () => {
      jar.cookies.set("cart", cartCookieValue(cart))
      const answer = await postForm("login", { lang: "en", email, password: PASSWORD }, { from, jar })
      expect(answer.status).toBe(303)
      expect(jar.cookies.has("cart")).toBe(false)
      cart = empty
    }
    for (const line of lines) {
      if (!fitsInCookie({ ...cart, items: [...cart.items, line] })) await logIn()
      cart = { ...cart, items: [...cart.items, line] }
    }
    await logIn()

    const { context, page } = await open()
    await context.addCookies([...jar.cookies].map(([name, value]) => ({ name, value, url: baseUrl() })))
    await visit(page, `/en/product-catalog/${PRODUCT}/customize/`)
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe(String(MAX_CART_LINES))
    await page.getByTestId("configurator-add").click()
    const notice = page.getByTestId("notification-error")
    await expect.poll(() => notice.innerText(), { timeout: 10_000 }).toContain("Cart full")
    expect(await notice.innerText()).toContain("Your cart has reached its maximum number of lines. Send it as a request, or remove lines to add more.")
    expect(await badge(page)).toBe(String(MAX_CART_LINES))
    await page.getByTestId("cart-button").click()
    await page.getByTestId("cart-panel").waitFor()
    await expect.poll(() => page.getByTestId("cart-amount").count()).toBe(MAX_CART_LINES)
  })
})
