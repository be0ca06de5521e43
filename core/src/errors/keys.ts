/**
 * The error catalogue's keys (spec §8, plus the few the shop adds), without Schema, so that the
 * browser's code can check a key from a query or an answer (`isErrorKey`) without loading it.
 * The key's schema and type are `ErrorKey` in errors.ts.
 */

/** Spec §8 keys, plus the few the shop adds (each documented where it is raised). */
export const errorKeys = [
  "emailAlreadyExists",
  "invalidEmail",
  "wrongCredentials",
  "generalError",
  "emailNotConfirmed",
  "passwordsDoNotMatch",
  "incorrectPassword",
  "inquiryDeletion",
  "inquiryList",
  "notFound",
  // Added: field rules the spec leaves open (documented in forms/validation.ts).
  "required",
  "passwordTooShort",
  "invalidVat",
  "invalidZip",
  "privacyNotAccepted",
  "tooLong",
  "invalidValue",
  // Added by the accounts (core/src/accounts/errors.ts says when each is raised).
  "tooManyAttempts",
  "passwordTooLong",
  "passwordTooCommon",
  "invalidLink",
  "sessionExpired",
  // Added by the web: a form of a logged-in page sent without a session (web/src/features/account).
  "notLoggedIn",
  // Added by the quick order (core/src/quickOrder/errors.ts says when each is raised): the whole
  // input refused, nothing read from it …
  "quickOrderEmpty",
  "quickOrderTooManyLines",
  "quickOrderFileTooLarge",
  "quickOrderNotText",
  "quickOrderUnreadableSpreadsheet",
  "quickOrderTooManyColumns",
  "quickOrderCellTooLong",
  // … and one line not added.
  "quickOrderUnknownArticle",
  "quickOrderAmbiguous",
  "quickOrderNoArticleNumber",
  "quickOrderChooseColumns",
  "quickOrderFormula",
  "quickOrderAmountNotWhole",
  "quickOrderAccessoryWithoutProduct",
  "quickOrderAccessoryNotOffered",
  "quickOrderAccessoryNotDivisible",
  "quickOrderAccessoryOverLimit",
  // Added by the saved project carts (core/src/savedCarts/errors.ts says when each is raised).
  "savedCartsFull",
  "savedCartTooLarge",
  "savedCartEmpty",
  "savedCartNameMissing",
  "savedCartNameTooLong",
  "savedCartNotFound",
  // Added by the hand-over to a craftsman's software or a buyer's SAP (core/src/handover/errors.ts).
  "handoverHookUrlInvalid",
  "handoverHookUrlNotAllowed",
  "handoverCartInvalid",
  "handoverActionUnsupported",
  "handoverNotPunchout",
] as const

/** Whether a value from outside (a query, a vendor's answer, a JSON body) is an error-catalogue key. */
export const isErrorKey = (value: unknown): value is (typeof errorKeys)[number] => errorKeys.some((key) => key === value)
