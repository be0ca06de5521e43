/**
 * Share images (spec §9: open graph 1200×630, twitter 1280 wide). Storyblok's image service
 * resizes by a path suffix (`/m/1200x630` crops to that size, `/m/1280x0` keeps the aspect), and
 * its asset URLs carry the original size (`/f/<space>/<width>x<height>/…`), so the shared size is
 * known without reading the image. Local files (`/content/assets/…`) are used as they are.
 */
export type SocialImageKind = "og" | "twitter"

export interface SocialImage {
  readonly url: string
  readonly width?: number | undefined
  readonly height?: number | undefined
}

const STORYBLOK_ASSET = /^(?:https?:)?\/\/(a(?:-[a-z]{2})?\.storyblok\.com|a\.storyblokchina\.cn)(\/f\/\d+\/(\d+)x(\d+)\/[^?#]*?)(?:\/m\/[^?#]*)?(?:[?#].*)?$/i

/** The image as the share card wants it: absolute, resized by Storyblok's service where it is a Storyblok asset. */
export const socialImage = (url: string, kind: SocialImageKind, origin: string): SocialImage => {
  const storyblok = STORYBLOK_ASSET.exec(url.trim())
  if (storyblok !== null) {
    const [, host, path, w, h] = storyblok
    const base = `https://${host!.toLowerCase()}${path!}`
    if (kind === "og") return { url: `${base}/m/1200x630`, width: 1200, height: 630 }
    const width = Number(w)
    const height = Number(h)
    return { url: `${base}/m/1280x0`, width: 1280, ...(width > 0 && height > 0 ? { height: Math.round((height * 1280) / width) } : {}) }
  }
  return { url: absoluteUrl(url.trim(), origin) }
}

/** A path on this site (`/content/assets/x.png`) to an absolute URL; an absolute http(s) URL stays. */
export const absoluteUrl = (url: string, origin: string): string => {
  if (/^https?:\/\//i.test(url)) return url
  if (url.startsWith("//")) return `https:${url}`
  return `${origin.replace(/\/+$/, "")}/${url.replace(/^\/+/, "")}`
}
