import { useEffect, useRef, useState } from "react"

/**
 * A region that may scroll sideways (a wide table on a phone): a Tab stop, as keyboard users need
 * to scroll it, only while its content is wider than it is. The server render assumes it scrolls,
 * so a page without JavaScript keeps the Tab stop; the browser measures it and on every resize.
 */
export const useScrollRegion = <E extends HTMLElement>() => {
  const ref = useRef<E>(null)
  const [scrollable, setScrollable] = useState(true)
  useEffect(() => {
    const element = ref.current
    if (element === null) return
    const measure = () => setScrollable(element.scrollWidth > element.clientWidth + 1)
    measure()
    // The region's own size (a resize) and its content's (a web font, rows removed).
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild !== null) observer.observe(element.firstElementChild)
    return () => observer.disconnect()
  }, [])
  return { ref, scrollable, tabIndex: scrollable ? 0 : undefined }
}
