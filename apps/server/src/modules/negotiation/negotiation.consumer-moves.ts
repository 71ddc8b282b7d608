import {
  type ConsumerOfferInput,
  ESIGN_CONSENT_TEXT,
  NEGOTIATION_MESSAGES,
  type NewSettlementCaseInput,
  type OfferDraft,
  offerErrors,
  SIGNATURE_MESSAGES,
  signatureMatchesLegalName,
  validFirstPaymentDate,
} from '@parley/shared';
import { and, asc, eq, ilike, isNull } from 'drizzle-orm';
import { customerDocuments, lawFirms, settlementAgreements, users } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { appendNegotiationEvent, assertTransition, openCase } from '../cases/case-store.js';
import { consumeNewCase } from '../cases/new-case-limit.js';
import type { ElectronicSignature } from '../documents/index.js';
import { type Consumer, type Doc, type NegotiationContext, OFFER_RULE, offerInputOf, stale } from './negotiation.context.js';
import { agreementPdfProblem, agreementSignerName } from './negotiation.documents.js';
import { findAgreementFacts, findConsumerCaseView, findConsumerCaseViews, findLatestFirmOffers } from './negotiation.queries.js';
import { attachPendingFirm, emailInvitedFirm, type FirmInvite } from './pending-firm.js';

/** The consumer's side of the negotiation: open a case, offer, accept a counteroffer, sign, read the case. */
export function consumerMoves(ctx: NegotiationContext) {
  const { db, clock, crypto, mailer, limiter, identity, publicUrl, notifyFirm, lockConsumerDocument, sealAgreement, openAgreement, deliverQueuedMail, record } =
    ctx;
  /** Told of each committed consumer offer (the firm's automatic answer); set once at wiring. */
  let offerListener: ((documentId: number, lawFirmId: number) => Promise<void>) | null = null;

  return {
    async lawFirmOptions(query: string) {
      const rows = await db
        .select({ id: lawFirms.id, name: lawFirms.name })
        .from(lawFirms)
        .where(query ? ilike(lawFirms.name, `%${query.replace(/[%_\\]/g, '\\$&')}%`) : undefined)
        .orderBy(asc(lawFirms.name))
        .limit(50);
      return rows;
    },

    async createCase(consumer: Consumer, input: NewSettlementCaseInput): Promise<number> {
      await consumeNewCase(limiter, consumer.userId);
      const [user] = await db.select().from(users).where(eq(users.id, consumer.userId));
      if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      let lawFirmId: number | null = null;
      if (input.law_firm_id) {
        const [firm] = await db.select({ id: lawFirms.id }).from(lawFirms).where(eq(lawFirms.id, input.law_firm_id));
        if (!firm) throw new AppError('VALIDATION_FAILED', 'Choose the law firm or type its name', { law_firm_id: 'Choose the law firm or type its name' });
        lawFirmId = firm.id;
      }
      return db.transaction(async (tx) => {
        const doc = await openCase(tx, {
          owner: user,
          product: 'solosettle',
          at: clock.now(),
          details: {
            lawFirmId,
            plaintiffName: input.plaintiff_name,
            lawsuitAmountCents: input.amount_owed_cents,
            lawsuitState: input.state,
            civilNumber: input.reference_number || null,
            pendingLawFirmName: lawFirmId ? null : (input.law_firm_name ?? null),
            pendingLawyerEmail: lawFirmId ? null : (input.lawyer_email ?? null),
          },
        });
        await record(tx, 'case.created', consumer, 'consumer', doc.id);
        return doc.id;
      });
    },

    /** The first offer, or a counteroffer to the firm's counteroffers. */
    async makeOffer(consumer: Consumer, documentId: number, input: ConsumerOfferInput): Promise<void> {
      await limiter.consume(`offer:${consumer.userId}`, OFFER_RULE);
      const draft: OfferDraft = {
        total_amount_cents: input.total_amount_cents,
        first_payment_date: input.first_payment_date,
        payments: input.payments ?? null,
        phases: input.phases,
      };
      let invite: FirmInvite | null = null;
      let lawFirmId: number | null = null;
      await db.transaction(async (tx) => {
        let doc = await lockConsumerDocument(tx, consumer, documentId);
        const action: 'offer' | 'counteroffer' = doc.lastActionCode === null ? 'offer' : 'counteroffer';
        await assertTransition(tx, doc, 'consumer', action);
        const errors = offerErrors(draft, { validFirstPaymentDate: validFirstPaymentDate(clock.now()), balanceCents: doc.lawsuitAmountCents });
        if (errors.length > 0) throw new AppError('RULE_VIOLATED', errors.join(', '));
        if (doc.lawFirmId === null) {
          const joined = await attachPendingFirm(tx, { crypto, identity }, doc);
          doc = joined.doc;
          invite = joined.invite;
        }
        const first = action === 'offer';
        const moved = await appendNegotiationEvent(tx, {
          documentId,
          locked: doc,
          party: 'consumer',
          action,
          offers: [offerInputOf(draft, 0)],
          at: clock.now(),
        });
        await record(tx, first ? 'negotiation.offered' : 'negotiation.consumer_countered', consumer, 'consumer', documentId);
        lawFirmId = doc.lawFirmId;
        if (!invite) await notifyFirm(tx, { lawFirmId: doc.lawFirmId as number, event: 'make_offer', documentId, account: moved.doc });
      });
      deliverQueuedMail();
      if (invite) await emailInvitedFirm({ db, mailer, publicUrl }, invite, documentId, draft);
      // After the commit, so the answer is a separate transaction the firm's staff may race (409).
      if (lawFirmId !== null) await offerListener?.(documentId, lawFirmId);
    },

    /** Registers what runs after each committed consumer offer (services.ts: the settlement rules). */
    onConsumerOffer(listener: (documentId: number, lawFirmId: number) => Promise<void>): void {
      offerListener = listener;
    },

    /** Accepts one of the firm's latest counteroffers. */
    async acceptCounteroffer(consumer: Consumer, documentId: number, offerId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const doc = await lockConsumerDocument(tx, consumer, documentId);
        await assertTransition(tx, doc, 'consumer', 'accept');
        const latest = await findLatestFirmOffers(tx, documentId);
        const chosen = latest.find((o) => o.id === offerId);
        if (!chosen) throw new AppError('CONFLICT', 'That offer is no longer open. Please choose one of the offers shown.');
        // A counteroffer whose first payment date has passed since it was sent cannot be signed as is.
        await assertTransition(tx, doc, 'consumer', 'accept', {
          offer: { firstPaymentDate: chosen.firstPaymentDate, phases: chosen.phases },
          validFirstPaymentDate: validFirstPaymentDate(clock.now()),
        });
        await appendNegotiationEvent(tx, {
          documentId,
          locked: doc,
          party: 'consumer',
          action: 'accept',
          offers: [
            {
              totalAmountCents: chosen.totalAmountCents,
              payments: chosen.payments,
              firstPaymentDate: chosen.firstPaymentDate,
              phases: chosen.phases,
              offerIndex: 0,
            },
          ],
          at: clock.now(),
        });
        await record(tx, 'negotiation.consumer_accepted', consumer, 'consumer', documentId, { offer_id: offerId });
        await notifyFirm(tx, { lawFirmId: doc.lawFirmId as number, event: 'request_payment_details', documentId });
      });
      deliverQueuedMail();
    },

    /**
     * Signs the firm's agreement: the consent, the typed name, the time, the IP and user agent are
     * kept, and the signed copy (signature stamped, audit page appended) replaces nothing: both stay.
     */
    async signAgreement(
      consumer: Consumer & { userAgent: string },
      documentId: number,
      typedName: string,
      stamp: (pdf: Uint8Array, signature: ElectronicSignature) => Promise<Uint8Array>,
    ): Promise<void> {
      const unreadable = await db.transaction(async (tx) => {
        const doc = await lockConsumerDocument(tx, consumer, documentId);
        await assertTransition(tx, doc, 'consumer', 'signed_settlement_agreement');
        const [agreement] = await tx.select().from(settlementAgreements).where(eq(settlementAgreements.customerDocumentId, documentId));
        if (!agreement) throw stale();
        const content = openAgreement(agreement.content, documentId, 'original');
        if (content === null || (await agreementPdfProblem(content))) {
          // The firm may replace it (uploadSettlementAgreement): ask for it again, then refuse.
          await notifyFirm(tx, { lawFirmId: doc.lawFirmId as number, event: 'request_settlement_agreement', documentId });
          await record(tx, 'negotiation.agreement_unreadable', consumer, 'consumer', documentId);
          return true;
        }
        // Issue 37.3: "/s/ Mickey Mouse" went above Maria Lopez's name. Refused before anything is kept.
        const legalName = await agreementSignerName(content, doc);
        if (!signatureMatchesLegalName(typedName, legalName)) {
          throw new AppError('RULE_VIOLATED', SIGNATURE_MESSAGES.nameMismatch, { typed_name: SIGNATURE_MESSAGES.nameMismatch });
        }
        const now = clock.now();
        const facts: ElectronicSignature = {
          signerName: typedName,
          legalName,
          signedAt: now,
          ip: consumer.ip,
          userAgent: consumer.userAgent.slice(0, 500),
          consentText: ESIGN_CONSENT_TEXT,
          documentSha256: agreement.sha256,
        };
        const signed = await stamp(content, facts);
        await tx
          .update(settlementAgreements)
          .set({
            signedContent: sealAgreement(signed, documentId, 'signed'),
            signedAt: now,
            signerUserId: consumer.userId,
            signerName: typedName,
            signerIp: consumer.ip,
            signerUserAgent: facts.userAgent,
            consentText: ESIGN_CONSENT_TEXT,
          })
          .where(and(eq(settlementAgreements.id, agreement.id), isNull(settlementAgreements.signedAt)));
        await appendNegotiationEvent(tx, { documentId, party: 'consumer', action: 'signed_settlement_agreement', at: now });
        await record(tx, 'negotiation.agreement_signed', consumer, 'consumer', documentId);
        return false;
      });
      if (unreadable) {
        deliverQueuedMail();
        throw new AppError('CONFLICT', NEGOTIATION_MESSAGES.agreementUnreadable);
      }
    },

    /** The agreement as the consumer or the firm downloads it: the signed copy once there is one. */
    async agreementPdf(documentId: number): Promise<{ filename: string; bytes: Uint8Array } | null> {
      const [a] = await db.select().from(settlementAgreements).where(eq(settlementAgreements.customerDocumentId, documentId));
      if (!a) return null;
      const copy = a.signedContent ? 'signed' : 'original';
      const bytes = openAgreement(a.signedContent ?? a.content, documentId, copy);
      if (bytes === null) throw new Error(`settlement agreement ${documentId} (${copy}) does not open with this key`);
      return { filename: copy === 'signed' ? a.filename.replace(/\.pdf$/i, '-signed.pdf') : a.filename, bytes };
    },

    async consumerDocument(consumer: Consumer, documentId: number): Promise<Doc> {
      const [doc] = await db
        .select()
        .from(customerDocuments)
        .where(and(eq(customerDocuments.id, documentId), eq(customerDocuments.userId, consumer.userId), eq(customerDocuments.product, 'solosettle')));
      if (!doc) throw new AppError('NOT_FOUND', 'Case not found');
      return doc;
    },

    async consumerCases(consumer: Consumer) {
      return findConsumerCaseViews(db, consumer.userId, clock.now());
    },

    /** One of the consumer's cases as they see it; another person's case answers as missing. */
    async consumerCaseView(consumer: Consumer, documentId: number) {
      const view = await findConsumerCaseView(db, consumer.userId, documentId, clock.now());
      if (!view) throw new AppError('NOT_FOUND', 'Case not found');
      return view;
    },
    /** Facts the generated agreement and authorization letter state. */
    agreementFacts: (doc: Doc) => findAgreementFacts(db, doc),
  };
}
