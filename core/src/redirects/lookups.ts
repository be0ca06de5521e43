/**
 * The new site's lookups that a pattern rule's target may use (docs/redirects.md): a region name
 * to the catalogue's federal-state filter value, an old product slug or article number to the
 * product's slug, an old content slug to the story's path. Text is compared folded as the search
 * folds it (`foldText`: case, `ä`/`ae`/`a` alike, `ß` as `ss`), codes as the search compares them
 * (`compactCode`: without case and separators). A value that names two things finds nothing.
 */
import { type FederalState, federalStates } from "../catalogue/model.ts"
import type { Language } from "../i18n/language.ts"
import type { Story } from "../ports/Content.ts"
import { compactCode, foldText } from "../search/normalise.ts"

/** A product as the migration sees it. */
export interface SiteProduct {
  readonly slug: string
  /** The catalogue key, the supplier's article number, the printed article number, the EAN. */
  readonly codes: ReadonlyArray<string>
  readonly names: Readonly<Record<Language, string>>
}

/** Letters and digits only, folded: `Nieder-Österreich`, `niederoesterreich` and `NIEDEROSTERREICH` are one word. */
export const foldWord = (text: string): string => foldText(text).replace(/[^a-z0-9]/g, "")

/**
 * Every name of each federal state an old site may have used: German, English, the catalogue's
 * key, the usual abbreviations (as in number plates and meter-cabinet codes: `ZV-TIR1`).
 */
const REGION_NAMES: Readonly<Record<FederalState, ReadonlyArray<string>>> = {
  burgenland: ["Burgenland", "bgld", "bgl"],
  carinthia: ["Kärnten", "Carinthia", "ktn"],
  "lower-austria": ["Niederösterreich", "Lower Austria", "nö", "noe"],
  "upper-austria": ["Oberösterreich", "Upper Austria", "oö", "ooe"],
  salzburg: ["Salzburg", "sbg"],
  styria: ["Steiermark", "Styria", "stmk"],
  tyrol: ["Tirol", "Tyrol", "tir"],
  vorarlberg: ["Vorarlberg", "vbg"],
  vienna: ["Wien", "Vienna", "wie"],
}

const regions: ReadonlyMap<string, FederalState> = new Map(
  federalStates.flatMap((state) => [state, ...REGION_NAMES[state]].map((name) => [foldWord(name), state] as const)),
)

/** A region's name in any spelling to the catalogue's `area` value (`tirol` → `tyrol`), or null. */
export const regionOf = (text: string): FederalState | null => regions.get(foldWord(text)) ?? null

/** Old product slugs and article numbers to the product's slug; a code two products share is left out. */
export const productIndex = (products: ReadonlyArray<SiteProduct>): ((text: string) => string | null) => {
  const byCode = new Map<string, string | null>()
  for (const product of products) {
    for (const code of new Set([product.slug, ...product.codes].map(compactCode).filter((c) => c !== ""))) {
      const earlier = byCode.get(code)
      byCode.set(code, earlier === undefined || earlier === product.slug ? product.slug : null)
    }
  }
  return (text) => byCode.get(compactCode(text.replace(/\.(?:s?html?|php|aspx?)$/i, ""))) ?? null
}

/** The last part of a path or slug without its extension (`/presse/neue-halle.html` → `neue-halle`). */
const lastPart = (path: string): string => path.replace(/[?#].*$/, "").replace(/\/+$/, "").replace(/^.*\//, "").replace(/\.[a-z0-9]{2,5}$/i, "")

export interface StoryEntry {
  readonly story: Story
  /** The story's path in each language. */
  readonly paths: Readonly<Record<Language, string>>
  /** The German full slug (the folder a lookup argument names). */
  readonly fullSlug: string
  readonly legacyPaths: ReadonlyArray<string>
}

/**
 * An old content slug to a story's path: the story whose slug (in either language) or one of whose
 * old paths (`legacy_paths`, last part) is that slug, folded; `folder` narrows to the stories below
 * a German full slug (`aktuelles`). Two stories matching: none.
 */
export const storyIndex = (stories: ReadonlyArray<StoryEntry>) => {
  const names = stories.map((entry) => ({
    entry,
    words: new Set(
      [entry.fullSlug, entry.paths.de, entry.paths.en, ...entry.legacyPaths].map((text) => foldWord(lastPart(text))).filter((word) => word !== ""),
    ),
  }))
  return (text: string, lang: Language, folder?: string): string | null => {
    const word = foldWord(lastPart(text))
    const prefix = folder === undefined ? undefined : `${folder.replace(/^\/+|\/+$/g, "")}/`
    const found = names.filter((n) => n.words.has(word) && (prefix === undefined || n.entry.fullSlug.startsWith(prefix)))
    return found.length === 1 ? found[0]!.entry.paths[lang] : null
  }
}
