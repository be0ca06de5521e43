import { describe, expect, it } from "vitest"
import { senderLine, senderOfProfile } from "../src/documents/model.ts"
import type { Profile } from "../src/ports/ProfileStore.ts"
import { percent } from "../src/money/money.ts"

const profile: Profile = {
  id: "u1",
  email: "old@example.at",
  firstname: "Anna",
  lastname: "Huber",
  company: "Elektro Huber GmbH",
  vat: "ATU12345678",
  street: "Hauptstraße 1",
  zip: "4020",
  city: "Linz",
  country: "AT",
  global_discount: percent(0),
  userlang: "de",
}

describe("the sender line of a logged-in customer (spec §9)", () => {
  it("is the profile's company, street, zip and city, country named in the PDF's language, and the e-mail", () => {
    expect(senderLine(senderOfProfile(profile, "anna@example.at", "de"))).toBe("Elektro Huber GmbH, Hauptstraße 1, 4020 Linz, Österreich, anna@example.at")
    expect(senderLine(senderOfProfile({ ...profile, country: "DE" }, "anna@example.at", "en"))).toBe("Elektro Huber GmbH, Hauptstraße 1, 4020 Linz, Germany, anna@example.at")
  })

  it("names first and last name without a company, and keeps an unknown country as given", () => {
    expect(senderLine(senderOfProfile({ ...profile, company: " ", country: "Tirol" }, "anna@example.at", "de"))).toBe("Anna Huber, Hauptstraße 1, 4020 Linz, Tirol, anna@example.at")
  })

  it("is only the e-mail when the account has no profile", () => {
    expect(senderLine(senderOfProfile(null, "anna@example.at", "en"))).toBe("anna@example.at")
  })
})
