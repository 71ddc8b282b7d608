import path from 'node:path';
import type { Database } from '../../db/client.js';
import type { Audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Crypto } from '../../platform/crypto.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { createDiskStorage } from '../../platform/storage.js';
import { createIntakeFiles } from './intake.files.js';
import { createIntakeGeneration } from './intake.generation.js';
import { createIntakeSearches } from './intake.searches.js';
import { createIntakeCases } from './intake.service.js';
import { createOfflineMaps } from './maps.js';
import { createTesseractReader } from './ocr.js';

/** The consumer intake: cases and steps, scans and extraction, searches, generated documents. */
export function createIntakeService(deps: {
  db: Database;
  clock: Clock;
  crypto: Crypto;
  audit: Audit;
  limiter: RateLimiter;
  dataDir: string;
  log: { error(o: object, m: string): void };
}) {
  const storage = createDiskStorage(path.join(deps.dataDir, 'files'), deps.crypto);
  const reader = createTesseractReader();
  const cases = createIntakeCases(deps);
  const files = createIntakeFiles({ ...deps, storage, reader, cases });
  const searches = createIntakeSearches({ db: deps.db, clock: deps.clock, cases });
  const generation = createIntakeGeneration({ db: deps.db, clock: deps.clock, storage, cases, runInBackground: files.runInBackground });
  return { cases, files, searches, generation, maps: createOfflineMaps(), close: () => reader.close() };
}
export type IntakeService = ReturnType<typeof createIntakeService>;
