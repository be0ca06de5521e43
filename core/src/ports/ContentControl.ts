/** What the web layer asks the content system besides pages: is this a preview, and its webhooks (spec §7 content system). */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"

/** How a webhook was taken: `accepted` (signature valid, cached content dropped) or `refused`. */
export type WebhookOutcome = "accepted" | "refused"

export class ContentControl extends Context.Service<
  ContentControl,
  {
    /** Whether the query string is a valid visual-editor preview: then pages are read as drafts. */
    readonly isPreview: (query: URLSearchParams) => Effect.Effect<boolean>
    /** The origin of the visual editor, which shows a valid preview in a frame; null: no previews. */
    readonly editorOrigin: string | null
    /** A webhook of the content system: its raw body and signature header; when valid, cached content is dropped. */
    readonly webhook: (body: string, signature: string | null) => Effect.Effect<WebhookOutcome>
    /** Emits when a webhook accepted by another server process dropped this process's cached content (its pages follow). */
    readonly droppedElsewhere: Stream.Stream<void>
  }
>()("shop/content/ContentControl") {
  /** No previews, every webhook refused: content without a content system (the embedded files). */
  static readonly layerNone = Layer.succeed(
    ContentControl,
    ContentControl.of({ isPreview: () => Effect.succeed(false), editorOrigin: null, webhook: () => Effect.succeed("refused"), droppedElsewhere: Stream.never }),
  )

  /**
   * Previews when the query has `preview=<previewKey>`; a webhook accepted when its signature is
   * `sign(body)` (the test's stand-in for the content system's HMAC), each body counted in `received`.
   */
  static readonly layerTest = (options: { readonly previewKey: string; readonly sign: (body: string) => string; readonly received?: Array<string> }) =>
    Layer.succeed(
      ContentControl,
      ContentControl.of({
        isPreview: (query) => Effect.succeed(options.previewKey !== "" && query.get("preview") === options.previewKey),
        editorOrigin: "https://editor.example",
        webhook: (body, signature) =>
          Effect.sync(() => {
            if (signature === null || signature !== options.sign(body)) return "refused"
            options.received?.push(body)
            return "accepted"
          }),
        droppedElsewhere: Stream.never,
      }),
    )
}
