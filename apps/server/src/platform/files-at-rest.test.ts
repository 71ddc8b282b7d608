import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../modules/demo/seed-demo.js';
import { consumerAgent } from '../test/fixtures.js';
import { type Agent, buildTestApp, type TestApp } from '../test/test-app.js';

// A consumer's summons, uploaded through the API, as DATA_DIR/files holds it.
const summons = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../modules/intake/corpus/01-summons.png'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parley-at-rest-'));
const filesDir = path.join(dataDir, 'files');
let t: TestApp;
let consumer: Agent;

beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir });
  await seedDemo(t.database, t.services.crypto, { withAccounts: false });
  consumer = await consumerAgent(t.app, 'consumer@demo.test');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function storedFiles(): string[] {
  return readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

async function uploadSummons(): Promise<{ id: number; file: string }> {
  const before = new Set(existsSync(filesDir) ? storedFiles() : []);
  const id = (await consumer.post('/customer_documents?document_name=debt_answer')).json().id as number;
  const res = await consumer.multipart(`/api_controller/upload_file/${id}`, { camera: 'false' }, [
    { field: 'file', filename: 'summons.png', contentType: 'image/png', bytes: summons },
  ]);
  expect(res.statusCode).toBe(200);
  const added = storedFiles().filter((f) => !before.has(f));
  expect(added).toHaveLength(1);
  return { id, file: added[0] as string };
}

async function extractedName(id: number): Promise<unknown> {
  await consumer.post(`/api_controller/prepopulate_from_document_files/${id}`, { camera: false, upload: true });
  await t.services.intake.files.settle();
  const extracted = (await consumer.get(`/api_controller/get_extracted_walk_through_step_responses/${id}`)).json();
  expect(extracted.state).toBe('completed');
  return extracted.fields.customer_name;
}

describe('uploaded files at rest', () => {
  it('keeps a summons on disk only as ciphertext, and still reads it', { timeout: 60_000 }, async () => {
    const { id, file } = await uploadSummons();
    const raw = readFileSync(file);
    expect(raw.subarray(0, 7).toString('latin1')).toBe('PARLEY\0');
    // Neither the PNG signature nor any run of the image's bytes is on disk.
    expect(raw.includes(summons.subarray(0, 8))).toBe(false);
    expect(raw.includes(summons.subarray(1000, 1032))).toBe(false);
    expect(await extractedName(id)).toBe('Maria Gonzalez');
  });

  it('still reads a summons stored in the clear before files were encrypted', { timeout: 60_000 }, async () => {
    const { id, file } = await uploadSummons();
    writeFileSync(file, summons);
    expect(await extractedName(id)).toBe('Maria Gonzalez');
    expect(readFileSync(file)).toEqual(summons);
  });
});
