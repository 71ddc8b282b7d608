import type { UsStateCode } from './us-states.js';

/**
 * The shapes of what Parley knows of every state's courts (jurisdictions.ts reads the rows of
 * jurisdictions-data.ts through them): kinds of debt, how papers are served, the rule to answer,
 * a court level, a limitation period, a state. Apart from both so the data and its reader do not
 * import each other.
 */

/** The kinds of debt whose limitation periods differ; an unknown kind is read as an account. */
export const DEBT_TYPES = [
  { key: 'open_account', label: 'A credit card, store card or other account' },
  { key: 'written_contract', label: 'A loan or other signed written contract' },
  { key: 'promissory_note', label: 'A promissory note' },
  { key: 'oral_contract', label: 'An agreement that was never written down' },
] as const;
export type DebtType = (typeof DEBT_TYPES)[number]['key'];
export const DEFAULT_DEBT_TYPE: DebtType = 'open_account';

export type AnswerRule = {
  /** Days to answer, counted from service; 0 when the summons names the date. */
  days: number;
  /** Calendar days, or court days (weekends skipped). */
  counting: 'calendar' | 'court_days';
  /** From service, or by the return, appearance or hearing date printed on the summons. */
  from: 'service' | 'summons';
  /**
   * What the summons' date asks, when the answer is by it: to be in court that day (a hearing, the
   * default), or papers filed by it with no one going to court (Connecticut's return date).
   */
  summonsDate?: 'hearing' | 'filing';
  /** Texas: by 10 a.m. on the Monday next after the days expire (Tex. R. Civ. P. 99(b)). */
  mondayAfter?: boolean;
  /** Other days to answer when the papers came another way, where the rule gives them. */
  otherService?: Partial<Record<Exclude<ServiceMethod, 'in_person'>, number>>;
  citation: string;
};

/**
 * How the papers came: handed to the person in the state, by mail, handed to them outside the
 * state, or left with someone else or at the door. Some rules give more days for some of these.
 */
export const SERVICE_METHODS = ['in_person', 'mail', 'outside_state', 'not_in_person'] as const;
export type ServiceMethod = (typeof SERVICE_METHODS)[number];

export type CourtLevel = {
  key: string;
  name: string;
  /** The most the court hears, in cents, where known. */
  limitCents: number | null;
  /** The court line; `{venue}` is the county, parish, district or city. */
  caption: string;
  answer: AnswerRule;
  /** Set when the court needs its own form that Parley cannot produce: a plain sentence saying so. */
  formRequired?: string;
  note?: string;
  /** What people call a case of this court, in the words on its papers ("debt claim", "warrant in debt"): naming it names the court. */
  caseWords?: string[];
  /** Other names people give the court, lower case ("jp court" for a Texas justice court): naming one names the court. */
  alsoCalled?: string[];
};

export type Limitation = { years: number; citation: string; note?: string };

export type Jurisdiction = {
  state: UsStateCode;
  name: string;
  /** What the answer is called there. */
  answerTitle: string;
  /** What the paper that starts the case is called: Complaint, Petition, Warrant in Debt. */
  pleading: string;
  /** How a general denial is framed there. */
  generalDenial: string;
  /** The party line's "v.", the case number's label, and what the venue is called. */
  caption: { versus: string; caseNumberLabel: string; venueLabel: string };
  /** The court levels that hear consumer debt cases, the usual one first. */
  courts: readonly CourtLevel[];
  limitations: Record<DebtType, Limitation>;
  /** Whether a payment or an acknowledgment restarts the limitation period. */
  revival: { text: string; citation: string };
  /** The time to answer an eviction (a suit for possession, never a debt suit), where it is known here. */
  evictionAnswer?: AnswerRule;
};
