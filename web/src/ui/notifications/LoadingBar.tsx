/**
 * The loading indicator (spec §4): while something loads it grows in 100 ms steps towards
 * 100 %; when done it fills, hides 500 ms later and resets 400 ms after that.
 */
import { useEffect, useRef, useState } from "react"
import { useIntl } from "react-intl"
import * as s from "./notifications.css.ts"

export const LOADING_STEP_MS = 100
export const LOADING_HIDE_MS = 500
export const LOADING_RESET_MS = 400

export const LoadingBar = ({ loading }: { readonly loading: boolean }) => {
  const intl = useIntl()
  const [progress, setProgress] = useState(0)
  const [visible, setVisible] = useState(false)
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([])
  useEffect(() => {
    for (const t of timers.current) clearTimeout(t)
    timers.current = []
    if (loading) {
      setVisible(true)
      const step = setInterval(() => setProgress((p) => (p < 90 ? p + 10 : p + (99 - p) / 4)), LOADING_STEP_MS)
      return () => clearInterval(step)
    }
    setProgress((p) => (p > 0 ? 100 : 0))
    timers.current.push(
      setTimeout(() => {
        setVisible(false)
        timers.current.push(setTimeout(() => setProgress(0), LOADING_RESET_MS))
      }, LOADING_HIDE_MS),
    )
    return undefined
  }, [loading])
  return (
    <div
      className={s.loadingBar}
      role="progressbar"
      aria-label={intl.formatMessage({ id: "notifications.loading" })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      aria-hidden={!visible}
      style={{ width: `${progress}%`, opacity: visible ? 1 : 0 }}
    />
  )
}
