import {
  COURT_CLOSING_MESSAGES,
  type CourtClosing,
  caseStateOf,
  closingPaperOf,
  courtClosingDueOn,
  courtClosingKind,
  jurisdictionOf,
  needsCourtClosing,
  type UpdateCourtClosingInput,
} from '@parley/shared';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { caseIntakes, courtClosings, courts, customerDocuments, lawFirms } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { Viewer } from '../accounts/viewer.js';
import { type CaseRow, recordCourtClosingChanged } from '../cases/case-store.js';
import { renderPdf } from '../intake/legal-document-render.js';
import { courtClosingDocument } from './court-closing-paper.js';

type ClosingRow = typeof courtClosings.$inferSelect;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The case as the closing reads it, or a refusal: 404 outside the viewer's firm, 422 when there is nothing to close. */
function closableOrThrow(doc: CaseRow | undefined): CaseRow & { lastPaymentAt: Date; civilNumber: string } {
  if (!doc) throw new AppError('NOT_FOUND', 'Account not found');
  const state = caseStateOf(doc);
  if (!needsCourtClosing({ state, lawsuitExists: doc.lawsuitExists, civilNumber: doc.civilNumber }) || doc.lastPaymentAt === null) {
    throw new AppError('RULE_VIOLATED', COURT_CLOSING_MESSAGES.notNeeded);
  }
  return doc as CaseRow & { lastPaymentAt: Date; civilNumber: string };
}

/** What the firm and the consumer see: which paper, by when, and whether it was filed. */
export function courtClosingView(
  doc: Pick<CaseRow, 'lawsuitState' | 'lastPaymentAt'>,
  row: Pick<ClosingRow, 'judgmentEntered' | 'filedOn'> | null,
): CourtClosing {
  const judgmentEntered = row?.judgmentEntered ?? false;
  const kind = courtClosingKind(judgmentEntered);
  const paidOffOn = isoDate(doc.lastPaymentAt ?? new Date(0));
  return {
    kind,
    title: closingPaperOf(kind, doc.lawsuitState).title,
    judgment_entered: judgmentEntered,
    paid_off_on: paidOffOn,
    due_on: courtClosingDueOn(paidOffOn),
    filed_on: row?.filedOn ?? null,
  };
}

/**
 * Issue 37.9: the court side of a paid-off lawsuit. The firm reads which paper ends the case,
 * downloads it drawn up from the case, says whether a judgment was entered (which changes the
 * paper), and marks it filed; each change is in the audit log and reaches the consumer live.
 */
export function createCourtClosingService({ db, clock, audit }: { db: Database; clock: Clock; audit: Audit }) {
  async function findCase(tx: Executor, viewer: Viewer, documentId: number, lock: boolean) {
    const scope =
      'allFirms' in viewer.scope
        ? eq(customerDocuments.id, documentId)
        : and(eq(customerDocuments.id, documentId), eq(customerDocuments.lawFirmId, viewer.lawFirmId ?? -1));
    const query = tx.select().from(customerDocuments).where(scope);
    const [doc] = lock ? await query.for('update') : await query;
    return doc;
  }

  async function closingRow(tx: Executor, documentId: number): Promise<ClosingRow | null> {
    const [row] = await tx.select().from(courtClosings).where(eq(courtClosings.customerDocumentId, documentId));
    return row ?? null;
  }

  return {
    async status(viewer: Viewer, documentId: number): Promise<CourtClosing> {
      const doc = closableOrThrow(await findCase(db, viewer, documentId, false));
      return courtClosingView(doc, await closingRow(db, doc.id));
    },

    /** The paper, drawn up now from the case's facts (never stored: a corrected fact corrects it). */
    async paper(viewer: Viewer, documentId: number, sessionId: number): Promise<{ filename: string; bytes: Uint8Array }> {
      const doc = closableOrThrow(await findCase(db, viewer, documentId, false));
      const view = courtClosingView(doc, await closingRow(db, doc.id));
      const [facts] = await db
        .select({ firmName: lawFirms.name, courtCaption: courts.captionName, typedCourt: caseIntakes.courtName })
        .from(customerDocuments)
        .leftJoin(lawFirms, eq(lawFirms.id, customerDocuments.lawFirmId))
        .leftJoin(caseIntakes, eq(caseIntakes.customerDocumentId, customerDocuments.id))
        .leftJoin(courts, eq(courts.id, caseIntakes.courtId))
        .where(eq(customerDocuments.id, doc.id));
      const j = jurisdictionOf(doc.lawsuitState) ?? jurisdictionOf('TX');
      if (!j) throw new Error('the jurisdictions table has no Texas');
      const legal = courtClosingDocument(
        {
          kind: view.kind,
          state: doc.lawsuitState,
          plaintiffName: doc.plaintiffName ?? 'Plaintiff',
          consumerName: doc.customerName,
          civilNumber: doc.civilNumber,
          courtCaption: facts?.courtCaption ?? facts?.typedCourt?.toUpperCase() ?? null,
          lawFirmName: facts?.firmName ?? 'Attorneys for Plaintiff',
          paidOffOn: view.paid_off_on,
          dueOn: view.due_on,
          date: isoDate(clock.now()),
        },
        j,
      );
      const bytes = await renderPdf(legal);
      await audit.recordView(sessionId, {
        action: 'court_closing.downloaded',
        actorUserId: viewer.userId,
        realm: 'collector',
        ip: viewer.ip,
        details: { customer_document_id: doc.id, kind: view.kind },
      });
      return { filename: `${legal.filename}.pdf`, bytes };
    },

    async update(viewer: Viewer, input: UpdateCourtClosingInput): Promise<CourtClosing> {
      if (!viewer.canWrite) throw new AppError('FORBIDDEN', 'The on-call administrator reads accounts only.');
      const now = clock.now();
      return db.transaction(async (tx) => {
        const doc = closableOrThrow(await findCase(tx, viewer, input.customer_document_id, true));
        const before = await closingRow(tx, doc.id);
        const paidOffOn = isoDate(doc.lastPaymentAt);
        if (input.filed_on !== null && input.filed_on > isoDate(now))
          throw new AppError('VALIDATION_FAILED', COURT_CLOSING_MESSAGES.filedInFuture, { filed_on: COURT_CLOSING_MESSAGES.filedInFuture });
        if (input.filed_on !== null && input.filed_on < paidOffOn)
          throw new AppError('VALIDATION_FAILED', COURT_CLOSING_MESSAGES.filedBeforePayoff, { filed_on: COURT_CLOSING_MESSAGES.filedBeforePayoff });
        const unchanged = before !== null && before.judgmentEntered === input.judgment_entered && before.filedOn === input.filed_on;
        if (unchanged || (before === null && !input.judgment_entered && input.filed_on === null)) return courtClosingView(doc, before);
        const values = { judgmentEntered: input.judgment_entered, filedOn: input.filed_on, updatedByUserId: viewer.userId, updatedAt: now };
        await tx
          .insert(courtClosings)
          .values({ customerDocumentId: doc.id, ...values })
          .onConflictDoUpdate({ target: courtClosings.customerDocumentId, set: values });
        const newlyFiled = input.filed_on !== null && (before?.filedOn ?? null) === null;
        await recordCourtClosingChanged(tx, doc, newlyFiled, now);
        await audit.record(
          {
            action: 'court_closing.updated',
            actorUserId: viewer.userId,
            realm: 'collector',
            ip: viewer.ip,
            details: { customer_document_id: doc.id, judgment_entered: input.judgment_entered, filed_on: input.filed_on },
          },
          tx,
        );
        return courtClosingView(doc, values);
      });
    },
  };
}
export type CourtClosingService = ReturnType<typeof createCourtClosingService>;
