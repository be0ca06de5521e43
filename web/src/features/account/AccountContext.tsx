/**
 * The login state in the browser: first the one the server rendered (`initial`, from the shell: a
 * page asked for with a session cookie is rendered for its visitor and never shared), then loaded
 * after hydration (spec §4 "reloads whenever login state changes" holds because logging in and out
 * are full page loads). `undefined` while loading, `null` for a guest.
 * A logged-in page checks the session every 30 s (spec §9), which refreshes it before it expires.
 */
import { type ReactNode, createContext, useContext, useEffect, useState } from "react"
import type { AccountSummary } from "./model.ts"
import { getAccount } from "./account.functions.ts"

const AccountContext = createContext<AccountSummary | null | undefined>(undefined)

export const useAccount = (): AccountSummary | null | undefined => useContext(AccountContext)

/** Spec §9: auto-refresh check every 30 s. */
const SESSION_CHECK_MS = 30_000

export const AccountProvider = ({ initial, children }: { readonly initial: AccountSummary | null; readonly children: ReactNode }) => {
  const [account, setAccount] = useState<AccountSummary | null | undefined>(initial)
  useEffect(() => {
    let current = true
    const load = () =>
      getAccount()
        .then((next) => current && setAccount(next))
        .catch(() => current && setAccount((previous) => previous ?? null))
    void load()
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void load()
    }, SESSION_CHECK_MS)
    return () => {
      current = false
      window.clearInterval(timer)
    }
  }, [])
  return <AccountContext.Provider value={account}>{children}</AccountContext.Provider>
}
