/**
 * Server function of the contact form (the page's JavaScript path; without JavaScript the form
 * posts to `/api/contact`). Same-origin POSTs only; the client key of the hourly limit is the
 * request's IP address.
 */
import { createServerFn } from "@tanstack/react-start"
import type { ContactResult } from "../../../contact/model.ts"
import { isSameOrigin } from "../../../server/http.ts"
import { submitContact } from "../../../server/contact.ts"
import { contactInput } from "../../../server/inputs.ts"
import { clientIp } from "../../../server/request.ts"
import { ShopError } from "../../../server/run.ts"

export const sendContact = createServerFn({ method: "POST" })
  .validator(contactInput)
  .handler(({ data }): Promise<ContactResult> => {
    if (!isSameOrigin()) throw new ShopError("generalError")
    return submitContact(data, clientIp())
  })
