/**
 * Limits of the saved project carts (issue 27, part 4), Schema-free so that the browser's code can
 * show them. The database repeats each (supabase/migrations/20261130000000_saved_carts.sql).
 */
import { MAX_CART_LINES } from "../cart/limits.ts"

/** Saved carts one account keeps: one per building site of a busy installer, and a list that stays readable. */
export const MAX_SAVED_CARTS = 50
/** A saved cart holds what a cart may hold: the cart's own line limit. */
export const MAX_SAVED_CART_LINES = MAX_CART_LINES
/** Characters (code points) of a saved cart's name: a project's name with its site, not a text. */
export const SAVED_CART_NAME_MAX_LENGTH = 80
