/** The header's login state of the request a server function answers. */
import { getRequest } from "@tanstack/react-start/server"
import { Effect } from "effect"
import { isSecureRequest } from "../../platform/request.ts"
import { handoverOf } from "../handover/cookie.ts"
import type { AccountSummary } from "./model.ts"
import { requestSession } from "./request.ts"

/** null for a guest. Also rendered by the server into the shell (`shell.functions.ts`). */
export const requestAccountSummary = () =>
  Effect.gen(function* () {
    const session = yield* requestSession()
    if (session === null) return null
    const { metadata, email } = session.user
    const request = getRequest()
    const handover = handoverOf(request.headers.get("cookie"), yield* Effect.promise(() => isSecureRequest(request)), session.user.id)
    const summary: AccountSummary = { firstname: metadata.firstname, lastname: metadata.lastname, email, lang: metadata.userLang, ...(handover === null ? {} : { handover: handover.protocol }) }
    return summary
  })
