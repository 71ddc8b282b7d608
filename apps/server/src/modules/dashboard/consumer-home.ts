import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Crypto } from '../../platform/crypto.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import type { SessionStore } from '../../platform/sessions.js';
import { createBankProvider } from '../../providers/bank/index.js';
import { createCreditProvider } from '../../providers/credit/index.js';
import type { RouteContext } from '../../route-context.js';
import { createBudgetLadderService } from '../budget-ladder/budget-ladder.service.js';
import { creditReportRoutes } from '../credit-report/credit-report.routes.js';
import { createCreditReportService } from '../credit-report/credit-report.service.js';
import { financialReportRoutes } from '../financial-report/financial-report.routes.js';
import { createFinancialReportService } from '../financial-report/financial-report.service.js';
import { profileRoutes } from '../profile/profile.routes.js';
import { createProfileService } from '../profile/profile.service.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { createDashboardService } from './dashboard.service.js';
import type { IntakeCard } from './document-view.js';

/**
 * The consumer's home (issue 7): dashboard, profile, credit report and financial report, wired in
 * one place so that services.ts and app.ts each take one line for all four (their jobs are in src/jobs.ts).
 */
export function createConsumerHomeServices(deps: {
  config: Config;
  db: Database;
  clock: Clock;
  crypto: Crypto;
  audit: Audit;
  limiter: RateLimiter;
  sessions: SessionStore;
  realtime: RealtimeHub;
  log: FastifyBaseLogger;
  intakeCards: (userId: number) => Promise<Map<number, IntakeCard>>;
}) {
  const { config, db, clock, crypto, audit, limiter, sessions, realtime, log } = deps;
  const profile = createProfileService({ db, clock, crypto, audit, limiter, sessions });
  const creditReport = createCreditReportService({ db, clock, audit, limiter, provider: createCreditProvider(config.providers.credit), profile, log });
  const financialReport = createFinancialReportService({
    db,
    clock,
    crypto,
    audit,
    limiter,
    provider: createBankProvider(config.providers.bank, { crypto }),
    realtime,
    log,
  });
  const dashboard = createDashboardService({ db, profile, creditReport, financialReport, intakeCards: deps.intakeCards });
  const budgetLadder = createBudgetLadderService({ db, clock, audit, financialReport });
  return { profile, creditReport, financialReport, dashboard, budgetLadder };
}

export function consumerHomeRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(dashboardRoutes(ctx));
    await app.register(profileRoutes(ctx));
    await app.register(creditReportRoutes(ctx));
    await app.register(financialReportRoutes(ctx));
  };
}
