import {
  BANK_MESSAGES,
  BANK_REPORT_EVENTS,
  CREDIT_MESSAGES,
  CREDIT_SCORE_MAX,
  CSRF_HEADER,
  DashboardResponseSchema,
  MAILING_ADDRESS_MESSAGES,
  PROFILE_MESSAGES,
  scoreTier,
} from '@parley/shared';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankConnections, consumerProfiles, customerDocuments, settlementAgreements, users } from '../../db/schema/index.js';
import { HOUR } from '../../platform/clock.js';
import { SANDBOX_BANK } from '../../providers/bank/sandbox-bank.js';
import { createTestAccount } from '../../test/factories.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { type Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD, type SeededFirm, seedDemo } from '../demo/seed-demo.js';

let t: TestApp;
let demoFirm: SeededFirm;
let jordanId: number;
let caseyId: number;
let offerDocId: number;
let signedDocId: number;
let collectionDocId: number;
let caseyDocId: number;

const SSN = '536221947';

async function userId(email: string) {
  const [u] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(email);
  return u.id;
}

async function ownedAccount(
  owner: number,
  fields: { plaintiff: string; civil: string | null; lawsuitExists?: boolean; debtCents: number },
  steps: Parameters<typeof createTestAccount>[2]['steps'] = [],
) {
  const id = await createTestAccount(t.services.db, t.clock.now(), { lawFirmId: demoFirm.id, name: 'Jordan Miller', debtCents: fields.debtCents, steps });
  await t.services.db
    .update(customerDocuments)
    .set({ userId: owner, plaintiffName: fields.plaintiff, civilNumber: fields.civil, lawsuitExists: fields.lawsuitExists ?? true })
    .where(eq(customerDocuments.id, id));
  return id;
}

const offer = { totalCents: 120_000, payments: 4, firstPaymentDate: '2026-11-20' };

beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto));
  jordanId = await userId('consumer@demo.test');
  caseyId = await userId('consumer2@demo.test');
  offerDocId = await ownedAccount(jordanId, { plaintiff: 'Midland Funding LLC', civil: 'CV-2026-0114', debtCents: 310_000 }, [
    { party: 'consumer', action: 'offer', offer, daysAgo: 3 },
  ]);
  signedDocId = await ownedAccount(jordanId, { plaintiff: 'Capital One Bank', civil: 'CV-2025-9981', debtCents: 480_000 }, [
    { party: 'consumer', action: 'offer', offer, daysAgo: 30 },
    { party: 'law_firm', action: 'accept', daysAgo: 25 },
    { party: 'law_firm', action: 'sent_payment_details', daysAgo: 20 },
    { party: 'law_firm', action: 'sent_settlement_agreement', daysAgo: 15 },
    { party: 'consumer', action: 'signed_settlement_agreement', daysAgo: 10 },
  ]);
  collectionDocId = await ownedAccount(jordanId, { plaintiff: 'Synchrony Bank', civil: null, lawsuitExists: false, debtCents: 95_000 });
  caseyDocId = await ownedAccount(caseyId, { plaintiff: 'Casey Creditor Inc', civil: 'CV-1', debtCents: 50_000 });
  await t.services.db.insert(settlementAgreements).values({
    customerDocumentId: signedDocId,
    filename: 'agreement.pdf',
    content: new Uint8Array(Buffer.from('%PDF-1.4 unsigned')),
    signedContent: new Uint8Array(Buffer.from('%PDF-1.4 signed copy')),
    sha256: 'x',
    createdAt: t.clock.now(),
    signedAt: t.clock.now(),
  });
});
afterAll(() => t.close());

const dashboard = async (agent: Agent) => {
  const res = await agent.get('/my_dashboard.json');
  expect(res.statusCode, res.body).toBe(200);
  return DashboardResponseSchema.parse(res.json());
};

const completeProfile = {
  first_name: 'Jordan',
  last_name: 'Miller',
  metadata: { address_line1: '1200 Lamar Blvd', city: 'Austin', state: 'TX', zip_code: '787011234', birthdate: '1988-04-12', ssn: SSN },
  current_password: DEMO_PASSWORD,
};

describe('GET /my_dashboard.json', () => {
  it('refuses a signed-out visitor and a collector', async () => {
    const { Agent } = await import('../../test/test-app.js');
    expect((await new Agent(t.app).get('/my_dashboard.json')).statusCode).toBe(401);
    expect((await (await collectorAgent(t.app, 'admin@demo-law.test')).get('/my_dashboard.json')).statusCode).toBe(401);
  });

  it("answers the spec's keys from the consumer's own documents, grouped into cases", async () => {
    const jordan = await consumerAgent(t.app);
    const res = await jordan.get('/my_dashboard.json');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(res.json()).sort()).toEqual(
      ['cases', 'credit_report', 'credit_report_solosettles', 'financial_report', 'unorganizedDocuments', 'user_profile'].sort(),
    );
    const body = DashboardResponseSchema.parse(res.json());
    const docIds = body.cases.flatMap((c) => c.documents.map((d) => d.id));
    expect(docIds.sort()).toEqual([offerDocId, signedDocId, collectionDocId].sort());
    expect(docIds).not.toContain(caseyDocId);

    const signed = body.cases.find((c) => c.documents.some((d) => d.id === signedDocId));
    expect(signed).toMatchObject({
      has_payment_plan: true,
      info: { plaintiff_name: 'Capital One Bank', lawsuit_amount: 480_000, civil_number: 'CV-2025-9981' },
    });
    // Signed is not settled: the case is settled once the agreed total is received.
    expect(signed?.documents[0]).toMatchObject({
      is_completed: false,
      status: 'Agreement signed',
      resume_url: `/my_cases/${signedDocId}`,
      downloads: [{ title: 'Signed settlement agreement', url: `/my_dashboard/download?id=${signedDocId}` }],
      law_firm: { id: demoFirm.id, name: 'Demo Law Group', in_database: true },
    });

    expect(signed?.plan_paid_off).toBe(false);
    // Once the agreed total is received, the case reads paid off, not as a running plan (issue 37.5).
    const [before] = await t.services.db.select().from(customerDocuments).where(eq(customerDocuments.id, signedDocId));
    await t.services.db
      .update(customerDocuments)
      .set({ collectedCents: before?.offerTotalCents ?? 0 })
      .where(eq(customerDocuments.id, signedDocId));
    const paid = DashboardResponseSchema.parse((await jordan.get('/my_dashboard.json')).json()).cases.find((c) =>
      c.documents.some((d) => d.id === signedDocId),
    );
    expect(before?.offerTotalCents).toBeGreaterThan(0);
    expect(paid).toMatchObject({ has_payment_plan: true, plan_paid_off: true });
    await t.services.db
      .update(customerDocuments)
      .set({ collectedCents: before?.collectedCents ?? 0 })
      .where(eq(customerDocuments.id, signedDocId));

    const waiting = body.cases.find((c) => c.documents.some((d) => d.id === offerDocId));
    expect(waiting?.has_payment_plan).toBe(false);
    const negotiation = waiting?.documents[0]?.sectioned_steps.find((s) => s.name === 'Negotiation');
    expect(negotiation?.steps.map((s) => [s.title, s.completed, s.current])).toEqual([
      ['Make an offer', true, false],
      ['Law firm answers', false, true],
      ['Agree on terms', false, false],
      ['Sign the settlement agreement', false, false],
      ['Set up payments', false, false],
      ['Pay the agreed total', false, false],
      // A lawsuit's last step (issue 37.9); a debt never sued on has none.
      ['Law firm closes the lawsuit in court', false, false],
    ]);
    expect(waiting?.documents[0]).toMatchObject({ is_completed: false, status: 'Offer sent', downloads: [] });
    const neverSued = body.cases.flatMap((c) => c.documents).find((d) => d.id === collectionDocId);
    expect(neverSued?.sectioned_steps.flatMap((s) => s.steps.map((step) => step.key))).not.toContain('close_lawsuit');
  });

  it('speaks of a debt, a collections agency and a creditor when there is no lawsuit', async () => {
    const body = await dashboard(await consumerAgent(t.app));
    const collection = body.cases.find((c) => c.documents.some((d) => d.id === collectionDocId));
    expect(collection?.info.lawsuit_exists).toBe(false);
    const details = collection?.documents[0]?.sectioned_steps[0];
    expect(details?.name).toBe('Debt details');
    expect(details?.steps.map((s) => s.title)).toEqual(['Creditor Name', 'Amount in collections', 'File Number', 'Collections Agency']);
    expect(collection?.documents[0]?.sectioned_steps[1]?.steps[1]?.title).toBe('Collections Agency answers');
  });
});

describe('GET /my_dashboard/download', () => {
  it("downloads the consumer's signed agreement and hides another consumer's", async () => {
    const jordan = await consumerAgent(t.app);
    const res = await jordan.get(`/my_dashboard/download?id=${signedDocId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body).toBe('%PDF-1.4 signed copy');
    expect((await jordan.get(`/my_dashboard/download?id=${offerDocId}`)).statusCode).toBe(404);
    const casey = await consumerAgent(t.app, 'consumer2@demo.test');
    expect((await casey.get(`/my_dashboard/download?id=${signedDocId}`)).statusCode).toBe(404);
  });
});

describe('PUT /users (profile)', () => {
  it('requires the current password for any change', async () => {
    const jordan = await consumerAgent(t.app);
    const res = await jordan.put('/users', { user: { ...completeProfile, current_password: undefined } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: PROFILE_MESSAGES.currentPasswordRequired,
      errors: { current_password: PROFILE_MESSAGES.currentPasswordRequired },
    });
    const wrong = await jordan.put('/users', { user: { ...completeProfile, current_password: 'not my password at all' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: PROFILE_MESSAGES.currentPasswordWrong });
    const [profile] = await t.services.db.select().from(consumerProfiles).where(eq(consumerProfiles.userId, jordanId));
    expect(profile).toBeUndefined();
  });

  it.each([
    ['a 4-digit ZIP', { zip_code: '7870' }, 'metadata.zip_code', PROFILE_MESSAGES.zip],
    ['a 7-digit ZIP', { zip_code: '7870112' }, 'metadata.zip_code', PROFILE_MESSAGES.zip],
    ['an 8-digit SSN', { ssn: '53622194' }, 'metadata.ssn', PROFILE_MESSAGES.fullSsn],
    ['a 3-digit last four', { ssn: undefined, ssn_last_four: '947' }, 'metadata.ssn_last_four', PROFILE_MESSAGES.lastFour],
    ['a 17-year-old', { birthdate: '2009-11-03' }, 'metadata.birthdate', PROFILE_MESSAGES.birthdateTooRecent],
    ['an impossible date', { birthdate: '1990-02-30' }, 'metadata.birthdate', PROFILE_MESSAGES.birthdateTooOld],
    ['an unknown state', { state: 'XX' }, 'metadata.state', 'Please select a state'],
    ['an address without a state', { state: '' }, 'metadata.state', MAILING_ADDRESS_MESSAGES.state],
    ['an address without a street', { address_line1: ' ' }, 'metadata.address_line1', MAILING_ADDRESS_MESSAGES.street],
  ])('refuses %s with the spec message beside the field', async (_name, metadata, field, message) => {
    const jordan = await consumerAgent(t.app);
    const res = await jordan.put('/users', { user: { ...completeProfile, metadata: { ...completeProfile.metadata, ...metadata } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [field]: message });
  });

  it('refuses a change of email: it is not editable', async () => {
    const jordan = await consumerAgent(t.app);
    const res = await jordan.put('/users', { user: { ...completeProfile, email: 'new@demo.test' } });
    expect(res.statusCode).toBe(400);
  });

  it('saves the profile, formats the ZIP, encrypts the SSN at rest and shows it masked, never logging it', async () => {
    const jordan = await consumerAgent(t.app);
    const res = await jordan.put('/users', { user: completeProfile });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: PROFILE_MESSAGES.updated,
      user: {
        email: 'consumer@demo.test',
        metadata: { zip_code: '78701-1234', ssn: '***-**-1947', ssn_last_four: '1947', has_full_ssn: true, birthdate: '1988-04-12' },
      },
    });
    const [row] = await t.services.db.select().from(consumerProfiles).where(eq(consumerProfiles.userId, jordanId));
    expect(row?.ssnEncrypted).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(SSN);
    expect(t.services.crypto.decrypt(row?.ssnEncrypted as string)).toBe(SSN);
    expect(JSON.stringify((await dashboard(jordan)).user_profile)).not.toContain(SSN);
    const logs = t.logs.join('\n');
    expect(logs).toContain('profile_updated');
    for (const form of [SSN, '536-22-1947']) expect(logs).not.toContain(form);
  });

  it('keeps the full SSN when the same last four is sent, and drops it when a different one is', async () => {
    const jordan = await consumerAgent(t.app);
    const same = await jordan.put('/users', { user: { ...completeProfile, metadata: { ...completeProfile.metadata, ssn: undefined, ssn_last_four: '1947' } } });
    expect(same.json().user.metadata.has_full_ssn).toBe(true);
    const other = await jordan.put('/users', {
      user: { ...completeProfile, metadata: { ...completeProfile.metadata, ssn: undefined, ssn_last_four: '2222' } },
    });
    expect(other.json().user.metadata).toMatchObject({ has_full_ssn: false, ssn: '***-**-2222' });
    await jordan.put('/users', { user: completeProfile });
  });

  it('changes the password and signs out every other session', async () => {
    const casey = await consumerAgent(t.app, 'consumer2@demo.test');
    const otherBrowser = await consumerAgent(t.app, 'consumer2@demo.test');
    const newPassword = 'a brand new passphrase';
    const res = await casey.put('/users', {
      user: { first_name: 'Casey', last_name: 'Nguyen', current_password: DEMO_PASSWORD, password: newPassword, password_confirmation: newPassword },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await casey.get('/my_dashboard.json')).statusCode).toBe(200);
    expect((await otherBrowser.get('/my_dashboard.json')).statusCode).toBe(401);
    const mismatch = await casey.put('/users', {
      user: {
        first_name: 'Casey',
        last_name: 'Nguyen',
        current_password: newPassword,
        password: 'another passphrase!',
        password_confirmation: 'typo passphrase!',
      },
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: "Passwords don't match" });
    await casey.put('/users', {
      user: { first_name: 'Casey', last_name: 'Nguyen', current_password: newPassword, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
    });
  });

  it('has no password fields for an OAuth account, which needs no current password', async () => {
    await t.services.db.update(users).set({ isOauthUser: true }).where(eq(users.id, caseyId));
    const casey = await consumerAgent(t.app, 'consumer2@demo.test');
    const ok = await casey.put('/users', { user: { first_name: 'Casey', last_name: 'Nguyen', metadata: { city: 'Fresno' } } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user).toMatchObject({ is_oauth_user: true, metadata: { city: 'Fresno' } });
    const refused = await casey.put('/users', {
      user: { first_name: 'Casey', last_name: 'Nguyen', password: 'a brand new passphrase', password_confirmation: 'a brand new passphrase' },
    });
    expect(refused.json().errors).toEqual({ password: PROFILE_MESSAGES.oauthPassword });
    await t.services.db.update(users).set({ isOauthUser: false }).where(eq(users.id, caseyId));
  });
});

describe('credit report', () => {
  it('asks for the missing profile details before anything else', async () => {
    const casey = await consumerAgent(t.app, 'consumer2@demo.test');
    expect((await dashboard(casey)).credit_report).toEqual({ status: 'missing_metadata', base_report: null });
    const csrf = await casey.csrf();
    const res = await casey.request('GET', '/my_dashboard/fetch_credit_report', undefined, { headers: { [CSRF_HEADER]: csrf } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(CREDIT_MESSAGES.missingMetadata);
  });

  it('needs the CSRF header on the fetch, although it is a GET', async () => {
    const jordan = await consumerAgent(t.app);
    const res = await jordan.get('/my_dashboard/fetch_credit_report');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_FAILED');
  });

  it("fetches a FICO-range score, its factors and the consumer's own debts as collection accounts", async () => {
    const jordan = await consumerAgent(t.app);
    expect((await dashboard(jordan)).credit_report.status).toBe('consent_required');
    const res = await jordan.request('GET', '/my_dashboard/fetch_credit_report', undefined, { headers: { [CSRF_HEADER]: await jordan.csrf() } });
    expect(res.json()).toEqual({ success: true, status: 'fetching' });
    // The sandbox bureau answers in the background; on a fast database it may already have.
    expect(['fetching', 'available']).toContain((await dashboard(jordan)).credit_report.status);
    await t.services.creditReport.settle();

    const body = await dashboard(jordan);
    expect(body.credit_report.status).toBe('available');
    const report = body.credit_report.base_report;
    if (!report) throw new Error('no report');
    expect(report.credit_score.value).toBeGreaterThanOrEqual(300);
    expect(report.credit_score.value).toBeLessThanOrEqual(CREDIT_SCORE_MAX);
    expect(report.credit_score.status_tier).toBe(scoreTier(report.credit_score.value));
    expect(report.credit_score.score_reasons.length).toBeGreaterThan(0);
    expect(report.factors.derogatory_marks.value).toBeGreaterThanOrEqual(3);
    expect(report.factors.derogatory_marks.status_tier).toBe(5);
    expect(report.factors.credit_age.value).toEqual({ years: expect.any(Number), months: expect.any(Number) });
    // The consumer's three debts are on file with the bureau, each linked back to its case.
    const linked = report.collection_accounts.filter((a) => a.document_id !== null).map((a) => a.document_id);
    expect(linked.sort()).toEqual([offerDocId, signedDocId, collectionDocId].sort());
    expect(body.credit_report_solosettles.find((o) => o.document_id === offerDocId)).toEqual({
      collection_account_id: expect.any(String),
      document_id: offerDocId,
      creditor_name: 'Demo Law Group',
      current_balance: 310_000,
      resume_url: `/my_cases/${offerDocId}`,
      has_submitted_offer: true,
    });
    expect(body.credit_report_solosettles.find((o) => o.document_id === collectionDocId)?.has_submitted_offer).toBe(false);
    for (const o of body.credit_report_solosettles.filter((x) => x.document_id === null)) expect(o.resume_url).toMatch(/^\/my_cases\/new\?plaintiff_name=/);
  });

  it('keeps the last report and shows the error when a refresh fails; with no report, the error status', async () => {
    const jordan = await consumerAgent(t.app);
    await jordan.put('/users', { user: { ...completeProfile, metadata: { ...completeProfile.metadata, ssn: '536220000' } } });
    await jordan.request('GET', '/my_dashboard/fetch_credit_report', undefined, { headers: { [CSRF_HEADER]: await jordan.csrf() } });
    await t.services.creditReport.settle();
    const refreshed = (await dashboard(jordan)).credit_report;
    expect(refreshed.status).toBe('fetching');
    expect(refreshed.base_report?.error).toBe(CREDIT_MESSAGES.couldNotFetch);
    await jordan.put('/users', { user: completeProfile });

    const casey = await consumerAgent(t.app, 'consumer2@demo.test');
    await casey.put('/users', {
      user: { first_name: 'Casey', last_name: 'Nguyen', current_password: DEMO_PASSWORD, metadata: { ...completeProfile.metadata, ssn: '536220000' } },
    });
    await casey.request('GET', '/my_dashboard/fetch_credit_report', undefined, { headers: { [CSRF_HEADER]: await casey.csrf() } });
    await t.services.creditReport.settle();
    expect((await dashboard(casey)).credit_report).toEqual({ status: 'error', base_report: null });
  });

  it('limits fetches to 5 a day', async () => {
    const jordan = await consumerAgent(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await jordan.request('GET', '/my_dashboard/fetch_credit_report', undefined, { headers: { [CSRF_HEADER]: await jordan.csrf() } })).statusCode,
      );
      await t.services.creditReport.settle();
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('financial report', () => {
  let base: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => {
    for (const s of sockets) s.disconnect();
  });
  async function socketOf(agent: Agent) {
    const socket = connect(base, { transports: ['websocket'], reconnection: false, auth: { realm: 'consumer' }, extraHeaders: { cookie: agent.cookieHeader } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    return socket;
  }
  async function connectBank(agent: Agent, institutionId: string) {
    const link = await agent.post('/api/v1/bank/link_token');
    expect(link.statusCode, link.body).toBe(200);
    const token = await agent.post('/api/v1/bank/sandbox/public_token', { link_token: link.json().link_token, institution_id: institutionId, consent: true });
    expect(token.statusCode, token.body).toBe(200);
    return agent.post('/api/v1/bank/connections', { public_token: token.json().public_token });
  }

  it('starts at consent_required', async () => {
    expect((await dashboard(await consumerAgent(t.app))).financial_report).toEqual({ status: 'consent_required', base_report: null, last_error: null });
  });

  it('joins only the consumer’s own bank report channel', async () => {
    const jordan = await consumerAgent(t.app);
    const socket = await socketOf(jordan);
    expect(await socket.emitWithAck(BANK_REPORT_EVENTS.join, { user_id: caseyId })).toEqual({ ok: false, error: 'You do not have permission to do that' });
    expect(await socket.emitWithAck(BANK_REPORT_EVENTS.join, { user_id: jordanId })).toEqual({ ok: true });
  });

  it('connects the sandbox bank, builds the budget from a year of transactions and pushes report_ready', async () => {
    const jordan = await consumerAgent(t.app);
    const socket = await socketOf(jordan);
    await socket.emitWithAck(BANK_REPORT_EVENTS.join, { user_id: jordanId });
    const ready = new Promise((resolve) => socket.once(BANK_REPORT_EVENTS.ready, resolve));
    const res = await connectBank(jordan, 'ins_sandbox_platypus');
    expect(res.json()).toEqual({ status: 'processing', institution_name: 'First Platypus Bank' });
    // The report builds in the background: it may already be done by the time the dashboard is read.
    expect(['processing', 'available']).toContain((await dashboard(jordan)).financial_report.status);
    await t.services.financialReport.settle();
    expect(await ready).toEqual({ user_id: jordanId, status: 'ready', message: BANK_MESSAGES.ready });

    const report = (await dashboard(jordan)).financial_report;
    expect(report.status).toBe('available');
    const b = report.base_report;
    if (!b) throw new Error('no report');
    expect(b.monthly).toHaveLength(12);
    expect(b.bank_accounts.map((a) => a.type)).toEqual(['checking', 'savings', 'credit card']);
    for (const a of b.bank_accounts) {
      expect(a.mask).toMatch(/^\d{4}$/);
      expect(a.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    }
    // The employer is found with the pay frequency the sandbox paid at, from dates and amounts alone.
    const person = SANDBOX_BANK.personOf(jordanId);
    const employer = b.income_sources.find((s) => s.type === 'wages');
    expect(employer).toMatchObject({ employer_name: person.employer, pay_frequency: person.frequency });
    expect(employer?.next_payment_date && employer.next_payment_date > t.clock.now().toISOString().slice(0, 10)).toBe(true);
    expect(b.income_last_year).toBeGreaterThan(person.paycheckCents * 10);
    expect(b.average_monthly_income).toBeGreaterThan(0);
    // Spending is real spending: rent is there, transfers to savings and card payments are not.
    const categories = b.expenses_by_category.map((c) => c.category);
    expect(categories).toContain('rent');
    expect(categories).toContain('groceries');
    const rent = b.expenses_by_category.find((c) => c.category === 'rent')?.monthly_average_cents ?? 0;
    expect(Math.abs(rent - person.rentCents)).toBeLessThanOrEqual(person.rentCents * 0.1);
    expect(b.average_monthly_expenses).toBe(Math.round(b.monthly.reduce((s, m) => s + m.expenses_cents, 0) / 12));
    expect(b.average_monthly_expenses).toBeLessThan(b.average_monthly_income * 1.6);
    const [connection] = await t.services.db.select().from(bankConnections).where(eq(bankConnections.userId, jordanId));
    expect(connection?.accessTokenEncrypted).toMatch(/^v1\./);
  });

  it('pushes report_failed when the bank cannot be read, and keeps Continue possible', async () => {
    const casey = await consumerAgent(t.app, 'consumer2@demo.test');
    const socket = await socketOf(casey);
    await socket.emitWithAck(BANK_REPORT_EVENTS.join, { user_id: caseyId });
    const failed = new Promise((resolve) => socket.once(BANK_REPORT_EVENTS.failed, resolve));
    await connectBank(casey, SANDBOX_BANK.unreadableInstitutionId);
    await t.services.financialReport.settle();
    expect(await failed).toEqual({ user_id: caseyId, status: 'failed', message: BANK_MESSAGES.failed });
    expect((await dashboard(casey)).financial_report).toEqual({ status: 'consent_required', base_report: null, last_error: BANK_MESSAGES.failed });
  });

  it("refuses another consumer's public token and an unknown bank", async () => {
    const jordan = await consumerAgent(t.app);
    const link = await jordan.post('/api/v1/bank/link_token');
    const token = await jordan.post('/api/v1/bank/sandbox/public_token', {
      link_token: link.json().link_token,
      institution_id: 'ins_sandbox_tartan',
      consent: true,
    });
    const casey = await consumerAgent(t.app, 'consumer2@demo.test');
    const stolen = await casey.post('/api/v1/bank/connections', { public_token: token.json().public_token });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().error).toBe(BANK_MESSAGES.linkExpired);
    const unknown = await jordan.post('/api/v1/bank/sandbox/public_token', { link_token: link.json().link_token, institution_id: 'ins_nope', consent: true });
    expect(unknown.json().error).toBe(BANK_MESSAGES.unknownInstitution);
    const noConsent = await jordan.post('/api/v1/bank/sandbox/public_token', {
      link_token: link.json().link_token,
      institution_id: 'ins_sandbox_tartan',
      consent: false,
    });
    expect(noConsent.statusCode).toBe(400);
  });

  it('asks to reconnect once the consent has lapsed, still showing the last report', async () => {
    const jordan = await consumerAgent(t.app);
    t.clock.advance(366 * 24 * HOUR);
    try {
      const again = await consumerAgent(t.app);
      const report = (await dashboard(again)).financial_report;
      expect(report.status).toBe('reconnect');
      expect(report.base_report).not.toBeNull();
    } finally {
      t.clock.advance(-366 * 24 * HOUR);
    }
    expect((await dashboard(jordan)).financial_report.status).toBe('available');
  });

  it('refuses the bank routes to a collector', async () => {
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    expect((await staff.post('/api/v1/bank/link_token')).statusCode).toBe(401);
    expect((await staff.get('/api/v1/financial_report')).statusCode).toBe(401);
  });
});
