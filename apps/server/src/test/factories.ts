import { type EventAction, equalPaymentPhases, type Party } from '@parley/shared';
import type { Database } from '../db/client.js';
import { customerDocuments } from '../db/schema/index.js';
import { appendNegotiationEvent, recordPaymentReceived, recordPaymentSetup } from '../modules/cases/case-store.js';
import { postConsumerPayment } from '../modules/payments/ledger.js';

type Step = { party: Party; action: EventAction; offer?: { totalCents: number; payments: number; firstPaymentDate: string }; daysAgo: number };

/** An account built through the runtime writer, so its projection is the real one. */
export async function createTestAccount(
  db: Database,
  now: Date,
  opts: {
    lawFirmId: number;
    /** The consumer who owns the case, for the consumer's side of the negotiation. */
    userId?: number;
    name: string;
    debtCents: number;
    state?: string;
    civilNumber?: string;
    fileNumber?: string | null;
    steps?: Step[];
    paymentSetupDaysAgo?: number;
    payments?: { cents: number; daysAgo: number }[];
    archived?: boolean;
  },
): Promise<number> {
  const day = 86_400_000;
  const [doc] = await db
    .insert(customerDocuments)
    .values({
      lawFirmId: opts.lawFirmId,
      userId: opts.userId ?? null,
      product: 'solosettle',
      customerName: opts.name,
      lawsuitAmountCents: opts.debtCents,
      lawsuitState: opts.state ?? 'TX',
      civilNumber: opts.civilNumber ?? null,
      fileNumber: opts.fileNumber ?? null,
      ssnLastFour: '6789',
      createdAt: new Date(now.getTime() - 200 * day),
      archivedByLawFirmOn: opts.archived ? now : null,
    })
    .returning({ id: customerDocuments.id });
  if (!doc) throw new Error('insert failed');
  await db.transaction(async (tx) => {
    for (const s of opts.steps ?? []) {
      await appendNegotiationEvent(tx, {
        documentId: doc.id,
        party: s.party,
        action: s.action,
        at: new Date(now.getTime() - s.daysAgo * day),
        offers: s.offer
          ? [
              {
                totalAmountCents: s.offer.totalCents,
                payments: s.offer.payments,
                firstPaymentDate: s.offer.firstPaymentDate,
                phases: equalPaymentPhases(s.offer.totalCents, s.offer.payments),
              },
            ]
          : undefined,
      });
    }
    if (opts.paymentSetupDaysAgo !== undefined) await recordPaymentSetup(tx, doc.id, new Date(now.getTime() - opts.paymentSetupDaysAgo * day));
    for (const [i, p] of (opts.payments ?? []).entries()) {
      const at = new Date(now.getTime() - p.daysAgo * day);
      // A payment lands in the ledger (what the metrics read) and in the negotiation's projection, as autopay does.
      await postConsumerPayment(tx, {
        key: `test:${doc.id}:${i}`,
        paymentId: null,
        documentId: doc.id,
        lawFirmId: opts.lawFirmId,
        amountCents: p.cents,
        feeCents: 0,
        at,
      });
      await recordPaymentReceived(tx, doc.id, p.cents, at);
    }
  });
  return doc.id;
}
