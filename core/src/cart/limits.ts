/** Limits of the cart (Schema-free, so browser code can use them without loading Schema). */
/** Largest amount of one cart line; the spec leaves the maximum open. */
export const MAX_AMOUNT = 9999
export const MIN_AMOUNT = 1
/** Most lines one cart may hold (a quote request, not a warehouse order); more are refused with a message. */
export const MAX_CART_LINES = 200
export const MAX_ACCESSORIES_PER_LINE = 60
export const PROJECT_ID_MAX_LENGTH = 15

