/** Sent cart requests (spec §3 inquiry): list, record and delete a user's own inquiries. */
import { Clock, Context, Effect, Layer, Ref } from "effect"
import { InfrastructureError } from "../errors/errors.ts"
import type { Cents } from "../money/money.ts"

export interface Inquiry {
  readonly id: string
  /** Running inquiry number shown to the customer (the store's, never the client's). */
  readonly number: number
  readonly projectId: string
  /** ISO 8601 timestamp of recording. */
  readonly createdAt: string
  /** List price total, or null when a line was on request. */
  readonly listPrice: Cents | null
  /** Key of the stored cart PDF in the file store: always under `inquiries/<uid>/`. */
  readonly pdfKey: string
}

export type NewInquiry = Omit<Inquiry, "id" | "number" | "createdAt">

/** A PDF key the store accepts for `uid`: in the owner's folder, a plain path (no `..`, `%`, `\`, control characters). */
export const isInquiryPdfKey = (uid: string, key: string): boolean =>
  key.startsWith(`inquiries/${uid}/`) &&
  key.length > `inquiries/${uid}/`.length &&
  // oxlint-disable-next-line no-control-regex -- refusing control characters is the point
  !/[%\\\u0000-\u001f\u007f]/.test(key) &&
  !/(^|\/)\.{1,2}(\/|$)/.test(key) &&
  !key.includes("//") &&
  !key.includes("..")

export class InquiryStore extends Context.Service<
  InquiryStore,
  {
    /** The user's inquiries, newest first. */
    readonly list: (uid: string) => Effect.Effect<ReadonlyArray<Inquiry>, InfrastructureError>
    /** Records a sent request; the number and time are the store's. A PDF key outside the user's folder is refused. */
    readonly record: (uid: string, inquiry: NewInquiry) => Effect.Effect<Inquiry, InfrastructureError>
    /** Deletes those of `ids` that are the user's (others' and unknown ids are ignored); answers the ids deleted. */
    readonly remove: (uid: string, ids: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<string>, InfrastructureError>
  }
>()("shop/database/InquiryStore") {
  /** In memory, one process: for tests and as the reference the contract suite holds adapters to. */
  static readonly layerTest = Layer.effect(
    InquiryStore,
    Effect.gen(function* () {
      const state = yield* Ref.make({ next: 1, rows: [] as ReadonlyArray<Inquiry & { readonly uid: string }> })
      return InquiryStore.of({
        list: (uid) =>
          Effect.map(Ref.get(state), ({ rows }) =>
            rows
              .filter((row) => row.uid === uid)
              .toSorted((a, b) => b.number - a.number)
              .map(({ uid: _owner, ...inquiry }) => inquiry),
          ),
        record: (uid, inquiry) =>
          Effect.gen(function* () {
            if (!isInquiryPdfKey(uid, inquiry.pdfKey) || [...inquiry.projectId].length > 15) {
              return yield* new InfrastructureError({ system: "database", reason: "inquiry refused by the store's checks" })
            }
            const now = yield* Clock.currentTimeMillis
            return yield* Ref.modify(state, ({ next, rows }) => {
              const recorded: Inquiry = {
                id: `00000000-0000-4000-8000-${String(next).padStart(12, "0")}`,
                number: next,
                projectId: inquiry.projectId,
                createdAt: new Date(now).toISOString(),
                listPrice: inquiry.listPrice,
                pdfKey: inquiry.pdfKey,
              }
              return [recorded, { next: next + 1, rows: [...rows, { ...recorded, uid }] }] as const
            })
          }),
        remove: (uid, ids) =>
          Ref.modify(state, (current) => {
            const wanted = new Set(ids)
            const gone = current.rows.filter((row) => row.uid === uid && wanted.has(row.id)).map((row) => row.id)
            return [gone, { ...current, rows: current.rows.filter((row) => !(row.uid === uid && wanted.has(row.id))) }] as const
          }),
      })
    }),
  )
}
