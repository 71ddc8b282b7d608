import {
  type AuditAction,
  type ConsumerOfferInput,
  type CounterofferOffer,
  caseStateOf,
  DEFAULT_LANGUAGE,
  ESIGN_CONSENT_TEXT,
  type Language,
  NEGOTIATION_MESSAGES,
  type NewSettlementCaseInput,
  type OfferDraft,
  offerErrors,
  offerPhases,
  type Phase,
  paymentCount,
  SIGNATURE_MESSAGES,
  signatureMatchesLegalName,
  validFirstPaymentDate,
} from '@parley/shared';
import { and, asc, eq, ilike, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { accountPaymentDetails, customerDocuments, lawFirms, settlementAgreements, users } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { type Crypto, isSealedFile } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { consumerEmail, languageOr, longDate, money, type Translate, translator } from '../../platform/i18n.js';
import type { Mailer } from '../../platform/mail.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { Viewer } from '../accounts/viewer.js';
import { appendNegotiationEvent, assertTransition, type CaseRow, type OfferInput, openCase, updateCaseDetails } from '../cases/case-store.js';
import { type ElectronicSignature, sha256Hex } from '../documents/index.js';
import type { IdentityService } from '../identity/identity.service.js';
import type { NotifyFirmInput } from '../notifications/notifications.service.js';
import { agreementPdfProblem, agreementSignerName } from './negotiation.documents.js';
import { NEGOTIATION_EMAILS } from './negotiation.messages.js';
import {
  findAgreementFacts,
  findConsumerCaseView,
  findConsumerCaseViews,
  findLatestConsumerOffer,
  findLatestFirmOffers,
  firmName,
} from './negotiation.queries.js';
import { attachPendingFirm, emailInvitedFirm, type FirmInvite } from './pending-firm.js';

/** Read by other modules: this module's queries are its own, and this is the door to them. */
export { findLatestFirmOffers } from './negotiation.queries.js';

/** Emails the firm about an event (NOTIFICATION_EVENTS, shared), inside the transaction that made it (so a rollback sends nothing). */
export type FirmNotifier = (tx: Executor, event: NotifyFirmInput) => Promise<unknown>;

type Doc = CaseRow;
/** Who acts: the user and where from; from a session, also the email and firm the audit row records. */
type Actor = { userId: number; ip: string; email?: string | null; lawFirmId?: number | null };
type Consumer = Actor;

const CASE_RULE = { limit: 25, windowMs: 24 * 3600_000 };
const OFFER_RULE = { limit: 20, windowMs: 3600_000 };

const stale = () => new AppError('CONFLICT', NEGOTIATION_MESSAGES.stale);

/** A counteroffer of the form as the offer math reads it. */
export function draftOf(offer: Pick<CounterofferOffer, 'total_amount' | 'phases' | 'payments'> & { first_payment_date?: string | null }): OfferDraft {
  return {
    total_amount_cents: offer.total_amount,
    first_payment_date: offer.first_payment_date ?? null,
    payments: offer.payments ?? null,
    phases: offer.phases.map((p) => ({ payment_amount_cents: p.payment_amount_cents, iterations: p.iterations })),
  };
}

function offerInputOf(draft: OfferDraft, index: number): OfferInput {
  const phases = offerPhases(draft) as Phase[];
  return {
    totalAmountCents: draft.total_amount_cents as number,
    payments: paymentCount(phases),
    firstPaymentDate: draft.first_payment_date,
    phases,
    offerIndex: index,
  };
}

/**
 * Marks a firm action as made by the firm's settlement rules (modules/settlement-rules): called
 * inside the action's transaction, with the case locked and the event written, so the mark and
 * the action commit together or not at all.
 */
export type AutomationMark = (tx: Executor, doc: Doc, eventId: number) => Promise<void>;

export type CounterofferResult = { ok: true } | { ok: false; offerIndex: number; errors: string[] };

export function createNegotiationService(deps: {
  db: Database;
  clock: Clock;
  crypto: Crypto;
  audit: Audit;
  mailer: Mailer;
  limiter: RateLimiter;
  identity: IdentityService;
  publicUrl: string;
  notifyFirm: FirmNotifier;
}) {
  const { db, clock, crypto, audit, mailer, limiter, identity, publicUrl, notifyFirm } = deps;
  /** Told of each committed consumer offer (the firm's automatic answer); set once at wiring. */
  let offerListener: ((documentId: number, lawFirmId: number) => Promise<void>) | null = null;

  /** Locks a firm's account for the transaction; another firm's account does not exist for it. */
  async function lockFirmDocument(tx: Executor, viewer: Viewer, id: number): Promise<Doc> {
    if (!viewer.canWrite || viewer.lawFirmId === null) throw new AppError('FORBIDDEN', 'The on-call administrator views accounts read-only.');
    const [doc] = await tx
      .select()
      .from(customerDocuments)
      .where(and(eq(customerDocuments.id, id), eq(customerDocuments.lawFirmId, viewer.lawFirmId)))
      .for('update');
    if (!doc) throw new AppError('NOT_FOUND', 'Account not found');
    return doc;
  }

  async function lockConsumerDocument(tx: Executor, consumer: Consumer, id: number): Promise<Doc> {
    const [doc] = await tx
      .select()
      .from(customerDocuments)
      .where(and(eq(customerDocuments.id, id), eq(customerDocuments.userId, consumer.userId), eq(customerDocuments.product, 'solosettle')))
      .for('update');
    if (!doc) throw new AppError('NOT_FOUND', 'Case not found');
    return doc;
  }

  // Agreements are stored files like any other: sealed at rest (platform/crypto.ts sealFile), each
  // copy bound to its case, so a copy moved to another case does not open. Agreements stored before
  // sealing are read as they are.
  const agreementBinding = (documentId: number, copy: 'original' | 'signed') => `settlement-agreement:${documentId}:${copy}`;
  const sealAgreement = (bytes: Uint8Array, documentId: number, copy: 'original' | 'signed') => crypto.sealFile(bytes, agreementBinding(documentId, copy));
  /** The agreement's bytes, or null when the stored copy was altered or belongs elsewhere. */
  function openAgreement(stored: Uint8Array, documentId: number, copy: 'original' | 'signed'): Uint8Array | null {
    if (!isSealedFile(stored)) return stored;
    try {
      return crypto.openFile(stored, agreementBinding(documentId, copy));
    } catch {
      return null;
    }
  }

  async function storedAgreementIsUnreadable(tx: Executor, documentId: number): Promise<boolean> {
    const [stored] = await tx
      .select({ content: settlementAgreements.content, signedAt: settlementAgreements.signedAt })
      .from(settlementAgreements)
      .where(eq(settlementAgreements.customerDocumentId, documentId));
    if (!stored || stored.signedAt !== null) return false;
    const content = openAgreement(stored.content, documentId, 'original');
    return content === null || (await agreementPdfProblem(content)) !== null;
  }

  /** Where and in which language the consumer reads about their case (a case without an account: its email, in English). */
  async function consumerReaderOf(doc: Doc): Promise<{ email: string | null; language: Language }> {
    if (doc.userId === null) return { email: doc.email, language: DEFAULT_LANGUAGE };
    const [u] = await db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, doc.userId));
    return { email: u?.email ?? doc.email, language: languageOr(u?.language) };
  }

  type EmailKey = keyof (typeof NEGOTIATION_EMAILS)['en'];
  /**
   * Tells the consumer the firm moved, in their language; sent after the commit, through the
   * outbox (retried). `write` gets the consumer's messages and the facts every email names.
   */
  async function emailConsumer(
    doc: Doc,
    subject: EmailKey,
    write: (t: Translate<EmailKey>, facts: { firm: string; creditor: string; language: Language }) => string[],
  ): Promise<void> {
    const { email: to, language } = await consumerReaderOf(doc);
    if (!to) return;
    const t = translator(NEGOTIATION_EMAILS, language);
    const facts = { firm: await firmName(db, doc), creditor: doc.plaintiffName ?? t('yourCreditor'), language };
    const link = `${publicUrl}/my_cases/${doc.id}`;
    await mailer.send(consumerEmail({ to, language, subject: t(subject), blocks: [...write(t, facts), { label: t('openCase'), href: link }] }));
  }

  /**
   * The firm's notifications were queued in the committed transaction; send them now rather than
   * at the mail job's next minute (the job still retries whatever this does not send).
   */
  function deliverQueuedMail(): void {
    void mailer.deliverQueued().catch(() => undefined);
  }

  /** The move's audit row; an actor from the session brings its email and firm, so the audit reads nothing (issue 40). */
  async function record(tx: Executor, action: AuditAction, actor: Actor, realm: 'collector' | 'consumer', documentId: number, details = {}) {
    const known = actor.email === undefined ? {} : { actorEmail: actor.email, lawFirmId: actor.lawFirmId ?? null };
    await audit.record({ action, actorUserId: actor.userId, ...known, realm, ip: actor.ip, details: { customer_document_id: documentId, ...details } }, tx);
  }

  return {
    // ---- The firm's side (collector spec 7 "Negotiation") ----

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

    // ---- The consumer's side ----

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
      await limiter.consume(`case:${consumer.userId}`, CASE_RULE);
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

function safeFilename(name: string): string {
  const base = name.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'settlement-agreement.pdf';
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

export type NegotiationService = ReturnType<typeof createNegotiationService>;
