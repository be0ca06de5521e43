/**
 * Server functions of the account: the header's login state, the profile pages' data (each
 * checks the session itself: a page guard alone is no authorisation), and the language change.
 */
import { createServerFn } from "@tanstack/react-start"
import { Effect } from "effect"
import { ProfileStore } from "@shop/core"
import { changeLanguage } from "@shop/core/accounts/accounts"
import { allowedHooks } from "@shop/core/handover/handover"
import { isSameOrigin } from "../../platform/http.ts"
import { ShopError, runPage } from "../../platform/run.ts"
import { languageChangeInput } from "./inputs.ts"
import type { AccountSummary, MyInfoView } from "./model.ts"
import { requestSession } from "./request.ts"
import { requestAccountSummary } from "./summary.ts"

const percentText = (hundredths: number): string => String(hundredths / 100)

export const getAccount = createServerFn({ method: "GET" }).handler((): Promise<AccountSummary | null> => runPage(requestAccountSummary()))

/** "My info" and the profile start: null when nobody is logged in (the route sends them to the login). */
export const loadMyInfo = createServerFn({ method: "GET" }).handler(
  (): Promise<MyInfoView | null> =>
    runPage(
      Effect.gen(function* () {
        const session = yield* requestSession()
        if (session === null) return null
        const profile = yield* (yield* ProfileStore).get(session.user.id)
        if (profile === null) return null
        const { id: _id, email: _email, global_discount, userlang, ...fields } = profile
        const handoverHooks = yield* allowedHooks(session.user.id)
        return { ...fields, email: session.user.email, globalDiscount: percentText(global_discount), lang: userlang, handoverHooks } satisfies MyInfoView
      }),
    ),
)

/** Spec §4: switching the language updates the profile's userlang and the user metadata (the cookie is the switcher's). */
export const setAccountLanguage = createServerFn({ method: "POST" })
  .validator(languageChangeInput)
  .handler(({ data }): Promise<void> => {
    if (!isSameOrigin()) throw new ShopError("generalError")
    return runPage(
      Effect.gen(function* () {
        const session = yield* requestSession()
        if (session === null) return
        yield* changeLanguage(session.accessToken, data.lang)
      }),
    )
  })
