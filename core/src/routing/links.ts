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
      if (isExternalScheme(href) || href.startsWith("//")) return { href, external: true, newTab: blankTarget }
      if (href.startsWith("#")) return { href, external: false, newTab: false }
      return { href: href.startsWith("/") ? href : storyPath(href, lang), external: false, newTab: blankTarget }
    }
  }
}

/** Schemes a browser opens itself: web, mail and phone links (a phone number in the imprint). */
const isExternalScheme = (href: string): boolean => /^(https?:|mailto:|tel:)/i.test(href)
