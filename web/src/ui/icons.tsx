/** Small inline icons (decorative; the surrounding control carries the text). */
import { icon } from "./icons.css.ts"

const base = { width: 22, height: 22, viewBox: "0 0 24 24", className: icon, "aria-hidden": true, focusable: false } as const

export const CartIcon = () => (
  <svg {...base}>
    <path d="M3 4h2.2l2.3 11h10.8l2-8H6.4" />
    <circle cx="9.5" cy="19.5" r="1.4" />
    <circle cx="17" cy="19.5" r="1.4" />
  </svg>
)
export const UserIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.3-4 4.4-6 8-6s6.7 2 8 6" />
  </svg>
)
export const MenuIcon = () => (
  <svg {...base}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
)
export const SearchIcon = () => (
  <svg {...base}>
    <circle cx="10.5" cy="10.5" r="6" />
    <path d="M15 15l5.5 5.5" />
  </svg>
)
export const CloseIcon = () => (
  <svg {...base}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
)
export const ChevronDown = ({ className }: { readonly className?: string }) => (
  <svg {...base} width={16} height={16} className={className === undefined ? icon : `${icon} ${className}`}>
    <path d="M6 9l6 6 6-6" />
  </svg>
)
export const LogoMark = ({ className }: { readonly className?: string }) => (
  <svg className={className} width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="34" height="34" rx="4" fill="#0b3b7a" />
    <rect x="8" y="6" width="20" height="24" rx="1.5" fill="none" stroke="#ffffff" strokeWidth="2" />
    <path d="M18 6v24" stroke="#ffffff" strokeWidth="1.5" />
    <rect x="14.5" y="15" width="1.8" height="5" rx="0.9" fill="#ffffff" />
    <rect x="19.7" y="15" width="1.8" height="5" rx="0.9" fill="#ffffff" />
  </svg>
)
