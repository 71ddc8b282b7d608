import type { PayFrequency } from '@parley/shared';
import { dayNumber, isoDate, isoOfDay, type Rng, seededRng } from '../seeded-random.js';
import { type BankAccount, type BankInstitution, type BankProvider, BankProviderError, type BankTransaction } from './bank-provider.js';

/**
 * The sandbox bank: Parley's stand-in for Plaid when no Plaid keys are configured (and offline).
 * Every consumer gets a coherent, deterministic financial life seeded by their user id: an employer
 * paying at a real pay frequency (payday moved before weekends and holidays, overtime in some
 * checks), sometimes a second income, rent, seasonal utilities, groceries and irregular spending,
 * transfers to savings and card payments between their own accounts. Nothing in a transaction says
 * how often it recurs: the report detects that from dates and amounts, as it must with real data.
 */

const LINK_TTL_MS = 30 * 60_000;
const CONSENT_DAYS = 365;

function logo(initials: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="${color}"/><text x="24" y="31" font-family="Arial,Helvetica,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const INSTITUTIONS: BankInstitution[] = [
  { id: 'ins_sandbox_platypus', name: 'First Platypus Bank', primaryColor: '#1c64f2', sandboxBehavior: null },
  { id: 'ins_sandbox_tartan', name: 'Tartan Bank', primaryColor: '#b42318', sandboxBehavior: null },
  { id: 'ins_sandbox_houndstooth', name: 'Houndstooth Bank', primaryColor: '#027a48', sandboxBehavior: null },
  { id: 'ins_sandbox_gingham', name: 'First Gingham Credit Union', primaryColor: '#6941c6', sandboxBehavior: null },
  {
    id: 'ins_sandbox_unreadable',
    name: 'Platypus Unreadable Bank',
    primaryColor: '#667085',
    sandboxBehavior: 'Sandbox test case: the bank connects but its transactions cannot be read, so the report fails.',
  },
].map((i) => ({
  ...i,
  logo: logo(
    i.name
      .split(' ')
      .filter((w) => /^[A-Z]/.test(w))
      .slice(0, 2)
      .map((w) => w[0])
      .join(''),
    i.primaryColor,
  ),
}));
const UNREADABLE = 'ins_sandbox_unreadable';

// ---- Calendar helpers (day numbers since 1970-01-01 UTC) ----

const weekday = (day: number) => (day + 4) % 7; // 0 = Sunday
const HOLIDAYS = new Set(['01-01', '07-04', '11-11', '12-25']);
const isBusinessDay = (day: number) => weekday(day) !== 0 && weekday(day) !== 6 && !HOLIDAYS.has(isoOfDay(day).slice(5));
const previousBusinessDay = (day: number) => {
  let d = day;
  while (!isBusinessDay(d)) d--;
  return d;
};
const nextBusinessDay = (day: number) => {
  let d = day;
  while (!isBusinessDay(d)) d++;
  return d;
};
const dayOf = (year: number, month: number, date: number) => Math.floor(Date.UTC(year, month, date) / 86_400_000);
const lastDayOfMonth = (year: number, month: number) => dayOf(year, month + 1, 0);
/** [year, month] of every month touching the range. */
function monthsIn(start: number, end: number): [number, number][] {
  const out: [number, number][] = [];
  const s = new Date(start * 86_400_000);
  // Months past December carry into the next year (Date.UTC does the arithmetic).
  const y = s.getUTCFullYear();
  for (let m = s.getUTCMonth(); dayOf(y, m, 1) <= end; m++) out.push([y, m]);
  return out;
}

// ---- The consumer's financial life, from their seed ----

const EMPLOYERS = [
  'Northwind Logistics',
  'Riverside Medical Center',
  'Brightline Retail Group',
  'Summit Construction Co',
  'Lakeshore School District',
  'Cedar Valley Foods',
  'Metro Transit Authority',
  'Bluebird Home Health',
];
const LANDLORDS = ['Oakwood Apartments', 'Parkview Property Mgmt', 'Maple Court Residences', 'Harbor Point Rentals'];
const GROCERS = ['Kroger', 'Aldi', 'Safeway', 'Walmart Supercenter', 'H-E-B', 'Publix'];
const RESTAURANTS = ["McDonald's", 'Chipotle', 'Starbucks', 'Panera Bread', 'Taco Bell', "Domino's", 'Subway', 'Local Diner'];
const STORES = ['Amazon', 'Target', 'Walmart', 'Home Depot', 'Old Navy', 'Dollar General'];

type Person = {
  employer: string;
  frequency: Exclude<PayFrequency, 'UNKNOWN'>;
  /** Net pay per check, in cents. */
  paycheckCents: number;
  /** Friday the weekly/biweekly schedule counts from. */
  anchorDay: number;
  semiMonthlyDays: [number, number | 'last'];
  monthlyRule: 'last_business_day' | 'first';
  side: 'gig' | 'benefits' | null;
  benefitCents: number;
  rentCents: number;
  landlord: string;
  hasLoan: boolean;
  loanCents: number;
  spendScale: number;
  internetCents: number;
  phoneCents: number;
  insuranceCents: number;
  electricBaseCents: number;
  savingsTransferCents: number;
};

function personOf(userId: number): Person {
  const rng = seededRng('sandbox-bank-person', userId);
  const frequency = (() => {
    const r = rng.next();
    return r < 0.45 ? 'BIWEEKLY' : r < 0.6 ? 'WEEKLY' : r < 0.85 ? 'SEMI_MONTHLY' : 'MONTHLY';
  })() as Person['frequency'];
  const annualNetCents = rng.int(2_800_000, 6_200_000);
  const periods = { WEEKLY: 52, BIWEEKLY: 26, SEMI_MONTHLY: 24, MONTHLY: 12 }[frequency];
  const monthlyNet = annualNetCents / 12;
  const sideRoll = rng.next();
  return {
    employer: rng.pick(EMPLOYERS),
    frequency,
    paycheckCents: Math.round(annualNetCents / periods),
    // A Friday: 1970-01-02 was one; the phase spreads consumers over both weeks of a biweekly cycle.
    anchorDay: 1 + 7 * rng.int(0, 1),
    semiMonthlyDays: rng.chance(0.6) ? [15, 'last'] : [1, 15],
    monthlyRule: rng.chance(0.7) ? 'last_business_day' : 'first',
    side: sideRoll < 0.3 ? 'gig' : sideRoll < 0.45 ? 'benefits' : null,
    benefitCents: rng.int(40_000, 95_000),
    rentCents: Math.round((monthlyNet * rng.int(26, 34)) / 100 / 500) * 500,
    landlord: rng.pick(LANDLORDS),
    hasLoan: rng.chance(0.35),
    loanCents: rng.int(15_000, 32_000),
    spendScale: Math.min(1.3, Math.max(0.7, monthlyNet / 350_000)),
    internetCents: rng.pick([5_999, 6_499, 7_499, 8_000]),
    phoneCents: rng.pick([4_500, 6_500, 8_500, 11_000]),
    insuranceCents: rng.int(9_000, 18_000),
    electricBaseCents: rng.int(7_000, 13_000),
    savingsTransferCents: rng.pick([5_000, 10_000, 15_000, 20_000]),
  };
}

/** Paydays of the main job in [start, end], moved before weekends and holidays as payroll does. */
function paydays(p: Person, start: number, end: number): number[] {
  const days: number[] = [];
  if (p.frequency === 'WEEKLY' || p.frequency === 'BIWEEKLY') {
    const step = p.frequency === 'WEEKLY' ? 7 : 14;
    const first = p.anchorDay + Math.ceil((start - 3 - p.anchorDay) / step) * step;
    for (let d = first; d <= end + 3; d += step) days.push(previousBusinessDay(d));
  } else {
    for (const [y, m] of monthsIn(start - 3, end + 3)) {
      if (p.frequency === 'SEMI_MONTHLY') {
        for (const nominal of p.semiMonthlyDays) days.push(previousBusinessDay(nominal === 'last' ? lastDayOfMonth(y, m) : dayOf(y, m, nominal)));
      } else {
        days.push(p.monthlyRule === 'first' ? nextBusinessDay(dayOf(y, m, 1)) : previousBusinessDay(lastDayOfMonth(y, m)));
      }
    }
  }
  return days.filter((d) => d >= start && d <= end);
}

function digits(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(rng.int(0, 9));
  return s;
}

type Draft = Omit<BankTransaction, 'transactionId' | 'pending'>;

function generate(userId: number, accounts: BankAccount[], start: number, end: number): Draft[] {
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

function accountsOf(userId: number, institutionId: string): BankAccount[] {
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
function withBalances(userId: number, institutionId: string, accounts: BankAccount[], history: Draft[]): BankAccount[] {
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

export function createSandboxBank({ sign }: { sign: (value: string) => string }): BankProvider {
  const signed = (value: string) => `${value}.${sign(value).slice(0, 32)}`;
  const verify = (token: string): string[] | null => {
    const at = token.lastIndexOf('.');
    if (at < 0) return null;
    const value = token.slice(0, at);
    return signed(value) === token ? value.split('.') : null;
  };
  const institution = (id: string) => INSTITUTIONS.find((i) => i.id === id);
  const parseAccess = (accessToken: string) => {
    const parts = accessToken.startsWith('access-sandbox-') ? verify(accessToken.slice('access-sandbox-'.length)) : null;
    const [institutionId, user] = parts ?? [];
    if (!institutionId || !user || !institution(institutionId)) throw new BankProviderError('ITEM_LOGIN_REQUIRED', 'The bank connection is not valid.');
    return { institutionId, userId: Number(user) };
  };
  // A year of history ends today; the provider reads "today" from the newest range asked for.
  const history = (userId: number, institutionId: string, endDay: number) => {
    const accounts = accountsOf(userId, institutionId);
    const drafts = generate(userId, accounts, endDay - 400, endDay);
    return { accounts: withBalances(userId, institutionId, accounts, drafts), drafts };
  };

  return {
    name: 'sandbox',
    consentDays: CONSENT_DAYS,
    institutions: () => INSTITUTIONS,

    async createLinkToken(userId, now) {
      const expiration = new Date(now.getTime() + LINK_TTL_MS);
      return { linkToken: `link-sandbox-${signed(`${userId}.${expiration.getTime()}`)}`, expiration };
    },

    async createSandboxPublicToken({ linkToken, institutionId, userId, now }) {
      const [user, expires] = (linkToken.startsWith('link-sandbox-') ? verify(linkToken.slice('link-sandbox-'.length)) : null) ?? [];
      if (Number(user) !== userId || Number(expires) < now.getTime())
        throw new BankProviderError('INVALID_LINK_TOKEN', 'The link token is invalid or expired.');
      if (!institution(institutionId)) throw new BankProviderError('INVALID_INSTITUTION', 'Unknown institution.');
      return `public-sandbox-${signed(`${institutionId}.${userId}.${now.getTime() + LINK_TTL_MS}`)}`;
    },

    async exchangePublicToken(publicToken, userId, now) {
      const [institutionId, user, expires] = (publicToken.startsWith('public-sandbox-') ? verify(publicToken.slice('public-sandbox-'.length)) : null) ?? [];
      const inst = institutionId ? institution(institutionId) : undefined;
      if (!inst || Number(user) !== userId || Number(expires) < now.getTime()) {
        throw new BankProviderError('INVALID_PUBLIC_TOKEN', 'The public token is invalid or expired.');
      }
      return {
        accessToken: `access-sandbox-${signed(`${inst.id}.${userId}`)}`,
        itemId: `item-sandbox-${inst.id}-${userId}`,
        institution: { id: inst.id, name: inst.name, logo: inst.logo },
      };
    },

    async getAccounts(accessToken, asOf) {
      const { institutionId, userId } = parseAccess(accessToken);
      return history(userId, institutionId, dayNumber(isoDate(asOf))).accounts;
    },

    async getTransactions(accessToken, range) {
      const { institutionId, userId } = parseAccess(accessToken);
      if (institutionId === UNREADABLE) throw new BankProviderError('PRODUCT_NOT_READY', 'Transactions are not available for this institution.');
      const endDay = dayNumber(range.end);
      const perDay = new Map<string, number>();
      return history(userId, institutionId, endDay)
        .drafts.map((t) => {
          const ordinal = (perDay.get(t.date) ?? 0) + 1;
          perDay.set(t.date, ordinal);
          return { ...t, transactionId: `txn-${institutionId}-${userId}-${t.date}-${ordinal}`, pending: dayNumber(t.date) > endDay - 2 };
        })
        .filter((t) => t.date >= range.start && t.date <= range.end)
        .sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
    },
  };
}

export const SANDBOX_BANK = { institutions: INSTITUTIONS, unreadableInstitutionId: UNREADABLE, personOf, paydays };
