/** The hand-over's size limits, apart from its code, so that the web's request limits read them without loading an XML library. */

/** A cart sent by a craftsman's software larger than this is refused unread (500 lines of the standard's fields take about 300 KB). */
export const MAX_IDS_CART_BYTES = 1024 * 1024
