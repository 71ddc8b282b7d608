import {
  type AuditAction,
  type CounterofferOffer,
  DEFAULT_LANGUAGE,
  type Language,
  NEGOTIATION_MESSAGES,
  type OfferDraft,
  offerPhases,
  type Phase,
  paymentCount,
} from '@parley/shared';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { customerDocuments, settlementAgreements, users } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { type Crypto, isSealedFile } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { consumerEmail, languageOr, type Translate, translator } from '../../platform/i18n.js';
import type { Mailer } from '../../platform/mail.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { Viewer } from '../accounts/viewer.js';
import type { CaseRow, OfferInput } from '../cases/case-store.js';
import type { IdentityService } from '../identity/identity.service.js';
import type { NotifyFirmInput } from '../notifications/notifications.service.js';
import { agreementPdfProblem } from './negotiation.documents.js';
import { NEGOTIATION_EMAILS } from './negotiation.messages.js';
import { firmName } from './negotiation.queries.js';

/** Emails the firm about an event (NOTIFICATION_EVENTS, shared), inside the transaction that made it (so a rollback sends nothing). */
export type FirmNotifier = (tx: Executor, event: NotifyFirmInput) => Promise<unknown>;

export type Doc = CaseRow;
/** Who acts: the user and where from; from a session, also the email and firm the audit row records. */
export type Actor = { userId: number; ip: string; email?: string | null; lawFirmId?: number | null };
export type Consumer = Actor;

export const OFFER_RULE = { limit: 20, windowMs: 3600_000 };

export const stale = () => new AppError('CONFLICT', NEGOTIATION_MESSAGES.stale);

/** A counteroffer of the form as the offer math reads it. */
export function draftOf(offer: Pick<CounterofferOffer, 'total_amount' | 'phases' | 'payments'> & { first_payment_date?: string | null }): OfferDraft {
  return {
    total_amount_cents: offer.total_amount,
    first_payment_date: offer.first_payment_date ?? null,
    payments: offer.payments ?? null,
    phases: offer.phases.map((p) => ({ payment_amount_cents: p.payment_amount_cents, iterations: p.iterations })),
  };
}

export function offerInputOf(draft: OfferDraft, index: number): OfferInput {
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

/** What the negotiation needs from the rest of the server (services.ts wires it). */
export type NegotiationDeps = {
  db: Database;
  clock: Clock;
  crypto: Crypto;
  audit: Audit;
  mailer: Mailer;
  limiter: RateLimiter;
  identity: IdentityService;
  publicUrl: string;
  notifyFirm: FirmNotifier;
};

/**
 * What both sides' moves share: the locks that scope an account to its firm or its consumer, the
 * agreement's sealing, the consumer's emails and the audit row of a move.
 */
export function createNegotiationContext(deps: NegotiationDeps) {
  const { db, crypto, audit, mailer, publicUrl } = deps;

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
    ...deps,
    lockFirmDocument,
    lockConsumerDocument,
    agreementBinding,
    sealAgreement,
    openAgreement,
    storedAgreementIsUnreadable,
    consumerReaderOf,
    emailConsumer,
    deliverQueuedMail,
    record,
  };
}

export type NegotiationContext = ReturnType<typeof createNegotiationContext>;
