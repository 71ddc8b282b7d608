import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { courtClosings, customerDocuments, lawFirms, settlementAgreements } from '../../db/schema/index.js';

export type ConsumerDocumentRow = {
  doc: typeof customerDocuments.$inferSelect;
  firmName: string | null;
  agreement: { filename: string; signedAt: Date | null } | null;
  /** When the firm filed what closes the lawsuit after payoff (issue 37.9), else null. */
  courtClosedOn: string | null;
};

/**
 * Every document of one consumer, newest first, with its firm and its agreement when there is one,
 * in one statement (a case has at most one agreement: settlement_agreements_document_idx).
 */
export async function findConsumerDocuments(db: Database, userId: number): Promise<ConsumerDocumentRow[]> {
  const rows = await db
    .select({
      doc: customerDocuments,
      firmName: lawFirms.name,
      courtClosedOn: courtClosings.filedOn,
      agreementFilename: settlementAgreements.filename,
      agreementSignedAt: settlementAgreements.signedAt,
    })
    .from(customerDocuments)
    .leftJoin(lawFirms, eq(lawFirms.id, customerDocuments.lawFirmId))
    .leftJoin(courtClosings, eq(courtClosings.customerDocumentId, customerDocuments.id))
    .leftJoin(settlementAgreements, eq(settlementAgreements.customerDocumentId, customerDocuments.id))
    .where(eq(customerDocuments.userId, userId))
    .orderBy(desc(customerDocuments.createdAt), desc(customerDocuments.id));
  return rows.map((r) => ({
    doc: r.doc,
    firmName: r.firmName,
    courtClosedOn: r.courtClosedOn,
    agreement: r.agreementFilename === null ? null : { filename: r.agreementFilename, signedAt: r.agreementSignedAt },
  }));
}
