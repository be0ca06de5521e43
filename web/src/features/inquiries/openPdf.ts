import { getInquiryPdfUrl } from "./inquiries.functions.ts"

/**
 * The inquiry's PDF in a new tab, as the shop's other documents open, so the list stays. The tab
 * opens at the click (a popup blocker lets that through) and goes to the signed URL once the
 * server has made it; without a tab (blocked all the same) this one goes there.
 */
export const openPdf = async (id: string): Promise<boolean> => {
  const tab = window.open("", "_blank")
  if (tab !== null) tab.opener = null
  const url = await getInquiryPdfUrl({ data: { id } }).catch(() => null)
  if (url === null) {
    tab?.close()
    return false
  }
  if (tab === null) window.location.assign(url)
  else tab.location.href = url
  return true
}
