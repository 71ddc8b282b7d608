import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { lawFirms } from '../db/schema/index.js';
import { DATABASE_REFUSED } from '../platform/errors.js';
import { AUTHORIZATION_MATRIX, type MatrixRequest, type MatrixRow, PROOF_ROW_BUDGET } from '../test/authorization-matrix.js';
import { rowsOf, tableChecksums, WRITTEN_BY_REFUSALS } from '../test/db-checksum.js';
import { ROLES, type Role } from '../test/matrix-roles.js';
import { oddInputsFor } from '../test/odd-values.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { buildWorld, type World } from '../test/world.js';
import { arbitraryFor, junk, mutate } from '../test/zod-arbitrary.js';

// Property-based fuzzing of every route in the route table: inputs derived from each route's zod
// schemas (and from the matrix's valid request), then broken. Whatever arrives, the server answers
// below 500, in the error shape, and a refused request leaves every table as it was.
// Seeded and reproducible: FUZZ_SEED=<seed> FUZZ_RUNS=<n> npx vitest run --project server apps/server/src/proof/fuzz.test.ts

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_102);

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWorld(t);
}, PROOF_ROW_BUDGET);
afterAll(() => t.close());

/** The figures docs/SECURITY.md quotes: routes swept with odd values, cases sent, answers of 500 (must stay 0). */
const oddFigures = { routes: 0, cases: 0, fiveHundreds: 0 };
afterAll(() => console.info(`odd values: ${oddFigures.routes} routes, ${oddFigures.cases} cases, ${oddFigures.fiveHundreds} answers of 500`));

let fingerprintQuery: SQL | undefined;
/**
 * Each table's row count and newest row version (`xmin`, the transaction that wrote it): any
 * committed insert, update or delete changes it. A tenth of the cost of the md5 checksums, which
 * then run only when it moved (a background write, or a write the refusal must not have made).
 */
async function tableFingerprint(): Promise<string> {
  if (!fingerprintQuery) {
    const tables = rowsOf<{ name: string }>(
      await t.services.db.execute(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`),
    )
      .map((r) => r.name)
      .filter((name) => !(WRITTEN_BY_REFUSALS as readonly string[]).includes(name));
    fingerprintQuery = sql.raw(
      tables.map((n) => `SELECT '${n}:' || count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text AS fp FROM "${n}"`).join(' UNION ALL '),
    );
  }
  return rowsOf<{ fp: string }>(await t.services.db.execute(fingerprintQuery))
    .map((r) => r.fp)
    .sort()
    .join(',');
}

/** Every field a query schema names, nested ones too (`filters[debt_amount][min]`), each with the value 'x'. */
function queryFieldsOf(schema: unknown, depth = 0): Record<string, unknown> | 'x' {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def || depth > 4) return 'x';
  if (def.type === 'object') return Object.fromEntries(Object.entries(def.shape as Record<string, unknown>).map(([k, v]) => [k, queryFieldsOf(v, depth + 1)]));
  if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type as string))
    return queryFieldsOf(def.innerType, depth);
  if (def.type === 'pipe') return queryFieldsOf(def.in, depth);
  return 'x';
}

/**
 * Table order, except that removing staff runs last: a fuzzed user_id may remove the firm X user the
 * other routes call as, which is allowed (their own admin does it) but would end the world for the rest.
 */
const RUNS_LAST = ['POST /collectors/api/users/remove'];
const FUZZ_ORDER = [...AUTHORIZATION_MATRIX.filter((r) => !RUNS_LAST.includes(r.route)), ...AUTHORIZATION_MATRIX.filter((r) => RUNS_LAST.includes(r.route))];

/** Lets work a 2xx answer started in the background (mail delivery, the chat compliance scan) finish. */
type Input = { path: string; query: string | undefined; body: string | undefined; multipart?: MatrixRequest['multipart']; label?: string };

/** Who calls the route: the first role the table lets through, so input checks are reached, not the guard. */
function callerOf(row: MatrixRow): Role {
  return ROLES.find((r) => row.expect[r] < 300) ?? ROLES.find((r) => ![401, 403].includes(row.expect[r])) ?? 'anonymous';
}

const encode = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
const rawJunk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'null',
    '"\\ud800"',
    '{"__proto__":{"admin":true}}',
    '\u0000',
    '{"a\\u0000":1}',
    '{"id":99999999999999999999}',
    '{"id":1e22}',
    '["\\udc00"]',
  ),
);
const junkPathSegment = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '2147483648',
    '99999999999999999999',
    'NaN',
    '1e3',
    '1e22',
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%2e%2e%2f',
    'null',
    '%F0%9F%92%A9',
    '..',
    'x'.repeat(300),
  ),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

function inputsFor(route: string, base: MatrixRequest, schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined): fc.Arbitrary<Input> {
  const [path = '', baseQuery] = base.url.split('?');
  const templateSegments = route.split(' ')[1]?.split('/') ?? [];
  const baseSegments = path.split('/');
  const paramIndexes = templateSegments.flatMap((s, i) => (s.startsWith(':') || s === '*' ? [i] : []));

  const pathArb: fc.Arbitrary<string> =
    paramIndexes.length === 0
      ? fc.constant(path)
      : fc.oneof(
          { weight: 2, arbitrary: fc.constant(path) },
          fc.array(junkPathSegment, { minLength: paramIndexes.length, maxLength: paramIndexes.length }).map((values) => {
            const segments = [...baseSegments];
            paramIndexes.forEach((index, k) => {
              segments[index] = values[k] as string;
            });
            return segments.join('/');
          }),
        );

  const parsedQuery = baseQuery ? qs.parse(baseQuery) : {};
  const queryArb: fc.Arbitrary<string | undefined> = fc.oneof(
    { weight: 2, arbitrary: fc.constant(baseQuery) },
    ...(schema?.querystring ? [arbitraryFor(schema.querystring as z.ZodType).map((q) => qs.stringify(q))] : []),
    mutate(parsedQuery).map((q) => (typeof q === 'object' && q !== null ? qs.stringify(q) : String(q))),
    fc
      .string({ maxLength: 60 })
      .map(encodeURIComponent)
      .map((s) => `${s}=${s}`),
    fc.constantFrom(
      'a[b][c][d][e][f]=1',
      `filters[status][]=x&filters[status][]=${'y'.repeat(5000)}`,
      'x=%00',
      'page=-1&num_pages=1e9',
      '__proto__[admin]=1',
      'id=99999999999999999999',
      'query=a%00b&id=2147483648',
      'a%00=1e22',
    ),
  );

  if (base.multipart) {
    const fieldArb = fc.dictionary(fc.constantFrom(...Object.keys(base.multipart.fields), 'extra', 'message[body]'), fc.string({ maxLength: 2000 }), {
      maxKeys: 4,
    });
    const fileArb = fc.array(
      fc.record({
        field: fc.constantFrom(...base.multipart.files.map((f) => f.field), 'file', 'other'),
        filename: fc.oneof(fc.constantFrom('a.pdf', '../../etc/passwd', 'x'.repeat(300), '\u202egpj.exe'), fc.string({ maxLength: 30 })),
        contentType: fc.constantFrom('application/pdf', 'image/png', 'text/html', 'application/octet-stream'),
        bytes: fc.uint8Array({ maxLength: 3000 }),
      }),
      { maxLength: 3 },
    );
    const multipartArb = fc.oneof(
      fc.constant(base.multipart),
      fc.record({ fields: fieldArb, files: fileArb }),
      fc.record({ fields: fc.constant(base.multipart.fields), files: fileArb }),
    );
    return fc.oneof(
      fc.record({ path: pathArb, query: queryArb, body: fc.constant(undefined), multipart: multipartArb }),
      // JSON or junk where a form is expected.
      fc.record({ path: pathArb, query: queryArb, body: fc.oneof(junk.map(encode), rawJunk) }),
    );
  }

  const bodyArb: fc.Arbitrary<string | undefined> = fc.oneof(
    { weight: 3, arbitrary: base.body ? mutate(base.body).map(encode) : junk.map(encode) },
    ...(schema?.body ? [{ weight: 2, arbitrary: arbitraryFor(schema.body as z.ZodType).map(encode) }] : []),
    { weight: 1, arbitrary: rawJunk },
    { weight: 1, arbitrary: fc.constant(encode(base.body)) },
  );
  return fc.record({ path: pathArb, query: queryArb, body: bodyArb });
}

describe('fuzzing every route', () => {
  it('fuzzes the same routes as the authorization matrix covers', () => {
    const registered = new Set(t.routes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`));
    expect(AUTHORIZATION_MATRIX.map((r) => r.route).sort()).toEqual([...registered].sort());
  });

  it.each(FUZZ_ORDER.map((row) => [row.route, row] as const))(
    '%s: never a 5xx, always the error shape, nothing written when refused',
    async (route, row) => {
      const [method = 'GET'] = route.split(' ');
      const caller = callerOf(row);
      const base = await row.request(w, caller);
      const schema = t.routes.find((r) => `${r.method} ${r.url}` === route)?.schema as { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
      await w.settle();
      let before = await tableChecksums(t.services.db);
      let beforeFingerprint = await tableFingerprint();

      /** Sends one input as the caller; below 500, the error shape, and every table unchanged when refused. */
      const check = async (input: Input) => {
        await w.resetRateLimits();
        const agent = await w.agentAs(caller);
        const logsFrom = t.logs.length;
        const url = input.query === undefined || input.query === '' ? input.path : `${input.path}?${input.query}`;
        const res = input.multipart ? await agent.multipart(url, input.multipart.fields, input.multipart.files) : await agent.request(method, url, input.body);
        const what = `${method} ${url} as ${caller}${input.label ? ` (${input.label})` : ''} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        // The edge refuses what PostgreSQL cannot hold; the error handler's mapping of its refusals is a fallback only.
        expect(t.logs.slice(logsFrom).join(''), `${what}: the database, not the edge, refused the value`).not.toContain(DATABASE_REFUSED);
        if (input.label !== undefined && res.statusCode >= 500) oddFigures.fiveHundreds++;
        expect(res.statusCode, what).toBeLessThan(500);
        if (res.statusCode >= 400) {
          if (String(res.headers['content-type']).startsWith('application/json')) {
            expect(res.json(), what).toMatchObject({ error: expect.any(String), code: expect.any(String) });
          }
          expect(res.body, what).not.toMatch(/at .*\.(ts|js):\d+/);
          // Same row counts and newest row versions: nothing was written. Otherwise the contents decide.
          const fingerprint = await tableFingerprint();
          if (fingerprint !== beforeFingerprint) {
            const after = await tableChecksums(t.services.db);
            expect(after, `${what}\nchanged tables: ${changed(before, after).join(', ')}`).toEqual(before);
            beforeFingerprint = fingerprint;
          }
        } else {
          if (method !== 'GET') await w.settle();
          before = await tableChecksums(t.services.db);
          beforeFingerprint = await tableFingerprint();
        }
      };

      await fc.assert(
        fc.asyncProperty(inputsFor(route, base, schema), (input) => check(input)),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );

      // Then every odd value (NUL, a lone surrogate, 2^31, 99999999999999999999, 1e22) in every place the route reads input.
      const fields = queryFieldsOf(schema?.querystring);
      const odd = oddInputsFor(route, base, typeof fields === 'object' ? fields : {});
      for (const input of odd) {
        oddFigures.cases++;
        await check(input);
      }
      oddFigures.routes++;
      // A fuzzed input may legitimately require two-step verification for a firm; the next routes' fixtures need it off.
      await t.services.db.update(lawFirms).set({ mfaRequired: false });
    },
    PROOF_ROW_BUDGET,
  );
});

function changed(a: Record<string, string>, b: Record<string, string>): string[] {
  return Object.keys({ ...a, ...b }).filter((k) => a[k] !== b[k]);
}
