import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_MESSAGE } from '../platform/csrf.js';
import { AUTHORIZATION_MATRIX, LEAK_CHECK_EXEMPT, PROOF_ROW_BUDGET, REFUSED_ON_THE_VALIDATED_INPUT } from '../test/authorization-matrix.js';
import { tableChecksums } from '../test/db-checksum.js';
import { sendAs } from '../test/matrix-request.js';
import { MARKERS, ROLES, type Role } from '../test/matrix-roles.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { buildWorld, type World } from '../test/world.js';

// The authorization matrix (apps/server/src/test/authorization-matrix.ts), run against the real app:
// every route x every role, with a fresh session per call, against fixtures owned by firm X and
// consumer A. Each answer is also searched for text owned by someone the caller must not see.

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWorld(t);
}, PROOF_ROW_BUDGET);
afterAll(() => t.close());

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The table's refusals: no session of the right kind, not allowed, someone else's object. */
const REFUSALS = new Set([401, 403, 404]);
/** Bodies no route accepts: nothing at all, and every usual field of the wrong type. */
const INVALID_BODIES: Record<string, unknown>[] = [{}, { id: 'x', email: 7, amount: 'x', mfa_code: [], body: {}, name: null }];
const seenMarkers = new Set<string>();
const splitRoute = (route: string) => {
  const [method = '', url = ''] = route.split(' ');
  return { method, url };
};

/** The markers `role` must never read, with the fixture each belongs to. */
function forbiddenMarkers(role: Role): [string, string][] {
  return Object.entries(MARKERS)
    .filter(([, m]) => !(m.visibleTo as readonly string[]).includes(role))
    .map(([name, m]) => [name, m.text]);
}

describe('the authorization matrix covers the route table', () => {
  it('has one row for every route the server registers, and none for a route it does not', () => {
    const table = new Set(AUTHORIZATION_MATRIX.map((r) => r.route));
    const registered = new Set(t.routes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`));
    const missing = [...registered].filter((r) => !table.has(r));
    const stale = [...table].filter((r) => !registered.has(r));
    expect(missing, `Routes missing from apps/server/src/test/authorization-matrix.ts (add a row for each):\n${missing.join('\n')}`).toEqual([]);
    expect(stale, `Rows for routes the server no longer registers:\n${stale.join('\n')}`).toEqual([]);
    expect(AUTHORIZATION_MATRIX.length).toBe(table.size);
    // Fastify's HEAD twin of each GET is answered with the GET's rules (checked below).
    for (const head of t.routes.filter((r) => r.method === 'HEAD')) expect(registered.has(`GET ${head.url}`), head.url).toBe(true);
  });
});

describe.each(AUTHORIZATION_MATRIX.map((row) => [row.route, row] as const))('%s', (route, row) => {
  const { method } = splitRoute(route);

  it(
    'answers each role as the table says, and shows no one data that is not theirs',
    async () => {
      const actual: Record<string, number> = {};
      const leaks: string[] = [];
      for (const role of ROLES) {
        await w.resetRateLimits();
        const req = await row.request(w, role);
        const res = await sendAs(await w.agentAs(role), method, req);
        actual[role] = res.statusCode;
        if (res.statusCode >= 500) leaks.push(`${role}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        if (res.statusCode >= 400 && res.headers['content-type']?.toString().startsWith('application/json')) {
          expect(res.json(), `${role} error shape`).toMatchObject({ error: expect.any(String), code: expect.any(String) });
        }
        const exempt = LEAK_CHECK_EXEMPT[route]?.roles;
        if (exempt === 'all') continue;
        if (!exempt?.includes(role))
          for (const [name, text] of forbiddenMarkers(role)) if (res.body.includes(text)) leaks.push(`${role} read ${name} ("${text}")`);
        for (const m of Object.values(MARKERS)) if (res.body.includes(m.text)) seenMarkers.add(m.text);
      }
      const line = (statuses: Record<string, number>) => ROLES.map((r) => `${r} ${statuses[r]}`).join(', ');
      expect(actual, `${route}\n  answered:   ${line(actual)}\n  table says: ${line(row.expect)}\n`).toEqual(row.expect);
      expect(leaks, `${route}: data of another owner in the answer`).toEqual([]);
    },
    PROOF_ROW_BUDGET,
  );

  // Issue 33, point 12: who may call a route is decided before what they sent is checked. Every
  // caller the table refuses, sending an empty body or one of the wrong shape, gets the refusal the
  // table gives them with a valid body: never a 400 that tells them how to fix the body. A refusal
  // decided on the object the input names (REFUSED_ON_THE_VALIDATED_INPUT, and every 404) may be
  // the validation answer instead, but only the very answer an allowed caller gets for that body.
  const refused = ROLES.filter((r) => REFUSALS.has(row.expect[r]));
  if (MUTATING.has(method) && refused.length > 0) {
    it(
      'refuses the callers it refuses before it reads their body: an empty or invalid body gets the same refusal',
      async () => {
        const reference = ROLES.find((r) => row.expect[r] < 300) ?? 'anonymous';
        const decidedOnInput = (role: Role) => row.expect[role] === 404 || REFUSED_ON_THE_VALIDATED_INPUT[route]?.roles.includes(role) === true;
        // One fixture per caller, not per body: some rows make a fresh object (an API key) each time, under a firm's limit.
        const urls = new Map<Role, string>();
        for (const role of [reference, ...refused]) urls.set(role, (await row.request(w, role)).url);
        const wrong: string[] = [];
        for (const body of INVALID_BODIES) {
          const answer = async (role: Role) => {
            await w.resetRateLimits();
            const res = await sendAs(await w.agentAs(role), method, { url: urls.get(role) ?? '', body });
            return { status: res.statusCode, body: res.body };
          };
          const allowed = await answer(reference);
          for (const role of refused) {
            const got = await answer(role);
            if (got.status === row.expect[role]) continue;
            if (decidedOnInput(role) && got.status === allowed.status && got.body === allowed.body) continue;
            wrong.push(`${role} ${JSON.stringify(body)}: ${got.status} ${got.body.slice(0, 160)} (table: ${row.expect[role]})`);
          }
        }
        expect(wrong.join('\n'), `${route}: refused callers with an empty or invalid body`).toBe('');
      },
      PROOF_ROW_BUDGET,
    );
  }

  // The time dimension: a session that ended (signed out, password changed, staff removed, firm
  // code replaced) opens nothing any more. Whoever the table lets in, revoked, is anonymous again.
  const allowed = ROLES.find((r) => r !== 'anonymous' && row.expect[r] < 300);
  if (allowed) {
    it(
      `answers ${allowed} with a session revoked mid-test as it answers anonymous`,
      async () => {
        await w.resetRateLimits();
        const req = await row.request(w, allowed);
        const agent = await w.agentAs(allowed);
        const [token] = ['parley_consumer_session', 'parley_collector_session'].map((c) => agent.cookie(c)).filter(Boolean);
        await t.services.sessions.revoke(token);
        const res = await sendAs(agent, method, req);
        expect(res.statusCode, `${allowed} after revocation`).toBe(row.expect.anonymous);
      },
      PROOF_ROW_BUDGET,
    );
  }

  if (method === 'GET') {
    it(
      'answers HEAD as GET, without a body',
      async () => {
        for (const role of ROLES) {
          const req = await row.request(w, role);
          const res = await sendAs(await w.agentAs(role), 'HEAD', { ...req, body: undefined });
          expect(res.statusCode, `HEAD as ${role}`).toBe(row.expect[role]);
          expect(res.body, `HEAD as ${role}`).toBe('');
        }
      },
      PROOF_ROW_BUDGET,
    );
  }

  if (row.csrf === 'signature') {
    it(
      'takes no CSRF token: the provider authenticates by its signature',
      async () => {
        const req = await row.request(w, 'anonymous');
        const res = await sendAs(await w.agentAs('anonymous'), method, req, { csrf: false });
        expect(res.statusCode).toBe(row.expect.anonymous);
        expect(res.json().code).not.toBe('CSRF_FAILED');
      },
      PROOF_ROW_BUDGET,
    );
  } else if (MUTATING.has(method) || row.csrf === 'on-read') {
    it(
      'refuses a missing or forged CSRF token before anything else, and changes nothing',
      async () => {
        // The most privileged caller the table allows, so only the token stands in the way.
        const role = ROLES.find((r) => row.expect[r] < 300) ?? 'firmXAdmin';
        // Each attempt's fixture first (building it writes), then one reading of every table before both and one after.
        const attempts = [];
        for (const csrf of [false, 'forged-token'] as const) {
          const agent = await w.agentAs(role);
          attempts.push({ csrf, req: await row.request(w, role), agent });
          await agent.csrf();
        }
        // An earlier request's background work (a scan, a compliance check) writes on its own time.
        await w.settle();
        const before = await tableChecksums(t.services.db);
        for (const { csrf, req, agent } of attempts) {
          const res = await sendAs(agent, method, req, { csrf });
          expect(res.statusCode, `${role} with csrf ${csrf}`).toBe(403);
          expect(res.json()).toEqual({ error: CSRF_MESSAGE, code: 'CSRF_FAILED' });
        }
        expect(await tableChecksums(t.services.db)).toEqual(before);
      },
      PROOF_ROW_BUDGET,
    );
  }
});

describe('the leak check can fail', () => {
  it('saw every marker in some answer to an owner, so a marker in the wrong answer would have been caught', () => {
    const unseen = Object.entries(MARKERS)
      .filter(([, m]) => !seenMarkers.has(m.text))
      .map(([name]) => name);
    expect(unseen).toEqual([]);
  });
});
