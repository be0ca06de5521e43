/**
 * Spec §7: analytics ignores localhost and the file protocol (development and saved pages).
 * Schema-free, so the browser applies the same rule before it sends anything; the server
 * applies it again to what arrives (`event.ts` re-exports it).
 */
export const isIgnoredLocation = (url: string): boolean => {
  if (!URL.canParse(url)) return true
  const { protocol, hostname } = new URL(url)
  if (protocol === "file:") return true
  const host = hostname.toLowerCase()
  return host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host) || host === "0.0.0.0"
}
