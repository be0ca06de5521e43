/**
 * The header's cart badge and login state in the server-rendered page (issue 28): a visitor with a
 * full cart hears its count, not "empty", and a logged-in customer sees their menu, not the login
 * link, before any script runs. Such a page is rendered for its visitor and never shared.
 */
import { describe, expect, it } from "vitest"
import { type CartItem, cartCookieValue, emptyGuestCart } from "@shop/core"
import { Jar, send, signUpAndConfirm, uniqueEmail } from "./accounts.ts"

/** A cookie line as the shop writes it; the ids are not checked here, as the server must not trust them. */
const line = (id: string, productId: string, amount: number) => ({ id, productId, amount, accessories: [] }) as unknown as CartItem
const cartOf = (...items: ReadonlyArray<CartItem>): string => `cart=${cartCookieValue({ ...emptyGuestCart, items })}`

/** The badge's number and its spoken text in the HTML the server sent. */
const badgeOf = (html: string) => ({
  shown: /data-testid="cart-count"[^>]*>(\d+)</.exec(html)?.[1],
  spoken: /data-testid="cart-count"[^>]*>\d+<\/span><span[^>]*>([^<]*)</.exec(html)?.[1],
})

let unique = 0
const fresh = (path: string) => `${path}?header-test=${Date.now()}-${++unique}`

describe("the header as the server renders it", () => {
  it("counts a guest's cart lines in the badge and its spoken text, and keeps the page to that visitor", async () => {
    const path = fresh("/de/product-catalog/")
    const cookie = cartOf(line("a1", "WS-0612-40", 2), line("b2", "WS-0408-30", 1))
    const full = await send("GET", path, { headers: { cookie } })
    expect(full.status).toBe(200)
    expect(badgeOf(full.body)).toEqual({ shown: "2", spoken: "Warenkorb, 2 Artikel" })
    expect(full.headers["cache-control"]).toBe("private, no-store")
    // Nothing read from the cookie is written back by a page render: repairs stay with the cart's own load.
    expect(full.setCookies.filter((c) => c.startsWith("cart="))).toEqual([])

    // The same URL for everybody else: still empty, whether rendered or served from the page cache.
    for (let i = 0; i < 3; i++) expect(badgeOf((await send("GET", path)).body)).toEqual({ shown: "0", spoken: "Warenkorb, leer" })
  })

  it("counts only lines the catalogue still has, in the page's language", async () => {
    const cookie = cartOf(line("a1", "WS-0612-40", 1), line("b2", "NO-SUCH-PRODUCT", 1), line("c3", "WS-0807-21", 4))
    expect(badgeOf((await send("GET", fresh("/en/"), { headers: { cookie } })).body)).toEqual({ shown: "2", spoken: "Cart, 2 items" })
  })

  it("shows a logged-in customer's menu instead of the login link", async () => {
    const jar = new Jar()
    await signUpAndConfirm(uniqueEmail("header"), "127.0.31.1", jar)
    const page = await send("GET", fresh("/de/contact/"), { jar, from: "127.0.31.1" })
    expect(page.status).toBe(200)
    // The menu's trigger, or in its place until its code loads a link to the profile: both name the user.
    expect(page.body).toMatch(/data-testid="user-menu(?:-link)?"><span[^>]*>AH<\/span><span[^>]*>Benutzermenü von Anna Huber</)
    expect(page.body).not.toContain('data-testid="login-link"')
    expect(page.headers["cache-control"]).toBe("private, no-store")

    const guest = await send("GET", fresh("/de/contact/"))
    expect(guest.body).toContain('data-testid="login-link"')
    expect(guest.body).not.toContain('data-testid="user-menu"')
  })
})
