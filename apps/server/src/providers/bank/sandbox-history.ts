import { dayNumber, isoOfDay, type Rng, seededRng } from '../seeded-random.js';
import type { BankAccount, BankTransaction } from './bank-provider.js';
import { dayOf, monthsIn, nextBusinessDay, previousBusinessDay, weekday } from './sandbox-calendar.js';
import { paydays, personOf } from './sandbox-person.js';

/**
 * A sandbox consumer's accounts and a year of their transactions, from their seed: pay, rent,
 * bills, spending, and transfers between their own accounts.
 */

const GROCERS = ['Kroger', 'Aldi', 'Safeway', 'Walmart Supercenter', 'H-E-B', 'Publix'];
const RESTAURANTS = ["McDonald's", 'Chipotle', 'Starbucks', 'Panera Bread', 'Taco Bell', "Domino's", 'Subway', 'Local Diner'];
const STORES = ['Amazon', 'Target', 'Walmart', 'Home Depot', 'Old Navy', 'Dollar General'];

function digits(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(rng.int(0, 9));
  return s;
}

/** A transaction before it is listed: its id and whether it is pending depend on the day it is read. */
export type Draft = Omit<BankTransaction, 'transactionId' | 'pending'>;

export function generateTransactions(userId: number, accounts: BankAccount[], start: number, end: number): Draft[] {
  const p = personOf(userId);
  const [checking, savings, card] = accounts as [BankAccount, BankAccount, BankAccount];
  const out: Draft[] = [];
  const add = (day: number, account: BankAccount, amountCents: number, name: string, merchantName: string | null, primary: string, detailed: string) => {
    if (day < start || day > end) return;
    out.push({ accountId: account.accountId, amountCents, date: isoOfDay(day), name, merchantName, category: { primary, detailed: `${primary}_${detailed}` } });
  };

  // Income: the job's net pay, with overtime now and then and a December bonus at some employers.
  const bonusMonth = seededRng('bonus', userId).chance(0.4);
  for (const day of paydays(p, start, end)) {
    const rng = seededRng('pay', userId, day);
    let amount = rng.around(p.paycheckCents, 0.025);
    if (rng.chance(0.15)) amount += rng.around(Math.round(p.paycheckCents * 0.12), 0.5);
    if (bonusMonth && isoOfDay(day).slice(5, 7) === '12' && Number(isoOfDay(day).slice(8)) >= 15) amount += Math.round(p.paycheckCents * 0.5);
    add(
      day,
      checking,
      -amount,
      `${p.employer.toUpperCase()} DES:PAYROLL ID:${digits(rng, 10)} INDN:ACCOUNT HOLDER CO ID:${digits(rng, 9)} PPD`,
      null,
      'INCOME',
      'WAGES',
    );
  }
  if (p.side === 'benefits') {
    for (const [y, m] of monthsIn(start, end)) {
      const day = previousBusinessDay(dayOf(y, m, 3));
      add(day, checking, -p.benefitCents, 'SSA TREAS 310 XXSUPP SEC', null, 'INCOME', 'OTHER_INCOME');
    }
  }

  for (let day = start; day <= end; day++) {
    const rng = seededRng('day', userId, day);
    const date = new Date(day * 86_400_000);
    const dom = date.getUTCDate();
    const month = date.getUTCMonth();
    const s = p.spendScale;
    // Gig work pays out on irregular days in irregular amounts.
    if (p.side === 'gig' && rng.chance(0.14)) add(day, checking, -rng.int(3_500, 18_000), 'DOORDASH DASHER PAYOUT', 'DoorDash', 'INCOME', 'OTHER_INCOME');
    if (dom === 1) {
      const rentDay = nextBusinessDay(day);
      add(rentDay, checking, p.rentCents, `${p.landlord.toUpperCase()} WEB PMT`, p.landlord, 'RENT_AND_UTILITIES', 'RENT');
      // Electricity peaks with air conditioning in summer and heating in winter.
      const seasonal = 1 + 0.35 * Math.cos((month * Math.PI) / 6) ** 2;
      add(
        day + 11,
        checking,
        seededRng('power', userId, day).around(Math.round(p.electricBaseCents * seasonal), 0.12),
        'CITY POWER & LIGHT',
        'City Power & Light',
        'RENT_AND_UTILITIES',
        'GAS_AND_ELECTRICITY',
      );
      add(day + 17, checking, p.internetCents, 'SPECTRUM INTERNET', 'Spectrum', 'RENT_AND_UTILITIES', 'INTERNET_AND_CABLE');
      add(day + 21, checking, p.phoneCents, 'T-MOBILE AUTOPAY', 'T-Mobile', 'RENT_AND_UTILITIES', 'TELEPHONE');
      add(day + 4, checking, p.insuranceCents, 'GEICO AUTO INSURANCE', 'GEICO', 'GENERAL_SERVICES', 'INSURANCE');
      add(day + 8, card, 1_549, 'NETFLIX.COM', 'Netflix', 'ENTERTAINMENT', 'TV_AND_MOVIES');
      add(day + 20, card, 1_199, 'SPOTIFY USA', 'Spotify', 'ENTERTAINMENT', 'MUSIC_AND_AUDIO');
      if (p.hasLoan) add(day + 14, checking, p.loanCents, 'NELNET STUDENT LOAN', 'Nelnet', 'LOAN_PAYMENTS', 'STUDENT_LOAN_PAYMENT');
      // Savings: a transfer between the consumer's own accounts, money that is neither earned nor spent.
      const transferDay = nextBusinessDay(day + 2);
      add(transferDay, checking, p.savingsTransferCents, `ONLINE TRANSFER TO SAV ...${savings.mask}`, null, 'TRANSFER_OUT', 'SAVINGS');
      add(transferDay, savings, -p.savingsTransferCents, `ONLINE TRANSFER FROM CHK ...${checking.mask}`, null, 'TRANSFER_IN', 'SAVINGS');
    }
    if (dom === 25) {
      // The card statement is paid in full from checking: last month's card spending, as a transfer.
      const cardSpend = out
        .filter((t) => t.accountId === card.accountId && t.amountCents > 0 && dayNumber(t.date) < day && dayNumber(t.date) >= day - 30)
        .reduce((sum, t) => sum + t.amountCents, 0);
      if (cardSpend > 0) {
        add(day, checking, cardSpend, `PAYMENT TO CREDIT CARD ...${card.mask}`, null, 'LOAN_PAYMENTS', 'CREDIT_CARD_PAYMENT');
        add(day, card, -cardSpend, 'PAYMENT - THANK YOU', null, 'LOAN_PAYMENTS', 'CREDIT_CARD_PAYMENT');
      }
    }
    const weekend = weekday(day) === 0 || weekday(day) === 6;
    if (rng.chance(weekend ? 0.35 : 0.16)) {
      const store = rng.pick(GROCERS);
      add(day, checking, Math.round(rng.int(2_200, 14_500) * s), store.toUpperCase(), store, 'FOOD_AND_DRINK', 'GROCERIES');
    }
    if (rng.chance(0.24)) {
      const place = rng.pick(RESTAURANTS);
      add(day, rng.chance(0.5) ? card : checking, Math.round(rng.int(650, 4_800) * s), place.toUpperCase(), place, 'FOOD_AND_DRINK', 'RESTAURANT');
    }
    if (rng.chance(0.12)) add(day, checking, Math.round(rng.int(2_800, 6_400) * s), 'SHELL OIL', 'Shell', 'TRANSPORTATION', 'GAS');
    if (rng.chance(0.09)) {
      const store = rng.pick(STORES);
      add(
        day,
        rng.chance(0.6) ? card : checking,
        Math.round(rng.int(1_200, 12_000) * s),
        store.toUpperCase(),
        store,
        'GENERAL_MERCHANDISE',
        'OTHER_GENERAL_MERCHANDISE',
      );
    }
    if (rng.chance(0.015)) add(day, checking, rng.int(1_500, 22_000), 'CVS PHARMACY', 'CVS', 'MEDICAL', 'PHARMACIES_AND_SUPPLEMENTS');
    if (rng.chance(0.03)) add(day, checking, rng.pick([4_000, 6_000, 10_000]), 'ATM WITHDRAWAL', null, 'TRANSFER_OUT', 'WITHDRAWAL');
    if (rng.chance(0.01)) add(day, card, -rng.int(900, 6_000), 'AMAZON REFUND', 'Amazon', 'GENERAL_MERCHANDISE', 'OTHER_GENERAL_MERCHANDISE');
  }
  return out;
}

export function accountsOf(userId: number, institutionId: string): BankAccount[] {
  const rng = seededRng('sandbox-bank-accounts', userId, institutionId);
  const limitCents = rng.pick([150_000, 300_000, 500_000, 800_000]);
  return [
    {
      accountId: `${institutionId}-chk-${userId}`,
      name: 'Everyday Checking',
      officialName: 'Everyday Checking Account',
      type: 'depository',
      subtype: 'checking',
      mask: digits(rng, 4),
      currentBalanceCents: 0,
      availableBalanceCents: 0,
      limitCents: null,
    },
    {
      accountId: `${institutionId}-sav-${userId}`,
      name: 'Way2Save Savings',
      officialName: 'Savings Account',
      type: 'depository',
      subtype: 'savings',
      mask: digits(rng, 4),
      currentBalanceCents: 0,
      availableBalanceCents: 0,
      limitCents: null,
    },
    {
      accountId: `${institutionId}-cc-${userId}`,
      name: 'Cash Back Visa',
      officialName: 'Cash Back Visa Signature Card',
      type: 'credit',
      subtype: 'credit card',
      mask: digits(rng, 4),
      currentBalanceCents: 0,
      availableBalanceCents: limitCents,
      limitCents,
    },
  ];
}

/** Balances today: a seeded opening balance a year ago plus everything since (card: what is owed). */
export function withBalances(userId: number, institutionId: string, accounts: BankAccount[], history: Draft[]): BankAccount[] {
  const rng = seededRng('sandbox-bank-opening', userId, institutionId);
  const opening = [rng.int(60_000, 320_000), rng.int(20_000, 600_000), rng.int(20_000, 180_000)];
  return accounts.map((a, i) => {
    const flow = history.filter((t) => t.accountId === a.accountId).reduce((sum, t) => sum + t.amountCents, 0);
    // Depository: money in is negative in Plaid's sign; a card's balance grows with purchases.
    const current = a.type === 'credit' ? (opening[i] ?? 0) + flow : (opening[i] ?? 0) - flow;
    return {
      ...a,
      currentBalanceCents: current,
      availableBalanceCents: a.type === 'credit' ? Math.max(0, (a.limitCents ?? 0) - current) : current,
    };
  });
}
