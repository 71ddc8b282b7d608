import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { courtClosings, customerDocuments, lawFirms, settlementAgreements } from '../../db/schema/index.js';

export type ConsumerDocumentRow = {
  doc: typeof customerDocuments.$inferSelect;
  firmName: string | null;
  agreement: { filename: string; signedAt: Date | null } | null;
  /** When the firm filed what closes the lawsuit after payoff (issue 37.9), else null. */
  courtClosedOn: string | null;
};

/** Every document of one consumer, newest first, with its firm and its agreement when there is one. */
export async function findConsumerDocuments(db: Database, userId: number): Promise<ConsumerDocumentRow[]> {
  const rows = await db
    .select({ doc: customerDocuments, firmName: lawFirms.name, courtClosedOn: courtClosings.filedOn })
    .from(customerDocuments)
    .leftJoin(lawFirms, eq(lawFirms.id, customerDocuments.lawFirmId))
    .leftJoin(courtClosings, eq(courtClosings.customerDocumentId, customerDocuments.id))
    .where(eq(customerDocuments.userId, userId))
    .orderBy(desc(customerDocuments.createdAt), desc(customerDocuments.id));
  const ids = rows.map((r) => r.doc.id);
  const agreements =
    ids.length === 0
      ? []
      : await db
          .select({ documentId: settlementAgreements.customerDocumentId, filename: settlementAgreements.filename, signedAt: settlementAgreements.signedAt })
          .from(settlementAgreements)
          .where(inArray(settlementAgreements.customerDocumentId, ids));
  return rows.map((r) => {
    const a = agreements.find((x) => x.documentId === r.doc.id);
    return { doc: r.doc, firmName: r.firmName, courtClosedOn: r.courtClosedOn, agreement: a ? { filename: a.filename, signedAt: a.signedAt } : null };
  });
}
