/** German refusals show German details (#12 item 17: no English details in a German frame). */
import { describe, expect, it } from "vitest"
import { decodeShareString } from "@shop/core"
import { detail } from "../src/details.ts"

describe("detail", () => {
  it("translates every problem the share string reader reports", () => {
    const inputs = [
      "cart[0][productId]=%3Cx%3E&cart[0][amount]=1",
      "cart[0][productId]=P1&cart[0][amount]=1e3&discount=12.345&projectId=0123456789abcdefXYZ&colour=red&company[]=x",
      "\uFEFFcart[0][productId]=P1&cart[0][amount]=2&cart[0][accessories][0][id]=A1&cart[0][accessories][0][amount]=1&cart[0][accessories][1][id]=A1&cart[0][accessories][1][amount]=1&projectId=%FF&discount=1&discount=2",
    ]
    for (const input of inputs) {
      for (const problem of decodeShareString(input).problems) {
        expect(detail(problem.reason, "de"), problem.reason).not.toBe(problem.reason)
        if (problem.fix !== undefined) expect(detail(problem.fix, "de"), problem.fix).not.toBe(problem.fix)
      }
    }
  })

  it("keeps English for English and unknown texts as they are", () => {
    expect(detail('Unknown product "X"', "de")).toBe('Unbekannter Artikel "X"')
    expect(detail('Unknown product "X"', "en")).toBe('Unknown product "X"')
    expect(detail("something new", "de")).toBe("something new")
  })
})
