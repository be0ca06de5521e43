/**
 * An inquiry's number as a business writes it (issue 28): the year it was sent, in Vienna's time,
 * and its number in five digits, `2026-00017`. The number is the database's sequence, unique
 * across processes and machines; it does not restart in January, so a reference stays unique on
 * its number alone and `17`, `00017` and `2026-00017` name the same inquiry.
 */
const viennaYear = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Vienna", year: "numeric" })

export const inquiryReference = (inquiry: { readonly number: number; readonly createdAt: string }): string => {
  const sent = new Date(inquiry.createdAt)
  const year = Number.isNaN(sent.getTime()) ? "" : `${viennaYear.format(sent)}-`
  return `${year}${String(inquiry.number).padStart(5, "0")}`
}

/** The inquiry number a reference names (`17`, `00017` or `2026-00017`), or null for anything else. */
export const readInquiryReference = (text: string): number | null => {
  const match = /^\s*(?:(\d{4})-)?(\d{1,9})\s*$/.exec(text)
  if (match === null) return null
  const number = Number(match[2])
  return Number.isSafeInteger(number) && number > 0 ? number : null
}

/** Whether a reference names this inquiry: its number, and its year when the reference gives one (`2025-00017` is not `2026-00017`). */
export const namesInquiry = (text: string, inquiry: { readonly number: number; readonly createdAt: string }): boolean => {
  if (readInquiryReference(text) !== inquiry.number) return false
  const year = /^\s*(\d{4})-/.exec(text)?.[1]
  return year === undefined || inquiryReference(inquiry).startsWith(`${year}-`)
}
