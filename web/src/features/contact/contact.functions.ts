/**
 * Server function of the contact form (the page's JavaScript path; without JavaScript the form
 * posts to `/api/contact`). Same-origin POSTs only; the client key of the hourly limit is the
 * request's IP address.
 */
import { createServerFn } from "@tanstack/react-start"
import type { ContactResult } from "./model.ts"
import { contactInput } from "./inputs.ts"
import { submitContact } from "./submit.ts"
import { isSameOrigin } from "../../platform/http.ts"
import { clientIp } from "../../platform/request.ts"
import { ShopError } from "../../platform/run.ts"

export const sendContact = createServerFn({ method: "POST" })
  .validator(contactInput)
  .handler(async ({ data }): Promise<ContactResult> => {
    if (!isSameOrigin()) throw new ShopError("generalError")
    return submitContact(data, await clientIp())
  })
