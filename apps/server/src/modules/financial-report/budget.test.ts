import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSandboxBank, SANDBOX_BANK } from '../../providers/bank/sandbox-bank.js';
import { buildFinancialReport, reportPeriod } from './budget.js';

/** The whole pipeline over many sandbox consumers: what was planted must be found from the transactions. */
const bank = createSandboxBank({ sign: (v) => createHmac('sha256', 'test key').update(v).digest('base64url') });
const asOf = new Date('2026-11-02T15:00:00Z');

async function reportFor(userId: number) {
  const link = await bank.createLinkToken(userId, asOf);
  const publicToken = await bank.createSandboxPublicToken({ linkToken: link.linkToken, institutionId: 'ins_sandbox_tartan', userId, now: asOf });
  const item = await bank.exchangePublicToken(publicToken, userId, asOf);
  const accounts = await bank.getAccounts(item.accessToken, asOf);
  const transactions = await bank.getTransactions(item.accessToken, { start: reportPeriod(asOf).start, end: '2026-11-02' });
  return { transactions, report: buildFinancialReport({ accounts, transactions, institution: { name: item.institution.name, logo: null }, asOf }) };
}

describe('financial report over sandbox consumers', () => {
  it('finds each consumer’s employer at the pay frequency it pays, and their side income', async () => {
    const misses: string[] = [];
    for (let userId = 1; userId <= 60; userId++) {
      const person = SANDBOX_BANK.personOf(userId);
      const { report } = await reportFor(userId);
      const wages = report.income_sources.filter((s) => s.type === 'wages');
      if (wages.length !== 1 || wages[0]?.employer_name !== person.employer || wages[0]?.pay_frequency !== person.frequency) {
        misses.push(`user ${userId}: ${person.frequency} ${person.employer} → ${JSON.stringify(wages)}`);
      }
      const side = report.income_sources.filter((s) => s.type !== 'wages');
      if (person.side === 'gig' && side[0]?.pay_frequency !== 'UNKNOWN') misses.push(`user ${userId}: gig → ${JSON.stringify(side)}`);
      if (person.side === 'benefits' && (side[0]?.type !== 'benefits' || side[0]?.pay_frequency !== 'MONTHLY'))
        misses.push(`user ${userId}: benefits → ${JSON.stringify(side)}`);
      if (person.side === null && side.length > 0) misses.push(`user ${userId}: no side income → ${JSON.stringify(side)}`);
    }
    expect(misses).toEqual([]);
  });

  it('says a monthly income that is its listed sources added up (issue 37.5: $4,682.77 against sources of $4,846.28)', async () => {
    for (let userId = 1; userId <= 40; userId++) {
      const { report } = await reportFor(userId);
      expect(report.average_monthly_income, `user ${userId}`).toBe(report.income_sources.reduce((sum, s) => sum + s.average_monthly_income, 0));
    }
  });

  it('predicts the next payday as the sandbox will pay it', async () => {
    for (let userId = 1; userId <= 30; userId++) {
      const person = SANDBOX_BANK.personOf(userId);
      const { report } = await reportFor(userId);
      const today = Math.floor(asOf.getTime() / 86_400_000);
      const next = SANDBOX_BANK.paydays(person, today + 1, today + 70)[0];
      const wages = report.income_sources.find((s) => s.type === 'wages');
      expect(wages?.next_payment_date, `user ${userId} ${person.frequency}`).toBe(new Date((next as number) * 86_400_000).toISOString().slice(0, 10));
    }
  });

  it('counts neither savings transfers nor card payments as income or spending', async () => {
    const { transactions, report } = await reportFor(7);
    const period = reportPeriod(asOf);
    const inPeriod = transactions.filter((t) => t.date >= period.start && t.date <= period.end && !t.pending);
    const spending = inPeriod
      .filter(
        (t) =>
          !['TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS'].includes(t.category.primary) ||
          t.category.detailed === 'TRANSFER_OUT_WITHDRAWAL' ||
          t.category.detailed === 'LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT',
      )
      .filter((t) => t.amountCents > 0 || (!t.accountId.includes('-chk-') && !t.accountId.includes('-sav-')))
      .reduce((s, t) => s + t.amountCents, 0);
    expect(report.monthly.reduce((s, m) => s + m.expenses_cents, 0)).toBe(spending);
    const income = inPeriod.filter((t) => t.category.primary === 'INCOME').reduce((s, t) => s - t.amountCents, 0);
    expect(report.monthly.reduce((s, m) => s + m.income_cents, 0)).toBe(income);
  });

  it('is the same report for the same consumer every time', async () => {
    expect((await reportFor(11)).report).toEqual((await reportFor(11)).report);
  });
});
