import { PORTFOLIO_MESSAGES, type PortfolioImport, type RecoveryReport } from '@parley/shared';
import { parse } from 'csv-parse/sync';
import { and, eq, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customerDocuments, firmAccountFacts } from '../../db/schema/index.js';
import { xlsxBomb } from '../../test/bombs.js';
import { createTestAccount } from '../../test/factories.js';
import { collectorAgent } from '../../test/fixtures.js';
import { type Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';
import { neutralizeFormula } from './portfolio-export.js';
import { checkWorkbookSize } from './portfolio-file.js';

let t: TestApp;
let demoFirm: SeededFirm;
let admin: Agent;
beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto));
  admin = await collectorAgent(t.app, 'admin@demo-law.test');
});
afterAll(() => t.close());

const HEADER = 'Account Number,Debtor Name,Balance,State,Original Creditor,Email,DOB,Address,City,Mailing State,Zip';
const GOOD = [
  'PI-1,Ada Lovelace,1234.56,tx,First Bank,ada@example.test,1980-02-03,1 Main St,Austin,tx,78701',
  'PI-2,Alan Turing,"2,500.00",CA,Second Bank,,,,,,',
  'PI-3,=HYPERLINK("http://evil.test"),300,NY,Third Bank,,,,,,',
];
// Rows 5-8 of the file (the header is row 1): each wrong in one field.
const BAD = [
  'PI-4,Grace Hopper,12.00,TX,First Bank,,,,,,', // under the $100 minimum
  'PI-5,Edsger Dijkstra,100,ZZ,First Bank,,,,,,', // no such state
  'PI-6,Barbara Liskov,100,MA,First Bank,not-an-email,,,,,', // e-mail
  'PI-1,Ada Again,500,TX,First Bank,,,,,,', // the reference of row 2 again
];
const csv = (rows: string[]) => Buffer.from(`${[HEADER, ...rows].join('\r\n')}\r\n`);
const file = (name: string, bytes: Buffer, contentType = 'text/csv') => [{ field: 'file', filename: name, contentType, bytes }];

async function upload(agent: Agent, name: string, bytes: Buffer, contentType?: string) {
  return agent.multipart('/collectors/api/portfolio/imports', {}, file(name, bytes, contentType));
}
async function run(agent: Agent, id: number, mapping: Record<string, string | null>, dryRun: boolean): Promise<PortfolioImport> {
  const res = await agent.post(`/collectors/api/portfolio/imports/${id}/run`, { mapping, dry_run: dryRun });
  expect(res.statusCode, res.body).toBe(200);
  for (let i = 0; i < 200; i++) {
    const state = (await agent.get(`/collectors/api/portfolio/imports/${id}`)).json() as PortfolioImport;
    if (state.status === 'validated' || state.status === 'imported' || state.status === 'failed') return state;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('import did not finish');
}
const importedNamed = (prefix: string) =>
  t.services.db
    .select()
    .from(customerDocuments)
    .where(and(eq(customerDocuments.lawFirmId, demoFirm.id), like(customerDocuments.civilNumber, `${prefix}%`)))
    .orderBy(customerDocuments.civilNumber);

describe('portfolio import', () => {
  it('guesses the mapping, reports each bad row by number and field, creates only the good rows, and twice makes no duplicates', async () => {
    const res = await upload(admin, 'portfolio.csv', csv([...GOOD, ...BAD]));
    expect(res.statusCode, res.body).toBe(200);
    const uploaded = res.json() as PortfolioImport;
    expect(uploaded.headers).toEqual(HEADER.split(','));
    expect(uploaded.mapping).toMatchObject({
      reference: 'Account Number',
      customer_name: 'Debtor Name',
      lawsuit_amount: 'Balance',
      lawsuit_state: 'State',
      plaintiff_name: 'Original Creditor',
      email: 'Email',
      birthdate: 'DOB',
      mailing_street: 'Address',
      mailing_city: 'City',
      mailing_state: 'Mailing State',
      mailing_zip: 'Zip',
      file_number: null,
    });
    const mapping = uploaded.mapping;

    const dry = await run(admin, uploaded.id, mapping, true);
    expect(dry.error).toBeNull();
    expect(dry).toMatchObject({ status: 'validated', rows_read: 7, rows_valid: 3, rows_invalid: 4, created_count: 3, updated_count: 0 });
    expect(dry.errors).toEqual([
      { row: 5, field: 'lawsuit_amount', message: 'Please enter a lawsuit amount of at least $100' },
      { row: 6, field: 'lawsuit_state', message: 'Please select a state' },
      { row: 7, field: 'email', message: 'Please enter a valid email address' },
      { row: 8, field: 'reference', message: PORTFOLIO_MESSAGES.duplicateInFile(2) },
    ]);
    expect(await importedNamed('PI-')).toHaveLength(0);

    const done = await run(admin, uploaded.id, mapping, false);
    expect(done).toMatchObject({ status: 'imported', rows_valid: 3, rows_invalid: 4, created_count: 3, updated_count: 0, unchanged_count: 0 });
    const rows = await importedNamed('PI-');
    expect(rows.map((r) => [r.civilNumber, r.customerName, r.lawsuitAmountCents, r.lawsuitState, r.plaintiffName])).toEqual([
      ['PI-1', 'Ada Lovelace', 123456, 'TX', 'First Bank'],
      ['PI-2', 'Alan Turing', 250000, 'CA', 'Second Bank'],
      ['PI-3', '=HYPERLINK("http://evil.test")', 30000, 'NY', 'Third Bank'],
    ]);
    // Issue 33: the balance and creditor came from the firm's own file, so its settlement rules may act on them.
    const facts = await t.services.db
      .select()
      .from(firmAccountFacts)
      .where(eq(firmAccountFacts.customerDocumentId, rows[1]?.id ?? 0));
    expect(facts).toMatchObject([{ balanceCents: 250000, plaintiffName: 'Second Bank', source: 'import', confirmedByUserId: null }]);
    expect(rows[0]).toMatchObject({
      email: 'ada@example.test',
      birthdate: '1980-02-03',
      mailingStreet: '1 Main St',
      mailingCity: 'Austin',
      mailingState: 'TX',
      mailingZip: '78701',
    });

    // The same file again, uploaded anew: the firm's mapping is remembered, nothing is duplicated.
    const again = (await upload(admin, 'portfolio.csv', csv([...GOOD, ...BAD]))).json() as PortfolioImport;
    expect(await run(admin, again.id, again.mapping, false)).toMatchObject({ created_count: 0, updated_count: 0, unchanged_count: 3 });
    expect(await importedNamed('PI-')).toHaveLength(3);

    // A changed row updates its account; one whose negotiation has begun is left alone (locked).
    const [ada] = rows;
    await t.services.db
      .update(customerDocuments)
      .set({ lastActionCode: 1 })
      .where(eq(customerDocuments.id, ada?.id ?? 0));
    const changed = [GOOD[0]?.replace('1234.56', '999.00'), GOOD[1]?.replace('Alan Turing', 'Alan M. Turing'), GOOD[2]] as string[];
    const third = (await upload(admin, 'portfolio.csv', csv(changed))).json() as PortfolioImport;
    expect(await run(admin, third.id, third.mapping, false)).toMatchObject({ created_count: 0, updated_count: 1, unchanged_count: 1, locked_count: 1 });
    const after = await importedNamed('PI-');
    expect(after.map((r) => [r.customerName, r.lawsuitAmountCents])).toEqual([
      ['Ada Lovelace', 123456],
      ['Alan M. Turing', 250000],
      ['=HYPERLINK("http://evil.test")', 30000],
    ]);
    const audits = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'portfolio_imported'));
    expect(audits.length).toBeGreaterThanOrEqual(3);
  });

  it('imports all or nothing: a row the database refuses after the first batch leaves the accounts as they were, and the report says nothing was imported', async () => {
    // Issue 33, point 10. Row 2,102 of the file (after the first batch of 2,000) passes validation;
    // the database refuses it, a trigger standing in for any failure at write time.
    const rows = Array.from({ length: 2_101 }, (_, i) => `AT-${i + 1},Ada Lovelace,150.00,TX,First Bank,,,,,,`);
    const uploaded = (await upload(admin, 'portfolio.csv', csv(rows))).json() as PortfolioImport;
    await t.services.db.execute(
      sql.raw(`CREATE FUNCTION refuse_row_2102() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.civil_number = 'AT-2101' THEN RAISE EXCEPTION 'refused at write time'; END IF; RETURN NEW; END $$`),
    );
    await t.services.db.execute(sql.raw('CREATE TRIGGER refuse_row_2102 BEFORE INSERT ON customer_documents FOR EACH ROW EXECUTE FUNCTION refuse_row_2102()'));
    const before = await t.services.db.$count(customerDocuments);
    try {
      const validated = await run(admin, uploaded.id, uploaded.mapping, true);
      expect([validated.status, validated.rows_valid, validated.created_count]).toEqual(['validated', 2_101, 2_101]);
      const failed = await run(admin, uploaded.id, uploaded.mapping, false);
      expect(failed).toMatchObject({ status: 'failed', rows_read: 2_101, created_count: 0, updated_count: 0 });
      expect(failed.error).toContain('Nothing was imported');
      expect(await t.services.db.$count(customerDocuments)).toBe(before);
      expect(await importedNamed('AT-')).toEqual([]);
    } finally {
      await t.services.db.execute(sql.raw('DROP TRIGGER refuse_row_2102 ON customer_documents'));
      await t.services.db.execute(sql.raw('DROP FUNCTION refuse_row_2102()'));
    }
    // Without the fault the same file imports whole.
    const imported = await run(admin, uploaded.id, uploaded.mapping, false);
    expect([imported.status, imported.created_count]).toEqual(['imported', 2_101]);
    expect(await t.services.db.$count(customerDocuments)).toBe(before + 2_101);
  });

  it('imports an Excel workbook, with typed cells (numbers, dates) read as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Accounts');
    sheet.addRow(['Reference', 'Customer Name', 'Amount', 'State', 'Creditor', 'Date of Birth']);
    sheet.addRow([700001, 'Katherine Johnson', 4321.5, 'VA', 'NASA Credit Union', new Date(Date.UTC(1970, 7, 26))]);
    sheet.addRow(['XL-2', 'Dorothy Vaughan', 'lots', 'VA', 'NASA Credit Union', null]);
    sheet.addRow(['XL-3', 'Mary Jackson', 150, 'VA', 'NASA Credit Union', null]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(admin, 'book.xlsx', bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.statusCode, res.body).toBe(200);
    const uploaded = res.json() as PortfolioImport;
    expect(uploaded.kind).toBe('xlsx');
    const done = await run(admin, uploaded.id, uploaded.mapping, false);
    expect(done).toMatchObject({ status: 'imported', rows_read: 3, created_count: 2, rows_invalid: 1 });
    expect(done.errors).toEqual([{ row: 3, field: 'lawsuit_amount', message: 'Enter an amount in dollars, like 1234.56' }]);
    const [kj] = await t.services.db.select().from(customerDocuments).where(eq(customerDocuments.civilNumber, '700001'));
    expect(kj).toMatchObject({ customerName: 'Katherine Johnson', lawsuitAmountCents: 432150, birthdate: '1970-08-26' });
    expect((await run(admin, uploaded.id, uploaded.mapping, false)).created_count).toBe(0);
  });

  it('refuses files that are not CSV or XLSX, binary bytes named .csv, a missing file, a mapping to no column, with a clear 4xx', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const wrong = await upload(admin, 'portfolio.csv', png);
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().error).toBe(PORTFOLIO_MESSAGES.wrongType('csv'));
    expect((await upload(admin, 'data.csv', Buffer.from([0x61, 0x00, 0x62]))).statusCode).toBe(415);
    expect((await upload(admin, 'portfolio.pdf', csv(GOOD))).statusCode).toBe(415);
    const none = await admin.multipart('/collectors/api/portfolio/imports', { note: 'x' });
    expect([none.statusCode, none.json().error]).toEqual([400, PORTFOLIO_MESSAGES.missing]);
    const empty = await upload(admin, 'blank.csv', Buffer.from('\r\n\r\n'));
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    const wide = await upload(admin, 'wide.csv', Buffer.from(`${Array.from({ length: 150 }, (_, i) => `c${i}`).join(',')}\n`));
    expect([wide.statusCode, wide.json().error]).toEqual([400, PORTFOLIO_MESSAGES.tooManyColumns]);
    const ok = (await upload(admin, 'portfolio.csv', csv(GOOD))).json() as PortfolioImport;
    const bad = await admin.post(`/collectors/api/portfolio/imports/${ok.id}/run`, { mapping: { ...ok.mapping, email: 'Nope' }, dry_run: true });
    expect([bad.statusCode, bad.json().error]).toEqual([400, PORTFOLIO_MESSAGES.unknownColumn('Nope')]);
    const missing = await admin.post(`/collectors/api/portfolio/imports/${ok.id}/run`, { mapping: { ...ok.mapping, reference: null }, dry_run: true });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a workbook whose parts would inflate past the cap, before inflating it', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('A').addRow(['a']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    await expect(checkWorkbookSize(bytes)).resolves.toBeUndefined();
    // Declare a 1 GB sheet in the central directory: refused by its header.
    const at = bytes.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml'));
    const entry = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at);
    bytes.writeUInt32LE(1024 * 1024 * 1024, entry + 24);
    await expect(checkWorkbookSize(bytes)).rejects.toThrow(PORTFOLIO_MESSAGES.tooLarge);
  });

  it('refuses a workbook whose headers understate what it inflates to with the 413 its honest twin gets, without the memory', async () => {
    // Issue 33, point 4: ~300 KB that inflates to 300 MB, its local headers and central directory
    // both declaring a sheet of ~500 bytes.
    const honest = await xlsxBomb(300 * 1024 * 1024, { lie: false });
    const lying = await xlsxBomb(300 * 1024 * 1024, { lie: true });
    expect(lying.length).toBeLessThan(400 * 1024);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const answers: unknown[] = [];
    try {
      for (const bytes of [honest, lying]) {
        const res = await upload(admin, 'portfolio.xlsx', bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        answers.push([res.statusCode, res.json()]);
      }
    } finally {
      clearInterval(sampler);
    }
    expect(answers).toEqual([
      [413, { code: 'PAYLOAD_TOO_LARGE', error: PORTFOLIO_MESSAGES.tooLarge }],
      [413, { code: 'PAYLOAD_TOO_LARGE', error: PORTFOLIO_MESSAGES.tooLarge }],
    ]);
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
    // A file stored before this rule is refused the same way when the dry run reads it again.
    await expect(checkWorkbookSize(lying)).rejects.toThrow(PORTFOLIO_MESSAGES.tooLarge);
    // The same shape, without the padding, is a workbook that reads.
    const small = await xlsxBomb(0, { lie: false });
    expect((await upload(admin, 'portfolio.xlsx', small)).json().headers).toEqual(['Account Number', 'Debtor Name']);
  });

  it('keeps imports to their firm and their administrators', async () => {
    const ok = (await upload(admin, 'portfolio.csv', csv(GOOD))).json() as PortfolioImport;
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    const other = await collectorAgent(t.app, 'admin@other-law.test');
    expect((await upload(staff, 'portfolio.csv', csv(GOOD))).statusCode).toBe(403);
    expect((await staff.get(`/collectors/api/portfolio/imports/${ok.id}`)).statusCode).toBe(403);
    expect((await staff.get('/collectors/api/portfolio/exports/accounts')).statusCode).toBe(403);
    expect((await other.get(`/collectors/api/portfolio/imports/${ok.id}`)).statusCode).toBe(404);
    expect((await other.post(`/collectors/api/portfolio/imports/${ok.id}/run`, { mapping: ok.mapping, dry_run: true })).statusCode).toBe(404);
    // Without the CSRF token the upload is refused before it is read.
    expect((await admin.multipart('/collectors/api/portfolio/imports', {}, file('p.csv', csv(GOOD)), { csrf: false })).statusCode).toBe(403);
    expect((await staff.get('/collectors/api/reports/recovery')).statusCode).toBe(200);
  });
});

describe('portfolio export', () => {
  it('streams the firm’s accounts as CSV that imports back unchanged, with formulas neutralized, and audits it', async () => {
    const res = await admin.get('/collectors/api/portfolio/exports/accounts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="accounts-\d{4}-\d{2}-\d{2}\.csv"$/);
    const records = parse(res.body, { columns: true }) as Record<string, string>[];
    const firmCount = await t.services.db.$count(customerDocuments, eq(customerDocuments.lawFirmId, demoFirm.id));
    expect(records).toHaveLength(firmCount);
    const ours = records.filter((r) => r.reference?.startsWith('PI-'));
    expect(ours.map((r) => [r.reference, r.customer_name, r.lawsuit_amount, r.lawsuit_state])).toEqual([
      ['PI-1', 'Ada Lovelace', '1234.56', 'TX'],
      ['PI-2', 'Alan M. Turing', '2500.00', 'CA'],
      ['PI-3', `'=HYPERLINK("http://evil.test")`, '300.00', 'NY'],
    ]);
    expect(records.some((r) => Object.values(r).some((v) => /^[=+@]/.test(v)))).toBe(false);

    // Round trip: the exported rows of Alan, imported back, change nothing.
    const header = res.body.split('\n')[0] as string;
    const alan = res.body.split('\n').find((line) => line.startsWith('PI-2,')) as string;
    const back = (await upload(admin, 'accounts.csv', Buffer.from(`${header}\n${alan}\n`))).json() as PortfolioImport;
    expect(await run(admin, back.id, back.mapping, false)).toMatchObject({ rows_valid: 1, created_count: 0, updated_count: 0, unchanged_count: 1 });

    const audits = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'export.portfolio'));
    expect(audits.at(-1)?.details).toEqual({ kind: 'accounts' });
  });

  // Issue 38: a reference already on one of the firm's accounts (a consumer's case, an account from
  // before references were kept) created a second account with another balance; re-importing the
  // whole export duplicated every such account.
  it('re-imports the firm’s whole export without creating an account, adopting the accounts it did not import, and never touches one in negotiation', async () => {
    const negotiating = await createTestAccount(t.services.db, t.clock.now(), {
      lawFirmId: demoFirm.id,
      name: 'Nora Negotiating',
      debtCents: 480_000,
      civilNumber: 'REF-NEG-1',
      steps: [{ party: 'consumer', action: 'offer', offer: { totalCents: 100_000, payments: 1, firstPaymentDate: '2026-11-10' }, daysAgo: 3 }],
    });
    await t.services.db.update(customerDocuments).set({ plaintiffName: 'Nora Bank' }).where(eq(customerDocuments.id, negotiating));
    const res = await admin.get('/collectors/api/portfolio/exports/accounts');
    const before = await t.services.db.$count(customerDocuments, eq(customerDocuments.lawFirmId, demoFirm.id));
    const whole = (await upload(admin, 'accounts.csv', Buffer.from(res.body))).json() as PortfolioImport;
    const done = await run(admin, whole.id, whole.mapping, false);
    expect(done.error).toBeNull();
    expect(done.created_count).toBe(0);
    expect(await t.services.db.$count(customerDocuments, eq(customerDocuments.lawFirmId, demoFirm.id))).toBe(before);

    // The same reference with another balance leaves the account in negotiation as it was.
    const header = res.body.split('\n')[0] as string;
    const nora = res.body.split('\n').find((line) => line.startsWith('REF-NEG-1,')) as string;
    const changed = nora.replace('4800.00', '9999.00');
    expect(changed).not.toBe(nora);
    const again = (await upload(admin, 'accounts.csv', Buffer.from(`${header}\n${changed}\n`))).json() as PortfolioImport;
    expect(await run(admin, again.id, again.mapping, false)).toMatchObject({ rows_valid: 1, created_count: 0, updated_count: 0, locked_count: 1 });
    const [kept] = await t.services.db.select().from(customerDocuments).where(eq(customerDocuments.id, negotiating));
    expect(kept?.lawsuitAmountCents).toBe(480_000);
  });

  it('exports offers and payments with their headers', async () => {
    const offers = await admin.get('/collectors/api/portfolio/exports/offers');
    expect(offers.body.split('\n')[0]).toBe('offer_id,account_id,reference,party,total_amount,payments,first_payment_date,offer_index,created_at');
    const payments = await admin.get('/collectors/api/portfolio/exports/payments');
    expect(payments.body.split('\n')[0]).toBe('entry_id,journal_id,kind,account_id,reference,amount,created_at');
    expect((await admin.get('/collectors/api/portfolio/exports/secrets')).statusCode).toBe(400);
  });

  it('neutralizes every formula lead character', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', 'Ada', '1-2'].map(neutralizeFormula)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\t=1", 'Ada', '1-2']);
  });
});

describe('recovery reports', () => {
  it('adds exactly what known accounts hold: totals, states, statuses, creditors, months and response times', async () => {
    const get = async () => (await admin.get('/collectors/api/reports/recovery')).json() as RecoveryReport;
    const before = await get();
    const now = t.clock.now();
    // Two Wyoming accounts: one answered in 2 days and paid $300 of $1,000; one offered, never answered.
    await createTestAccount(t.services.db, now, {
      lawFirmId: demoFirm.id,
      name: 'Report One',
      debtCents: 100_000,
      state: 'WY',
      steps: [
        { party: 'consumer', action: 'offer', offer: { totalCents: 60_000, payments: 2, firstPaymentDate: '2026-12-01' }, daysAgo: 10 },
        { party: 'law_firm', action: 'accept', daysAgo: 8 },
      ],
      payments: [{ cents: 30_000, daysAgo: 1 }],
    });
    await createTestAccount(t.services.db, now, {
      lawFirmId: demoFirm.id,
      name: 'Report Two',
      debtCents: 50_000,
      state: 'WY',
      steps: [{ party: 'consumer', action: 'offer', offer: { totalCents: 20_000, payments: 1, firstPaymentDate: '2026-12-01' }, daysAgo: 3 }],
    });
    const after = await get();
    expect(after.totals.accounts - before.totals.accounts).toBe(2);
    expect(after.totals.placed_cents - before.totals.placed_cents).toBe(150_000);
    expect(after.totals.recovered_cents - before.totals.recovered_cents).toBe(30_000);
    expect(after.totals.outstanding_cents - before.totals.outstanding_cents).toBe(120_000);
    const wy = (r: RecoveryReport) => r.by_state.find((s) => s.state === 'WY') ?? { accounts: 0, placed_cents: 0, recovered_cents: 0 };
    expect([
      wy(after).accounts - wy(before).accounts,
      wy(after).placed_cents - wy(before).placed_cents,
      wy(after).recovered_cents - wy(before).recovered_cents,
    ]).toEqual([2, 150_000, 30_000]);
    const bucket = (r: RecoveryReport, name: string) => r.response_time.buckets.find((b) => b.bucket === name)?.accounts ?? 0;
    expect(after.response_time.offers - before.response_time.offers).toBe(2);
    expect(after.response_time.answered - before.response_time.answered).toBe(1);
    expect(bucket(after, '1-3 days') - bucket(before, '1-3 days')).toBe(1);
    expect(bucket(after, 'Not answered') - bucket(before, 'Not answered')).toBe(1);
    const month = now.toISOString().slice(0, 7);
    const recoveredIn = (r: RecoveryReport) => r.over_time.find((m) => m.month === month)?.recovered_cents ?? 0;
    const paidDay = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 7);
    if (paidDay === month) expect(recoveredIn(after) - recoveredIn(before)).toBe(30_000);
    expect(after.over_time.at(-1)?.outstanding_cents).toBe(after.totals.outstanding_cents);
    const sum = (rows: { recovered_cents: number }[]) => rows.reduce((s, r) => s + r.recovered_cents, 0);
    expect(sum(after.by_status)).toBe(after.totals.recovered_cents);
    expect(sum(after.by_state)).toBe(after.totals.recovered_cents);
    expect(after.payouts.every((p) => p.reconciled)).toBe(true);
    // The ledger agrees with the projection the groups read.
    const [ledger] = (
      (await t.services.db.execute(
        sql`SELECT coalesce(sum(le.amount_cents), 0)::bigint AS cents FROM ledger_entries le JOIN ledger_journals lj ON lj.id = le.journal_id JOIN customer_documents cd ON cd.id = le.customer_document_id WHERE cd.law_firm_id = ${demoFirm.id} AND le.account = 'platform_cash' AND lj.kind IN ('payment','refund','reversal')`,
      )) as unknown as { rows: { cents: string }[] }
    ).rows;
    expect(Number(ledger?.cents)).toBe(after.totals.recovered_cents);
  });

  it('reconciles with the accounts page: Recovered is Collected on active accounts plus what archived accounts recovered', async () => {
    const now = t.clock.now();
    const paidId = await createTestAccount(t.services.db, now, {
      lawFirmId: demoFirm.id,
      name: 'Report Archived',
      debtCents: 40_000,
      state: 'WY',
      steps: [
        { party: 'consumer', action: 'offer', offer: { totalCents: 20_000, payments: 1, firstPaymentDate: '2026-12-01' }, daysAgo: 6 },
        { party: 'law_firm', action: 'accept', daysAgo: 5 },
      ],
      payments: [{ cents: 20_000, daysAgo: 2 }],
    });
    const read = async () => ({
      report: (await admin.get('/collectors/api/reports/recovery')).json() as RecoveryReport,
      collected: (await admin.get('/collectors/api/calculate_collector_metrics')).json().collected_amount as number,
    });
    const active = await read();
    expect(active.report.totals.recovered_active_cents).toBe(active.collected);
    expect(active.report.totals.recovered_cents).toBe(active.collected + active.report.totals.recovered_archived_cents);
    expect((await admin.post('/collectors/api/archive_document', { customer_document_id: paidId })).statusCode).toBe(200);
    const archived = await read();
    expect(archived.report.totals.recovered_cents).toBe(active.report.totals.recovered_cents);
    expect(archived.report.totals.recovered_archived_cents - active.report.totals.recovered_archived_cents).toBe(20_000);
    expect(active.collected - archived.collected).toBe(20_000);
    expect(archived.report.totals.recovered_active_cents).toBe(archived.collected);
    expect(archived.report.totals.recovered_cents).toBe(archived.collected + archived.report.totals.recovered_archived_cents);
  });
});
