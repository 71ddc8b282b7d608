import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.js';
import type { Audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Crypto } from '../../platform/crypto.js';
import type { Mailer } from '../../platform/mail.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { Payments } from '../../providers/payments/index.js';
import type { FirmNotifier, NegotiationService } from '../negotiation/negotiation.service.js';

/** What the payments operations are built from (one file per operation shares it). */
export type PaymentsContext = {
  db: Database;
  clock: Clock;
  audit: Audit;
  mailer: Mailer;
  limiter: RateLimiter;
  crypto: Crypto;
  payments: Payments;
  negotiation: NegotiationService;
  feeBps: number;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Firm settings' own: applies the firm's payout change once its cooling-off period is over, inside the payout's transaction. */
  applyDuePayoutChange: (tx: Executor, lawFirmId: number, now: Date) => Promise<boolean>;
  /** Emails the firm about an account event (notifications' own routing). */
  notifyFirm: FirmNotifier;
};

export type Consumer = { userId: number; ip: string };

/** A declined autopay charge is tried again a day later, at most this many times in all. */
export const MAX_CHARGE_ATTEMPTS = 4;
export const RETRY_DELAY_MS = 86_400_000;
/** A charge left "processing" this long (a crash mid-charge) is picked up again, with the same idempotency key. */
export const STUCK_PROCESSING_MS = 10 * 60_000;
