import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { createAiEditorService } from './modules/ai-editor/ai-editor.service.js';
import { createAuditLogService } from './modules/audit-log/audit-log.service.js';
import { createBlogService } from './modules/blog/blog.service.js';
import { createCaseLive, joinCaseRooms } from './modules/cases/case-live.js';
import { publishCaseChanges } from './modules/cases/case-store.js';
import { createChatService } from './modules/chat/chat.service.js';
import { createCollectorAuthService } from './modules/collector-auth/collector-auth.service.js';
import { createConsumerAuthService } from './modules/consumer-auth/consumer-auth.service.js';
import { createCourtClosingService } from './modules/court-closing/court-closing.service.js';
import { createConsumerHomeServices } from './modules/dashboard/consumer-home.js';
import { createDisputesService } from './modules/disputes/disputes.service.js';
import { createApiKeysService } from './modules/firm-api/api-keys.service.js';
import { transportPolicy } from './modules/firm-api/webhook-transport.js';
import { createWebhooksService } from './modules/firm-api/webhooks.service.js';
import { createFirmSettingsService } from './modules/firm-settings/firm-settings.service.js';
import { createFirmUsersService } from './modules/firm-users/firm-users.service.js';
import { createHardshipSummaryService } from './modules/hardship-summary/hardship-summary.service.js';
import { createIdentityService } from './modules/identity/identity.service.js';
import { createIntakeService } from './modules/intake/index.js';
import { createMfaService } from './modules/mfa/mfa.service.js';
import { createNegotiationService } from './modules/negotiation/negotiation.service.js';
import { createNewsletterService } from './modules/newsletter/newsletter.service.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { createPilotService } from './modules/pilot/pilot.service.js';
import { createPortfolioImports } from './modules/portfolio/portfolio-import.js';
import { createSettlementRulesService } from './modules/settlement-rules/settlement-rules.service.js';
import { createWorkQueueService } from './modules/work-queue/work-queue.service.js';
import { createAudit } from './platform/audit.js';
import type { Clock } from './platform/clock.js';
import { createCrypto } from './platform/crypto.js';
import { createMailer } from './platform/mail.js';
import { createRateLimiter } from './platform/rate-limit.js';
import { createRealtimeHub } from './platform/realtime.js';
import { createSessionNotices } from './platform/session-notices.js';
import { createSessionStore } from './platform/sessions.js';
import { createDiskStorage, createS3Storage } from './platform/storage.js';
import { createAiProvider } from './providers/ai/index.js';
import { createPayments } from './providers/payments/index.js';

export type ServiceDeps = { config: Config; database: DatabaseHandle; clock: Clock; encryptionKey: string; log: FastifyBaseLogger };

/** Wires every service from its dependencies; nothing here reads globals. */
export function createServices({ config, database, clock, encryptionKey, log }: ServiceDeps) {
  const db = database.db;
  const crypto = createCrypto(encryptionKey);
  const audit = createAudit({ db, clock, log });
  const limiter = createRateLimiter({ db, clock });
  // Sessions are cached per process once app.ts starts listening for the others' revocations.
  const sessions = createSessionStore({ db, clock, notices: createSessionNotices(database, log) });
  const mailer = createMailer({ db, clock, log, from: config.mail.from, smtpUrl: config.mail.smtpUrl });
  const identity = createIdentityService({ db, clock, sessions, limiter, audit });
  const mfa = createMfaService({ db, clock, crypto, audit, limiter, sessions });
  const realtime = createRealtimeHub();
  const storage = config.files.kind === 's3' ? createS3Storage(config.files, crypto) : createDiskStorage(config.files.dir, crypto);
  const ai = createAiProvider(config.ai, undefined, { chunkDelayMs: config.env === 'test' ? 0 : 12 });
  const notifications = createNotificationsService({ db, mailer, clock, publicUrl: config.publicUrl, log, audit });
  const intake = createIntakeService({ db, clock, crypto, audit, limiter, dataDir: config.dataDir, log });
  // Every committed change to a case reaches the firm's staff and the consumer live (realtime.ts),
  // and the firm's webhook endpoints subscribed to it.
  const webhooks = createWebhooksService({
    db,
    clock,
    crypto,
    audit,
    mailer,
    log,
    limiter,
    policy: transportPolicy(config.env),
    publicUrl: config.publicUrl,
  });
  const accounts = createAccountsService({ db, clock, audit });
  const caseLive = createCaseLive(realtime, accounts, log);
  publishCaseChanges(db, (change) => {
    caseLive.publish(change);
    webhooks.caseChanged(change);
  });
  joinCaseRooms(realtime);
  const negotiation = createNegotiationService({
    db,
    clock,
    crypto,
    audit,
    mailer,
    limiter,
    identity,
    publicUrl: config.publicUrl,
    notifyFirm: notifications.notifyFirm,
  });
  // The firm's settlement rules answer consumer offers through the negotiation service (issue 23).
  const settlementRules = createSettlementRulesService({ db, clock, audit, negotiation, log });
  negotiation.onConsumerOffer((documentId, lawFirmId) => settlementRules.afterConsumerOffer(documentId, lawFirmId));
  const workQueue = createWorkQueueService({ db, audit });
  const firmSettings = createFirmSettingsService({ db, clock, crypto, audit, mailer, limiter, publicUrl: config.publicUrl });
  return {
    db,
    clock,
    crypto,
    audit,
    limiter,
    sessions,
    mailer,
    identity,
    mfa,
    realtime,
    collectorAuth: createCollectorAuthService({ db, crypto, identity, mfa, limiter, audit, mailer, publicUrl: config.publicUrl }),
    accounts,
    firmSettings,
    auditLog: createAuditLogService({ db, audit }),
    apiKeys: createApiKeysService({ db, clock, audit }),
    webhooks,
    firmUsers: createFirmUsersService({ db, crypto, audit, mailer, identity, sessions, publicUrl: config.publicUrl }),
    consumerAuth: createConsumerAuthService({ db, clock, identity, sessions, limiter, audit, mailer, publicUrl: config.publicUrl }),
    notifications,
    intake,
    chat: createChatService({
      db,
      clock,
      storage,
      realtime,
      mailer,
      notifyFirm: notifications.notifyFirm,
      log,
    }),
    negotiation,
    settlementRules,
    courtClosing: createCourtClosingService({ db, clock, audit }),
    disputes: createDisputesService({ db, clock, crypto, audit, mailer, notifyFirm: notifications.notifyFirm, publicUrl: config.publicUrl }),
    payments: createPaymentsService({
      db,
      clock,
      audit,
      mailer,
      limiter,
      crypto,
      negotiation,
      payments: createPayments({ config, db, clock }),
      feeBps: config.platformFeeBps,
      publicUrl: config.publicUrl,
      log,
      applyDuePayoutChange: firmSettings.applyDuePayoutChange,
      notifyFirm: notifications.notifyFirm,
    }),
    blog: createBlogService({ db, clock, limiter, audit }),
    newsletter: createNewsletterService({ db, clock, crypto, mailer, limiter, audit, publicUrl: config.publicUrl }),
    ...createConsumerHomeServices({
      config,
      db,
      clock,
      crypto,
      audit,
      limiter,
      sessions,
      realtime,
      log,
      intakeCards: (docs) => intake.cases.progressCards(docs),
    }),
    ai,
    pilot: createPilotService({ db, clock, ai, realtime, storage, log }),
    aiEditor: createAiEditorService({ db, clock, ai, log, generation: intake.generation }),
    hardshipSummary: createHardshipSummaryService({ db, clock, ai, log }),
    portfolio: createPortfolioImports({ database, clock, audit, storage, log, staffInTurn: (lawFirmId) => workQueue.staffInTurn(lawFirmId) }),
    workQueue,
  };
}
export type Services = ReturnType<typeof createServices>;
