/**
 * The catalogue's URL query: every filter of spec §3 as plain, shareable parameters, the same
 * names the filter form submits without JavaScript. Repeated keys carry multiple choices
 * (`material=steel&material=polyester`). Values stay strings here; the server decodes them with
 * Schema and ignores what is invalid (the core's `catalogue/query.ts`).
 */
import type { QueryParams } from "@shop/core/catalogue/query"

export const multiKeys = ["family", "material", "protection", "area", "meters"] as const
export const rangeKeys = ["widthMin", "widthMax", "heightMin", "heightMax", "depthMin", "depthMax", "weightMin", "weightMax"] as const
export const singleKeys = [...rangeKeys, "sort", "limit"] as const

export type MultiKey = (typeof multiKeys)[number]
export type RangeKey = (typeof rangeKeys)[number]
export type SingleKey = (typeof singleKeys)[number]

/** Search as the router keeps it: string or repeated strings, empty values dropped (the core's query parameters). */
export type SearchRecord = QueryParams

/** What `validateSearch` answers: an empty value becomes `undefined`, so the router drops it from the URL. */
export type CleanedSearch = Readonly<Record<string, string | ReadonlyArray<string> | undefined>>

/** Query string to a record; repeated keys become arrays (the router's `parseSearch`). */
export const parseSearch = (searchStr: string): Record<string, string | Array<string>> => {
  // A Map, not an object: `constructor`, `toString` or `__proto__` in a query are keys like any other.
  const out = new Map<string, string | Array<string>>()
  for (const [key, value] of new URLSearchParams(searchStr.startsWith("?") ? searchStr.slice(1) : searchStr)) {
    const previous = out.get(key)
    if (previous === undefined) out.set(key, value)
    else out.set(key, Array.isArray(previous) ? [...previous, value] : [previous, value])
  }
  return Object.fromEntries(out)
}

/** Record to a query string with repeated keys, skipping empty values (the router's `stringifySearch`). */
export const stringifySearch = (search: Record<string, unknown>): string => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === "") continue
      params.append(key, typeof item === "string" ? item : String(item))
    }
  }
  const text = params.toString()
  return text === "" ? "" : `?${text}`
}

/**
 * The route's `validateSearch`: keeps every key in its order, as strings. An empty value (a GET
 * form sends `widthMax=`) becomes `undefined`: the router merges the validated search over the raw
 * one, so only an explicit `undefined` removes the key and the server redirects to the clean URL.
 */
export const cleanSearch = (input: Record<string, unknown>): CleanedSearch => {
  const out = new Map<string, string | Array<string> | undefined>()
  for (const [key, value] of Object.entries(input)) {
    const values = (Array.isArray(value) ? value : [value])
      .filter((v): v is string | number => (typeof v === "string" && v.trim() !== "") || typeof v === "number")
      .map((v) => String(v).trim())
    if (values.length === 0) {
      out.set(key, undefined)
      continue
    }
    out.set(key, values.length === 1 && !(multiKeys as ReadonlyArray<string>).includes(key) ? values[0]! : values)
  }
  return Object.fromEntries(out)
}

/** The search without its empty entries. */
export const presentSearch = (search: CleanedSearch): SearchRecord => {
  return Object.fromEntries(Object.entries(search).filter((entry): entry is [string, string | ReadonlyArray<string>] => entry[1] !== undefined))
}

/** The search with the limit changed (load more). */
export const withLimit = (search: CleanedSearch, limit: number): SearchRecord => ({ ...presentSearch(search), limit: String(limit) })
