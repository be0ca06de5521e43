/**
 * Reads an RFC 5322 message as a mail program would, independently of the code that wrote it:
 * unfolded headers with RFC 2047 encoded words, RFC 2231 parameters, multipart bodies,
 * base64 and quoted-printable. Enough for what the shop sends (text plus attachments).
 */

export interface MimePart {
  readonly headers: ReadonlyMap<string, string>
  readonly body: Uint8Array
}

const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes).toString("latin1")
const utf8 = (bytes: Uint8Array): string => Buffer.from(bytes).toString("utf8")

/** Splits at the first blank line; header names lower-cased, folded lines joined. */
const splitPart = (raw: Uint8Array): MimePart => {
  const text = latin1(raw)
  const end = text.search(/\r?\n\r?\n/)
  const head = end < 0 ? text : text.slice(0, end)
  const bodyStart = end < 0 ? text.length : end + (/^\r?\n\r?\n/.exec(text.slice(end))?.[0].length ?? 0)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n(?=[ \t])/g, "").split(/\r?\n/)) {
    const colon = line.indexOf(":")
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body: raw.slice(bodyStart) }
}

/** Decodes RFC 2047 encoded words (adjacent words joined, bytes gathered before UTF-8 decoding). */
export const decodeWords = (value: string): string => {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g
  let out = ""
  let pending: Array<number> = []
  let last = 0
  const flush = () => {
    if (pending.length > 0) out += utf8(Uint8Array.from(pending))
    pending = []
  }
  for (let m = word.exec(value); m !== null; m = word.exec(value)) {
    const between = value.slice(last, m.index)
    if (!(pending.length > 0 && /^\s*$/.test(between))) {
      flush()
      out += between
    }
    const bytes =
      m[2]!.toUpperCase() === "B"
        ? Buffer.from(m[3]!, "base64")
        : Buffer.from(m[3]!.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), "latin1")
    pending.push(...bytes)
    last = m.index + m[0].length
  }
  flush()
  return out + value.slice(last)
}

/** `type/subtype; key=value; key*=utf-8''…; key*0*=…` → value and parameters (RFC 2231 joined and decoded). */
export const parameters = (header: string): { readonly value: string; readonly params: ReadonlyMap<string, string> } => {
  const [value = "", ...rest] = header.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/)
  const pieces = new Map<string, { text: string; encoded: boolean }[]>()
  for (const item of rest) {
    const eq = item.indexOf("=")
    if (eq < 0) continue
    const rawName = item.slice(0, eq).trim().toLowerCase()
    let text = item.slice(eq + 1).trim()
    if (text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1).replace(/\\(.)/g, "$1")
    const m = /^([^*]+)(?:\*(\d+))?(\*)?$/.exec(rawName)
    if (m === null) continue
    const list = pieces.get(m[1]!) ?? []
    list[Number(m[2] ?? 0)] = { text, encoded: m[3] === "*" }
    pieces.set(m[1]!, list)
  }
  const params = new Map<string, string>()
  for (const [name, list] of pieces) {
    const joined = list.filter(Boolean)
    if (joined.some((p) => p.encoded)) {
      const first = joined[0]!.encoded ? joined[0]!.text.replace(/^[^']*'[^']*'/, "") : joined[0]!.text
      const all = [first, ...joined.slice(1).map((p) => p.text)].join("")
      params.set(name, utf8(Buffer.from(all.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), "latin1")))
    } else params.set(name, decodeWords(joined.map((p) => p.text).join("")))
  }
  return { value: value.trim().toLowerCase(), params }
}

const decodeBody = (part: MimePart): Uint8Array => {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase()
  const text = latin1(part.body)
  if (encoding === "base64") return new Uint8Array(Buffer.from(text.replace(/\s+/g, ""), "base64"))
  if (encoding === "quoted-printable") {
    const decoded = text.replace(/=\r?\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    return new Uint8Array(Buffer.from(decoded, "latin1"))
  }
  return part.body
}

/** The leaf parts of a message, each with its headers and decoded body. */
export const leafParts = (raw: Uint8Array): ReadonlyArray<MimePart> => {
  const part = splitPart(raw)
  const type = parameters(part.headers.get("content-type") ?? "text/plain")
  if (!type.value.startsWith("multipart/")) return [{ headers: part.headers, body: decodeBody(part) }]
  const boundary = `--${type.params.get("boundary")}`
  const text = latin1(part.body)
  const sections = text.split(new RegExp(`\\r?\\n?${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:--)?[ \\t]*\\r?\\n?`))
  // First section is the preamble, the last the epilogue.
  return sections.slice(1, -1).flatMap((section) => leafParts(Buffer.from(section, "latin1")))
}

export const header = (raw: Uint8Array, name: string): string | undefined => {
  const value = splitPart(raw).headers.get(name.toLowerCase())
  return value === undefined ? undefined : decodeWords(value)
}

export { splitPart }
