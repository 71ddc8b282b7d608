import { CONSUMER_MESSAGES } from '@parley/shared';
import type { FastifyRequest } from 'fastify';
import { asGuard, sessionOf } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/sessions.js';

/**
 * A consumer's own data works from sign-up on; what reaches other people or moves money (blog
 * comments and reports, chat with a firm, cards and payments) waits until they followed the
 * emailed link. Collectors proved their address with their invite link.
 */
export function isEmailVerified(user: SessionUser): boolean {
  return user.kind !== 'consumer' || user.emailVerifiedAt !== null;
}

export function assertEmailVerified(user: SessionUser): void {
  if (!isEmailVerified(user)) throw new AppError('EMAIL_UNVERIFIED', CONSUMER_MESSAGES.emailUnverified);
}

/** After an auth guard, and a guard itself (runs before validation): 403 EMAIL_UNVERIFIED for a consumer who has not confirmed their address. */
export const requireVerifiedEmail = asGuard(async function requireVerifiedEmail(req: FastifyRequest): Promise<void> {
  assertEmailVerified(sessionOf(req).user);
});
