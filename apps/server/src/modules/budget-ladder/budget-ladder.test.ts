import { type BudgetLadderResponse, CASE_EVENTS, type CaseChangeMessage, type CustomerInfo, monthlyBand } from '@parley/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { createTestAccount } from '../../test/factories.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { recorder } from '../../test/processes.js';
import { socketPool } from '../../test/sockets.js';
import { Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';

let t: TestApp;
let demoFirm: SeededFirm;
let jordanCase: number;
let jordan: Agent;

async function userId(email: string) {
  const [u] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(email);
  return u.id;
}

async function connectBank(agent: Agent) {
  const link = await agent.post('/api/v1/bank/link_token');
  const token = await agent.post('/api/v1/bank/sandbox/public_token', {
    link_token: link.json().link_token,
    institution_id: 'ins_sandbox_platypus',
    consent: true,
  });
  const res = await agent.post('/api/v1/bank/connections', { public_token: token.json().public_token });
  expect(res.statusCode, res.body).toBe(200);
  await t.services.financialReport.settle();
}

async function firmRow(caseId: number): Promise<CustomerInfo> {
  const admin = await collectorAgent(t.app, 'admin@demo-law.test');
  const res = await admin.get('/collectors/api/apply_filters?num_pages=1');
  const row = (res.json().customer_info as CustomerInfo[]).find((r) => r.id === caseId);
  if (!row) throw new Error(`case ${caseId} not listed`);
  return row;
}

const ladderUrl = (id: number) => `/api/v1/settlement_cases/${id}/offer_ladder`;
const shareUrl = (id: number) => `/api/v1/settlement_cases/${id}/budget_share`;

beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto));
  jordanCase = await createTestAccount(t.services.db, t.clock.now(), {
    lawFirmId: demoFirm.id,
    userId: await userId('consumer@demo.test'),
    name: 'Jordan Miller',
    debtCents: 310_000,
  });
  jordan = await consumerAgent(t.app);
  await sockets.listen(t.app);
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});
const sockets = socketPool();

describe('offer ladder', () => {
  it('has no ladder, with a reason, before a bank is connected', async () => {
    const res = await jordan.get(ladderUrl(jordanCase));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ has_report: false, rungs: [], reason: null, share: null });
  });

  it('offers rungs that fit the spare money of the sandbox budget', async () => {
    await connectBank(jordan);
    const res = await jordan.get(ladderUrl(jordanCase));
    expect(res.statusCode, res.body).toBe(200);
    const ladder = res.json() as BudgetLadderResponse;
    expect(ladder.has_report).toBe(true);
    expect(ladder.rungs.length).toBeGreaterThan(0);
    for (const r of ladder.rungs) {
      expect(r.total_amount_cents).toBeLessThanOrEqual(310_000);
      if (r.kind === 'plan') expect(r.largest_payment_cents).toBeLessThanOrEqual(ladder.affordable_monthly_cents ?? 0);
      expect(r.left_after_cents).toBeGreaterThanOrEqual(0);
      expect(r.comparison.kind).toBe('share');
    }
    expect(ladder.income_band).toMatch(/^\$[\d,]+–\$[\d,]+$/);
  });

  // Issue 37: the firm had countered at 70% and the ladder proposed the whole balance at once.
  it('never proposes more than the firm’s latest counteroffer once it has countered, and says it aims at it', async () => {
    const offered = await jordan.post(`/api/v1/settlement_cases/${jordanCase}/offers`, {
      total_amount_cents: 50_000,
      payments: 1,
      first_payment_date: '2026-11-10',
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    const counter = await admin.post('/collectors/api/create_counteroffer', {
      customer_document_id: jordanCase,
      disclosures: [''],
      offers: [{ total_amount: 2170, first_payment_date: '2026-11-20', phases: [], payments: 1 }],
    });
    expect(counter.statusCode, counter.body).toBe(200);
    const ladder = (await jordan.get(ladderUrl(jordanCase))).json() as BudgetLadderResponse;
    expect(ladder.basis).toEqual({ kind: 'firm_counter', firm_counter_cents: 217_000 });
    expect(ladder.rungs.length).toBeGreaterThan(0);
    for (const r of ladder.rungs) expect(r.total_amount_cents).toBeLessThanOrEqual(217_000);
  });

  it('answers 404 for another consumer’s case and 401 signed out', async () => {
    const casey = await consumerAgent(t.app, 'consumer2@demo.test');
    expect((await casey.get(ladderUrl(jordanCase))).statusCode).toBe(404);
    expect((await casey.put(shareUrl(jordanCase), { share_income_band: true, share_expense_band: true })).statusCode).toBe(404);
    expect((await casey.delete(shareUrl(jordanCase))).statusCode).toBe(404);
    const anonymous = new Agent(t.app);
    expect((await anonymous.get(ladderUrl(jordanCase))).statusCode).toBe(401);
    expect((await anonymous.put(shareUrl(jordanCase), { share_income_band: true, share_expense_band: false })).statusCode).toBe(401);
    const staff = await collectorAgent(t.app, 'admin@demo-law.test');
    expect((await staff.get(ladderUrl(jordanCase))).statusCode).toBe(401);
  });
});

describe('budget verified share', () => {
  it('refuses a share without the CSRF token, or with nothing chosen', async () => {
    expect((await jordan.put(shareUrl(jordanCase), { share_income_band: true, share_expense_band: true }, { csrf: false })).statusCode).toBe(403);
    const none = await jordan.put(shareUrl(jordanCase), { share_income_band: false, share_expense_band: false });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toContain('Choose at least one band to share');
    expect((await firmRow(jordanCase)).budget_verified).toBeNull();
  });

  it('shows the firm only the chosen bands, never amounts, and audits the consent', async () => {
    const firmSocket = await sockets.live(await collectorAgent(t.app, 'staff@demo-law.test'), 'collector');
    const pushed = recorder<CaseChangeMessage>(firmSocket, CASE_EVENTS.changed).seen;
    const ladder = (await jordan.get(ladderUrl(jordanCase))).json() as BudgetLadderResponse;
    const res = await jordan.put(shareUrl(jordanCase), { share_income_band: true, share_expense_band: false });
    expect(res.statusCode, res.body).toBe(200);
    const row = await firmRow(jordanCase);
    expect(row.budget_verified).toEqual({ income_band: ladder.income_band, expense_band: null, shared_at: t.clock.now().toISOString() });
    // The report's exact income never reaches the firm through the share.
    const report = (await t.services.financialReport.getReport(await userId('consumer@demo.test'))).base_report;
    expect(JSON.stringify(row.budget_verified)).not.toContain(String(report?.average_monthly_income));
    expect(row.budget_verified?.income_band).toBe(monthlyBand(report?.average_monthly_income ?? -1));
    const audits = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'budget_shared'));
    expect(audits).toHaveLength(1);
    // The firm's open list refetches the row (its "Budget verified" badge) on the pushed change.
    await expect.poll(() => pushed.map((m) => [m.case_id, m.kind, m.party])).toEqual([[jordanCase, 'budget_shared', 'consumer']]);
  });

  it('withdraws consent: the badge disappears, and the withdrawal is audited', async () => {
    expect((await jordan.delete(shareUrl(jordanCase), { csrf: false })).statusCode).toBe(403);
    const res = await jordan.delete(shareUrl(jordanCase));
    expect(res.statusCode, res.body).toBe(200);
    expect((await firmRow(jordanCase)).budget_verified).toBeNull();
    expect((await jordan.get(ladderUrl(jordanCase))).json().share).toBeNull();
    expect(await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'budget_share_withdrawn'))).toHaveLength(1);
  });
});
