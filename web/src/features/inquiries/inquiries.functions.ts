/**
 * Server functions of `/user/profile/inquiries`: the list, a short-lived signed URL of one's own
 * inquiry PDF, and deleting several. Each checks the session itself, and the stores act as the user
 * (RLS), so another user's inquiry is neither listed, signed nor deleted.
 */
import { createServerFn } from "@tanstack/react-start"
import { Effect } from "effect"
import { InquiryStore, deleteInquiries, inquiryPdfUrl, inquiryReference } from "@shop/core"
import { isSameOrigin } from "../../platform/http.ts"
import { ShopError, runPage } from "../../platform/run.ts"
import { requestSession } from "../account/request.ts"
import { inquiryIdInput, inquiryIdsInput } from "./inputs.ts"
import type { InquiryList } from "./model.ts"

export const listInquiries = createServerFn({ method: "GET" }).handler(
  (): Promise<InquiryList | null> =>
    runPage(
      Effect.gen(function* () {
        const session = yield* requestSession()
        if (session === null) return null
        const listed = yield* Effect.result((yield* InquiryStore).list(session.user.id))
        if (listed._tag === "Failure") {
          yield* Effect.logError("inquiries: the list could not be fetched", { reason: listed.failure.message })
          return { ok: false } satisfies InquiryList
        }
        return {
          ok: true,
          inquiries: listed.success.map(({ id, number, projectId, createdAt, listPrice }) => ({ id, number, reference: inquiryReference({ number, createdAt }), projectId, createdAt, listPrice })),
        } satisfies InquiryList
      }),
    ),
)

/** The signed URL of the user's own inquiry PDF (60 s); null for an id that is not theirs. */
export const getInquiryPdfUrl = createServerFn({ method: "POST" })
  .validator(inquiryIdInput)
  .handler(({ data }): Promise<string | null> => {
    if (!isSameOrigin()) throw new ShopError("generalError")
    return runPage(
      Effect.gen(function* () {
        const session = yield* requestSession()
        if (session === null) return null
        return yield* inquiryPdfUrl(session.user.id, data.id).pipe(Effect.catchTag("InquiryNotFound", () => Effect.succeed(null)))
      }),
    )
  })

/** Deletes those of `ids` that are the user's; answers the ids deleted. */
export const removeInquiries = createServerFn({ method: "POST" })
  .validator(inquiryIdsInput)
  .handler(({ data }): Promise<ReadonlyArray<string>> => {
    if (!isSameOrigin()) throw new ShopError("generalError")
    return runPage(
      Effect.gen(function* () {
        const session = yield* requestSession()
        if (session === null) return yield* Effect.fail(new ShopError("generalError"))
        return yield* deleteInquiries(session.user.id, data.ids)
      }),
    )
  })
