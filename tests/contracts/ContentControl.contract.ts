/**
 * What every ContentControl must do: take a preview only from a query the content system signed
 * (then name the editor's origin, which may frame it), and accept a webhook only with the signature
 * of its own body. An adapter without a content system (`previews` and `sign` null) has no editor,
 * takes no preview and refuses every webhook.
 */
import { expect, layer } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import { ContentControl } from "@shop/core"

export interface ContentControlCase {
  /** A preview query the content system made, and a forged one; null: the adapter takes no previews. */
  readonly previews: { readonly valid: () => URLSearchParams; readonly forged: ReadonlyArray<() => URLSearchParams> } | null
  /** The signature header the content system sends with `body`; null: the adapter refuses every webhook. */
  readonly sign: ((body: string) => string) | null
  /** Set up before each test (a clock, a fixed time). */
  readonly before?: Effect.Effect<void>
}

const body = JSON.stringify({ text: "The user published the Story Impressum", action: "published", story_id: 41 })

export const suite = (name: string, makeLayer: () => Layer.Layer<ContentControl, unknown>, contract: ContentControlCase) =>
  layer(makeLayer(), { timeout: 60_000 })(`ContentControl contract: ${name}`, (it) => {
    const control = Effect.andThen(contract.before ?? Effect.void, ContentControl)

    it.effect("takes no preview from a query the content system did not sign", () =>
      Effect.gen(function* () {
        const { isPreview } = yield* control
        expect(yield* isPreview(new URLSearchParams())).toBe(false)
        expect(yield* isPreview(new URLSearchParams({ preview: "1", _storyblok: "41" }))).toBe(false)
        for (const forged of contract.previews?.forged ?? []) expect(yield* isPreview(forged())).toBe(false)
      }),
    )

    if (contract.previews === null) {
      it.effect("has no editor and takes no preview", () =>
        Effect.gen(function* () {
          expect((yield* control).editorOrigin).toBeNull()
        }),
      )
    } else {
      const previews = contract.previews
      it.effect("takes a preview from a signed query, shown in a frame of the editor's origin", () =>
        Effect.gen(function* () {
          const { isPreview, editorOrigin } = yield* control
          expect(yield* isPreview(previews.valid())).toBe(true)
          expect(editorOrigin).toMatch(/^https:\/\/[^/]+$/)
        }),
      )
    }

    if (contract.sign === null) {
      it.effect("refuses every webhook", () =>
        Effect.gen(function* () {
          const { webhook } = yield* control
          expect(yield* webhook(body, null)).toBe("refused")
          expect(yield* webhook(body, "0".repeat(40))).toBe("refused")
        }),
      )
    } else {
      const sign = contract.sign
      it.effect("accepts a webhook with its body's signature, again and again", () =>
        Effect.gen(function* () {
          const { webhook } = yield* control
          expect(yield* webhook(body, sign(body))).toBe("accepted")
          expect(yield* webhook(body, sign(body))).toBe("accepted")
          expect(yield* webhook("{}", sign("{}"))).toBe("accepted")
        }),
      )
      it.effect("refuses a webhook without a signature, with a forged one, or with another body's", () =>
        Effect.gen(function* () {
          const { webhook } = yield* control
          expect(yield* webhook(body, null)).toBe("refused")
          expect(yield* webhook(body, "")).toBe("refused")
          expect(yield* webhook(body, "0".repeat(40))).toBe("refused")
          expect(yield* webhook(`${body} `, sign(body))).toBe("refused")
          expect(yield* webhook(body, sign(`${body} `))).toBe("refused")
        }),
      )
    }
  })
