import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngHeaderBomb } from '../test/bombs.js';
import { registerErrorHandler } from './errors.js';
import { readMultipartUpload, type UploadRules } from './multipart-upload.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const PNG = pngHeaderBomb(4, 3);

const RULES: UploadRules = {
  maxFileBytes: 1024,
  maxFiles: 2,
  kinds: ['pdf', 'png'],
  fileFields: ['file'],
  matchExtension: true,
  maxFields: 3,
  messages: {
    tooLarge: 'At most 1 KB.',
    wrongType: ({ extension }) => `No ${extension} files.`,
    missing: 'Choose a file.',
    tooMany: 'Two files at most.',
  },
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  await app.register(fastifyMultipart);
  app.post('/upload', async (req) => {
    const { files, fields } = await readMultipartUpload(req, RULES);
    return { files: files.map((f) => ({ field: f.fieldname, name: f.filename, type: f.type.extension, bytes: f.data.length })), fields };
  });
  await app.ready();
});
afterAll(() => app.close());

type Part = { name: string; value?: string; filename?: string; data?: Buffer };
function send(parts: Part[], { cut = false } = {}) {
  const boundary = '----parley-test';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename !== undefined ? '\r\nContent-Type: application/octet-stream' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), p.data ?? Buffer.from(p.value ?? ''), Buffer.from('\r\n'));
  }
  if (!cut) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return app.inject({
    method: 'POST',
    url: '/upload',
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('the multipart reader', () => {
  it('reads the files, typed by their bytes, and the fields (name[] gathered under name)', async () => {
    const res = await send([
      { name: 'note', value: 'hello' },
      { name: 'tags[]', value: 'a' },
      { name: 'tags[]', value: 'b' },
      { name: 'file', filename: 'a.pdf', data: PDF },
      { name: 'file', filename: 'b.png', data: PNG },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      files: [
        { field: 'file', name: 'a.pdf', type: 'pdf', bytes: PDF.length },
        { field: 'file', name: 'b.png', type: 'png', bytes: PNG.length },
      ],
      fields: { note: ['hello'], tags: ['a', 'b'] },
    });
  });

  it('answers 413 with the route message for a file over the limit', async () => {
    const res = await send([{ name: 'file', filename: 'big.pdf', data: Buffer.concat([PDF, Buffer.alloc(1024)]) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', error: 'At most 1 KB.' });
  });

  it('answers 415 for content that is not an allowed type, whatever the name says, and for a name that lies', async () => {
    const fake = await send([{ name: 'file', filename: 'agreement.pdf', data: Buffer.from('<html>not a pdf</html>') }]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', error: 'No pdf files.', fields: { file: 'No pdf files.' } });
    const renamed = await send([{ name: 'file', filename: 'photo.pdf', data: PNG }]);
    expect(renamed.statusCode).toBe(415);
    const jpeg = await send([{ name: 'file', filename: 'photo.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]) }]);
    expect(jpeg.json().error).toBe('No jpg files.');
  });

  it('refuses, for every route, an image of more pixels than the cap (413, its size in words) and an image whose header gives no size (415)', async () => {
    const bomb = await send([{ name: 'file', filename: 'b.png', data: pngHeaderBomb(20_000, 20_000) }]);
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().error).toMatch(/^This image is 20000 × 20000 pixels, more than the 50 million pixels an upload may have/);
    const headless = await send([{ name: 'file', filename: 'b.png', data: Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(32, 1)]) }]);
    expect([headless.statusCode, headless.json().error]).toEqual([415, 'No png files.']);
  });

  it('answers 400 when no file came (an empty part is no file), and ignores files under other names', async () => {
    const none = await send([{ name: 'note', value: 'x' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ code: 'VALIDATION_FAILED', error: 'Choose a file.', fields: { file: 'Choose a file.' } });
    const empty = await send([{ name: 'file', filename: 'a.pdf', data: Buffer.alloc(0) }]);
    expect(empty.json().error).toBe('Choose a file.');
    const elsewhere = await send([{ name: 'avatar', filename: 'a.pdf', data: PDF }]);
    expect(elsewhere.json().error).toBe('Choose a file.');
  });

  it('answers 400 for too many files or fields and for a body cut short, 415 for a body that is not multipart', async () => {
    const three = await send([1, 2, 3].map((i) => ({ name: 'file', filename: `${i}.pdf`, data: PDF })));
    expect(three.statusCode).toBe(400);
    expect(three.json().error).toBe('Two files at most.');
    const fields = await send([1, 2, 3, 4].map((i) => ({ name: `f${i}`, value: 'x' })));
    expect(fields.statusCode).toBe(400);
    const cut = await send([{ name: 'file', filename: 'a.pdf', data: PDF }], { cut: true });
    expect(cut.statusCode, cut.body).toBe(400);
    const json = await app.inject({ method: 'POST', url: '/upload', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
