import type { ProductKey } from '@parley/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customerDocuments } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import { type Clock, MINUTE } from '../../platform/clock.js';
import type { SessionUser } from '../../platform/sessions.js';

// A second press of the start button (or a reload) within this window reuses the fresh case.
const REUSE_FRESH_CASE_MS = 10 * MINUTE;

export type StartCaseService = ReturnType<typeof createStartCaseService>;

/**
 * The entry pages' start button: opens an empty case of the chosen product for the signed-in
 * consumer. Deliberately minimal — the intake flow (scan, details, hardship) owns everything
 * after this and may replace this service with its own POST /customer_documents.
 */
export function createStartCaseService({ db, clock, audit }: { db: Database; clock: Clock; audit: Audit }) {
  return {
    async startCase(user: SessionUser, product: ProductKey, ip: string): Promise<{ id: number }> {
      const now = clock.now();
      const [fresh] = await db
        .select({ id: customerDocuments.id })
        .from(customerDocuments)
        .where(
          and(
            eq(customerDocuments.userId, user.id),
            eq(customerDocuments.product, product),
            isNull(customerDocuments.lawFirmId),
            isNull(customerDocuments.civilNumber),
            gt(customerDocuments.createdAt, new Date(now.getTime() - REUSE_FRESH_CASE_MS)),
          ),
        )
        .orderBy(desc(customerDocuments.id))
        .limit(1);
      if (fresh) return fresh;
      const customerName = [user.firstName, user.lastName].filter(Boolean).join(' ') || (user.email ?? 'Parley user');
      const [row] = await db
        .insert(customerDocuments)
        .values({ userId: user.id, product, customerName, email: user.email, createdAt: now })
        .returning({ id: customerDocuments.id });
      if (!row) throw new Error('case insert returned no row');
      await audit.record({ action: 'case.started', actorUserId: user.id, realm: 'consumer', ip, details: { customerDocumentId: row.id, product } });
      return row;
    },
  };
}
