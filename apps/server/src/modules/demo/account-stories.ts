import {
  dollarsToCents,
  type EventAction,
  equalPaymentPhases,
  type FinancialDetailKey,
  NEGOTIATION_MESSAGES,
  type Party,
  type Phase,
  type Rng,
  US_STATE_CODES,
} from '@parley/shared';
import { EMPTY_PROJECTION, type Projection, projectEvent, projectPayment } from '../cases/projection.js';

const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'William',
  'Elizabeth',
  'Carlos',
  'Aaliyah',
  'Joseph',
  'Susan',
  'Thomas',
  'Jessica',
  'Daniel',
  'Sarah',
  'Anthony',
  'Karen',
  'Marcus',
  'Nancy',
  'Kevin',
  'Lisa',
  'Brian',
  'Betty',
  'Jose',
  'Ashley',
  'Tyrone',
  'Kimberly',
  'Luis',
  'Emily',
  'Andre',
  'Donna',
  'Steven',
  'Michelle',
  'Hector',
  'Dorothy',
  'Kenneth',
  'Carol',
  'Darnell',
  'Amanda',
  'Paul',
  'Melissa',
  'Mark',
  'Deborah',
  'Jamal',
  'Stephanie',
  'Eric',
  'Rebecca',
  'Ngoc',
  'Priya',
  'Wei',
  'Fatima',
  'Olga',
  'Tomás',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Patel',
  'Kim',
  'Okafor',
  'Kowalski',
];
const PLAINTIFFS = [
  'Midland Credit Management, Inc.',
  'Portfolio Recovery Associates, LLC',
  'LVNV Funding, LLC',
  'Capital One Bank (USA), N.A.',
  'Discover Bank',
  'Cavalry SPV I, LLC',
  'Jefferson Capital Systems, LLC',
  'Synchrony Bank',
  'Citibank, N.A.',
  'American Express National Bank',
  'Crown Asset Management, LLC',
  'Velocity Investments, LLC',
  'Bank of America, N.A.',
  'Absolute Resolutions Investments, LLC',
];
const STREETS = [
  'Maple Ave',
  'Oak St',
  'Pine St',
  'Cedar Ln',
  'Elm St',
  'Washington Blvd',
  'Lake Dr',
  'Hillcrest Rd',
  'Park Ave',
  'Sunset Blvd',
  'River Rd',
  'Main St',
  'Church St',
  'Highland Ave',
  'Franklin St',
];
const CITIES: Record<string, string[]> = {
  TX: ['Houston', 'Dallas', 'San Antonio', 'Austin', 'El Paso'],
  CA: ['Los Angeles', 'San Diego', 'Fresno', 'Sacramento', 'Oakland'],
  FL: ['Miami', 'Orlando', 'Tampa', 'Jacksonville'],
  NY: ['Brooklyn', 'Buffalo', 'Rochester', 'Bronx'],
  GA: ['Atlanta', 'Savannah', 'Macon'],
  IL: ['Chicago', 'Aurora', 'Peoria'],
  OH: ['Columbus', 'Cleveland', 'Dayton'],
  PA: ['Philadelphia', 'Pittsburgh', 'Allentown'],
  NC: ['Charlotte', 'Raleigh', 'Durham'],
  AZ: ['Phoenix', 'Tucson', 'Mesa'],
};
const COMMON_STATES = Object.keys(CITIES);
// The three-digit ZIP prefixes each state's codes start with (USPS), so an address reads right.
const ZIP_PREFIXES: Record<string, [number, number]> = {
  AL: [350, 369],
  AK: [995, 999],
  AZ: [850, 865],
  AR: [716, 729],
  CA: [900, 961],
  CO: [800, 816],
  CT: [60, 69],
  DE: [197, 199],
  DC: [200, 205],
  FL: [320, 349],
  GA: [300, 319],
  HI: [967, 968],
  ID: [832, 838],
  IL: [600, 629],
  IN: [460, 479],
  IA: [500, 528],
  KS: [660, 679],
  KY: [400, 427],
  LA: [700, 714],
  ME: [39, 49],
  MD: [206, 219],
  MA: [10, 27],
  MI: [480, 499],
  MN: [550, 567],
  MS: [386, 397],
  MO: [630, 658],
  MT: [590, 599],
  NE: [680, 693],
  NV: [889, 898],
  NH: [30, 38],
  NJ: [70, 89],
  NM: [870, 884],
  NY: [100, 149],
  NC: [270, 289],
  ND: [580, 588],
  OH: [430, 459],
  OK: [730, 749],
  OR: [970, 979],
  PA: [150, 196],
  RI: [28, 29],
  SC: [290, 299],
  SD: [570, 577],
  TN: [370, 385],
  TX: [750, 799],
  UT: [840, 847],
  VT: [50, 59],
  VA: [220, 246],
  WA: [980, 994],
  WV: [247, 268],
  WI: [530, 549],
  WY: [820, 831],
};
function zipIn(rng: Rng, state: string): string {
  const [low, high] = ZIP_PREFIXES[state] ?? [100, 999];
  return `${String(rng.int(low, high)).padStart(3, '0')}${String(rng.int(1, 99)).padStart(2, '0')}`;
}
const HARDSHIPS: Record<string, string[]> = {
  job_loss: [
    'I was laid off in March when the plant cut a shift and have been working part-time since.',
    'My contract position ended and I am still looking for full-time work.',
  ],
  medical: ['My wife had surgery last year and the bills took most of our savings.', 'I have a chronic condition and missed several months of work.'],
  divorce: ['After my divorce I am paying the household costs on one income.'],
  caregiving: ['I care for my mother full-time and can only work evenings.'],
  reduced_hours: ['My hours were cut from 40 to 28 a week.'],
};
const STATEMENTS: Record<string, string> = {
  job_loss: 'Lost steady employment and now earns less than before; can afford a modest monthly plan.',
  medical: 'Medical costs consumed savings; income is stable but tight.',
  divorce: 'Single income after divorce; fixed costs leave little room.',
  caregiving: 'Caregiving limits working hours; income is irregular.',
  reduced_hours: 'Reduced hours cut income by about a third.',
};

export type StoryOffer = {
  id: number;
  totalAmountCents: number;
  payments: number;
  firstPaymentDate: string | null;
  phases: Phase[];
  offerIndex: number;
  party: Party;
  at: Date;
};
export type StoryEvent = { id: number; party: Party; action: EventAction; at: Date; disclosures: string[]; offer?: StoryOffer };
export type AccountStory = {
  id: number;
  doc: {
    userId: number | null;
    lawFirmId: number;
    customerName: string;
    email: string;
    birthdate: string;
    civilNumber: string;
    fileNumber: string | null;
    lawsuitState: string;
    plaintiffName: string;
    lawsuitAmountCents: number;
    lawsuitExists: boolean;
    mailingStreet: string;
    mailingCity: string;
    mailingState: string;
    mailingZip: string;
    ssn: string;
    hardship: Record<string, string>;
    hardshipStatement: string | null;
    monthlyIncomeCents: number;
    monthlyExpensesCents: number;
    financialDetails: Partial<Record<FinancialDetailKey, number>>;
    plaidVerified: boolean;
    archivedAt: Date | null;
    createdAt: Date;
  };
  events: StoryEvent[];
  /** Each payment and the id of the ledger journal that posts it. */
  payments: { id: number; journalId: number; amountCents: number; at: Date }[];
  projection: Projection;
};

const DAY = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Ids handed out in order while building stories (the bulk loader inserts them as given). */
/** The last id used in each table a story writes to: stories take their ids from here, so a batch's rows point at each other without a round trip. */
export type IdCounters = { document: number; offer: number; event: number; payment: number; journal: number };

/**
 * One account with a history that makes sense, ending at the given last-action code (1-10) and,
 * for signed agreements, at a payment stage (0 none, 1 autopay set up, 2 paid).
 */
export function buildStory(
  rng: Rng,
  ids: IdCounters,
  opts: { lawFirmId: number; firmPrefix: string; target: number; paymentStage: number; now: Date; userId: number | null },
): AccountStory {
  const id = ++ids.document;
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  const state = rng.chance(0.8) ? rng.pick(COMMON_STATES) : rng.pick(US_STATE_CODES);
  const city = rng.pick(CITIES[state] ?? ['Springfield']);
  const debt = dollarsToCents(rng.int(600, 25_000)) + rng.pick([0, 0, 37, 50, 99]);
  const year = opts.now.getUTCFullYear() - rng.int(0, 2);
  const hardshipKeys = Object.keys(HARDSHIPS).filter(() => rng.chance(0.3));
  const hardship = Object.fromEntries(hardshipKeys.map((k) => [k, rng.pick(HARDSHIPS[k] ?? [])]));
  const income = dollarsToCents(rng.int(1800, 6500));
  const rent = dollarsToCents(rng.int(700, 2200));
  const food = dollarsToCents(rng.int(300, 900));
  const utilities = dollarsToCents(rng.int(120, 400));
  const transportation = dollarsToCents(rng.int(100, 600));
  const detailed = rng.chance(0.7);

  // The story starts 5-120 days ago; each step follows a few days later.
  let t = opts.now.getTime() - rng.int(5, 120) * DAY;
  const step = () => {
    // A story running into the present stops at a recent moment of its own, not one shared instant.
    // Always later than the step before, and never in the future.
    const candidate = Math.min(t + rng.int(1, 6) * DAY + rng.int(0, 8 * 3600) * 1000, opts.now.getTime() - rng.int(3600, 3 * 86_400) * 1000);
    t = Math.min(Math.max(t + 60_000, candidate), opts.now.getTime() - 60_000);
    return new Date(t);
  };
  const created = new Date(t - rng.int(1, 5) * DAY);
  const events: StoryEvent[] = [];
  const firstPayment = (at: Date) => isoDate(new Date(at.getTime() + rng.int(-2, 30) * DAY));
  const offer = (party: Party, share: number, at: Date): StoryOffer => {
    const total = Math.round((debt * share) / 100) * 100;
    const payments = rng.pick([1, 1, 3, 6, 6, 10, 12]);
    const tiered = payments > 3 && rng.chance(0.25);
    const phases: Phase[] = tiered ? [{ iterations: 2, payment_amount_cents: Math.round(total / payments / 2 / 100) * 100 }] : [];
    if (tiered) {
      const rest = total - (phases[0]?.iterations ?? 0) * (phases[0]?.payment_amount_cents ?? 0);
      phases.push(...equalPaymentPhases(rest, payments - 2));
    }
    return {
      id: ++ids.offer,
      totalAmountCents: total,
      payments,
      firstPaymentDate: firstPayment(at),
      phases: tiered ? phases : equalPaymentPhases(total, payments),
      offerIndex: 0,
      party,
      at,
    };
  };
  const push = (party: Party, action: EventAction, withOffer?: StoryOffer, disclosures: string[] = []) => {
    const at = withOffer?.at ?? step();
    events.push({ id: ++ids.event, party, action, at, disclosures, offer: withOffer });
  };

  const consumerShare = rng.int(25, 55) / 100;
  push('consumer', 'offer', offer('consumer', consumerShare, step()));
  const target = opts.target;
  if (target === 2) push('law_firm', 'sent_confusing_response_to_offer');
  if (target === 3 || target === 4 || target === 6)
    push('law_firm', 'counteroffer', offer('law_firm', consumerShare + rng.int(10, 25) / 100, step()), [NEGOTIATION_MESSAGES.counterDisclosure]);
  if (target === 3) push('consumer', 'counteroffer', offer('consumer', consumerShare + rng.int(3, 9) / 100, step()));
  if (target === 6) push('consumer', 'accept');
  if (target === 5 || target >= 7) push('law_firm', 'accept', undefined, [NEGOTIATION_MESSAGES.acceptDisclosure]);
  if (target === 7) push('law_firm', 'sent_confusing_response_to_payment_details_request');
  if (target >= 8) push('law_firm', 'sent_payment_details');
  if (target >= 9) push('law_firm', 'sent_settlement_agreement', undefined, ['This communication is from a debt collector.']);
  if (target >= 10) push('consumer', 'signed_settlement_agreement');

  let projection = EMPTY_PROJECTION;
  for (const e of events) projection = projectEvent(projection, { party: e.party, action: e.action, at: e.at, offer: e.offer }, debt);
  const payments: AccountStory['payments'] = [];
  if (target === 10 && opts.paymentStage >= 1) projection = { ...projection, paymentSetupAt: step() };
  if (target === 10 && opts.paymentStage >= 2) {
    const amount = Math.round((projection.offerTotalCents ?? 0) / Math.max(projection.offerPayments ?? 1, 1));
    const at = step();
    payments.push({ id: ++ids.payment, journalId: ++ids.journal, amountCents: amount, at });
    projection = projectPayment(projection, amount, at);
  }

  return {
    id,
    doc: {
      userId: opts.userId,
      lawFirmId: opts.lawFirmId,
      customerName: `${first} ${last}`,
      email: `${first}.${last}.${id}@example.test`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z0-9.@-]/g, ''),
      birthdate: `${rng.int(1955, 2001)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      civilNumber: `${year}-${rng.pick(['CV', 'SC', 'CC', 'JP'])}-${String(rng.int(1, 99_999)).padStart(5, '0')}`,
      fileNumber: rng.chance(0.85) ? `${opts.firmPrefix}-${String(year).slice(2)}-${String(id).padStart(6, '0')}` : null,
      lawsuitState: state,
      plaintiffName: rng.pick(PLAINTIFFS),
      lawsuitAmountCents: debt,
      lawsuitExists: rng.chance(0.85),
      mailingStreet: `${rng.int(10, 9899)} ${rng.pick(STREETS)}${rng.chance(0.2) ? ` Apt ${rng.int(1, 40)}` : ''}`,
      mailingCity: city,
      mailingState: state,
      mailingZip: zipIn(rng, state),
      ssn: `${rng.int(100, 665)}${String(rng.int(1, 99)).padStart(2, '0')}${String(rng.int(1, 9999)).padStart(4, '0')}`,
      hardship,
      hardshipStatement: hardshipKeys.length > 0 ? (STATEMENTS[hardshipKeys[0] ?? ''] ?? null) : null,
      monthlyIncomeCents: income,
      monthlyExpensesCents: rent + food + utilities + transportation,
      financialDetails: detailed ? { net_employment_income: income, rent, food, utilities, transportation } : {},
      plaidVerified: rng.chance(0.4),
      archivedAt: rng.chance(0.04) ? new Date(opts.now.getTime() - rng.int(1, 20) * DAY) : null,
      createdAt: created,
    },
    events,
    payments,
    projection,
  };
}

/** Targets covering every last-action status and every current action, weighted like a real book. */
export function pickTarget(rng: Rng): { target: number; paymentStage: number } {
  const target = rng.pick([1, 1, 1, 1, 2, 3, 3, 4, 4, 4, 5, 6, 7, 8, 8, 9, 9, 10, 10, 10, 10]);
  return { target, paymentStage: target === 10 ? rng.int(0, 2) : 0 };
}
