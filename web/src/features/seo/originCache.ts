/**
 * A few values kept per origin for a while. Without SITE_URL the origin is the request's Host,
 * which anyone can vary: at most `max` are kept, the one stored longest ago dropped first.
 */
export const makeOriginCache = <V>(options: { readonly max: number; readonly ttlMs: number }) => {
  const entries = new Map<string, { readonly at: number; readonly value: V }>()
  return {
    /** The origin's value while it is younger than `ttlMs`. */
    get: (origin: string, now: number): V | undefined => {
      const entry = entries.get(origin)
      return entry !== undefined && now - entry.at < options.ttlMs ? entry.value : undefined
    },
    set: (origin: string, value: V, now: number): void => {
      entries.delete(origin)
      entries.set(origin, { at: now, value })
      for (const oldest of entries.keys()) {
        if (entries.size <= options.max) break
        entries.delete(oldest)
      }
    },
    delete: (origin: string): void => void entries.delete(origin),
    clear: (): void => entries.clear(),
    origins: (): ReadonlyArray<string> => [...entries.keys()],
  }
}
