/** A path segment the page's server function would refuse is simply not a page: the 404, not a 500. */
import { notFound } from "@tanstack/react-router"

/** The longest slug a product or content page accepts (the server functions' input limit). */
export const MAX_SLUG_LENGTH = 128

export const pageSlug = (slug: string): string => {
  if (slug.length > MAX_SLUG_LENGTH) throw notFound()
  return slug
}
