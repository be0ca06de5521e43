/**
 * A setting that counts something (server processes, render slots) from the environment: a whole
 * number of at least 1, `fallback` when unset or blank; anything else stops with a message naming it.
 */
export const countSetting = (name: string, value: string | undefined, fallback: number): number => {
  const raw = value?.trim() ?? ""
  if (raw === "") return fallback
  const count = Number(raw)
  if (!Number.isInteger(count) || count < 1) throw new Error(`${name} must be a whole number of at least 1, got ${JSON.stringify(raw)}`)
  return count
}
