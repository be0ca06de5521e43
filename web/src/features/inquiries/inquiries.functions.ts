/**
 * Server functions of `/user/profile/inquiries`: the list, a short-lived signed URL of one's own
 * inquiry PDF, and deleting several. Each checks the session itself, and the stores act as the user
 * (RLS), so another user's inquiry is neither listed, signed nor deleted.
 */
import { createServerFn } from "@tanstack/react-start"
import { Effect } from "effect"
import { type Inquiry, InquiryStore, deleteInquiries, inquiryCart, inquiryPdfUrl, inquiryReference, namesInquiry } from "@shop/core"
import { isSameOrigin } from "../../platform/http.ts"
import { ShopError, runPage } from "../../platform/run.ts"
import { requestSession } from "../account/request.ts"
import { cartLineView, totalsView } from "../cart/visitorCart.ts"
import { inquiryDetailInput, inquiryIdInput, inquiryIdsInput } from "./inputs.ts"
import type { InquiryDetail, InquiryList, InquiryView } from "./model.ts"

const inquiryView = ({ id, number, projectId, createdAt, listPrice }: Inquiry): InquiryView => ({
  id,
  number,
  reference: inquiryReference({ number, createdAt }),
  projectId,
  createdAt,
  listPrice,
})

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
          inquiries: listed.success.map(inquiryView),
        } satisfies InquiryList
      }),
    ),
)

/** One of the user's inquiries with its lines; null when the reference names none of theirs. */
export const loadInquiry = createServerFn({ method: "GET" })
  .validator(inquiryDetailInput)
  .handler(
    ({ data }): Promise<InquiryDetail | null> =>
      runPage(
        Effect.gen(function* () {
          const session = yield* requestSession()
          if (session === null) return null
          const own = (yield* (yield* InquiryStore).list(session.user.id)).find((inquiry) => namesInquiry(data.reference, inquiry))
          if (own === undefined) return null
          const cart = yield* inquiryCart(session.user.id, own.id).pipe(Effect.catchTag("InquiryNotFound", () => Effect.succeed(null)))
          if (cart === null) return null
          return {
            inquiry: inquiryView(own),
            lines: cart.items.map((item) => cartLineView(item, data.lang)),
            totals: totalsView(cart.items, cart.discount),
            discount: Number(cart.discount),
            missing: cart.missing,
          } satisfies InquiryDetail
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
