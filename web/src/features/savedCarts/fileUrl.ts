/** The URL of a saved cart's PDF or CSV (downloads.ts answers it); browser-safe, no server code. */
export const savedCartFileUrl = (id: string, format: "pdf" | "csv", lang: string): string => `/api/saved-carts/${id}.${format}?lang=${lang}`
