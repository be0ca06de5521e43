/** A mailed link's parameters and purpose: shared by its page (browser) and its POST (server, confirm.ts). */

/** The parameters a mailed link carries (Supabase's names), and where to go on. */
export const LINK_PARAMS = ["token_hash", "type", "code", "error", "error_code", "error_description", "next"] as const
export type LinkParams = Partial<Record<(typeof LINK_PARAMS)[number], string>>

export type LinkPurpose = "signup" | "reset" | "email"

export const linkParamsOf = (source: { readonly get: (name: string) => unknown }): LinkParams => {
  const params: Record<string, string> = {}
  for (const name of LINK_PARAMS) {
    const value = source.get(name)
    if (typeof value === "string" && value.length <= 2000) params[name] = value
  }
  return params
}

export const purposeOf = (params: LinkParams): LinkPurpose =>
  params.next === "reset" || params.type === "recovery" ? "reset" : params.next === "email" || params.type === "email_change" ? "email" : "signup"

/** Whether the link can still be spent: it carries a token (or a code) and no error from the auth server. */
export const isUsableLink = (params: LinkParams): boolean =>
  (params.token_hash !== undefined || params.code !== undefined) && params.error === undefined && params.error_code === undefined

export const linkInvalidPath = (lang: string, purpose: LinkPurpose) =>
  purpose === "reset" ? `/${lang}/reset-password/?notice=linkInvalid` : `/${lang}/login/?notice=linkInvalid`
