import { isIPv4, isIPv6 } from "node:net"

/**
 * Reading the proxy headers. A proxy appends the address it saw to `X-Forwarded-For`, so only
 * the entries our own proxies added can be trusted: with N trusted hops the client is the N-th
 * entry from the right; everything left of it is whatever the client sent.
 */

/** `TRUST_PROXY`: `false`/`0` none, `true` one proxy, or the number of trusted proxies in front. */
export const parseTrustedHops = (value: string): number | undefined => {
  const text = value.trim().toLowerCase()
  if (text === "" || text === "false" || text === "no" || text === "off") return 0
  if (text === "true" || text === "yes" || text === "on") return 1
  return /^\d{1,2}$/.test(text) ? Number(text) : undefined
}

/** The client's address: the entry `hops` from the right of `X-Forwarded-For`, else the socket's peer. */
export const clientAddressOf = (forwardedFor: string | null, peer: string | undefined, hops: number): string | undefined => {
  if (hops <= 0 || forwardedFor === null) return peer
  const entries = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
  if (entries.length === 0) return peer
  // Fewer entries than hops: the nearest proxies did not all append; the leftmost is the best guess.
  return entries[Math.max(0, entries.length - hops)]
}


/**
 * What rate limits count by: an IPv4 address as it is, an IPv6 address by its /64 network. One
 * customer line is given a whole /64, so counting single IPv6 addresses would let one client pick
 * a new address for every attempt.
 */
export const rateLimitKeyOf = (address: string): string => {
  const plain = address.replace(/%.*$/, "")
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)?.[1]
  if (mapped !== undefined && isIPv4(mapped)) return mapped
  if (!isIPv6(plain)) return address
  // A trailing dotted IPv4 part fills two groups.
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])))
  const [head = "", tail] = plain.split("::")
  const left = groupsOf(head)
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - groupsOf(tail).length).fill("0")]
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`
}
