import { createInflate, createInflateRaw } from 'node:zlib';

/**
 * How many bytes a deflate stream inflates to, counted chunk by chunk and never held; stops once
 * past `limit`. `raw` for a zip entry's data, `zlib` for a PDF's FlateDecode stream. The stream
 * ends where its deflate data ends (what follows is ignored); data that does not inflate is no
 * bomb (its reader fails on it), so it counts what inflated before the error.
 */
export function inflatedSize(data: Uint8Array, limit: number, format: 'raw' | 'zlib'): Promise<number> {
  return new Promise((resolve) => {
    const inflate = format === 'raw' ? createInflateRaw({ chunkSize: 64 * 1024 }) : createInflate({ chunkSize: 64 * 1024 });
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        inflate.destroy();
        resolve(size);
      }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', () => resolve(size));
    inflate.end(data);
  });
}
