/**
 * What an e-mail address must look like (the core's `Email` rule): one @, no blanks, a dot in the
 * domain. A module of its own so that the browser's forms take it as their `pattern` without
 * the rest of the validation: without JavaScript they then refuse what the server would, and
 * nothing typed is lost to a round trip.
 */
export const EMAIL_PATTERN = "[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}"
