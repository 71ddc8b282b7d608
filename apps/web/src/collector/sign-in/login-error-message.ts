import { SessionCheckFailedError, SessionNotStartedError } from '../../api/collector/login';
import { ApiError, NetworkError } from '../../api/errors';

// Collector spec 8, "Login": shown exactly as written.
export const LOGIN_MESSAGES = {
  unexpected: 'An unexpected error occurred',
  sessionNotStarted: 'Login succeeded but session initialization failed. Please try again.',
  network: 'A network error occurred. Please check your connection and try again.',
  sessionCheckFailed: 'Error during authentication. Please try again.',
} as const;

export function loginErrorMessage(error: unknown): string {
  if (error instanceof SessionNotStartedError) return LOGIN_MESSAGES.sessionNotStarted;
  if (error instanceof SessionCheckFailedError) return LOGIN_MESSAGES.sessionCheckFailed;
  if (error instanceof NetworkError) return LOGIN_MESSAGES.network;
  if (error instanceof ApiError) return error.message;
  return LOGIN_MESSAGES.unexpected;
}
