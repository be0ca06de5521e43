/**
 * A ZIP writer for `Archiver.layerTest`: entries stored uncompressed (method 0) with CRC-32,
 * UTF-8 names (flag bit 11, plus Info-ZIP's Unicode path field that `unzip` reads), fixed
 * timestamps (1980-01-01), so the same entries always give the same bytes.
 * Enough for `unzip` and every archive program; no compression, no ZIP64 (under 4 GiB).
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

export const crc32 = (bytes: Uint8Array): number => {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** General-purpose flag bit 11: the name is UTF-8. */
const UTF8_NAMES = 0x0800
/** DOS date of 1980-01-01 (the earliest ZIP date). */
const DOS_DATE = (0 << 9) | (1 << 5) | 1

class Writer {
  readonly parts: Array<Uint8Array> = []
  length = 0
  bytes(bytes: Uint8Array) {
    this.parts.push(bytes)
    this.length += bytes.length
  }
  u16(value: number) {
    this.bytes(new Uint8Array([value & 0xff, (value >>> 8) & 0xff]))
  }
  u32(value: number) {
    this.bytes(new Uint8Array([value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff]))
  }
  concat(): Uint8Array {
    const out = new Uint8Array(this.length)
    let at = 0
    for (const part of this.parts) {
      out.set(part, at)
      at += part.length
    }
    return out
  }
}

/** Info-ZIP Unicode Path extra field (0x7075): version 1, CRC-32 of the name field, the UTF-8 name. */
const unicodePath = (name: Uint8Array): Uint8Array => {
  if (name.every((byte) => byte < 0x80)) return new Uint8Array()
  const field = new Writer()
  field.u16(0x7075)
  field.u16(5 + name.length)
  field.bytes(new Uint8Array([1]))
  field.u32(crc32(name))
  field.bytes(name)
  return field.concat()
}

export const storedZip = (entries: ReadonlyArray<{ readonly name: string; readonly bytes: Uint8Array }>): Uint8Array => {
  const out = new Writer()
  const central = new Writer()
  for (const entry of entries) {
    const name = new TextEncoder().encode(entry.name)
    const extra = unicodePath(name)
    const crc = crc32(entry.bytes)
    const offset = out.length
    // Local file header, then the data.
    out.u32(0x04034b50)
    out.u16(20)
    out.u16(UTF8_NAMES)
    out.u16(0)
    out.u16(0)
    out.u16(DOS_DATE)
    out.u32(crc)
    out.u32(entry.bytes.length)
    out.u32(entry.bytes.length)
    out.u16(name.length)
    out.u16(extra.length)
    out.bytes(name)
    out.bytes(extra)
    out.bytes(entry.bytes)
    // Central directory record pointing at it.
    central.u32(0x02014b50)
    central.u16(20)
    central.u16(20)
    central.u16(UTF8_NAMES)
    central.u16(0)
    central.u16(0)
    central.u16(DOS_DATE)
    central.u32(crc)
    central.u32(entry.bytes.length)
    central.u32(entry.bytes.length)
    central.u16(name.length)
    central.u16(extra.length)
    central.u16(0)
    central.u16(0)
    central.u16(0)
    central.u32(0)
    central.u32(offset)
    central.bytes(name)
    central.bytes(extra)
  }
  const centralOffset = out.length
  for (const part of central.parts) out.bytes(part)
  // End of central directory.
  out.u32(0x06054b50)
  out.u16(0)
  out.u16(0)
  out.u16(entries.length)
  out.u16(entries.length)
  out.u32(central.length)
  out.u32(centralOffset)
  out.u16(0)
  return out.concat()
}
