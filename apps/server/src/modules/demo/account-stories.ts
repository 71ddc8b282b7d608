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
import { CITIES, COMMON_STATES, FIRST, HARDSHIPS, LAST, PLAINTIFFS, STATEMENTS, STREETS, zipIn } from './story-words.js';

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
