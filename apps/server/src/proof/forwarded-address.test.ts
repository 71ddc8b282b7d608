import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { auditLog } from '../db/schema/index.js';
import { Agent, buildTestApp, type TestApp } from '../test/test-app.js';

// Issue 33.3: TRUST_PROXY=true believed every X-Forwarded-For hop, so the leftmost entry, which the
// client writes, became req.ip: twelve sign-ups passed a limit of ten, and audit addresses could be forged.

const settings = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

/** The address Fastify derives with the trust rule TRUST_PROXY parses to. */
async function clientAddress(trustProxy: string, from: { remoteAddress: string; forwardedFor: string }): Promise<string> {
  const app = Fastify({ trustProxy: settings({ TRUST_PROXY: trustProxy }).trustProxy });
  app.get('/ip', async (req) => req.ip);
  const res = await app.inject({ url: '/ip', remoteAddress: from.remoteAddress, headers: { 'x-forwarded-for': from.forwardedFor } });
  await app.close();
  return res.body;
}

describe('TRUST_PROXY', () => {
  it('refuses true in production, naming the hop count and the address list instead', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587', TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: .*TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.0\/8,127\.0\.0\.1/,
    );
  });

  it('refuses what is neither a hop count nor addresses and CIDRs', () => {
    for (const wrong of ['yes', '10.0.0.0/33', '10.0.0.0/8,proxy.example', '::1/129', '1.2.3.4/8/8']) {
      expect(() => settings({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY must be a hop count/);
    }
  });

  it('believes only the hop our proxy added: with 1, the rightmost X-Forwarded-For entry', async () => {
    expect(await clientAddress('1', { remoteAddress: '10.0.0.2', forwardedFor: '10.9.0.1, 203.0.113.9' })).toBe('203.0.113.9');
  });

  it('believes X-Forwarded-For only from the listed proxies, and past them only up to the first stranger', async () => {
    const list = '10.0.0.0/8,127.0.0.1';
    expect(await clientAddress(list, { remoteAddress: '10.0.0.2', forwardedFor: '10.9.0.1, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await clientAddress(list, { remoteAddress: '10.0.0.2', forwardedFor: '203.0.113.9, 10.9.0.1' })).toBe('203.0.113.9');
    // A client that reaches the server directly cannot name itself.
    expect(await clientAddress(list, { remoteAddress: '198.51.100.7', forwardedFor: '203.0.113.9' })).toBe('198.51.100.7');
  });

  it('takes true outside production as loopback proxies only, and false or 0 as no proxy', async () => {
    expect(await clientAddress('true', { remoteAddress: '127.0.0.1', forwardedFor: '10.9.0.1, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await clientAddress('true', { remoteAddress: '10.0.0.2', forwardedFor: '203.0.113.9' })).toBe('10.0.0.2');
    expect(settings({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(settings({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(settings({}).trustProxy).toBe(false);
  });
});

describe('the sign-up limit behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('counts the address our proxy saw, so varying the leftmost X-Forwarded-For entry does not escape it', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 12; n++) {
      const body = {
        user: {
          first_name: 'Sam',
          last_name: 'Probe',
          email: `probe-${n}@example.test`,
          password: 'correct horse battery',
          password_confirmation: 'correct horse battery',
        },
      };
      const res = await new Agent(t.app).post('/users', body, { headers: { 'x-forwarded-for': `10.9.0.${n}, 203.0.113.9` } });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    // The audit log keeps the address the proxy saw, not the one the client wrote.
    const signUps = await t.services.db.select({ ip: auditLog.ip }).from(auditLog).where(eq(auditLog.action, 'sign_up'));
    expect(new Set(signUps.map((row) => row.ip))).toEqual(new Set(['203.0.113.9']));
  });
});
