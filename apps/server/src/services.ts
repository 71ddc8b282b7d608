import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { createCollectorAuthService } from './modules/collector-auth/collector-auth.service.js';
import { createConsumerAuthService } from './modules/consumer-auth/consumer-auth.service.js';
import { createFirmSettingsService } from './modules/firm-settings/firm-settings.service.js';
import { createFirmUsersService } from './modules/firm-users/firm-users.service.js';
import { createIdentityService } from './modules/identity/identity.service.js';
import { createMfaService } from './modules/mfa/mfa.service.js';
import { createAudit } from './platform/audit.js';
import type { Clock } from './platform/clock.js';
import { createCrypto } from './platform/crypto.js';
import { createMailer } from './platform/mail.js';
import { createRateLimiter } from './platform/rate-limit.js';
import { createSessionStore } from './platform/sessions.js';

export type ServiceDeps = { config: Config; database: DatabaseHandle; clock: Clock; encryptionKey: string; log: FastifyBaseLogger };

/** Wires every service from its dependencies; nothing here reads globals. */
export function createServices({ config, database, clock, encryptionKey, log }: ServiceDeps) {
  const db = database.db;
  const crypto = createCrypto(encryptionKey);
  const audit = createAudit({ db, clock, log });
  const limiter = createRateLimiter({ db, clock });
  const sessions = createSessionStore({ db, clock });
  const mailer = createMailer({ db, clock, log, from: config.mail.from, smtpUrl: config.mail.smtpUrl });
  const identity = createIdentityService({ db, clock, sessions, limiter, audit });
  const mfa = createMfaService({ db, clock, crypto, audit, limiter });
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
    collectorAuth: createCollectorAuthService({ db, crypto, identity, mfa, limiter, audit, mailer, publicUrl: config.publicUrl }),
    accounts: createAccountsService({ db, clock, audit }),
    firmSettings: createFirmSettingsService({ db, clock, crypto, audit }),
    firmUsers: createFirmUsersService({ db, crypto, audit, mailer, identity, publicUrl: config.publicUrl }),
    consumerAuth: createConsumerAuthService({ db, identity, audit, mailer, publicUrl: config.publicUrl }),
  };
}
export type Services = ReturnType<typeof createServices>;
