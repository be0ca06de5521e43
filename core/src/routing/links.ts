/**
 * Content links (spec §3 content link, §2 rules): http(s) and mailto are external, asset links
 * open in a new tab, the home slug is shown as the bare language root, story links get the
 * language prefix and a trailing slash, anchors are appended without a slash.
 */
import type { Language } from "../i18n/language.ts"

export interface ContentLink {
  readonly linktype?: "story" | "url" | "email" | "asset" | undefined
  readonly url?: string | undefined
  readonly cached_url?: string | undefined
  readonly email?: string | undefined
  readonly anchor?: string | undefined
  readonly story?: { readonly full_slug: string } | undefined
  readonly target?: string | undefined
  readonly id?: string | undefined
}

export interface ResolvedLink {
  readonly href: string
  readonly external: boolean
  readonly newTab: boolean
}

export const HOME_SLUG = "home"

/** A story's full slug to its path in the shop: `home` → `/de/`, `about/team` → `/de/about/team/`. */
export const storyPath = (fullSlug: string, lang: Language): string => {
  const slug = fullSlug.replace(/^\/+|\/+$/g, "").replace(/^(de|en)\//, "")
  if (slug === "" || slug === HOME_SLUG) return `/${lang}/`
  return `/${lang}/${slug}/`
}

export const resolveLink = (link: ContentLink, lang: Language): ResolvedLink | null => {
  const blankTarget = link.target === "_blank"
  switch (link.linktype) {
    case "email": {
      const email = link.email ?? link.url ?? ""
      if (email === "") return null
      return { href: email.startsWith("mailto:") ? email : `mailto:${email}`, external: true, newTab: false }
    }
    case "asset": {
      const href = link.url ?? link.cached_url ?? ""
      return href === "" ? null : { href, external: isExternalScheme(href), newTab: true }
    }
    case "story": {
      const slug = link.story?.full_slug ?? link.cached_url ?? ""
      const anchor = link.anchor ? `#${link.anchor}` : ""
      if (slug === "" && anchor === "") return null
      return { href: `${storyPath(slug, lang)}${anchor}`, external: false, newTab: blankTarget }
    }
    default: {
      const href = link.url || link.cached_url || ""
      if (href === "") return null
      // Spec §2: web links leave the site, so they open in a new tab; mail and phone links do not.
      if (isExternalScheme(href) || href.startsWith("//")) return { href, external: true, newTab: blankTarget || /^(https?:)?\/\//i.test(href) }
      if (href.startsWith("#")) return { href, external: false, newTab: false }
      return { href: href.startsWith("/") ? href : storyPath(href, lang), external: false, newTab: blankTarget }
    }
  }
}

/** Schemes a browser opens itself: web, mail and phone links (a phone number in the imprint). */
const isExternalScheme = (href: string): boolean => /^(https?:|mailto:|tel:)/i.test(href)

/** A story's path in `lang` (Translatable Slugs): German is its full slug, other languages their translated path. */
export const translatedSlug = (
  story: { readonly full_slug: string; readonly translated_slugs?: ReadonlyArray<{ readonly lang: string; readonly path: string }> | null | undefined },
  lang: Language,
): string => {
  const translated = lang === "de" ? undefined : story.translated_slugs?.find((slug) => slug.lang === lang)?.path
  return (translated ?? story.full_slug).replace(/^\/+|\/+$/g, "")
}

/** A rich-text link mark's attributes (Storyblok: href, linktype, uuid, anchor, target) as a content link. */
export const richTextLink = (attrs: {
  readonly href?: string | null | undefined
  readonly linktype?: string | null | undefined
  readonly anchor?: string | null | undefined
  readonly target?: string | null | undefined
  readonly uuid?: string | null | undefined
}): ContentLink => {
  const href = attrs.href ?? ""
  const linktype = attrs.linktype === "story" || attrs.linktype === "email" || attrs.linktype === "asset" ? attrs.linktype : "url"
  const common = { ...(attrs.anchor ? { anchor: attrs.anchor } : {}), ...(attrs.target ? { target: attrs.target } : {}), ...(attrs.uuid ? { id: attrs.uuid } : {}) }
  if (linktype === "story") {
    // A story link's href is `/<full_slug>` (the adapters put the page's language's path there); an anchor may ride on it.
    const [path = "", anchor] = href.split("#")
    const slug = path.replace(/^\/+|\/+$/g, "")
    return { linktype, ...(slug === "" ? {} : { story: { full_slug: slug } }), ...common, ...(anchor && !attrs.anchor ? { anchor } : {}) }
  }
  if (linktype === "email") return { linktype, email: href.replace(/^mailto:/i, ""), ...common }
  return { linktype, url: href, ...common }
}
