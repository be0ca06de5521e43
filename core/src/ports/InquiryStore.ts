/** Sent cart requests (spec §3 inquiry): list, record and delete a user's own inquiries. */
import { Context, type Effect } from "effect"
import type { InfrastructureError } from "../errors/errors.ts"
import type { Cents } from "../money/money.ts"

export interface Inquiry {
  readonly id: string
  /** Running inquiry number shown to the customer. */
  readonly number: number
  readonly projectId: string
  readonly createdAt: string
  /** List price total, or null when a line was on request. */
  readonly listPrice: Cents | null
  /** Key of the stored cart PDF in the file store. */
  readonly pdfKey: string
}

export class InquiryStore extends Context.Service<
  InquiryStore,
  {
    readonly list: (uid: string) => Effect.Effect<ReadonlyArray<Inquiry>, InfrastructureError>
    readonly record: (uid: string, inquiry: Omit<Inquiry, "id" | "number" | "createdAt">) => Effect.Effect<Inquiry, InfrastructureError>
    readonly remove: (uid: string, ids: ReadonlyArray<string>) => Effect.Effect<void, InfrastructureError>
  }
>()("shop/database/InquiryStore") {}
