/** The robots meta tag of a page from its SEO flags (spec §3 no_index, no_follow); null: none (index, follow). */
export const robotsContent = (flags: { readonly noIndex?: boolean | undefined; readonly noFollow?: boolean | undefined }): string | null => {
  const parts = [flags.noIndex ? "noindex" : null, flags.noFollow ? "nofollow" : null].filter((part) => part !== null)
  return parts.length === 0 ? null : parts.join(", ")
}
