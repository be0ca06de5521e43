/**
 * Server function of the contact form (the page's JavaScript path; without JavaScript the form
 * posts to `/api/contact`). Same-origin POSTs only; the client key of the hourly limit is the
 * request's IP address.
 */
import { createServerFn } from "@tanstack/react-start"
import { Effect } from "effect"
import { Content } from "@shop/core"
import type { ContactResult } from "./model.ts"
import { contactDetailsInput, contactInput } from "./inputs.ts"
import { submitContact } from "./submit.ts"
import { toContactDetails } from "../shell/settings.ts"
import type { RichParagraph } from "../shell/model.ts"
import { isSameOrigin } from "../../platform/http.ts"
import { clientKey } from "../../platform/request.ts"
import { ShopError, runPage } from "../../platform/run.ts"
import { draftForPreview } from "../content/preview.ts"

/** The company's contact details from the settings story, beside the form. */
export const loadContactDetails = createServerFn({ method: "GET" })
  .validator(contactDetailsInput)
  .handler(async ({ data }): Promise<ReadonlyArray<RichParagraph>> => {
    const draft = await draftForPreview()
    return runPage(
      Effect.gen(function* () {
        const story = yield* (yield* Content).settings(data.lang, draft)
        return toContactDetails(story?.content ?? null, data.lang)
      }),
    )
  })

export const sendContact = createServerFn({ method: "POST" })
  .validator(contactInput)
  .handler(async ({ data }): Promise<ContactResult> => {
    if (!isSameOrigin()) throw new ShopError("generalError")
    return submitContact(data, await clientKey())
  })
