import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemo } from '../demo/seed-demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database, t.services.crypto);
});
afterAll(() => t.close());

describe('product entry pages', () => {
  it.each([
    ['/solosettle', 'Settle a debt yourself, on terms you can keep', 'Free to start · $99 when you settle', '/start/solosettle'],
    ['/debt_answer', 'Answer a debt lawsuit before the deadline', '$79, one time', '/start/debt_answer'],
  ])('%s says what the product does, what it costs, and links to start', async (path, headline, price, start) => {
    const res = await new Agent(t.app).get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(`<h1>${headline}</h1>`);
    expect(res.body).toContain(`<p class="price">${price}</p>`);
    expect(res.body).toContain(`<a class="button" href="${start}">`);
    expect(res.body).toContain(`<link rel="canonical" href="http://parley.test${path}">`);
  });
});
