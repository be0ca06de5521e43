/**
 * Pass-through pages of the old site (issue 10): the new page rendered at the old path, with its
 * canonical link to the new path. The router reads the old path as the new one (`rewrite.input`)
 * and writes links to the new page as the old path (`rewrite.output`, so the server's own
 * canonical-path check and hydration agree), for that one pair and only on such a request.
 * The server learns the pair from the redirect table (`legacy.ts` registers it); the browser gets
 * it with the router's dehydrated state. No server code is imported here: the browser loads it.
 */
import type { LocationRewrite } from "@tanstack/react-router"
import { legacyKey } from "@shop/core/redirects/normalize"

export interface PassThrough {
  /** The old path as requested. */
  readonly from: string
  /** The new page's path. */
  readonly to: string
}

let serverSide: (() => PassThrough | null) | undefined

/** The server's answer for the current request (set by legacy.ts once the table is loaded). */
export const registerServerPassThrough = (find: () => PassThrough | null) => {
  serverSide = find
}

export const currentPassThrough = (): PassThrough | null => serverSide?.() ?? null

export const passThroughRewrite = (pair: PassThrough): LocationRewrite => {
  const key = legacyKey(pair.from)
  const moved = (url: URL, pathname: string) => {
    const next = new URL(url)
    next.pathname = pathname
    return next
  }
  return {
    input: ({ url }) => (legacyKey(url.pathname) === key && url.pathname !== pair.to ? moved(url, pair.to) : undefined),
    output: ({ url }) => (url.pathname === pair.to ? moved(url, pair.from) : undefined),
  }
}
