/**
 * What an e-mail address must look like (the core's `Email` rule): one @, no blanks, a dot in the
 * domain. A module of its own so that the contact form takes it as its `pattern` without the rest
 * of the validation: without JavaScript it then refuses what the server would, and nothing typed
 * is lost to a round trip.
 */
export const EMAIL_PATTERN = "[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}"
