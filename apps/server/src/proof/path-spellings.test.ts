import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_MATRIX } from '../test/authorization-matrix.js';
import { sendAs } from '../test/matrix-request.js';
import type { Role } from '../test/matrix-roles.js';
import { pathSpellings } from '../test/path-spellings.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { buildWorld, type World } from '../test/world.js';

// Issue 33: a guard that reads the raw URL while the router decodes it lets another spelling of the
// same path through (/%64ev/mailbox.json was the dev mailbox for anyone). Every route of the
// authorization matrix, in the spellings an attacker writes, as the callers it refuses: each
// spelling is either not found, or refused exactly as the plain path is. And a spelling that reaches
// an API route gets the API's no-store, as the plain path does.

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWorld(t);
}, 120_000);
afterAll(() => t.close());

/**
 * The spellings the probe used: percent-encoded, double-encoded, case-changed, `//`-doubled,
 * `;`-suffixed, trailing dot. The last two go on the first segment: at the end they would change a
 * path parameter's value (`/plans/6;x=1` is a malformed id, rightly a 400), not spell the same path.
 */
const ATTACK_SPELLINGS = new Set([
  'percent-encoded first letters',
  'double-encoded',
  'upper-cased',
  'slashes doubled',
  'first segment ;-suffixed',
  'first segment trailing dot',
  'encoded slash',
]);
const spellingsOf = (url: string) => pathSpellings(url).filter((s) => ATTACK_SPELLINGS.has(s.name));
/** Callers refused by some route and outside its owner's tenancy: nobody, another consumer, another firm. */
const OUTSIDERS: Role[] = ['anonymous', 'consumerB', 'firmYAdmin'];
const REFUSALS = new Set([401, 403, 404]);

describe('every route, in every attacker spelling, as the callers it refuses', () => {
  it.each(AUTHORIZATION_MATRIX.map((row) => [row.route, row] as const))(
    '%s',
    async (route, row) => {
      const [method = 'GET'] = route.split(' ');
      const wrong: string[] = [];
      let checked = 0;
      for (const role of OUTSIDERS.filter((r) => REFUSALS.has(row.expect[r]))) {
        const req = await row.request(w, role);
        const agent = await w.agentAs(role);
        for (const spelling of spellingsOf(req.url)) {
          await w.resetRateLimits();
          const res = await sendAs(agent, method, { ...req, url: spelling.url });
          checked += 1;
          if (res.statusCode !== 404 && res.statusCode !== row.expect[role])
            wrong.push(`${role} ${method} ${spelling.url} (${spelling.name}): ${res.statusCode}`);
        }
      }
      expect(wrong, `${route}: a spelling answered otherwise than the plain path's refusal or 404`).toEqual([]);
      if (checked === 0)
        expect(
          OUTSIDERS.every((r) => !REFUSALS.has(row.expect[r])),
          route,
        ).toBe(true);
    },
    90_000,
  );
});

describe('an API answer reached by another spelling', () => {
  it('is never cacheable: the no-store follows the route the router chose, not the text of the URL', async () => {
    const agent = await w.agentAs('consumerA');
    const plain = await agent.request('GET', '/api/v1/check_auth');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-store');
    for (const spelling of spellingsOf('/api/v1/check_auth')) {
      const res = await agent.request('GET', spelling.url);
      if (res.statusCode === 200) expect(res.headers['cache-control'], spelling.url).toBe('no-store');
    }
  });
});
