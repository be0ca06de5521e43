/** Rounding, padding and size codes shared by products, accessories and stories. */
import type { LocalizedText } from "../../core/src/i18n/language.ts"

export const round2 = (x: number): number => Math.round(x * 100) / 100
export const round1 = (x: number): number => Math.round(x * 10) / 10
export const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x))
export const pad = (n: number, width: number): string => String(n).padStart(width, "0")

/** mm -> two-digit code in decimetres (600 -> "06") or centimetres for depths (250 -> "25"). */
export const dm = (mm: number): string => pad(Math.round(mm / 100), 2)
export const cm = (mm: number): string => pad(Math.round(mm / 10), 2)

export const text = (de: string, en: string): LocalizedText => ({ de, en })
