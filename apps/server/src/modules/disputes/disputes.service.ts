import {
  chooseItemizationDate,
  DEFAULT_LANGUAGE,
  DISPUTE_MESSAGES,
  type DisputeInput,
  type DisputeView,
  ITEMIZATION_DATE_LABELS,
  isDisputeOpen,
  type Language,
  type NoticeDeliveryMethod,
  noticeReceivedOn,
  type ValidationNotice,
  validationPeriodEnd,
} from '@parley/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { customerDocuments, disputes, esignConsents, lawFirms, users, validationNotices } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Crypto } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { consumerEmail, languageOr, longDate, translator } from '../../platform/i18n.js';
import type { Mailer } from '../../platform/mail.js';
import type { UploadedFile } from '../../platform/multipart-upload.js';
import type { Viewer } from '../accounts/viewer.js';
import { type CaseRow, findDisputeFacts, lockDocument, recordDisputeOpened, recordDisputeVerified, recordNoticeDelivered } from '../cases/case-store.js';
import { agreementPdfProblem } from '../negotiation/negotiation.documents.js';
import type { FirmNotifier } from '../negotiation/negotiation.service.js';
import { DISPUTE_EMAILS } from './disputes.messages.js';

type Consumer = { userId: number; ip: string; userAgent?: string };
type Notice = typeof validationNotices.$inferSelect;
type DisputeRow = typeof disputes.$inferSelect;

const dateOf = (at: Date) => at.toISOString().slice(0, 10);
const fileBinding = (disputeId: number, part: 'report' | 'verification') => `dispute:${disputeId}:${part}`;
const OPENED_ACTION = { dispute: 'disputed', original_creditor: 'original_creditor_requested', identity_theft: 'identity_theft_reported' } as const;

function disputeView(row: DisputeRow): DisputeView {
  return {
    id: row.id,
    kind: row.kind,
    scope: row.scope,
    amount_cents: row.amountCents,
    reason: row.reason,
    details: row.details,
    opened_at: row.openedAt.toISOString(),
    has_report: row.reportContent !== null,
    verified_at: row.verifiedAt?.toISOString() ?? null,
  };
}

/**
 * Regulation F's validation notice and the consumer's disputes (docs/decisions/024-validation-notices-and-disputes.md). The notice is
 * fixed when first delivered; a dispute holds the firm's collection through the lifecycle table
 * (case-store `assertTransition`) and the chat's compliance scanner, both reading the account's
 * compliance flags that `recordDisputeOpened` and `recordDisputeVerified` write.
 */
export function createDisputesService({
  db,
  clock,
  crypto,
  audit,
  mailer,
  notifyFirm,
  publicUrl,
}: {
  db: Database;
  clock: Clock;
  crypto: Pick<Crypto, 'sealFile' | 'openFile'>;
  audit: Audit;
  mailer: Mailer;
  notifyFirm: FirmNotifier;
  publicUrl: string;
}) {
  async function consumerCase(tx: Executor, consumer: Consumer, documentId: number, lock = false): Promise<CaseRow> {
    const query = tx
      .select()
      .from(customerDocuments)
      .where(and(eq(customerDocuments.id, documentId), eq(customerDocuments.userId, consumer.userId)));
    const [doc] = lock ? await query.for('update') : await query;
    if (!doc) throw new AppError('NOT_FOUND', 'Case not found');
    return doc;
  }

  async function firmCase(tx: Executor, viewer: Viewer, documentId: number, write: boolean): Promise<CaseRow> {
    if (write && (!viewer.canWrite || viewer.lawFirmId === null)) throw new AppError('FORBIDDEN', 'The on-call administrator views accounts read-only.');
    const doc = write
      ? await lockDocument(tx, documentId).catch(() => null)
      : (await tx.select().from(customerDocuments).where(eq(customerDocuments.id, documentId)))[0];
    const inScope = doc && ('allFirms' in viewer.scope ? doc.lawFirmId !== null : doc.lawFirmId === viewer.lawFirmId);
    if (!doc || !inScope || (write && doc.lawFirmId !== viewer.lawFirmId)) throw new AppError('NOT_FOUND', 'Account not found');
    return doc;
  }

  /** The account's notice, delivered now if it has none: electronically with E-SIGN consent, else marked for mail. */
  async function ensureNotice(tx: Executor, doc: CaseRow): Promise<Notice> {
    const [existing] = await tx.select().from(validationNotices).where(eq(validationNotices.customerDocumentId, doc.id));
    if (existing) return existing;
    if (doc.lawFirmId === null) throw new AppError('RULE_VIOLATED', 'The validation notice comes from the law firm once it works this account.');
    const now = clock.now();
    const [consent] = doc.userId ? await tx.select().from(esignConsents).where(eq(esignConsents.userId, doc.userId)) : [];
    const method: NoticeDeliveryMethod = consent ? 'electronic' : 'mail';
    const deliveredOn = dateOf(now);
    // 1006.34(b)(3): Parley knows, of the five reference dates, the day the balance was stated when the case opened
    // (the last statement of the amount); it is used for every account, consistently.
    const itemization = chooseItemizationDate({ last_statement: dateOf(doc.createdAt) }) ?? { kind: 'last_statement' as const, date: deliveredOn };
    const owedCents = doc.lawsuitAmountCents ?? 0;
    const [notice] = await tx
      .insert(validationNotices)
      .values({
        customerDocumentId: doc.id,
        lawFirmId: doc.lawFirmId,
        itemizationKind: itemization.kind,
        itemizationDate: itemization.date,
        amountOnDateCents: owedCents,
        // Parley adds no interest or fee (1006.22(b)); payments are the ones received through Parley since.
        interestCents: 0,
        feesCents: 0,
        paymentsCents: doc.collectedCents,
        creditsCents: 0,
        currentAmountCents: Math.max(0, owedCents - doc.collectedCents),
        deliveryMethod: method,
        deliveredAt: now,
        deliveredOn,
        receivedOn: noticeReceivedOn(deliveredOn, method),
        validationPeriodEnd: validationPeriodEnd(deliveredOn, method),
      })
      .returning();
    if (!notice) throw new Error('validation notice insert returned nothing');
    await recordNoticeDelivered(tx, doc.id, now);
    await audit.record({ action: 'validation_notice.delivered', realm: 'consumer', details: { customer_document_id: doc.id, method } }, tx);
    return notice;
  }

  /**
   * Where the case's notices go and in which language: the case's own address (as before), in its
   * consumer's language; a case without an account is English.
   */
  async function consumerReaderOf(tx: Executor, doc: CaseRow): Promise<{ email: string | null; language: Language }> {
    if (doc.userId === null) return { email: doc.email, language: DEFAULT_LANGUAGE };
    const [u] = await tx.select({ language: users.language }).from(users).where(eq(users.id, doc.userId));
    return { email: doc.email, language: languageOr(u?.language) };
  }

  async function noticeView(tx: Executor, doc: CaseRow, notice: Notice): Promise<ValidationNotice> {
    const [firm] = await tx.select().from(lawFirms).where(eq(lawFirms.id, notice.lawFirmId));
    const [consent] = doc.userId ? await tx.select().from(esignConsents).where(eq(esignConsents.userId, doc.userId)) : [];
    const rows = await tx.select().from(disputes).where(eq(disputes.customerDocumentId, doc.id)).orderBy(desc(disputes.openedAt), desc(disputes.id));
    const firmAddress = [
      firm?.mailingStreet,
      [firm?.mailingCity, [firm?.mailingState, firm?.mailingZip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    ].filter((l): l is string => !!l);
    const consumerAddress =
      doc.mailingStreet && doc.mailingCity ? [doc.mailingStreet, `${doc.mailingCity}, ${[doc.mailingState, doc.mailingZip].filter(Boolean).join(' ')}`] : null;
    return {
      customer_document_id: doc.id,
      notice_date: notice.deliveredOn,
      collector: { name: firm?.mailingName || firm?.name || 'The law firm', mailing_address: firmAddress },
      consumer: { name: doc.customerName, mailing_address: consumerAddress },
      creditor: doc.plaintiffName,
      account_reference: doc.civilNumber ?? doc.fileNumber,
      itemization: {
        date: notice.itemizationDate,
        date_kind: notice.itemizationKind as ValidationNotice['itemization']['date_kind'],
        date_label: ITEMIZATION_DATE_LABELS[notice.itemizationKind as ValidationNotice['itemization']['date_kind']],
        amount_on_date_cents: notice.amountOnDateCents,
        interest_cents: notice.interestCents,
        fees_cents: notice.feesCents,
        payments_cents: notice.paymentsCents,
        credits_cents: notice.creditsCents,
        current_amount_cents: notice.currentAmountCents,
      },
      delivery: {
        method: notice.deliveryMethod,
        delivered_on: notice.deliveredOn,
        received_on: notice.receivedOn,
        validation_period_end: notice.validationPeriodEnd,
      },
      consent: consent ? { consented_at: consent.consentedAt.toISOString(), method: consent.method } : null,
      collection_paused: isDisputeOpen(await findDisputeFacts(tx, doc.id)),
      disputes: rows.map(disputeView),
      language: (await consumerReaderOf(tx, doc)).language,
    };
  }

  async function openRequest(
    consumer: Consumer,
    documentId: number,
    values: Omit<typeof disputes.$inferInsert, 'customerDocumentId' | 'openedAt' | 'openedByUserId'>,
    report?: UploadedFile,
  ): Promise<ValidationNotice> {
    const result = await db.transaction(async (tx) => {
      const doc = await consumerCase(tx, consumer, documentId, true);
      const notice = await ensureNotice(tx, doc);
      const [open] = await tx
        .select({ id: disputes.id })
        .from(disputes)
        .where(and(eq(disputes.customerDocumentId, documentId), isNull(disputes.verifiedAt)));
      if (open) throw new AppError('CONFLICT', DISPUTE_MESSAGES.alreadyOpen);
      if (values.scope === 'part' && (values.amountCents ?? 0) >= notice.currentAmountCents) {
        throw new AppError('VALIDATION_FAILED', DISPUTE_MESSAGES.partAmount, { amount_cents: DISPUTE_MESSAGES.partAmount });
      }
      const now = clock.now();
      const [row] = await tx
        .insert(disputes)
        .values({ ...values, customerDocumentId: documentId, openedAt: now, openedByUserId: consumer.userId })
        .returning({ id: disputes.id });
      if (!row) throw new Error('dispute insert returned nothing');
      if (report) {
        const content = crypto.sealFile(new Uint8Array(report.data), fileBinding(row.id, 'report'));
        await tx.update(disputes).set({ reportFilename: report.filename, reportContent: content }).where(eq(disputes.id, row.id));
      }
      await recordDisputeOpened(tx, documentId, OPENED_ACTION[values.kind], now);
      await audit.record(
        {
          action: `dispute.${values.kind}_opened`,
          actorUserId: consumer.userId,
          realm: 'consumer',
          ip: consumer.ip,
          details: { customer_document_id: documentId, dispute_id: row.id },
        },
        tx,
      );
      if (doc.lawFirmId !== null) await notifyFirm(tx, { lawFirmId: doc.lawFirmId, event: 'dispute_opened', documentId });
      return noticeView(tx, doc, notice);
    });
    void mailer.deliverQueued().catch(() => undefined);
    return result;
  }

  return {
    /** The consumer's notice (delivered on first view when the firm works the account). */
    async consumerNotice(consumer: Consumer, documentId: number): Promise<ValidationNotice> {
      return db.transaction(async (tx) => {
        const doc = await consumerCase(tx, consumer, documentId, true);
        return noticeView(tx, doc, await ensureNotice(tx, doc));
      });
    },

    async firmNotice(viewer: Viewer, documentId: number): Promise<ValidationNotice> {
      return db.transaction(async (tx) => {
        const doc = await firmCase(tx, viewer, documentId, false);
        const [notice] = await tx.select().from(validationNotices).where(eq(validationNotices.customerDocumentId, doc.id));
        if (notice) return noticeView(tx, doc, notice);
        if (!viewer.canWrite) throw new AppError('NOT_FOUND', 'No validation notice has been delivered on this account yet.');
        return noticeView(tx, doc, await ensureNotice(tx, doc));
      });
    },

    /** E-SIGN consent (15 U.S.C. 7001(c); 12 CFR 1006.42): its time, method and origin are kept. */
    async recordConsent(consumer: Consumer): Promise<{ consented_at: string; method: string }> {
      const now = clock.now();
      const values = {
        userId: consumer.userId,
        consentedAt: now,
        method: 'in-app checkbox after the E-SIGN disclosure',
        ip: consumer.ip,
        userAgent: consumer.userAgent ?? null,
      };
      await db.transaction(async (tx) => {
        await tx.insert(esignConsents).values(values).onConflictDoNothing();
        await audit.record(
          { action: 'esign.consented', actorUserId: consumer.userId, realm: 'consumer', ip: consumer.ip, details: { method: values.method } },
          tx,
        );
      });
      const [row] = await db.select().from(esignConsents).where(eq(esignConsents.userId, consumer.userId));
      return { consented_at: (row?.consentedAt ?? now).toISOString(), method: row?.method ?? values.method };
    },

    openDispute(consumer: Consumer, documentId: number, input: DisputeInput): Promise<ValidationNotice> {
      return openRequest(consumer, documentId, {
        kind: input.kind,
        scope: input.kind === 'dispute' ? (input.scope ?? 'all') : null,
        amountCents: input.kind === 'dispute' && input.scope === 'part' ? (input.amount_cents ?? null) : null,
        reason: input.kind === 'dispute' ? (input.reason ?? null) : null,
        details: input.details || null,
      });
    },

    /** An identity-theft report with the FTC's report attached: a PDF, checked in a worker, or an image (its pixels were capped by the upload's reader). */
    async reportIdentityTheft(consumer: Consumer, documentId: number, file: UploadedFile, details: string | null): Promise<ValidationNotice> {
      if (file.type.extension === 'pdf') {
        const problem = await agreementPdfProblem(new Uint8Array(file.data));
        if (problem) throw problem;
      }
      return openRequest(consumer, documentId, { kind: 'identity_theft', scope: 'all', reason: 'not_my_debt', details }, file);
    },

    /** The firm's verification (or the original creditor's name and address): the hold lifts and the consumer is told. */
    async uploadVerification(viewer: Viewer, documentId: number, file: { filename: string; bytes: Uint8Array }): Promise<void> {
      const problem = await agreementPdfProblem(file.bytes);
      if (problem) throw problem;
      const doc = await db.transaction(async (tx) => {
        const doc = await firmCase(tx, viewer, documentId, true);
        let [open] = await tx
          .select()
          .from(disputes)
          .where(and(eq(disputes.customerDocumentId, documentId), isNull(disputes.verifiedAt)));
        const facts = await findDisputeFacts(tx, documentId);
        if (!open && facts?.disputedAt && isDisputeOpen(facts)) {
          // A dispute the consumer wrote in the chat (compliance/account-context.ts) holds collection too: it is answered the same way.
          [open] = await tx
            .insert(disputes)
            .values({
              customerDocumentId: documentId,
              kind: 'dispute',
              scope: 'all',
              reason: 'other',
              details: 'Disputed in a chat message.',
              openedAt: facts.disputedAt,
            })
            .returning();
        }
        if (!open) throw new AppError('CONFLICT', DISPUTE_MESSAGES.noOpenDispute);
        const now = clock.now();
        await tx
          .update(disputes)
          .set({
            verifiedAt: now,
            verifiedByUserId: viewer.userId,
            verificationFilename: file.filename,
            verificationContent: crypto.sealFile(file.bytes, fileBinding(open.id, 'verification')),
          })
          .where(eq(disputes.id, open.id));
        await recordDisputeVerified(tx, documentId, now);
        await audit.record(
          {
            action: 'dispute.verified',
            actorUserId: viewer.userId,
            realm: 'collector',
            ip: viewer.ip,
            details: { customer_document_id: documentId, dispute_id: open.id },
          },
          tx,
        );
        const reader = await consumerReaderOf(tx, doc);
        if (reader.email) {
          const t = translator(DISPUTE_EMAILS, reader.language);
          await mailer.enqueue(
            tx,
            consumerEmail({
              to: reader.email,
              language: reader.language,
              subject: t('verifiedSubject'),
              blocks: [
                t('verified', { creditor: doc.plaintiffName ?? t('yourAccount'), date: longDate(now, reader.language) }),
                { label: t('readIt'), href: `${publicUrl}/my_cases/${doc.id}/notice` },
                t('resumes'),
              ],
            }),
          );
        }
        return doc;
      });
      void mailer.deliverQueued().catch(() => undefined);
      return void doc;
    },

    /** A stored file of a dispute: the consumer reads the verification, the firm the identity-theft report. */
    async disputeFile(
      who: { consumer: Consumer } | { viewer: Viewer },
      documentId: number,
      disputeId: number,
      part: 'report' | 'verification',
    ): Promise<{ filename: string; bytes: Buffer }> {
      return db.transaction(async (tx) => {
        const doc = 'consumer' in who ? await consumerCase(tx, who.consumer, documentId) : await firmCase(tx, who.viewer, documentId, false);
        // 1006.6(d): the report names the consumer's identity theft; only the case's own firm reads it (not the on-call administrator).
        if ('viewer' in who && doc.lawFirmId !== who.viewer.lawFirmId) throw new AppError('NOT_FOUND', 'File not found');
        const [row] = await tx
          .select()
          .from(disputes)
          .where(and(eq(disputes.id, disputeId), eq(disputes.customerDocumentId, doc.id)));
        const content = part === 'report' ? row?.reportContent : row?.verificationContent;
        const filename = part === 'report' ? row?.reportFilename : row?.verificationFilename;
        if (!row || !content || !filename) throw new AppError('NOT_FOUND', 'File not found');
        if ('viewer' in who) {
          await audit.record(
            {
              action: 'dispute.report_downloaded',
              actorUserId: who.viewer.userId,
              realm: 'collector',
              ip: who.viewer.ip,
              details: { customer_document_id: doc.id, dispute_id: row.id },
            },
            tx,
          );
        }
        return { filename, bytes: crypto.openFile(content, fileBinding(row.id, part)) };
      });
    },
  };
}
export type DisputesService = ReturnType<typeof createDisputesService>;
