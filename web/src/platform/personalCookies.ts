/**
 * The cookies that make a page personal: a login session, a guest's cart (the header's badge
 * counts it) and a compare list (the compare bar shows it). A page asked for with one of them is
 * rendered for that visitor and never shared (platform/pageCache.ts); without them, it is the
 * same for everyone.
 */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?session=/
/** core's CART_COOKIE_NAME, with a value. */
const CART_COOKIE = /(?:^|;\s*)cart=[^;\s]/
/** features/compare/list.ts's cookie, with a value. */
const COMPARE_COOKIE = /(?:^|;\s*)compare=[^;\s]/

export const hasSessionCookie = (cookies: string | null): boolean => SESSION_COOKIE.test(cookies ?? "")
export const hasCartCookie = (cookies: string | null): boolean => CART_COOKIE.test(cookies ?? "")
export const hasPersonalCookie = (cookies: string | null): boolean =>
  hasSessionCookie(cookies) || hasCartCookie(cookies) || COMPARE_COOKIE.test(cookies ?? "")
