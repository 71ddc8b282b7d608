import fc from 'fast-check';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { lawFirms } from '../db/schema/index.js';
import { AUTHORIZATION_MATRIX, type MatrixRequest, type MatrixRow } from '../test/authorization-matrix.js';
import { tableChecksums } from '../test/db-checksum.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { buildWorld, ROLES, type Role, type World } from '../test/world.js';
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
}, 120_000);
afterAll(() => t.close());

/**
 * Table order, except that removing staff runs last: a fuzzed user_id may remove the firm X user the
 * other routes call as, which is allowed (their own admin does it) but would end the world for the rest.
 */
const RUNS_LAST = ['POST /collectors/api/users/remove'];
const FUZZ_ORDER = [...AUTHORIZATION_MATRIX.filter((r) => !RUNS_LAST.includes(r.route)), ...AUTHORIZATION_MATRIX.filter((r) => RUNS_LAST.includes(r.route))];

/** Lets work a 2xx answer started in the background (mail delivery, the chat compliance scan) finish. */
type Input = { path: string; query: string | undefined; body: string | undefined; multipart?: MatrixRequest['multipart'] };

/** Who calls the route: the first role the table lets through, so input checks are reached, not the guard. */
function callerOf(row: MatrixRow): Role {
  return ROLES.find((r) => row.expect[r] < 300) ?? ROLES.find((r) => ![401, 403].includes(row.expect[r])) ?? 'anonymous';
}

const encode = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
const rawJunk = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('{', '{"a":', '[1,2', 'null', '"\\ud800"', '{"__proto__":{"admin":true}}', '\u0000'));
const junkPathSegment = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '2147483648', '99999999999999999999', 'NaN', '1e3', '%00', '%2e%2e%2f', 'null', '%F0%9F%92%A9', '..', 'x'.repeat(300)),
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
    fc.constantFrom('a[b][c][d][e][f]=1', `filters[status][]=x&filters[status][]=${'y'.repeat(5000)}`, 'x=%00', 'page=-1&num_pages=1e9', '__proto__[admin]=1'),
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

      await fc.assert(
        fc.asyncProperty(inputsFor(route, base, schema), async (input) => {
          await w.resetRateLimits();
          const agent = await w.agentAs(caller);
          const url = input.query === undefined || input.query === '' ? input.path : `${input.path}?${input.query}`;
          const res = input.multipart
            ? await agent.multipart(url, input.multipart.fields, input.multipart.files)
            : await agent.request(method, url, input.body);
          const what = `${method} ${url} as ${caller} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          if (res.statusCode >= 400) {
            if (String(res.headers['content-type']).startsWith('application/json')) {
              expect(res.json(), what).toMatchObject({ error: expect.any(String), code: expect.any(String) });
            }
            expect(res.body, what).not.toMatch(/at .*\.(ts|js):\d+/);
            const after = await tableChecksums(t.services.db);
            expect(after, `${what}\nchanged tables: ${changed(before, after).join(', ')}`).toEqual(before);
          } else {
            if (method !== 'GET') await w.settle();
            before = await tableChecksums(t.services.db);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // A fuzzed input may legitimately require two-step verification for a firm; the next routes' fixtures need it off.
      await t.services.db.update(lawFirms).set({ mfaRequired: false });
    },
    120_000,
  );
});

function changed(a: Record<string, string>, b: Record<string, string>): string[] {
  return Object.keys({ ...a, ...b }).filter((k) => a[k] !== b[k]);
}
