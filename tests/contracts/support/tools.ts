/**
 * Real tools that read generated files independently of the code that wrote them: pdftotext and
 * pdfinfo (Debian poppler-utils), unzip. A missing tool fails the test with how to install it.
 */
import { execFileSync, spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const run = (tool: string, args: ReadonlyArray<string>): { readonly status: number; readonly stdout: Buffer; readonly stderr: string } => {
  const result = spawnSync(tool, args, { maxBuffer: 64 * 1024 * 1024 })
  if (result.error !== undefined) throw new Error(`${tool} is needed (Debian: apt-get install -y poppler-utils unzip): ${result.error.message}`)
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr.toString("utf8") }
}

/** Writes `bytes` to a file in a fresh folder, runs `use` on its path, removes the folder. */
export const withFile = <A>(bytes: Uint8Array, name: string, use: (file: string) => A): A => {
  const dir = mkdtempSync(join(tmpdir(), "shop-contract-"))
  try {
    const file = join(dir, name)
    writeFileSync(file, bytes)
    return use(file)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Text of a PDF, whitespace (line breaks, no-break spaces) collapsed to single spaces; throws when pdftotext cannot read it. */
export const pdfText = (bytes: Uint8Array): string =>
  withFile(bytes, "doc.pdf", (file) => {
    const result = run("pdftotext", ["-enc", "UTF-8", file, "-"])
    if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`)
    return result.stdout.toString("utf8").replace(/\s+/g, " ")
  })

export const pdfPages = (bytes: Uint8Array): number =>
  withFile(bytes, "doc.pdf", (file) => Number(/^Pages:\s+(\d+)/m.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1] ?? "0"))

export interface UnzipReport {
  /** `unzip -t`: every entry's CRC checked; 0 when there are no errors. */
  readonly testStatus: number
  readonly testOutput: string
  /** Entry names in archive order (`unzip -Z1`). */
  readonly names: ReadonlyArray<string>
  /** Each entry's bytes (`unzip -p`). */
  readonly entries: ReadonlyMap<string, Uint8Array>
}

export const unzip = (archive: Uint8Array): UnzipReport =>
  withFile(archive, "archive.zip", (file) => {
    const test = run("unzip", ["-t", file])
    const listing = run("unzip", ["-Z1", file])
    const names = listing.status === 0 ? listing.stdout.toString("utf8").split("\n").filter((line) => line !== "") : []
    const entries = new Map<string, Uint8Array>()
    // -p takes wildcards; escaped, a name means itself.
    for (const name of names) entries.set(name, new Uint8Array(run("unzip", ["-p", file, name.replace(/[[\]*?\\]/g, "\\$&")]).stdout))
    return { testStatus: test.status, testOutput: `${test.stdout.toString("utf8")}${test.stderr}`, names, entries }
  })
