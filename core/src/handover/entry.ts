/**
 * How the craftsman's software (IDS-Connect 2.5) and the buyer's SAP (OCI 4.0/5.0) open the shop:
 * a form posted from the user's browser with the credentials, the return address and what to do.
 * Read here from the form's fields, by name (`get`), into what the web does next; the credentials
 * are passed on to the login only and never put into an error's text.
 *
 * IDS fields (the names the public descriptions use): `kndnr` (customer number), `name_kunde`
 * (user, here the account's e-mail), `pw_kunde`, `action`, `hookurl`, `version`, `target`,
 * `warenkorb` (the cart of "Warenkorb senden"), `ghnummer` (the article of the deep link). The
 * search (SV) takes its term from `suchbegriff`: the descriptions available name the action, not
 * its field (docs/handover.md).
 * OCI fields: `HOOK_URL`, `USERNAME`, `PASSWORD` (the catalogue-specific names SAP is configured
 * with), `~OkCode`, `~TARGET`, `~CALLER`, `returntarget`, `OCI_VERSION`, `http_content_charset`,
 * `FUNCTION` with `PRODUCTID`, `QUANTITY`, `SEARCHSTRING`.
 */
import * as Schema from "effect/Schema"
import { HandoverRefused } from "./errors.ts"
import { requireHookUrl } from "./hookUrl.ts"
import { IDS_CART_FIELD } from "./ids.ts"
import { type OciCall, type OciFunction, ociCallOf, ociFunctions } from "./oci.ts"

/** The actions of IDS 2.5 the shop answers: receive cart, send cart, article deep link, search. */
export const idsActions = ["WKE", "WKS", "ADL", "SV"] as const
export type IdsAction = (typeof idsActions)[number]

export interface Credentials {
  /** The login: `name_kunde` (or `kndnr` when that is the only one sent), OCI's `USERNAME`. */
  readonly login: string
  readonly password: string
}

export interface IdsEntry {
  readonly protocol: "ids"
  readonly action: IdsAction
  readonly credentials: Credentials
  /** Required for WKE and WKS; with ADL and SV the session can still hand a cart back when one is sent. */
  readonly hookUrl: URL | undefined
  /** `target`: the frame the hand-back form is posted into (IDS 2.3 and later); `_top` when absent. */
  readonly target: string
  readonly version: string
  /** WKS: the cart XML. */
  readonly cartXml: string | undefined
  /** ADL: the supplier article number. */
  readonly articleNumber: string | undefined
  /** SV: the search term. */
  readonly searchTerm: string | undefined
}

export interface OciEntry {
  readonly protocol: "oci"
  readonly credentials: Credentials
  readonly call: OciCall
  readonly function: OciFunction | undefined
  /** DETAIL, VALIDATE: the external product id the shop sent (its catalogue key). */
  readonly productId: string | undefined
  /** VALIDATE: the quantity to price. */
  readonly quantity: string | undefined
}

const FRAME = /^(?:_top|_parent|_self|_blank|[A-Za-z0-9][A-Za-z0-9_-]{0,63})$/

const field = (get: (name: string) => string | undefined, name: string): string | undefined => {
  const value = get(name)?.trim()
  return value === undefined || value === "" ? undefined : value
}

/** An IDS call, or why it cannot be answered (an action the shop does not answer, a missing or bad hook URL). */
export const readIdsEntry = (get: (name: string) => string | undefined): IdsEntry | HandoverRefused => {
  const action = field(get, "action")?.toUpperCase()
  if (action === undefined || !(idsActions as ReadonlyArray<string>).includes(action)) {
    return new HandoverRefused({ reason: "handoverActionUnsupported", detail: `IDS action ${JSON.stringify(action ?? "")}` })
  }
  const needsHook = action === "WKE" || action === "WKS"
  const rawHook = field(get, "hookurl")
  let hookUrl: URL | undefined
  if (needsHook || rawHook !== undefined) {
    const hook = requireHookUrl(rawHook)
    if (hook instanceof HandoverRefused) return hook
    hookUrl = hook
  }
  const target = field(get, "target")
  return {
    protocol: "ids",
    action: action as IdsAction,
    credentials: { login: field(get, "name_kunde") ?? field(get, "kndnr") ?? "", password: get("pw_kunde") ?? "" },
    hookUrl,
    target: target !== undefined && FRAME.test(target) ? target : "_top",
    version: field(get, "version") ?? "",
    cartXml: action === "WKS" ? (get(IDS_CART_FIELD) ?? "") : undefined,
    articleNumber: action === "ADL" ? field(get, "ghnummer") : undefined,
    searchTerm: action === "SV" ? field(get, "suchbegriff") : undefined,
  }
}

/** An OCI call, or why it cannot be answered (a missing or bad HOOK_URL, a FUNCTION the shop does not answer). */
export const readOciEntry = (get: (name: string) => string | undefined): OciEntry | HandoverRefused => {
  const fn = field(get, "FUNCTION")?.toUpperCase()
  if (fn !== undefined && fn !== "DETAIL" && fn !== "VALIDATE") {
    return new HandoverRefused({
      reason: "handoverActionUnsupported",
      detail: (ociFunctions as ReadonlyArray<string>).includes(fn) ? `OCI function ${fn}` : "unknown OCI function",
    })
  }
  const hook = requireHookUrl(field(get, "HOOK_URL"))
  if (hook instanceof HandoverRefused) return hook
  return {
    protocol: "oci",
    credentials: { login: field(get, "USERNAME") ?? field(get, "username") ?? "", password: get("PASSWORD") ?? get("password") ?? "" },
    call: ociCallOf(hook, get),
    function: fn as OciFunction | undefined,
    productId: field(get, "PRODUCTID"),
    quantity: field(get, "QUANTITY"),
  }
}

/**
 * What marks a session as a hand-over (kept in its own cookie beside the login's, read back with
 * this schema): the protocol, the account it was opened for, where the cart goes back and how. It
 * carries nothing secret; everything in it is checked again when the cart is handed back (the
 * account must be the session's, the hook URL is parsed and held against the account's allow-list).
 */
export const PunchoutContext = Schema.Struct({
  protocol: Schema.Literals(["ids", "oci"]),
  uid: Schema.String.pipe(Schema.check(Schema.isMaxLength(64))),
  hookUrl: Schema.String.pipe(Schema.check(Schema.isMaxLength(2048))),
  /** The form's target frame (IDS `target`; OCI `returntarget` or `~TARGET`). */
  formTarget: Schema.String.pipe(Schema.check(Schema.isPattern(FRAME))),
  /** OCI: the values returned with the cart. */
  okCode: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(40)))),
  target: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(40)))),
  caller: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(40)))),
  charset: Schema.optionalKey(Schema.Literals(["UTF-8", "ISO-8859-1"])),
  version: Schema.String.pipe(Schema.check(Schema.isMaxLength(20))),
})
export type PunchoutContext = typeof PunchoutContext.Type

/** The context of a session opened by this entry for this account; undefined when the entry hands nothing back. */
export const punchoutContextOf = (entry: IdsEntry | OciEntry, uid: string): PunchoutContext | undefined => {
  if (entry.protocol === "ids") {
    if (entry.hookUrl === undefined) return undefined
    return { protocol: "ids", uid, hookUrl: entry.hookUrl.href, formTarget: entry.target, version: entry.version.slice(0, 20) }
  }
  return {
    protocol: "oci",
    uid,
    hookUrl: entry.call.hookUrl.href,
    formTarget: entry.call.formTarget,
    okCode: entry.call.okCode,
    target: entry.call.target,
    caller: entry.call.caller,
    charset: entry.call.charset,
    version: entry.call.version.slice(0, 20),
  }
}

/** The OCI call a kept context describes, with its hook URL parsed again (for the hand-back). */
export const ociCallOfContext = (context: PunchoutContext, hookUrl: URL): OciCall => ({
  hookUrl,
  okCode: context.okCode ?? "ADDI",
  target: context.target ?? "_top",
  caller: context.caller ?? "CTLG",
  formTarget: context.formTarget,
  version: context.version,
  charset: context.charset ?? "UTF-8",
})
