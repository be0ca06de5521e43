/** The visitor's header state for the server-rendered shell (issue 28). */
import { Effect } from "effect"
import { hasCartCookie, hasSessionCookie } from "../../platform/personalCookies.ts"
import { requestAccountSummary } from "../account/summary.ts"
import { visitorCartLineCount } from "../cart/visitorCart.ts"
import type { VisitorView } from "./model.ts"

const GUEST: VisitorView = { cartLines: 0, account: null }

/**
 * The header's cart count and login state; a visitor without a session or cart cookie (every
 * cached page) costs nothing. A failure to read either leaves the guest's view, which the
 * browser's own loads then correct: the page itself must not fail over its badge.
 */
export const visitorOf = (cookies: string | null) =>
  hasSessionCookie(cookies) || hasCartCookie(cookies)
    ? Effect.all({ cartLines: visitorCartLineCount, account: requestAccountSummary() }).pipe(Effect.orElseSucceed(() => GUEST))
    : Effect.succeed(GUEST)

