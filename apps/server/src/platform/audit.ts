import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';
import type { Clock } from './clock.js';

export type AuditEntry = {
  action: string;
  actorUserId?: number | null;
  realm?: 'consumer' | 'collector' | null;
  ip?: string | null;
  /** Never secrets: no passwords, tokens, codes, SSNs or account numbers. */
  details?: Record<string, unknown>;
};

export type Audit = ReturnType<typeof createAudit>;

export function createAudit({ db, clock, log }: { db: Database; clock: Clock; log: FastifyBaseLogger }) {
  return {
    async record(entry: AuditEntry, tx: Executor = db): Promise<void> {
      await tx.insert(auditLog).values({
        at: clock.now(),
        action: entry.action,
        actorUserId: entry.actorUserId ?? null,
        realm: entry.realm ?? null,
        ip: entry.ip ?? null,
        details: entry.details ?? null,
      });
      log.info({ audit: entry.action, actor: entry.actorUserId ?? null, realm: entry.realm ?? null }, 'audit');
    },
  };
}
