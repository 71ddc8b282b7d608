import { type CounterofferOffer, caseStateOf, NEGOTIATION_MESSAGES, offerErrors, validFirstPaymentDate } from '@parley/shared';
import { and, eq } from 'drizzle-orm';
import { accountPaymentDetails, customerDocuments, settlementAgreements } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { longDate, money } from '../../platform/i18n.js';
import type { Viewer } from '../accounts/viewer.js';
import { appendNegotiationEvent, assertTransition, updateCaseDetails } from '../cases/case-store.js';
import { sha256Hex } from '../documents/index.js';
import { type AutomationMark, type CounterofferResult, type Doc, draftOf, type NegotiationContext, offerInputOf, stale } from './negotiation.context.js';
import { agreementPdfProblem } from './negotiation.documents.js';
import { findLatestConsumerOffer } from './negotiation.queries.js';

/** The firm's side of the negotiation (collector spec 7 "Negotiation"): answer, counter, send where to pay and the agreement. */
export function firmMoves(ctx: NegotiationContext) {
  const { db, clock, notifyFirm, lockFirmDocument, sealAgreement, storedAgreementIsUnreadable, emailConsumer, deliverQueuedMail, record } = ctx;
  return {
    /** Accepts the consumer's latest offer; its first payment must be on or after valid_first_payment_date. */
    async acceptOffer(viewer: Viewer, documentId: number, disclosures: string[], automation?: AutomationMark): Promise<void> {
      const doc = await db.transaction(async (tx) => {
        const doc = await lockFirmDocument(tx, viewer, documentId);
        // The offer's first payment date and installments are checked now, not when it was made.
        const latest = await findLatestConsumerOffer(tx, documentId);
        await assertTransition(tx, doc, 'law_firm', 'accept', {
          offer: latest ? { firstPaymentDate: latest.firstPaymentDate, phases: latest.phases } : null,
          validFirstPaymentDate: validFirstPaymentDate(clock.now()),
        });
        const { eventId } = await appendNegotiationEvent(tx, {
          documentId,
          locked: doc,
          party: 'law_firm',
          action: 'accept',
          disclosures: [NEGOTIATION_MESSAGES.acceptDisclosure, ...disclosures],
          at: clock.now(),
        });
        await automation?.(tx, doc, eventId);
        await record(tx, 'negotiation.accepted', viewer, 'collector', documentId, automation ? { automatic: true } : {});
        await notifyFirm(tx, { lawFirmId: doc.lawFirmId as number, event: 'request_payment_details', documentId });
        return doc;
      });
      deliverQueuedMail();
      await emailConsumer(doc, 'acceptedSubject', (t, { firm, creditor, language }) => [
        t('accepted', { firm, creditor, total: money(doc.offerTotalCents ?? 0, language) }),
        t('acceptedNext'),
      ]);
    },

    /** Sends 1 to 5 counteroffers at once; the first invalid one is named and nothing is saved. */
    async counteroffer(
      viewer: Viewer,
      documentId: number,
      offers: CounterofferOffer[],
      disclosures: string[],
      automation?: AutomationMark,
    ): Promise<CounterofferResult> {
      const today = validFirstPaymentDate(clock.now());
      let failure: CounterofferResult | null = null;
      const doc = await db.transaction(async (tx) => {
        const doc = await lockFirmDocument(tx, viewer, documentId);
        await assertTransition(tx, doc, 'law_firm', 'counteroffer');
        const drafts = offers.map(draftOf);
        for (const [i, draft] of drafts.entries()) {
          const errors = offerErrors(draft, { validFirstPaymentDate: today, balanceCents: doc.lawsuitAmountCents });
          if (errors.length > 0) {
            failure = { ok: false, offerIndex: i, errors };
            return doc;
          }
        }
        const { eventId } = await appendNegotiationEvent(tx, {
          documentId,
          locked: doc,
          party: 'law_firm',
          action: 'counteroffer',
          disclosures: [NEGOTIATION_MESSAGES.counterDisclosure, ...disclosures],
          offers: drafts.map(offerInputOf),
          at: clock.now(),
        });
        await automation?.(tx, doc, eventId);
        await record(tx, 'negotiation.countered', viewer, 'collector', documentId, {
          offers: offers.length,
          ...(automation ? { automatic: true } : {}),
        });
        return doc;
      });
      if (failure) return failure;
      const first = offerInputOf(draftOf(offers[0] as CounterofferOffer), 0);
      await emailConsumer(doc, 'counterSubject', (t, { firm, creditor, language }) => [
        t('countered', { firm, creditor, count: offers.length }),
        t('counterTerms', {
          count: offers.length,
          total: money(first.totalAmountCents, language),
          payments: first.payments,
          hasDate: first.firstPaymentDate ? 'yes' : 'no',
          firstPaymentDate: first.firstPaymentDate ? longDate(first.firstPaymentDate, language) : '',
        }),
        t('counterNext'),
      ]);
      return { ok: true };
    },

    /** An account the viewer may read (the on-call administrator reads every firm's). */
    async readableDocument(viewer: Viewer, documentId: number): Promise<Doc> {
      const [doc] = await db
        .select()
        .from(customerDocuments)
        .where(
          'allFirms' in viewer.scope
            ? eq(customerDocuments.id, documentId)
            : and(eq(customerDocuments.id, documentId), eq(customerDocuments.lawFirmId, viewer.lawFirmId ?? -1)),
        );
      if (!doc) throw new AppError('NOT_FOUND', 'Account not found');
      return doc;
    },

    async updatePaymentDetails(
      viewer: Viewer,
      input: { customer_document_id: number; file_number: string; payee: string; recipient: string; mailing_address: string },
    ): Promise<void> {
      const documentId = input.customer_document_id;
      await db.transaction(async (tx) => {
        const doc = await lockFirmDocument(tx, viewer, documentId);
        await assertTransition(tx, doc, 'law_firm', 'sent_payment_details');
        const now = clock.now();
        await updateCaseDetails(tx, documentId, { fileNumber: input.file_number }, 'law_firm');
        await tx
          .insert(accountPaymentDetails)
          .values({
            customerDocumentId: documentId,
            payee: input.payee,
            recipient: input.recipient,
            mailingAddress: input.mailing_address,
            sentByUserId: viewer.userId,
            createdAt: now,
          })
          .onConflictDoUpdate({
            target: accountPaymentDetails.customerDocumentId,
            set: { payee: input.payee, recipient: input.recipient, mailingAddress: input.mailing_address, sentByUserId: viewer.userId, createdAt: now },
          });
        await appendNegotiationEvent(tx, { documentId, party: 'law_firm', action: 'sent_payment_details', at: now });
        await record(tx, 'negotiation.payment_details_sent', viewer, 'collector', documentId);
        await notifyFirm(tx, { lawFirmId: doc.lawFirmId as number, event: 'request_settlement_agreement', documentId });
      });
      deliverQueuedMail();
    },

    /** The firm's agreement for the consumer to sign: a PDF (its size and type checked by the route's multipart reader) that opens. */
    async uploadSettlementAgreement(viewer: Viewer, documentId: number, file: { filename: string; bytes: Uint8Array }, disclosures: string[]): Promise<void> {
      const problem = await agreementPdfProblem(file.bytes);
      if (problem) throw problem;
      const doc = await db.transaction(async (tx) => {
        const doc = await lockFirmDocument(tx, viewer, documentId);
        // A stored agreement that cannot be opened (sent before uploads were parsed) would hold the
        // case forever: the firm may replace it until it is signed.
        const replacing = caseStateOf(doc) === 'waiting_for_signed_settlement_agreement';
        if (replacing && !(await storedAgreementIsUnreadable(tx, documentId))) throw stale();
        await assertTransition(tx, doc, 'law_firm', 'sent_settlement_agreement');
        const now = clock.now();
        const values = {
          customerDocumentId: documentId,
          filename: safeFilename(file.filename),
          content: sealAgreement(file.bytes, documentId, 'original'),
          sha256: sha256Hex(file.bytes),
          disclosures,
          uploadedByUserId: viewer.userId,
          createdAt: now,
        };
        await tx.insert(settlementAgreements).values(values).onConflictDoUpdate({ target: settlementAgreements.customerDocumentId, set: values });
        await appendNegotiationEvent(tx, {
          documentId,
          party: 'law_firm',
          action: 'sent_settlement_agreement',
          disclosures: [NEGOTIATION_MESSAGES.agreementDisclosure, ...disclosures],
          at: now,
        });
        await record(tx, 'negotiation.agreement_sent', viewer, 'collector', documentId);
        return doc;
      });
      await emailConsumer(doc, 'agreementSubject', (t, { firm, creditor }) => [t('agreement', { firm, creditor }), t('agreementNext')]);
    },
  };
}

function safeFilename(name: string): string {
  const base = name.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'settlement-agreement.pdf';
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}
