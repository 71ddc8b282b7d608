import { lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.js';
import { registerJobs } from '../jobs.js';
import { DEMO_PASSWORD, seedDemo } from '../modules/demo/seed-demo.js';
import { PURGE_JOB } from '../modules/maintenance/maintenance.jobs.js';
import { Agent, buildTestApp, type TestApp } from '../test/test-app.js';
import { HOUR } from './clock.js';
import { createJobs, type Jobs } from './jobs.js';

let t: TestApp;
let jobs: Jobs;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database, t.services.crypto);
});
afterAll(async () => {
  await jobs?.stop();
  await t.close();
});

describe('jobs on pg-boss over the same database', () => {
  it('runs a queued job to completion on this engine', async () => {
    const agent = new Agent(t.app);
    await agent.post('/users/sign_in', { user: { email: 'consumer@demo.test', password: DEMO_PASSWORD } });
    expect(await t.services.db.$count(sessions)).toBe(1);
    t.clock.advance(13 * HOUR);

    jobs = createJobs(t.database, t.app.log);
    registerJobs(jobs, t.services, 'worker', ['maintenance']);
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    jobs.define('test.probe', async (data) => {
      expect(data).toEqual({ engine: t.database.kind });
      done();
    });
    await jobs.start({ work: true });
    await jobs.send(PURGE_JOB);
    await jobs.send('test.probe', { engine: t.database.kind });
    await finished;

    // The purge job ran before the probe in the same worker loop, or will shortly: wait for its effect.
    const deadline = Date.now() + 15_000;
    while ((await t.services.db.$count(sessions, lt(sessions.expiresAt, t.clock.now()))) > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await t.services.db.$count(sessions)).toBe(0);
  });
});
