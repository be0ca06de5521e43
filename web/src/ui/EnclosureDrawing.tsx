/**
 * The enclosure's front, drawn to scale from width and height as inline SVG: body, doors with
 * hinges and handles. Used for cards and the product page (no image files).
 */
import { useIntl } from "react-intl"

export interface DrawingProps {
  readonly width: number
  readonly height: number
  readonly doorCount: number
  /** Size of the square the drawing fits into, in px. */
  readonly size?: number
  readonly className?: string
  /** Decorative where the surrounding text already names the size. */
  readonly decorative?: boolean
}

export const EnclosureDrawing = ({ width, height, doorCount, size = 160, className, decorative = false }: DrawingProps) => {
  const intl = useIntl()
  const pad = 8
  const scale = (size - 2 * pad) / Math.max(width, height, 1)
  const w = Math.max(12, width * scale)
  const h = Math.max(12, height * scale)
  const x = (size - w) / 2
  const y = (size - h) / 2
  const doors = Math.max(1, Math.min(4, doorCount || 1))
  const inset = Math.max(2, Math.min(w, h) * 0.05)
  const doorWidth = (w - 2 * inset) / doors
  const label = intl.formatMessage({ id: "product.drawing" }, { width, height })
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      {...(decorative ? { "aria-hidden": true, focusable: false } : { role: "img", "aria-label": label })}
    >
      <rect x={x + 3} y={y + 3} width={w} height={h} rx={2} fill="#c5ccd5" />
      <rect x={x} y={y} width={w} height={h} rx={2} fill="#e4e8ed" stroke="#3a4554" strokeWidth={1.5} />
      {Array.from({ length: doors }, (_, i) => {
        const dx = x + inset + i * doorWidth
        const hingeLeft = doors === 1 || i % 2 === 0
        const handleX = hingeLeft ? dx + doorWidth - Math.max(4, doorWidth * 0.12) : dx + Math.max(4, doorWidth * 0.12) - 2
        const handleH = Math.max(6, Math.min(h * 0.12, 22))
        return (
          <g key={i}>
            <rect x={dx + 0.75} y={y + inset} width={doorWidth - 1.5} height={h - 2 * inset} rx={1.5} fill="#f3f5f8" stroke="#6b7686" strokeWidth={1} />
            <rect x={handleX} y={y + h / 2 - handleH / 2} width={2.5} height={handleH} rx={1.2} fill="#3a4554" />
            {[0.18, 0.82].map((f) => (
              <rect
                key={f}
                x={hingeLeft ? dx - 0.5 : dx + doorWidth - 2}
                y={y + inset + (h - 2 * inset) * f - 3}
                width={2.5}
                height={6}
                fill="#8a95a5"
              />
            ))}
          </g>
        )
      })}
    </svg>
  )
}
