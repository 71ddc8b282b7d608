import { DataDirLockedError, openFromConfig } from './bootstrap.js';
import { loadConfig } from './config.js';
import { isDatabaseEmpty } from './db/client.js';

/** `npm run seed`: migrates, then seeds the demo data into an empty database. */
async function main() {
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false' });
  const opened = await openFromConfig(config, { seed: false });
  try {
    if (!(await isDatabaseEmpty(opened.database.db))) {
      process.stdout.write('The database already has data; the demo seed runs only on an empty database.\n');
      return;
    }
    const { seedDemo } = await import('./modules/demo/seed-demo.js');
    const { createCrypto } = await import('./platform/crypto.js');
    await seedDemo(opened.database.db, createCrypto(opened.encryptionKey));
    process.stdout.write('Seeded the demo firms and users.\n');
  } finally {
    await opened.close();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof DataDirLockedError ? err.message : `Seeding failed: ${err instanceof Error ? err.message : String(err)}`}\n`);
  process.exit(1);
});
