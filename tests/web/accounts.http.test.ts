/**
 * Company accounts over HTTP with no JavaScript (every account form is a real form post): sign-up,
 * confirmation, login, the guest cart merged at login, my info, password change, reset, logout and
 * deletion, and each protection of the issue: generic wrong credentials, throttling, same-origin
 * posts, the body cap, the session cookie's attributes, personal pages out of every cache.
 * Each test posts from its own loopback address, so the per-address limits count per test.
 */
import { describe, expect, it } from "vitest"
import { CART_COOKIE_NAME, encodeCartCookie, percent, type CartItem } from "@shop/core"
import { baseUrl } from "./env.ts"
import { Jar, PASSWORD, expireSoon, mailedLink, openLink, postForm, send, signUpAndConfirm, signUpFields, uniqueEmail } from "./accounts.ts"

const guestCartCookie = (items: ReadonlyArray<Pick<CartItem, "id" | "productId" | "amount" | "accessories">>) =>
  `${CART_COOKIE_NAME}=${encodeURIComponent(encodeCartCookie({ items: items as ReadonlyArray<CartItem>, discount: percent(0), projectId: "" }))}`

const query = (location: string | null) => new URL(location ?? "/", baseUrl()).searchParams

describe("sign-up and confirmation", () => {
  it("needs a confirmed e-mail: login before the link is refused with emailNotConfirmed, the link logs in once", async () => {
    const from = "127.0.1.1"
    const email = uniqueEmail("confirm")
    const signUp = await postForm("signup", signUpFields(email), { from })
    expect(signUp.status).toBe(303)
    expect(signUp.location).toBe("/de/login/?notice=checkInbox")

    const early = await postForm("login", { lang: "de", email, password: PASSWORD }, { from })
    expect(early.status).toBe(303)
    expect(query(early.location).get("error")).toBe("emailNotConfirmed")

    const link = await mailedLink(email, "signup")
    expect(link?.subject).toBe("Bitte bestätigen Sie Ihre Registrierung")
    // Opening the link, as a company's mail filter does before the recipient, spends nothing: its
    // page asks for a click, uncached and no referrer to other sites (the token is in its URL).
    for (let i = 0; i < 2; i++) {
      const shown = await send("GET", link!.path, { from })
      expect(shown.status).toBe(200)
      expect(shown.body).toContain('data-testid="form-confirm-link"')
      expect(shown.headers["cache-control"]).toBe("private, no-store")
      expect(shown.headers["referrer-policy"]).toBe("same-origin")
      expect(shown.setCookies.some((c) => c.startsWith("session="))).toBe(false)
    }
    const jar = new Jar()
    const opened = await openLink(link!.path, { from, jar })
    expect(opened.status).toBe(303)
    expect(opened.location).toBe("/de/user/profile/?notice=loginSuccess")
    const cookie = opened.setCookies.find((c) => c.startsWith("session="))!
    // Spec §9: 400 days; HttpOnly and SameSite=Lax (Secure with the __Host- prefix over https).
    expect(cookie).toMatch(/Max-Age=34560000/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)

    const again = await openLink(link!.path, { from })
    expect(again.location).toBe("/de/login/?notice=linkInvalid")
    // A link the auth server already refused, or one without a token, goes straight to the notice.
    expect((await send("GET", "/de/login/confirm/?next=signup&error=access_denied&error_code=otp_expired", { from })).location).toBe("/de/login/?notice=linkInvalid")
    expect((await send("GET", "/de/login/confirm/?next=reset", { from })).location).toBe("/de/reset-password/?notice=linkInvalid")
    // Another site cannot post a link for the visitor (it would log them into an account of its choosing).
    const forged = await send("POST", "/de/login/confirm/", {
      from,
      body: "token_hash=x&type=signup",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
    })
    expect(forged.status).toBe(403)
  })

  it("answers emailAlreadyExists for a taken address (spec §8) and field errors by key", async () => {
    const from = "127.0.1.2"
    const email = uniqueEmail("taken")
    await signUpAndConfirm(email, from, new Jar())
    const taken = await postForm("signup", signUpFields(email), { from, json: true })
    expect(JSON.parse(taken.body)).toEqual({ ok: false, errors: {}, formError: "emailAlreadyExists" })
    const bad = await postForm("signup", signUpFields(uniqueEmail("bad"), { passwordRepeat: "something-else", vat: "DE123", password: "password" }), { from, json: true })
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.body).errors).toMatchObject({ vat: "invalidVat" })
  })

  it("refuses the 10,000 most common passwords and passwords over 72 bytes, saying which", async () => {
    const from = "127.0.1.3"
    const common = await postForm("signup", signUpFields(uniqueEmail("common"), { password: "password1", passwordRepeat: "password1" }), { from, json: true })
    expect(JSON.parse(common.body).errors).toEqual({ password: "passwordTooCommon" })
    const long = "ü".repeat(37)
    const tooLong = await postForm("signup", signUpFields(uniqueEmail("long"), { password: long, passwordRepeat: long }), { from, json: true })
    expect(JSON.parse(tooLong.body).errors).toEqual({ password: "passwordTooLong" })
  })
})

describe("login", () => {
  it("answers wrongCredentials alike for an unknown e-mail and a wrong password", async () => {
    const from = "127.0.2.1"
    const email = uniqueEmail("generic")
    await signUpAndConfirm(email, from, new Jar())
    const wrongPassword = await postForm("login", { lang: "de", email, password: "Falsch-2026-xyz" }, { from, json: true })
    const unknown = await postForm("login", { lang: "de", email: uniqueEmail("nobody"), password: "Falsch-2026-xyz" }, { from, json: true })
    expect(wrongPassword.status).toBe(400)
    expect(unknown.status).toBe(400)
    expect(wrongPassword.body).toBe(unknown.body)
    expect(JSON.parse(unknown.body).formError).toBe("wrongCredentials")
  })

  it("holds an address after 5 failures at one account (429 with Retry-After, even the right password), never the owner at another address", async () => {
    const email = uniqueEmail("throttle")
    await signUpAndConfirm(email, "127.0.12.1", new Jar())
    const attacker = "127.0.12.2"
    for (let i = 0; i < 5; i++) expect((await postForm("login", { lang: "de", email, password: `Falsch-${i}-2026` }, { from: attacker, json: true })).status).toBe(400)
    const refused = await postForm("login", { lang: "de", email, password: PASSWORD }, { from: attacker, json: true })
    expect(refused.status).toBe(429)
    expect(JSON.parse(refused.body).formError).toBe("tooManyAttempts")
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
    // The owner, in a browser that never logged in here, from their own address: the attacker's guesses do not hold them.
    const owner = await postForm("login", { lang: "de", email, password: PASSWORD }, { from: "127.0.12.3", json: true })
    expect(owner.status).toBe(200)
    expect(JSON.parse(owner.body).ok).toBe(true)
  })

  it("holds unknown browsers after 50 guesses over many addresses; the browser that logged in before still gets in, by its known-device cookie", async () => {
    const email = uniqueEmail("distributed")
    await signUpAndConfirm(email, "127.0.12.10", new Jar())
    const ownBrowser = new Jar()
    const first = await postForm("login", { lang: "de", email, password: PASSWORD }, { from: "127.0.12.11", jar: ownBrowser, json: true })
    expect(first.status).toBe(200)
    const device = first.setCookies.find((cookie) => cookie.startsWith("known-device="))
    expect(device).toMatch(/^known-device=[\w-]{22}; Path=\/; Max-Age=34560000; HttpOnly; SameSite=Lax$/)
    // Ten addresses, five guesses each at most: none meets its own limits. With the owner's login
    // above, the 49th guess is the account's 50th attempt; the next is refused.
    const guess = (i: number) => postForm("login", { lang: "de", email, password: `Falsch-${i}-2026` }, { from: `127.0.12.${20 + (i % 10)}`, json: true })
    for (let i = 0; i < 49; i++) expect((await guess(i)).status, String(i)).toBe(400)
    expect((await guess(49)).status).toBe(429)
    const unknownBrowser = await postForm("login", { lang: "de", email, password: PASSWORD }, { from: "127.0.12.40", json: true })
    expect(unknownBrowser.status).toBe(429)
    // The owner's browser, from yet another address (a phone on the road): known, so it logs in.
    const owner = await postForm("login", { lang: "de", email, password: PASSWORD }, { from: "127.0.12.41", jar: ownBrowser, json: true })
    expect(owner.status).toBe(200)
    // A cookie of another account, or a forged one, does not help.
    const forged = await send("POST", "/api/account/login", {
      from: "127.0.12.42",
      body: new URLSearchParams({ lang: "de", email, password: PASSWORD }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(baseUrl()).origin, accept: "application/json", cookie: "known-device=AAAAAAAAAAAAAAAAAAAAAA" },
    })
    expect(forged.status).toBe(429)
  })

  it("returns to the page the login was asked from, and never to another site", async () => {
    const from = "127.0.2.50"
    const email = uniqueEmail("return")
    await signUpAndConfirm(email, from, new Jar())
    const back = await postForm("login", { lang: "de", email, password: PASSWORD, redirect: "/de/user/profile/inquiries/" }, { from })
    expect(back.location).toBe("/de/user/profile/inquiries/?notice=loginSuccess")
    // The pages follow the account's language from now on: its cookie, for a year (spec §4, §9).
    expect(back.setCookies).toContain("lang=de; Path=/; Max-Age=31536000; SameSite=Lax")
    for (const redirect of ["//evil.example/", "https://evil.example/", "/de//evil.example", "/de/\\evil.example"]) {
      const away = await postForm("login", { lang: "de", email, password: PASSWORD, redirect }, { from })
      expect(away.location, redirect).toBe("/de/user/profile/?notice=loginSuccess")
    }
  })

  it("refuses another site's form post and a body over 16 KB before reading the credentials", async () => {
    const crossSite = await send("POST", "/api/account/login", {
      from: "127.0.2.30",
      body: "lang=de&email=a%40b.at&password=x",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
    })
    expect(crossSite.status).toBe(403)
    const huge = await postForm("login", { lang: "de", email: "a@b.at", password: "x".repeat(20_000) }, { from: "127.0.2.30" })
    expect(huge.status).toBe(413)
  })

  it("merges the guest cart into the account once: a repeated login with the same cookie adds nothing", async () => {
    const from = "127.0.2.40"
    const email = uniqueEmail("merge")
    await signUpAndConfirm(email, from, new Jar())
    const guest = guestCartCookie([
      { id: "1795400000001", productId: "WS-0608-35" as CartItem["productId"], amount: 2 as CartItem["amount"], accessories: [] },
      { id: "1795400000002", productId: "WS-0612-40" as CartItem["productId"], amount: 1 as CartItem["amount"], accessories: [] },
    ])
    const login = () =>
      send("POST", "/api/account/login", {
        from,
        body: new URLSearchParams({ lang: "de", email, password: PASSWORD }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(baseUrl()).origin, cookie: guest },
      })
    const first = await login()
    expect(first.status).toBe(303)
    expect(query(first.location).get("notice")).toBe("loginSuccess")
    expect(query(first.location).get("count")).toBe("2")
    // The guest cookie is cleared in the same answer.
    expect(first.setCookies.some((c) => c.startsWith(`${CART_COOKIE_NAME}=;`) && /Max-Age=0/.test(c))).toBe(true)
    // The answer of the first login got lost, so the browser still sends the old cookie: nothing doubles.
    const second = await login()
    expect(query(second.location).get("count")).toBeNull()
  })
})

describe("a full stored cart at login", () => {
  it("says how many guest lines did not fit (200 lines at most); they stay in the guest cookie", async () => {
    const from = "127.0.2.42"
    const email = uniqueEmail("full")
    await signUpAndConfirm(email, from, new Jar())
    const lines = (first: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        id: String(1_795_500_000_000 + first + i),
        productId: `WS-FULL-${String(first + i).padStart(4, "0")}` as CartItem["productId"],
        amount: 1 as CartItem["amount"],
        accessories: [],
      }))
    const login = (cookie: string) =>
      send("POST", "/api/account/login", {
        from,
        body: new URLSearchParams({ lang: "de", email, password: PASSWORD }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(baseUrl()).origin, cookie },
      })
    const filled = await login(guestCartCookie(lines(0, 198)))
    expect(query(filled.location).get("count")).toBe("198")
    expect(query(filled.location).get("left")).toBeNull()
    const over = await login(guestCartCookie(lines(198, 5)))
    expect(query(over.location).get("count")).toBe("2")
    expect(query(over.location).get("left")).toBe("3")
    // The three stay in the guest cookie, not cleared.
    const kept = over.setCookies.find((c) => c.startsWith(`${CART_COOKIE_NAME}=`))
    expect(kept).toMatch(/Max-Age=31536000/)
    // The page says so, also without JavaScript.
    const session = over.setCookies.find((c) => c.startsWith("session="))!.split(";")[0]!
    const page = await send("GET", over.location!, { from, headers: { cookie: session } })
    expect(page.body).toContain("3 Positionen aus dem Warenkorb ohne Konto passten nicht mehr in Ihren Warenkorb (höchstens 200 Positionen).")
  })
})

describe("personal pages", () => {
  it("never enter the page cache: my info is private, no-store and a visitor without the session is sent to the login", async () => {
    const from = "127.0.3.1"
    const jar = new Jar()
    await signUpAndConfirm(uniqueEmail("cache"), from, jar, { firstname: "Cäcilia", lastname: "Cachetest" })
    for (let i = 0; i < 2; i++) {
      const mine = await send("GET", "/de/user/profile/my-info/", { from, jar, headers: { accept: "text/html" } })
      expect(mine.status).toBe(200)
      expect(mine.body).toContain("Cachetest")
      expect(mine.headers["cache-control"]).toBe("private, no-store")
      expect(mine.headers["x-page-cache"]).toBeUndefined()
    }
    const stranger = await send("GET", "/de/user/profile/my-info/", { from: "127.0.3.2", headers: { accept: "text/html" } })
    expect(stranger.status).toBe(307)
    expect(stranger.location).toContain("/de/login/")
    expect(stranger.body).not.toContain("Cachetest")
  })

  it("a public page a logged-in visitor sees names them in its header, is never kept, and nobody else gets it", async () => {
    const from = "127.0.3.3"
    const jar = new Jar()
    await signUpAndConfirm(uniqueEmail("public"), from, jar, { firstname: "Paula", lastname: "Publicpage" })
    const path = "/de/product-catalog/?material=steel&t=account-public"
    const before = await send("GET", path, { from: "127.0.3.4", headers: { accept: "text/html" } })
    const mine = await send("GET", path, { from, jar, headers: { accept: "text/html" } })
    const theirs = await send("GET", path, { from: "127.0.3.4", headers: { accept: "text/html" } })
    // The header says who is logged in (issue 28: rendered right on the server) ...
    expect(mine.body).toContain("Benutzermenü von Paula Publicpage")
    expect(mine.headers["cache-control"]).toBe("private, no-store")
    expect(mine.headers["x-page-cache"]).toBeUndefined()
    // ... and that page goes to nobody else, before or after.
    for (const other of [before, theirs]) {
      expect(other.body).not.toContain("Publicpage")
      expect(other.body).toContain('data-testid="login-link"')
    }
  })
})

describe("my info, password and deletion", () => {
  it("changes the password only with the current one, then logs in with the new one", async () => {
    const from = "127.0.4.1"
    const email = uniqueEmail("password")
    const jar = new Jar()
    await signUpAndConfirm(email, from, jar)
    const wrong = await postForm("password", { lang: "de", currentPassword: "Falsch-2026-xyz", newPassword: "Neues-Passwort-77", newPasswordRepeat: "Neues-Passwort-77" }, { from, jar })
    expect(query(wrong.location).get("errors")).toBe("currentPassword:incorrectPassword")
    const right = await postForm("password", { lang: "de", currentPassword: PASSWORD, newPassword: "Neues-Passwort-77", newPasswordRepeat: "Neues-Passwort-77" }, { from, jar })
    expect(right.location).toBe("/de/user/profile/my-info/?notice=passwordChanged")
    const old = await postForm("login", { lang: "de", email, password: PASSWORD }, { from, json: true })
    expect(JSON.parse(old.body).formError).toBe("wrongCredentials")
    const fresh = await postForm("login", { lang: "de", email, password: "Neues-Passwort-77" }, { from, json: true })
    expect(JSON.parse(fresh.body).ok).toBe(true)
  })

  it("sends the session it renewed with every answer, a refused form too (else the spent refresh token would end the session)", async () => {
    const from = "127.0.4.6"
    const jar = new Jar()
    await signUpAndConfirm(uniqueEmail("renewed"), from, jar)
    for (const [action, fields] of [
      ["password", { lang: "de", currentPassword: "Falsch-2026-xyz", newPassword: "Neues-Passwort-77", newPasswordRepeat: "Neues-Passwort-77" }],
      ["password", { lang: "de", currentPassword: PASSWORD, newPassword: "Neues-Passwort-78", newPasswordRepeat: "Neues-Passwort-78" }],
      ["reset", { lang: "de", password: "x", passwordRepeat: "y" }],
    ] as const) {
      expireSoon(jar)
      const before = jar.cookies.get("session")
      const answer = await postForm(action, fields, { from, jar })
      expect(answer.setCookies.some((c) => c.startsWith("session=") && !/Max-Age=0/.test(c)), action).toBe(true)
      expect(jar.cookies.get("session"), action).not.toBe(before)
    }
    const page = await send("GET", "/de/user/profile/my-info/", { from, jar })
    expect(page.status).toBe(200)
  })

  it("saves the profile and shows it; a changed e-mail needs the current password and waits for the link to the new address", async () => {
    const from = "127.0.4.2"
    const email = uniqueEmail("profile")
    const jar = new Jar()
    await signUpAndConfirm(email, from, jar)
    const next = uniqueEmail("profile-new")
    const fields = { lang: "de", email: next, company: "Huber Elektrotechnik KG", vat: "ATU87654321", firstname: "Anna", lastname: "Huber-Maier", street: "Ringstraße 5", zip: "1010", city: "Wien", country: "AT", globalDiscount: "12,5" }
    // A session alone cannot move the account's address: the current password is asked for, and checked.
    const without = await postForm("profile", fields, { from, jar, json: true })
    expect(without.status).toBe(400)
    expect(JSON.parse(without.body).errors).toEqual({ currentPassword: "required" })
    const wrong = await postForm("profile", { ...fields, currentPassword: "Falsch-2026-xyz" }, { from, jar, json: true })
    expect(JSON.parse(wrong.body).errors).toEqual({ currentPassword: "incorrectPassword" })
    expect(await mailedLink(next, "email_change")).toBeNull()
    expect((await send("GET", "/de/user/profile/my-info/", { from, jar })).body).not.toContain("Huber Elektrotechnik KG")
    const saved = await postForm("profile", { ...fields, currentPassword: PASSWORD }, { from, jar })
    expect(saved.location).toBe("/de/user/profile/my-info/?notice=emailChangeSent")
    const page = await send("GET", "/de/user/profile/my-info/", { from, jar, headers: { accept: "text/html" } })
    expect(page.body).toContain("Huber Elektrotechnik KG")
    expect(page.body).toContain("12.5")
    // Until confirmed, the old address stays.
    expect(page.body).toContain(email)
    expect(await mailedLink(next, "email_change")).not.toBeNull()
  })

  it("mails at most 3 e-mail changes an hour per user; the 4th is refused with 429 and saves nothing", async () => {
    const from = "127.0.4.7"
    const email = uniqueEmail("change-throttle")
    const jar = new Jar()
    await signUpAndConfirm(email, from, jar)
    const profile = (next: string, city: string) =>
      postForm("profile", { lang: "de", email: next, currentPassword: PASSWORD, company: "Huber GmbH", vat: "ATU12345678", firstname: "Anna", lastname: "Huber", street: "Hauptstraße 1", zip: "4020", city, country: "AT", globalDiscount: "0" }, { from, jar, json: true })
    for (let i = 0; i < 3; i++) expect(JSON.parse((await profile(uniqueEmail(`change-${i}`), "Linz")).body).ok).toBe(true)
    const refused = await profile(uniqueEmail("change-4"), "Graz")
    expect(refused.status).toBe(429)
    expect(JSON.parse(refused.body).formError).toBe("tooManyAttempts")
    // Saving without a new address is no mail and stays allowed.
    expect(JSON.parse((await profile(email, "Wels")).body).ok).toBe(true)
    const page = await send("GET", "/de/user/profile/my-info/", { from, jar })
    expect(page.body).toContain("Wels")
    expect(page.body).not.toContain("Graz")
  })

  it("resets a forgotten password through the mailed link; an unknown address gets the same answer", async () => {
    const from = "127.0.4.3"
    const email = uniqueEmail("reset")
    await signUpAndConfirm(email, from, new Jar())
    const known = await postForm("reset-request", { lang: "de", email }, { from })
    const unknown = await postForm("reset-request", { lang: "de", email: uniqueEmail("ghost") }, { from })
    expect(known.status).toBe(303)
    expect(unknown.location).toBe(known.location)
    // The mail goes out after the answer.
    await expect.poll(() => mailedLink(email, "recovery")).not.toBeNull()
    const link = await mailedLink(email, "recovery")
    expect(link?.subject).toBe("Passwort zurücksetzen")
    const jar = new Jar()
    const opened = await openLink(link!.path, { from, jar })
    expect(opened.location).toBe("/de/reset-password/?step=new")
    const set = await postForm("reset", { lang: "de", password: "Vergessen-2026!", passwordRepeat: "Vergessen-2026!" }, { from, jar })
    expect(set.location).toBe("/de/user/profile/?notice=passwordReset")
    const login = await postForm("login", { lang: "de", email, password: "Vergessen-2026!" }, { from, json: true })
    expect(JSON.parse(login.body).ok).toBe(true)
  })

  it("links in mails point at the shop, never at the Host a request names (a reset link to another site would hand it the token)", async () => {
    const from = "127.0.4.5"
    const email = uniqueEmail("poison")
    await signUpAndConfirm(email, from, new Jar())
    const forged = { host: "evil.example", origin: "http://evil.example" }
    const asked = await send("POST", "/api/account/reset-request", {
      from,
      body: new URLSearchParams({ lang: "de", email }).toString(),
      headers: { ...forged, "content-type": "application/x-www-form-urlencoded" },
    })
    expect(asked.status).toBe(303)
    await expect.poll(() => mailedLink(email, "recovery")).not.toBeNull()
    const link = await mailedLink(email, "recovery")
    expect(link).not.toBeNull()
    expect(link!.origin).not.toContain("evil.example")
    expect(link!.origin).toBe(new URL(process.env["SITE_URL"] || `http://localhost:${new URL(baseUrl()).port}`).origin)
  })

  it("logs out (the session cookie is cleared and the old one no longer works) and deletes the account only with the current password", async () => {
    const from = "127.0.4.4"
    const email = uniqueEmail("delete")
    const jar = new Jar()
    await signUpAndConfirm(email, from, jar)
    const stolen = new Jar()
    for (const [name, value] of jar.cookies) stolen.cookies.set(name, value)
    const out = await postForm("logout", { lang: "de" }, { from, jar })
    expect(out.location).toBe("/de/?notice=loggedOut")
    expect(jar.cookies.has("session")).toBe(false)
    // The old refresh token was revoked: the access token alone ends with its hour, and once it is
    // due, a copy of the cookie is a guest's (its renewal is refused and the cookie cleared).
    expireSoon(stolen)
    const afterLogout = await send("GET", "/de/user/profile/my-info/", { from, jar: stolen })
    expect(afterLogout.setCookies.some((c) => c.startsWith("session=;") && /Max-Age=0/.test(c))).toBe(true)
    expect(stolen.cookies.has("session")).toBe(false)
    await postForm("login", { lang: "de", email, password: PASSWORD }, { from, jar })
    const refused = await postForm("delete", { lang: "de", currentPassword: "Falsch-2026-xyz", confirm: "on" }, { from, jar })
    expect(query(refused.location).get("errors")).toBe("currentPassword:incorrectPassword")
    const unconfirmed = await postForm("delete", { lang: "de", currentPassword: PASSWORD }, { from, jar })
    expect(query(unconfirmed.location).get("errors")).toBe("confirm:required")
    const deleted = await postForm("delete", { lang: "de", currentPassword: PASSWORD, confirm: "on" }, { from, jar })
    expect(deleted.location).toBe("/de/?notice=accountDeleted")
    const login = await postForm("login", { lang: "de", email, password: PASSWORD }, { from, json: true })
    expect(JSON.parse(login.body).formError).toBe("wrongCredentials")
  })
})
