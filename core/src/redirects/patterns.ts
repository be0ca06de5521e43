/**
 * Pattern rules of the redirect migration (issue 28): an old path with wildcards and named
 * captures, mapped to a target that may use the captures and the new site's lookups.
 *
 * Old side, matched against the old URL's key (`legacyKey`: decoded, lower case, `.htm` as
 * `.html`, no trailing `index.html` or slash):
 * - `*` any characters but `/` (at least one); `{name}` the same, captured as `name`;
 * - `**` any characters, `/` included (also none); `/presse/**` is a prefix: `/presse` itself and
 *   everything below it.
 * New side: literal text with `{name}` (the captured text, percent-encoded) and
 * `{name|lookup}` or `{name|lookup:argument}`; a lookup that finds nothing makes the rule not
 * apply to that URL, so the next rule is tried. See docs/redirects.md.
 */
import { legacyKey } from "./normalize.ts"

export type LookupName = "region" | "product" | "story"
export const lookupNames: ReadonlyArray<LookupName> = ["region", "product", "story"]

export type TargetPart =
  | { readonly _tag: "Text"; readonly text: string }
  | { readonly _tag: "Capture"; readonly name: string; readonly lookup?: LookupName; readonly argument?: string }

export interface Pattern {
  /** As written in the rules file. */
  readonly source: string
  readonly regex: RegExp
  /** Capture names in order. */
  readonly names: ReadonlyArray<string>
}

/** Whether an old path in the rules is a pattern (else an exact path, as before issue 28). */
export const isPattern = (old: string): boolean => /[*{]/.test(old)

const regexEscape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * Compiles an old-side pattern: its literal parts are keyed as an old URL is (lower case, decoded,
 * `.htm` as `.html`), so `/Presse/*.HTM` and `/presse/*.html` are one pattern.
 */
export const compilePattern = (source: string): Pattern | { readonly error: string } => {
  const text = source.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "")
  if (!text.startsWith("/")) return { error: "a pattern must start with /" }
  if (/[?#]/.test(text)) return { error: "a pattern matches the path only (no ? or #): the query is passed on to the target" }
  // Placeholders keep their place while the literal parts are keyed.
  const tokens: Array<string> = []
  const marked = text.replace(/\*\*|\*|\{([^{}]*)\}/g, (token) => {
    tokens.push(token)
    return `\uE000${tokens.length - 1}\uE000`
  })
  if (/[{}]/.test(marked)) return { error: "an unmatched { or } in the pattern" }
  // The key drops a trailing slash; `/presse/**` keeps its meaning (the folder and below).
  const keyed = legacyKey(marked)
  const names: Array<string> = []
  let body = ""
  for (const piece of keyed.split(/(\uE000\d+\uE000)/)) {
    const token = /^\uE000(\d+)\uE000$/.exec(piece)
    if (token === null) {
      body += regexEscape(piece)
      continue
    }
    const wildcard = tokens[Number(token[1])]!
    if (wildcard === "**") {
      // `/**` at the end or `/**/` inside: no segment, or any number of them.
      if (body.endsWith("/")) {
        body = `${body.slice(0, -1)}(?:/.*)?`
      } else body += ".*"
    } else if (wildcard === "*") body += "[^/]+"
    else {
      const name = wildcard.slice(1, -1).trim()
      if (!/^[a-z][a-z0-9_]*$/i.test(name)) return { error: `capture {${name}}: a name of letters, digits and _` }
      if (names.includes(name)) return { error: `capture {${name}} appears twice` }
      names.push(name)
      body += "([^/]+)"
    }
  }
  return { source, regex: new RegExp(`^${body}$`), names }
}

/** The captures of a key, or null when the pattern does not match it. */
export const matchPattern = (pattern: Pattern, key: string): Readonly<Record<string, string>> | null => {
  const match = pattern.regex.exec(key)
  if (match === null) return null
  return Object.fromEntries(pattern.names.map((name, index) => [name, match[index + 1]!]))
}

/** Parses a target template; a target without `{` is one text part. */
export const parseTarget = (
  target: string,
  names: ReadonlyArray<string>,
): { readonly parts: ReadonlyArray<TargetPart> } | { readonly error: string } => {
  const parts: Array<TargetPart> = []
  let rest = target
  for (;;) {
    const open = rest.indexOf("{")
    if (open === -1) break
    const close = rest.indexOf("}", open)
    if (close === -1) return { error: "an unmatched { in the target" }
    if (open > 0) parts.push({ _tag: "Text", text: rest.slice(0, open) })
    const inner = rest.slice(open + 1, close).trim()
    const [name = "", lookupText] = inner.split("|").map((s) => s.trim())
    if (!names.includes(name)) return { error: `the target uses {${name}}, which the old path does not capture` }
    if (lookupText === undefined) parts.push({ _tag: "Capture", name })
    else {
      const [lookup = "", argument] = lookupText.split(":").map((s) => s.trim())
      if (!(lookupNames as ReadonlyArray<string>).includes(lookup)) return { error: `unknown lookup "${lookup}" (known: ${lookupNames.join(", ")})` }
      parts.push({ _tag: "Capture", name, lookup: lookup as LookupName, ...(argument === undefined || argument === "" ? {} : { argument }) })
    }
    rest = rest.slice(close + 1)
  }
  if (rest.includes("}")) return { error: "an unmatched } in the target" }
  if (rest !== "") parts.push({ _tag: "Text", text: rest })
  const stories = parts.filter((part) => part._tag === "Capture" && part.lookup === "story")
  if (stories.length > 0 && parts.length !== 1) return { error: "{…|story} is a whole target (the story's path), not a part of one" }
  return { parts }
}
