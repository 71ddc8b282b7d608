import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditAction, AuditTargetType } from '@parley/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, Executor } from '../db/client.js';
import { auditLog, users } from '../db/schema/index.js';
import type { Clock } from './clock.js';

export type AuditEntry = {
  action: AuditAction;
  actorUserId?: number | null;
  realm?: 'consumer' | 'collector' | null;
  /** Defaults to the actor's address now; give it when there is no actor (a failed sign-in names the address tried). */
  actorEmail?: string | null;
  /** Defaults to the actor's firm, else `details.law_firm_id`: a firm's administrators read the entries of their firm. */
  lawFirmId?: number | null;
  /** What the entry is about; defaults from well-known detail keys (customer_document_id, user_id, …). */
  target?: { type: AuditTargetType; id: string | number } | null;
  /** Default to the request being served (see `installAuditContext`). */
  ip?: string | null;
  userAgent?: string | null;
  /** Never secrets: no passwords, tokens, codes, SSNs or account numbers (such keys are redacted). */
  details?: Record<string, unknown>;
};

/** The request an entry is recorded during: its address and browser, so no call site has to pass them. */
const requestContext = new AsyncLocalStorage<{ ip: string; userAgent: string | null }>();

/**
 * Every request runs inside its context (the `run` + `done` form, as @fastify/request-context
 * does, so the handler and everything it awaits see it).
 */
export function installAuditContext(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => {
    const agent = req.headers['user-agent'];
    requestContext.run({ ip: req.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null }, done);
  });
}

// Keys whose values are secrets wherever they appear; a caller's mistake is caught here, not in the log.
const SECRET_KEYS = new Set([
  'password',
  'current_password',
  'new_password',
  'password_hash',
  'token',
  'session_token',
  'secret',
  'totp_secret',
  'code',
  'auth_code',
  'auth_token',
  'otp',
  'recovery_code',
  'recovery_codes',
  'ssn',
  'account_number',
  'routing_number',
]);
export const REDACTED = '[redacted]';

function scrub(details: Record<string, unknown> | undefined): Record<string, unknown> | null {
  if (!details) return null;
  return Object.fromEntries(Object.entries(details).map(([k, v]) => [k, SECRET_KEYS.has(k.toLowerCase()) ? REDACTED : v]));
}

const TARGET_KEYS: [string, AuditTargetType][] = [
  ['customer_document_id', 'case'],
  ['user_id', 'user'],
  ['bank_id', 'bank_account'],
  ['policy_id', 'notification_policy'],
  ['commentId', 'comment'],
  ['conversation_id', 'conversation'],
  ['route', 'route'],
];
function targetOf(entry: AuditEntry): { type: string; id: string } | null {
  if (entry.target) return { type: entry.target.type, id: String(entry.target.id) };
  for (const [key, type] of TARGET_KEYS) {
    const value = entry.details?.[key];
    if (typeof value === 'number' || typeof value === 'string') return { type, id: String(value) };
  }
  const firm = entry.details?.law_firm_id;
  return typeof firm === 'number' ? { type: 'law_firm', id: String(firm) } : null;
}

export type Audit = ReturnType<typeof createAudit>;

/**
 * A sensitive view (the accounts list, a consumer's profile) is logged once per session, view and
 * target in this window, not on every refetch: an open tab refetches on each live change, and a
 * row per refetch was a write per request under load (issue 40). The first read of each window is
 * what the Safeguards Rule asks to see.
 */
export const VIEW_AUDIT_WINDOW_MS = 15 * 60_000;
/** The views remembered at once; the oldest is forgotten first (then logged again on its next read). */
const VIEWS_REMEMBERED = 10_000;

/** The only writer of audit_log: who (user, realm, email), which firm, what, when, from where. */
export function createAudit({ db, clock, log }: { db: Database; clock: Clock; log: FastifyBaseLogger }) {
  const viewedAt = new Map<string, number>();
  const audit = {
    /** A read of a sensitive view by this session: recorded unless the same view was recorded within VIEW_AUDIT_WINDOW_MS. */
    async recordView(sessionId: number, entry: AuditEntry): Promise<void> {
      // The actor and firm too: every API key's requests share session 0.
      const key = `${sessionId}:${entry.actorUserId ?? ''}:${entry.lawFirmId ?? ''}:${entry.action}:${entry.target?.type ?? ''}:${entry.target?.id ?? ''}`;
      const now = clock.now().getTime();
      const last = viewedAt.get(key);
      if (last !== undefined && now - last < VIEW_AUDIT_WINDOW_MS) return;
      viewedAt.delete(key);
      viewedAt.set(key, now);
      if (viewedAt.size > VIEWS_REMEMBERED) viewedAt.delete(viewedAt.keys().next().value as string);
      await audit.record({ ...entry, details: { ...entry.details, logged_once_per_minutes: VIEW_AUDIT_WINDOW_MS / 60_000 } });
    },
    async record(entry: AuditEntry, tx: Executor = db): Promise<void> {
      const request = requestContext.getStore();
      let { actorEmail, lawFirmId } = entry;
      if (entry.actorUserId && (actorEmail === undefined || lawFirmId === undefined)) {
        const [actor] = await tx.select({ email: users.email, lawFirmId: users.lawFirmId }).from(users).where(eq(users.id, entry.actorUserId));
        if (actorEmail === undefined) actorEmail = actor?.email ?? null;
        if (lawFirmId === undefined) lawFirmId = actor?.lawFirmId ?? null;
      }
      const firmInDetails = entry.details?.law_firm_id;
      if (lawFirmId == null && typeof firmInDetails === 'number') lawFirmId = firmInDetails;
      const target = targetOf(entry);
      await tx.insert(auditLog).values({
        at: clock.now(),
        action: entry.action,
        actorUserId: entry.actorUserId ?? null,
        actorEmail: actorEmail ?? null,
        realm: entry.realm ?? null,
        lawFirmId: lawFirmId ?? null,
        targetType: target?.type ?? null,
        targetId: target?.id ?? null,
        ip: entry.ip ?? request?.ip ?? null,
        userAgent: entry.userAgent ?? request?.userAgent ?? null,
        details: scrub(entry.details),
      });
      log.info({ audit: entry.action, actor: entry.actorUserId ?? null, realm: entry.realm ?? null }, 'audit');
    },
  };
  return audit;
}
