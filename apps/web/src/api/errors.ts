import type { ErrorCode } from '@parley/shared';

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

export const NETWORK_ERROR_MESSAGE = 'A network error occurred. Please check your connection and try again.';

/** The text to show for a failed call: the server's own words, the network sentence, or the fallback. */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof NetworkError) return NETWORK_ERROR_MESSAGE;
  return fallback;
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
