import type { Config } from './config.js';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './modules/demo/seed-demo.js';

export type BannerFacts = {
  seeded: boolean;
  encryptionKeyLocation: string;
  /** The demo firms' codes; asked for only when the banner may show them. */
  demoFirmCodes: () => Promise<{ name: string; authCode: string }[]>;
};

/**
 * What `npm start` prints once it listens. The demo password and the firms' codes are secrets of a
 * developer's machine: printed only in development, never in a production or test process's logs.
 */
export async function startBanner(config: Config, facts: BannerFacts): Promise<string> {
  const url = config.publicUrl;
  const lines = [
    '',
    `  Parley is running at ${url}`,
    `  Database: ${config.database.kind === 'pglite' ? `embedded PGlite in ${config.database.dir}` : 'PostgreSQL (DATABASE_URL)'}${facts.seeded ? ' (demo data seeded now)' : ''}`,
    `  Encryption key: ${facts.encryptionKeyLocation}`,
    `  Collectors sign in at ${url}/collectors · consumers at ${url}/users/sign_in${config.devRoutes ? ` · emails at ${url}/dev/mailbox (from this machine only)` : ''}`,
  ];
  if (config.seedDemo && config.env === 'development') {
    lines.push(`  Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const s of DEMO_SIGN_INS) lines.push(`    ${s.email.padEnd(24)} ${s.role}`);
    for (const f of await facts.demoFirmCodes()) lines.push(`  Authentication code of ${f.name}: ${f.authCode}`);
  }
  return `${lines.join('\n')}\n\n`;
}
