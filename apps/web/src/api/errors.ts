import type { ErrorCode } from '@parley/shared';
import type { IntlShape } from 'react-intl';
import { translateServerText } from '../i18n/server-messages';
import { NETWORK_ERROR_MESSAGE } from './client-messages';

export { NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './client-messages';

/** The server answered with an error body: `{ error, code, fields? }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** The request never got an answer: offline, DNS, connection reset, server down. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(options?: { cause?: unknown }) {
    super('The request could not reach the server', options);
  }
}

/**
 * The text to show for a failed call: the server's own words, the network sentence, or the fallback.
 * Given the page's `intl`, a known server text comes in the reader's language (banners translate
 * what they show anyway; pass it where the text goes elsewhere).
 */
export function describeError(error: unknown, fallback: string, intl?: IntlShape): string {
  const text = error instanceof ApiError ? error.message : error instanceof NetworkError ? NETWORK_ERROR_MESSAGE : fallback;
  return intl ? translateServerText(intl, text) : text;
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
