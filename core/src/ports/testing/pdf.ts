/**
 * A small PDF writer for `PdfRenderer.layerTest` and `DatasheetClient.layerTest`: lines of text in
 * Helvetica (WinAnsi encoding, so umlauts, ß, € and – come out right), wrapped to the page width,
 * 48 lines per A4 page. Real PDF structure (catalog, pages, fonts, xref), so pdftotext and
 * pdfinfo read it like any other document; no clock or randomness, so the bytes are stable.
 */

const LINES_PER_PAGE = 48
const WRAP_AT = 90

/** Unicode characters of WinAnsiEncoding outside Latin-1 (the rest of Latin-1 maps to itself). */
const WIN_ANSI: Readonly<Record<string, number>> = {
  "€": 0x80, "‚": 0x82, "„": 0x84, "…": 0x85, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95, "–": 0x96, "—": 0x97, "™": 0x99,
}

/** One WinAnsi byte per character, as a "binary" string; other characters become "?". */
const winAnsi = (text: string): string => {
  let out = ""
  for (const char of text) {
    const code = char.codePointAt(0)!
    const mapped = WIN_ANSI[char] ?? ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) ? code : 0x3f)
    out += String.fromCharCode(mapped)
  }
  return out
}

const escape = (binary: string): string => binary.replace(/[\\()]/g, (c) => `\\${c}`)

/** Splits at spaces so no line is longer than `WRAP_AT` characters (longer words are cut). */
const wrap = (line: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  let current = ""
  for (const word of line.split(" ")) {
    const next = current === "" ? word : `${current} ${word}`
    if (next.length <= WRAP_AT) current = next
    else {
      if (current !== "") out.push(current)
      current = word
      while (current.length > WRAP_AT) {
        out.push(current.slice(0, WRAP_AT))
        current = current.slice(WRAP_AT)
      }
    }
  }
  out.push(current)
  return out
}

export const textPdf = (lines: ReadonlyArray<string>): Uint8Array => {
  const wrapped = lines.flatMap((line) => wrap(line.replace(/[\r\n\t]+/g, " ")))
  const pages: Array<ReadonlyArray<string>> = []
  for (let i = 0; i < Math.max(1, wrapped.length); i += LINES_PER_PAGE) pages.push(wrapped.slice(i, i + LINES_PER_PAGE))

  // Objects 1 catalog, 2 page tree, 3 font, then a page and its content stream per page.
  const objects: Array<string> = []
  const pageIds = pages.map((_, i) => 4 + 2 * i)
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>"
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
  pages.forEach((page, i) => {
    const id = pageIds[i]!
    const text = page.map((line) => `(${escape(winAnsi(line))}) Tj T*`).join("\n")
    const stream = `BT /F1 10 Tf 14 TL 56 800 Td\n${text}\nET`
    objects[id] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`
    objects[id + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`
  })

  // Every character is one byte, so string offsets are byte offsets.
  let file = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n"
  const offsets: Array<number> = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = file.length
    file += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xref = file.length
  file += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++) file += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`
  file += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Uint8Array.from(file, (c) => c.charCodeAt(0))
}
