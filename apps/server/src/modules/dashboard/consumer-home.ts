import type { FastifyBaseLogger } from 'fastify';
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
import { createBudgetLadderService } from '../budget-ladder/budget-ladder.service.js';
import { createCreditReportService } from '../credit-report/credit-report.service.js';
import { createFinancialReportService } from '../financial-report/financial-report.service.js';
import type { Doc } from '../intake/intake.steps.js';
import { createProfileService } from '../profile/profile.service.js';
import { createDashboardService } from './dashboard.service.js';
import type { IntakeCard } from './document-view.js';

/**
 * The consumer's home (issue 7): the dashboard, profile, credit report and financial report services,
 * built in one place because each reads the others (their routes are registered in app.ts, their jobs in src/jobs.ts).
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
  intakeCards: (docs: readonly Doc[]) => Promise<Map<number, IntakeCard>>;
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
