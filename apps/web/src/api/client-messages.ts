/** The web client's own error sentences (not the server's), translated through `i18n/server-messages.ts`. */
export const NETWORK_ERROR_MESSAGE = 'A network error occurred. Please check your connection and try again.';

/** A failure the server did not explain (a 5xx, a body that is not ours). */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';
