import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client.js';
import { warmReader } from '../modules/chat/compliance/scanner.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string | null;
  }
}

export const POSTGRES_TEMPLATE = 'parley_test_template';

/**
 * Migrates once, then every test file starts from a copy: a PGlite dump (~0.6 s to load instead
 * of ~3.5 s to create and migrate), or on PostgreSQL a database cloned from a template.
 */
export default async function setup(project: TestProject) {
  // The scanner's second reader, trained once here (about 30 s after a change to the rules or its
  // data, else read back in milliseconds) and kept for the workers: trained inside a test instead,
  // by two workers at once on a fresh machine, it ran past the tests' 30 s limit.
  warmReader();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parley-test-'));
  const pglite = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(pglite);
  if (pglite.kind !== 'pglite') throw new Error('unreachable');
  const dump = await pglite.pglite.dumpDataDir('none');
  const dumpPath = path.join(dir, 'migrated.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteDump', dumpPath);

  const url = process.env.TEST_DATABASE_URL;
  project.provide('postgresTemplate', url ? POSTGRES_TEMPLATE : null);
  if (url) {
    const admin = await openDatabase({ kind: 'postgres', url, max: 1 });
    if (admin.kind !== 'postgres') throw new Error('unreachable');
    await admin.pool.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
    await admin.pool.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    const template = await openDatabase({ kind: 'postgres', url: withDatabase(url, POSTGRES_TEMPLATE), max: 1 });
    await migrateDatabase(template);
    await template.close();
    await admin.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
