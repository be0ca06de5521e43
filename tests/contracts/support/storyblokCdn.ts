/**
 * A local stand-in for Storyblok's Content Delivery API v2 (`/v2/cdn/stories`,
 * `/v2/cdn/stories/{full_slug|id}`), answering in its documented shape: `{ story, cv, rels, links }`
 * or `{ stories, cv, rels, links }` with the `total` and `per-page` headers on listings, the
 * translated content for `language`, drafts only with the preview token, `content_type`,
 * `filter_query[field][in]`, `by_uuids`, `page`/`per_page` (25 by default), and for
 * `resolve_relations` the related stories in `rels`, or only their uuids in `rel_uuids` beyond 50
 * (the client then asks for them by `by_uuids`). Faults are scripted: `script` answers the next
 * requests with these statuses, `down` answers 503, `hang` never answers.
 */
import type { ServerResponse } from "node:http"
import { Effect } from "effect"
import { json, listen } from "./http.ts"

export interface CdnStory {
  readonly id: number
  readonly uuid: string
  readonly name: string
  readonly slug: string
  readonly full_slug: string
  readonly default_full_slug?: string | null
  readonly translated_slugs?: ReadonlyArray<{ readonly lang: string; readonly path: string; readonly name?: string }> | null
  /** Published content per language code (`default` is the space's default language). */
  readonly content: Readonly<Record<string, Readonly<Record<string, unknown>>>>
  /** Draft content per language, when the draft differs. */
  readonly draft?: Readonly<Record<string, Readonly<Record<string, unknown>>>>
}

export interface CdnRequest {
  readonly path: string
  readonly query: URLSearchParams
  readonly at: number
}

export interface Cdn {
  readonly url: string
  readonly requests: Array<CdnRequest>
  /** Statuses answered (with Storyblok's error body) to the next requests, in order. */
  readonly script: Array<number>
  down: boolean
  hang: boolean
  cv: number
}

const RELATION_LIMIT = 50
const DEFAULT_PER_PAGE = 25

const errorBody = (status: number) =>
  status === 429 ? { error: "Rate limit exceeded" } : status === 401 ? { error: "Unauthorized" } : status === 404 ? ["This record could not be found"] : { error: "Service unavailable" }

const relationUuids = (content: unknown, fields: ReadonlyArray<string>, found: Set<string>): void => {
  if (Array.isArray(content)) return content.forEach((item) => relationUuids(item, fields, found))
  if (content === null || typeof content !== "object") return
  const record = content as Record<string, unknown>
  for (const [key, value] of Object.entries(record)) {
    if (typeof record.component === "string" && fields.includes(`${record.component}.${key}`)) {
      for (const uuid of Array.isArray(value) ? value : [value]) if (typeof uuid === "string") found.add(uuid)
    } else relationUuids(value, fields, found)
  }
}

export const startCdn = (options: { readonly token: string; readonly previewToken: string; readonly stories: ReadonlyArray<CdnStory> }) =>
  Effect.gen(function* () {
    const state = { requests: [] as Array<CdnRequest>, script: [] as Array<number>, down: false, hang: false, cv: 1_700_000_000 }
    const held: Array<ServerResponse> = []

    const pathIn = (story: CdnStory, language: string) =>
      language === "default" ? story.full_slug : (story.translated_slugs?.find((slug) => slug.lang === language)?.path ?? story.full_slug)
    const render = (story: CdnStory, language: string, draft: boolean) => {
      const byLanguage = (draft ? story.draft : undefined) ?? story.content
      const { content: _content, draft: _draft, ...fields } = story
      // Translatable Slugs: the answer's full_slug is the path in the asked language, default_full_slug the default one.
      return { ...fields, full_slug: pathIn(story, language), default_full_slug: story.full_slug, lang: language, content: byLanguage[language] ?? byLanguage.default ?? {} }
    }

    const url = yield* listen((request, _body, response) => {
      const address = new URL(request.url ?? "/", "http://cdn.invalid")
      state.requests.push({ path: address.pathname, query: address.searchParams, at: performance.now() })
      if (state.hang) return void held.push(response)
      const scripted = state.script.shift()
      if (scripted !== undefined) return json(response, scripted, errorBody(scripted))
      if (state.down) return json(response, 503, errorBody(503))
      const query = address.searchParams
      const token = query.get("token")
      const draft = query.get("version") === "draft"
      if (token !== options.token && token !== options.previewToken) return json(response, 401, errorBody(401))
      if (draft && token !== options.previewToken) return json(response, 401, errorBody(401))
      const language = query.get("language") ?? "default"
      const relationFields = (query.get("resolve_relations") ?? "").split(",").filter((field) => field !== "")
      const related = (stories: ReadonlyArray<CdnStory>) => {
        const uuids = new Set<string>()
        for (const story of stories) relationUuids(render(story, language, draft).content, relationFields, uuids)
        return uuids.size > RELATION_LIMIT
          ? { rel_uuids: [...uuids] }
          : { rels: options.stories.filter((story) => uuids.has(story.uuid)).map((story) => render(story, language, draft)) }
      }

      const single = /^\/v2\/cdn\/stories\/(.+?)\/*$/.exec(address.pathname)
      if (single !== null) {
        const key = decodeURIComponent(single[1]!)
        // A language code in front of the slug: the story of that translated path (Translatable Slugs).
        const prefixed = /^(en)\/(.+)$/.exec(key)
        const story = options.stories.find((candidate) =>
          /^\d+$/.test(key) ? String(candidate.id) === key : prefixed !== null ? pathIn(candidate, prefixed[1]!) === prefixed[2] : candidate.full_slug === key,
        )
        if (story === undefined) return json(response, 404, errorBody(404))
        return json(response, 200, { story: render(story, language, draft), cv: state.cv, ...related([story]), links: [] })
      }
      if (/^\/v2\/cdn\/stories\/?$/.test(address.pathname)) {
        let stories = options.stories.filter((story) => !story.full_slug.startsWith("_"))
        const contentType = query.get("content_type")
        if (contentType !== null) stories = stories.filter((story) => story.content.default?.component === contentType)
        for (const [name, value] of query) {
          const filter = /^filter_query\[([^\]]+)\]\[in\]$/.exec(name)
          if (filter !== null) stories = stories.filter((story) => value.split(",").includes(String(story.content.default?.[filter[1]!])))
        }
        const byUuids = query.get("by_uuids")
        if (byUuids !== null) stories = stories.filter((story) => byUuids.split(",").includes(story.uuid))
        const perPage = Number(query.get("per_page") ?? DEFAULT_PER_PAGE)
        const page = Number(query.get("page") ?? 1)
        const slice = stories.slice((page - 1) * perPage, page * perPage)
        response.setHeader("total", String(stories.length))
        response.setHeader("per-page", String(perPage))
        return json(response, 200, { stories: slice.map((story) => render(story, language, draft)), cv: state.cv, ...related(slice), links: [] })
      }
      return json(response, 404, errorBody(404))
    })
    yield* Effect.addFinalizer(() => Effect.sync(() => held.forEach((response) => response.destroy())))

    const cdn: Cdn = {
      url,
      requests: state.requests,
      script: state.script,
      get down() {
        return state.down
      },
      set down(value) {
        state.down = value
      },
      get hang() {
        return state.hang
      },
      set hang(value) {
        state.hang = value
      },
      get cv() {
        return state.cv
      },
      set cv(value) {
        state.cv = value
      },
    }
    return cdn
  })
