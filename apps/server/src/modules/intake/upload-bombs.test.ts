import { INTAKE_MESSAGES } from '@parley/shared';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manyPagesPdf, pdfBomb, pngBomb } from '../../test/bombs.js';
import { consumerAgent } from '../../test/fixtures.js';
import { type Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemo } from '../demo/seed-demo.js';

// Issue 18, point 10: a 390 KB PNG of 20000 x 20000 pixels and a 408 KB PDF bomb cost 1.1 to
// 2.5 GB of memory, never given back, and stalled requests.
let t: TestApp;
let consumer: Agent;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database, t.services.crypto, { withAccounts: false });
  consumer = await consumerAgent(t.app, 'consumer@demo.test');
});
afterAll(() => t.close());

async function startIntake(): Promise<number> {
  const res = await consumer.post('/customer_documents?document_name=debt_answer');
  expect(res.statusCode).toBe(200);
  return res.json().id;
}
const upload = (id: number, bytes: Uint8Array, filename: string, contentType: string) =>
  consumer.multipart(`/api_controller/upload_file/${id}`, { camera: 'false' }, [{ field: 'file', filename, contentType, bytes }]);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

describe('decompression and pixel bombs', () => {
  it('refuses a 20000 x 20000 PNG, a PDF that inflates to 256 MB and a 5000-page PDF with the spec message, without the memory', async () => {
    const id = await startIntake();
    const png = pngBomb(20_000, 20_000);
    const bomb = await pdfBomb(256 * 1024 * 1024);
    const pages = await manyPagesPdf(5000);
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    try {
      for (const [bytes, filename, type] of [
        [png, 'summons.png', 'image/png'],
        [bomb, 'summons.pdf', 'application/pdf'],
        [pages, 'summons.pdf', 'application/pdf'],
      ] as const) {
        const res = await upload(id, bytes, filename, type);
        expect(res.statusCode, `${filename} (${bytes.byteLength} bytes): ${res.body}`).toBe(413);
        expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', error: INTAKE_MESSAGES.uploadTooLarge });
      }
    } finally {
      clearInterval(sampler);
    }
    const elapsed = performance.now() - started;
    const after = process.memoryUsage().rss;
    process.stdout.write(
      `upload bombs: PNG ${png.byteLength} bytes, PDF bomb ${bomb.byteLength} bytes, ${pages.byteLength}-byte 5000-page PDF; ` +
        `RSS before ${mb(before)}, peak ${mb(peak)}, after ${mb(after)}; ${elapsed.toFixed(0)} ms for the three\n`,
    );
    // The server process itself never holds what the files would decode to.
    expect(peak - before).toBeLessThan(200 * 1024 * 1024);
    const files = await consumer.post(`/api_controller/prepopulate_from_document_files/${id}`, { camera: false, upload: true });
    expect(files.json().error).toBe('Please add a photo or file of your papers first');
  });

  it('still takes an ordinary phone photo size and a small PDF', async () => {
    const id = await startIntake();
    expect((await upload(id, pngBomb(4000, 3000), 'photo.png', 'image/png')).statusCode).toBe(200);
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Summons');
    expect((await upload(id, await pdf.save(), 'summons.pdf', 'application/pdf')).statusCode).toBe(200);
  });
});
