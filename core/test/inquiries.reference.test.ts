import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { inquiryReference, namesInquiry, readInquiryReference } from "../src/inquiries/reference.ts"

describe("inquiry references", () => {
  it("are the year in Vienna and the number in five digits", () => {
    expect(inquiryReference({ number: 17, createdAt: "2026-11-28T10:00:00.000Z" })).toBe("2026-00017")
    // 23:30 UTC on New Year's Eve is already the new year in Vienna.
    expect(inquiryReference({ number: 3, createdAt: "2026-12-31T23:30:00.000Z" })).toBe("2027-00003")
    expect(inquiryReference({ number: 123456, createdAt: "2026-05-01T00:00:00.000Z" })).toBe("2026-123456")
  })

  it("read back to their number, written any of the ways a customer quotes them", () => {
    expect(readInquiryReference("2026-00017")).toBe(17)
    expect(readInquiryReference("00017")).toBe(17)
    expect(readInquiryReference(" 17 ")).toBe(17)
    for (const wrong of ["", "abc", "2026-", "-17", "0", "17.5", "2026-00017-1"]) expect(readInquiryReference(wrong), wrong).toBeNull()
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), fc.date({ min: new Date("2000-01-01"), max: new Date("2999-12-31"), noInvalidDate: true }), (number, date) => {
        expect(readInquiryReference(inquiryReference({ number, createdAt: date.toISOString() }))).toBe(number)
      }),
    )
  })

  it("name an inquiry by its number, and by its year when they give one", () => {
    const inquiry = { number: 17, createdAt: "2026-11-28T10:00:00.000Z" }
    for (const ok of ["2026-00017", "00017", "17"]) expect(namesInquiry(ok, inquiry), ok).toBe(true)
    for (const wrong of ["2025-00017", "2026-00018", "18", "abc"]) expect(namesInquiry(wrong, inquiry), wrong).toBe(false)
  })
})
