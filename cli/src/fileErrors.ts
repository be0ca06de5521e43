/**
 * File-system failures a user can cause (a missing input file, a missing or read-only output
 * folder, a catalogue folder that is not there) as one sentence in the user's language naming the
 * path, never a bare `ENOENT`. Output targets are checked before any work is done.
 */
import { constants } from "node:fs"
import { access, stat } from "node:fs/promises"
import { dirname } from "node:path"
import type { Language } from "@shop/core/i18n/language"

type Doing = "read" | "write"

/** The error's code: from a Node error, or a bare code ("ENOENT") as some callers keep it. */
const codeOf = (error: unknown): string | undefined =>
  typeof error === "string"
    ? /^E[A-Z]+$/.test(error)
      ? error
      : undefined
    : typeof error === "object" && error !== null && typeof (error as { code?: unknown }).code === "string"
      ? (error as { code: string }).code
      : undefined

interface Sentences {
  readonly codes: {
    readonly [code: string]: (path: string, doing: Doing) => string
  }
  readonly other: (path: string, doing: Doing, detail: string) => string
}

const sentences: Record<Language, Sentences> = {
  de: {
    codes: {
      ENOENT: (path, doing) =>
        doing === "read" ? `Die Datei ${path} gibt es nicht.` : `Der Ordner ${dirname(path)} existiert nicht, ${path} kann nicht geschrieben werden.`,
      EACCES: (path, doing) => `Keine Berechtigung, ${path} zu ${doing === "read" ? "lesen" : "schreiben"}.`,
      EISDIR: (path) => `${path} ist ein Ordner, keine Datei.`,
      ENOTDIR: (path) => `Ein Teil des Pfads ${path} ist kein Ordner.`,
      ENOSPC: (path) => `Auf dem Datenträger ist kein Platz mehr für ${path}.`,
      EROFS: (path) => `${path} liegt auf einem schreibgeschützten Datenträger.`,
    },
    other: (path, doing, detail) => `${path} kann nicht ${doing === "read" ? "gelesen" : "geschrieben"} werden (${detail}).`,
  },
  en: {
    codes: {
      ENOENT: (path, doing) =>
        doing === "read" ? `The file ${path} does not exist.` : `The folder ${dirname(path)} does not exist, so ${path} cannot be written.`,
      EACCES: (path, doing) => `No permission to ${doing} ${path}.`,
      EISDIR: (path) => `${path} is a folder, not a file.`,
      ENOTDIR: (path) => `Part of the path ${path} is not a folder.`,
      ENOSPC: (path) => `The disk has no space left for ${path}.`,
      EROFS: (path) => `${path} is on a read-only disk.`,
    },
    other: (path, doing, detail) => `Cannot ${doing} ${path} (${detail}).`,
  },
}

/** `error`, met reading or writing `path`, as a sentence. */
export const fileProblem = (lang: Language, path: string, doing: Doing, error: unknown): string => {
  const t = sentences[lang]
  const code = codeOf(error)
  const sentence = code === undefined ? undefined : t.codes[code === "EPERM" ? "EACCES" : code]
  if (sentence !== undefined) return sentence(path, doing)
  return t.other(path, doing, error instanceof Error ? error.message : String(error))
}

const folderTexts: Record<
  Language,
  {
    readonly missing: (dir: string) => string
    readonly notFolder: (dir: string) => string
    readonly readOnly: (dir: string) => string
  }
> = {
  de: {
    missing: (dir) => `Den Ordner ${dir} gibt es nicht.`,
    notFolder: (dir) => `${dir} ist kein Ordner.`,
    readOnly: (dir) => `In den Ordner ${dir} darf nicht geschrieben werden.`,
  },
  en: {
    missing: (dir) => `The folder ${dir} does not exist.`,
    notFolder: (dir) => `${dir} is not a folder.`,
    readOnly: (dir) => `The folder ${dir} is not writable.`,
  },
}

/** Why `dir` is no folder to write into, or undefined when it is one. */
export const folderProblem = async (lang: Language, dir: string): Promise<string | undefined> => {
  const t = folderTexts[lang]
  const found = await stat(dir).catch((error: unknown) => error as NodeJS.ErrnoException)
  if (found instanceof Error) return found.code === "ENOENT" || found.code === "ENOTDIR" ? t.missing(dir) : fileProblem(lang, dir, "write", found)
  if (!found.isDirectory()) return t.notFolder(dir)
  return access(dir, constants.W_OK).then(
    () => undefined,
    () => t.readOnly(dir),
  )
}

/**
 * Why `out` (a file to write, or an existing folder to write a named file into) cannot be written,
 * or undefined: checked before the work, so a long run does not end in "cannot write".
 */
export const outProblem = async (lang: Language, out: string): Promise<string | undefined> => {
  const isDir = await stat(out).then(
    (s) => s.isDirectory(),
    () => false,
  )
  return folderProblem(lang, isDir ? out : dirname(out))
}
