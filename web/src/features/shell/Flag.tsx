/** Language flags as inline SVG (spec §2: en shows gb, de shows at). Decorative: the text names the language. */
import { useId } from "react"

export const Flag = ({ code, className }: { readonly code: "at" | "gb"; readonly className?: string }) => {
  const id = useId()
  return code === "at" ? (
    <svg className={className} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#c8102e" />
      <rect y="6.667" width="30" height="6.667" fill="#ffffff" />
    </svg>
  ) : (
    <svg className={className} viewBox="0 0 60 40" aria-hidden="true" focusable="false">
      <clipPath id={`${id}-clip`}>
        <path d="M0,0 v40 h60 v-40 z" />
      </clipPath>
      <clipPath id={`${id}-diagonals`}>
        <path d="M30,20 h30 v20 z v20 h-30 z h-30 v-20 z v-20 h30 z" />
      </clipPath>
      <g clipPath={`url(#${id}-clip)`}>
        <path d="M0,0 v40 h60 v-40 z" fill="#012169" />
        <path d="M0,0 L60,40 M60,0 L0,40" stroke="#ffffff" strokeWidth="8" />
        <path d="M0,0 L60,40 M60,0 L0,40" clipPath={`url(#${id}-diagonals)`} stroke="#c8102e" strokeWidth="5" />
        <path d="M30,0 v40 M0,20 h60" stroke="#ffffff" strokeWidth="12" />
        <path d="M30,0 v40 M0,20 h60" stroke="#c8102e" strokeWidth="7" />
      </g>
    </svg>
  )
}
