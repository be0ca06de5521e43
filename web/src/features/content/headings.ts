/**
 * Heading text and ids of content pages. Apart from model.ts, whose Schema decoding runs on the
 * server only: the renderer imports `nodeText`, and effect stays out of the browser's bundle.
 */

/** The id of a heading: its text as a URL fragment (`Qualität & Prüfung` → `qualitat-prufung`). */
export const headingId = (value: string): string =>
  `h-${value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")}`

/** The plain text of a rich-text node. */
export const nodeText = (node: unknown): string => {
  if (node === null || typeof node !== "object") return ""
  const record = node as { text?: unknown; content?: unknown }
  if (typeof record.text === "string") return record.text
  return Array.isArray(record.content) ? record.content.map(nodeText).join("") : ""
}
