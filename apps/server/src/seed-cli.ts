import { parseArgs } from 'node:util';
import { DataDirLockedError, openFromConfig } from './bootstrap.js';
import { loadConfig } from './config.js';
import { isDatabaseEmpty } from './db/client.js';
import { generateAccounts, progressBar } from './modules/demo/generate-accounts.js';
import { seedDemo } from './modules/demo/seed-demo.js';
import { listFirmAuthCodes } from './modules/law-firms/law-firms.service.js';
import { createCrypto } from './platform/crypto.js';

const USAGE = `npm run seed                                   demo firms, people and accounts (empty database only)
npm run seed -- --firms 100 --accounts 1000000   benchmark data: new firms, the largest holding 10%`;

/** `npm run seed`: migrates, then seeds the demo data, or generates benchmark accounts. */
async function main() {
  const { values } = parseArgs({ options: { firms: { type: 'string' }, accounts: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const firms = values.firms === undefined ? undefined : Number(values.firms);
  const accounts = values.accounts === undefined ? undefined : Number(values.accounts);
  for (const [name, n] of [
    ['--firms', firms],
    ['--accounts', accounts],
  ] as const) {
    if (n !== undefined && (!Number.isInteger(n) || n < 1)) throw new Error(`${name} must be a positive whole number\n${USAGE}`);
  }
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false' });
  const opened = await openFromConfig(config, { seed: false });
  const crypto = createCrypto(opened.encryptionKey);
  try {
    if (accounts !== undefined || firms !== undefined) {
      const total = accounts ?? 1000;
      const started = Date.now();
      const { largestFirmId } = await generateAccounts(opened.database, crypto, {
        firms: firms ?? 1,
        accounts: total,
        now: new Date(),
        onProgress: progressBar(started),
      });
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(
        `Generated ${total.toLocaleString('en-US')} accounts for ${firms ?? 1} firms in ${seconds.toFixed(1)} s (${Math.round(total / seconds).toLocaleString('en-US')} accounts/s).\n`,
      );
      const largest = (await listFirmAuthCodes(opened.database.db, crypto)).find((f) => f.id === largestFirmId);
      process.stdout.write(`Largest firm: ${largest?.name} (id ${largestFirmId}), authentication code ${largest?.authCode}\n`);
      return;
    }
    if (!(await isDatabaseEmpty(opened.database.db))) {
      process.stdout.write('The database already has data; the demo seed runs only on an empty database.\n');
      return;
    }
    await seedDemo(opened.database, crypto, { withAccounts: true });
    process.stdout.write('Seeded the demo firms, people and accounts.\n');
  } finally {
    await opened.close();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof DataDirLockedError ? err.message : `Seeding failed: ${err instanceof Error ? err.message : String(err)}`}\n`);
  process.exit(1);
});
