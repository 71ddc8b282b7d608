import {
  BANK_MESSAGES,
  BANK_REPORT_EVENTS,
  type BankReportEvent,
  bankReportRoom,
  FinancialBaseReportSchema,
  type FinancialReport,
  type LinkTokenResponse,
} from '@parley/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { bankConnections, financialReports } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import { type Clock, HOUR } from '../../platform/clock.js';
import type { Crypto } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import { type BankProvider, BankProviderError } from '../../providers/bank/index.js';
import { buildFinancialReport, reportPeriod } from './budget.js';

/** Where report builds wait to run: pg-boss in a server, in-process in tests. */
export type BuildQueue = { enqueue(userId: number): Promise<void> };

const CONNECT_RULE = { limit: 10, windowMs: 24 * HOUR };
const DAY_MS = 86_400_000;

/** Consumer spec 3 "Financial report" and 4: connecting a bank, building the budget, pushing its readiness. */
export function createFinancialReportService(deps: {
  db: Database;
  clock: Clock;
  crypto: Crypto;
  audit: Audit;
  limiter: RateLimiter;
  provider: BankProvider;
  realtime: RealtimeHub;
  log: FastifyBaseLogger;
}) {
  const { db, clock, crypto, audit, limiter, provider, realtime, log } = deps;
  const pending = new Set<Promise<void>>();
  let queue: BuildQueue = {
    async enqueue(userId) {
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => build(userId))
        .catch((err) => log.error({ err, userId }, 'financial report build failed'))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
  };

  async function latestConnection(userId: number) {
    const [connection] = await db
      .select()
      .from(bankConnections)
      .where(and(eq(bankConnections.userId, userId), isNull(bankConnections.disconnectedAt)))
      .orderBy(desc(bankConnections.connectedAt), desc(bankConnections.id))
      .limit(1);
    return connection;
  }

  function publish(userId: number, status: BankReportEvent['status']) {
    const event: BankReportEvent = { user_id: userId, status, message: status === 'ready' ? BANK_MESSAGES.ready : BANK_MESSAGES.failed };
    realtime.emit(bankReportRoom(userId), status === 'ready' ? BANK_REPORT_EVENTS.ready : BANK_REPORT_EVENTS.failed, event);
  }

  /** The build job: a year of transactions read through the provider, the budget computed, the consumer told. */
  async function build(userId: number): Promise<void> {
    const [[row], connection] = await Promise.all([db.select().from(financialReports).where(eq(financialReports.userId, userId)), latestConnection(userId)]);
    if (row?.status !== 'processing' || !connection) return;
    const now = clock.now();
    try {
      const accessToken = crypto.decrypt(connection.accessTokenEncrypted);
      const accounts = await provider.getAccounts(accessToken, now);
      const transactions = await provider.getTransactions(accessToken, { start: reportPeriod(now).start, end: now.toISOString().slice(0, 10) });
      const institution = provider.institutions().find((i) => i.id === connection.institutionId);
      const report = buildFinancialReport({
        accounts,
        transactions,
        institution: { name: connection.institutionName, logo: institution?.logo ?? null },
        asOf: now,
      });
      await db
        .update(financialReports)
        .set({ status: 'ready', report, error: null, generatedAt: now, bankConnectionId: connection.id })
        .where(eq(financialReports.userId, userId));
      publish(userId, 'ready');
    } catch (err) {
      // The provider's message may name the institution's problem; the token never reaches the log.
      log.warn(
        { userId, code: err instanceof BankProviderError ? err.code : 'UNKNOWN', err: err instanceof BankProviderError ? undefined : err },
        'financial report not built',
      );
      await db.update(financialReports).set({ status: 'failed', error: BANK_MESSAGES.failed }).where(eq(financialReports.userId, userId));
      publish(userId, 'failed');
    }
  }

  async function getReport(userId: number): Promise<FinancialReport> {
    const [[row], connection] = await Promise.all([db.select().from(financialReports).where(eq(financialReports.userId, userId)), latestConnection(userId)]);
    const previous = row?.report ? FinancialBaseReportSchema.parse(row.report) : null;
    if (!connection && !previous) return { status: 'consent_required', base_report: null, last_error: null };
    if (connection && connection.expiresAt <= clock.now()) return { status: 'reconnect', base_report: previous, last_error: null };
    if (row?.status === 'processing') return { status: 'processing', base_report: previous, last_error: null };
    if (row?.status === 'failed') return { status: previous ? 'available' : 'consent_required', base_report: previous, last_error: row.error };
    return { status: previous ? 'available' : 'consent_required', base_report: previous, last_error: null };
  }

  const refuse = (err: unknown): never => {
    if (err instanceof BankProviderError) {
      const message = err.code === 'INVALID_INSTITUTION' ? BANK_MESSAGES.unknownInstitution : BANK_MESSAGES.linkExpired;
      throw new AppError('RULE_VIOLATED', message);
    }
    throw err;
  };

  return {
    useQueue(next: BuildQueue) {
      queue = next;
    },
    /** Tests: wait for in-process builds to finish. */
    async settle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    build,
    getReport,

    async createLinkToken(userId: number): Promise<LinkTokenResponse> {
      const { linkToken, expiration } = await provider.createLinkToken(userId, clock.now());
      return {
        link_token: linkToken,
        expiration: expiration.toISOString(),
        mode: provider.name,
        institutions: provider.institutions().map((i) => ({
          id: i.id,
          name: i.name,
          logo: i.logo,
          primary_color: i.primaryColor,
          sandbox_behavior: i.sandboxBehavior,
        })),
      };
    },

    /** Sandbox mode: what the provider's Link UI does after consent and the choice of a bank. */
    async sandboxPublicToken(userId: number, linkToken: string, institutionId: string): Promise<string> {
      if (provider.name !== 'sandbox') throw new AppError('NOT_FOUND', 'Not found');
      return provider.createSandboxPublicToken({ linkToken, institutionId, userId, now: clock.now() }).catch(refuse);
    },

    /** Exchanges Link's public token for a connection and starts building the report. */
    async connect(userId: number, publicToken: string, ip: string): Promise<{ institutionName: string }> {
      try {
        await limiter.consume(`bank-connect:${userId}`, CONNECT_RULE);
      } catch {
        throw new AppError('RATE_LIMITED', BANK_MESSAGES.tooManyConnections);
      }
      const item = await provider.exchangePublicToken(publicToken, userId, clock.now()).catch(refuse);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx
          .update(bankConnections)
          .set({ disconnectedAt: now })
          .where(and(eq(bankConnections.userId, userId), isNull(bankConnections.disconnectedAt)));
        const [connection] = await tx
          .insert(bankConnections)
          .values({
            userId,
            provider: provider.name,
            institutionId: item.institution.id,
            institutionName: item.institution.name,
            accessTokenEncrypted: crypto.encrypt(item.accessToken),
            connectedAt: now,
            expiresAt: new Date(now.getTime() + provider.consentDays * DAY_MS),
          })
          .returning({ id: bankConnections.id });
        await tx
          .insert(financialReports)
          .values({ userId, bankConnectionId: connection?.id ?? null, status: 'processing', requestedAt: now })
          .onConflictDoUpdate({
            target: financialReports.userId,
            set: { status: 'processing', error: null, requestedAt: now, bankConnectionId: connection?.id ?? null },
          });
        await audit.record(
          { action: 'bank_connected', realm: 'consumer', actorUserId: userId, ip, details: { institution: item.institution.id, provider: provider.name } },
          tx,
        );
      });
      await queue.enqueue(userId);
      return { institutionName: item.institution.name };
    },
  };
}
export type FinancialReportService = ReturnType<typeof createFinancialReportService>;
