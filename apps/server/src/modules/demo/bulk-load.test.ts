import { describe, expect, it } from 'vitest';
import { type Column, copyChunks, isoTimestamp } from './bulk-load.js';

describe('COPY text', () => {
  const columns: Column[] = [
    { name: 'id', type: 'int' },
    { name: 'note', type: 'text' },
    { name: 'at', type: 'timestamptz' },
    { name: 'details', type: 'jsonb' },
  ];
  const text = (rows: unknown[][]) => Buffer.concat([...copyChunks(columns, rows)]).toString('utf8');

  it('separates fields by tabs, writes \\N for null and escapes backslash, tab, newline and return in text', () => {
    expect(
      text([
        [1, 'a\tb\nc\\d\re', '2026-11-02T15:00:00.000Z', JSON.stringify({ say: 'line\nbreak' })],
        [2, null, undefined, '{}'],
      ]),
    ).toBe('1\ta\\tb\\nc\\\\d\\re\t2026-11-02T15:00:00.000Z\t{"say":"line\\\\nbreak"}\n2\t\\N\t\\N\t{}\n');
  });

  it('keeps multi-byte characters whole across chunk boundaries, however long a field is', () => {
    const long = 'é€😀x'.repeat(120_000); // 600,000 UTF-16 units, 1.2 MB of UTF-8 in one field
    const rows = Array.from({ length: 5 }, (_, i) => [i, long, null, '[]']);
    const chunks = [...copyChunks(columns, rows)];
    expect(chunks.length).toBeGreaterThan(3);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(rows.map((r) => `${r[0]}\t${long}\t\\N\t[]\n`).join(''));
  });
});

describe('isoTimestamp', () => {
  it('writes exactly what Date#toISOString writes', () => {
    const edges = [
      0,
      86_399_999,
      86_400_000,
      Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
      -1,
      -86_400_001,
      253_402_300_800_000,
    ];
    let seed = 7;
    const random = Array.from({ length: 5000 }, () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return Math.floor((seed / 2_147_483_647) * 4_102_444_800_000); // 1970 to 2100
    });
    for (const ms of [...edges, ...random]) expect(isoTimestamp(new Date(ms)), String(ms)).toBe(new Date(ms).toISOString());
  });
});
