import {
  CREDIT_MESSAGES,
  type CreditBaseReport,
  CreditBaseReportSchema,
  type CreditReport,
  type CreditReportSolosettle,
  type CreditReportStatus,
} from '@parley/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { creditReports, customerDocuments, lawFirms } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import { type Clock, HOUR } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { type CreditProvider, CreditProviderError, type CreditSubject, type KnownDebt } from '../../providers/credit/index.js';
import type { CreditIdentity, ProfileService } from '../profile/profile.service.js';
import { deriveCreditReport } from './credit-factors.js';

/** Where credit pulls wait to run: pg-boss in a server, in-process in tests (as the chat scan). */
export type PullQueue = { enqueue(userId: number): Promise<void> };

/** A bureau pull costs money and is a soft inquiry: a few a day per consumer. */
const FETCH_RULE = { limit: 5, windowMs: 24 * HOUR };

const normalize = (name: string | null | undefined) =>
  (name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function subjectOf(userId: number, identity: CreditIdentity): CreditSubject | null {
  const { firstName, lastName, ssnLastFour, birthdate, address } = identity;
  if (!firstName || !lastName || !ssnLastFour || !birthdate || !address.line1 || !address.city || !address.state || !address.zip) return null;
  return {
    userId,
    firstName,
    lastName,
    ssn: identity.ssn,
    ssnLastFour,
    birthdate,
    address: { line1: address.line1, city: address.city, state: address.state, zip: address.zip },
  };
}

/** Consumer spec 3 "Credit report", 4 (its statuses) and 7 (GET /my_dashboard/fetch_credit_report). */
export function createCreditReportService(deps: {
  db: Database;
  clock: Clock;
  audit: Audit;
  limiter: RateLimiter;
  provider: CreditProvider;
  profile: ProfileService;
  log: FastifyBaseLogger;
}) {
  const { db, clock, audit, limiter, provider, profile, log } = deps;
  const pending = new Set<Promise<void>>();
  let queue: PullQueue = {
    async enqueue(userId) {
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => pull(userId))
        .catch((err) => log.error({ err, userId }, 'credit report pull failed'))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
  };

  /** The consumer's own debts in Parley, as a bureau reports them: the original creditor and the collector. */
  async function knownDebts(userId: number): Promise<(KnownDebt & { documentId: number })[]> {
    const docs = await db
      .select({ doc: customerDocuments, firmName: lawFirms.name })
      .from(customerDocuments)
      .leftJoin(lawFirms, eq(lawFirms.id, customerDocuments.lawFirmId))
      .where(and(eq(customerDocuments.userId, userId), isNotNull(customerDocuments.plaintiffName), isNotNull(customerDocuments.lawsuitAmountCents)));
    return docs.map(({ doc, firmName }) => ({
      documentId: doc.id,
      creditorName: doc.plaintiffName as string,
      collectorName: firmName ?? doc.pendingLawFirmName,
      balanceCents: doc.lawsuitAmountCents as number,
      openedOn: doc.createdAt.toISOString().slice(0, 10),
    }));
  }

  async function pull(userId: number): Promise<void> {
    const [row] = await db.select().from(creditReports).where(eq(creditReports.userId, userId));
    if (row?.status !== 'fetching') return;
    const subject = subjectOf(userId, await profile.creditIdentity(userId));
    const now = clock.now();
    if (!subject) {
      await db.update(creditReports).set({ status: 'error', error: CREDIT_MESSAGES.missingMetadata }).where(eq(creditReports.userId, userId));
      return;
    }
    const debts = await knownDebts(userId);
    try {
      const bureau = await provider.pullReport(subject, { now, knownDebts: debts });
      const derived = deriveCreditReport(bureau, now);
      const report: CreditBaseReport = {
        ...derived,
        collection_accounts: bureau.tradelines
          .filter((t) => t.kind === 'collection')
          .map((t) => ({
            id: t.id,
            creditor_name: t.creditorName,
            original_creditor: t.originalCreditor,
            current_balance_cents: t.balanceCents,
            opened_on: t.openedOn,
            // A collection is one of the consumer's Parley cases when its original creditor is that case's.
            document_id:
              debts.find((d) => normalize(d.creditorName) === normalize(t.originalCreditor ?? t.creditorName) && d.balanceCents === t.balanceCents)
                ?.documentId ?? null,
          })),
        error: null,
      };
      await db.update(creditReports).set({ status: 'available', report, error: null, fetchedAt: now }).where(eq(creditReports.userId, userId));
    } catch (err) {
      const message = err instanceof CreditProviderError ? err.message : 'The credit bureau did not answer.';
      if (!(err instanceof CreditProviderError)) log.error({ err, userId }, 'credit bureau call failed');
      await db.update(creditReports).set({ status: 'error', error: message }).where(eq(creditReports.userId, userId));
      await audit.record({
        action: 'credit_report_failed',
        realm: 'consumer',
        actorUserId: userId,
        details: { error_code: err instanceof CreditProviderError ? err.code : 'UNKNOWN' },
      });
    }
  }

  /** `identity`: the consumer's, when the caller has read it already (asked only when there is no report yet). */
  async function getReport(userId: number, identity: () => Promise<CreditIdentity> = () => profile.creditIdentity(userId)): Promise<CreditReport> {
    const [row] = await db.select().from(creditReports).where(eq(creditReports.userId, userId));
    const previous = row?.report ? CreditBaseReportSchema.parse(row.report) : null;
    if (!row) {
      const complete = subjectOf(userId, await identity()) !== null;
      return { status: complete ? 'consent_required' : 'missing_metadata', base_report: null };
    }
    if (row.status === 'available') return { status: 'available', base_report: previous };
    if (row.status === 'fetching') return { status: 'fetching', base_report: previous };
    // A failed refresh keeps showing the last report, with the error (consumer spec 4 "fetching").
    return previous ? { status: 'fetching', base_report: { ...previous, error: CREDIT_MESSAGES.couldNotFetch } } : { status: 'error', base_report: null };
  }

  return {
    useQueue(next: PullQueue) {
      queue = next;
    },
    /** Tests: wait for in-process pulls to finish. */
    async settle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    pull,
    getReport,

    /** The consumer asks for their report: their consent to the soft inquiry, then the pull in the background. */
    async requestFetch(userId: number, ip: string): Promise<CreditReportStatus> {
      if (!subjectOf(userId, await profile.creditIdentity(userId))) throw new AppError('RULE_VIOLATED', CREDIT_MESSAGES.missingMetadata);
      const [current] = await db.select({ status: creditReports.status }).from(creditReports).where(eq(creditReports.userId, userId));
      if (current?.status === 'fetching') return 'fetching';
      try {
        await limiter.consume(`credit-pull:${userId}`, FETCH_RULE);
      } catch {
        throw new AppError('RATE_LIMITED', CREDIT_MESSAGES.fetchLimited);
      }
      const now = clock.now();
      await db
        .insert(creditReports)
        .values({ userId, provider: provider.name, status: 'fetching', consentedAt: now, requestedAt: now })
        .onConflictDoUpdate({
          target: creditReports.userId,
          set: { status: 'fetching', provider: provider.name, consentedAt: now, requestedAt: now, error: null },
        });
      await audit.record({ action: 'credit_report_requested', realm: 'consumer', actorUserId: userId, ip, details: { provider: provider.name } });
      await queue.enqueue(userId);
      return 'fetching';
    },

    /**
     * Consumer spec 3 "Credit-report settlement offers": each collection account, linked to its
     * SoloSettle case among the consumer's documents (already read by the caller).
     */
    settlementOffers(report: CreditReport, docs: readonly { id: number; firstOfferAt: Date | null }[]): CreditReportSolosettle[] {
      const accounts = report.base_report?.collection_accounts ?? [];
      return accounts.map((a) => {
        const doc = a.document_id === null ? undefined : docs.find((d) => d.id === a.document_id);
        const prefill = new URLSearchParams({
          plaintiff_name: a.original_creditor ?? a.creditor_name,
          amount_owed_cents: String(a.current_balance_cents),
          law_firm_name: a.creditor_name,
        });
        return {
          collection_account_id: a.id,
          document_id: doc?.id ?? null,
          creditor_name: a.creditor_name,
          current_balance: a.current_balance_cents,
          resume_url: doc ? `/my_cases/${doc.id}` : `/my_cases/new?${prefill.toString()}`,
          has_submitted_offer: !!doc?.firstOfferAt,
        };
      });
    },
  };
}
export type CreditReportService = ReturnType<typeof createCreditReportService>;
