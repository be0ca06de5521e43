/** The longest query a content page keeps when it answers a 301 to its translated path. */
export const MAX_KEPT_QUERY = 2048
