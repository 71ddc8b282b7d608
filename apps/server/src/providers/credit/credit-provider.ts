/**
 * The credit bureau partner: a soft-inquiry pull of the consumer's file. Shaped after what bureau
 * APIs return (score with its reason statements, tradelines, inquiries, public records) so a
 * partner's adapter is a mapping; Parley derives the factors and their tiers itself.
 */
export type CreditSubject = {
  userId: number;
  firstName: string;
  lastName: string;
  /** The full SSN when the consumer gave it; bureaus can also match on the last four with name, address and birthdate. */
  ssn: string | null;
  ssnLastFour: string;
  birthdate: string;
  address: { line1: string; city: string; state: string; zip: string };
};

export type Tradeline = {
  id: string;
  kind: 'revolving' | 'installment' | 'mortgage' | 'collection';
  creditorName: string;
  /** For a collection: who the debt was first owed to. */
  originalCreditor: string | null;
  openedOn: string;
  closedOn: string | null;
  balanceCents: number;
  limitCents: number | null;
  /** Payments reported in the last 24 months, and how many of them were late. */
  paymentsReported: number;
  latePayments: number;
  chargedOff: boolean;
};

export type BureauReport = {
  bureau: string;
  model: string;
  score: number;
  /** The bureau's reason statements, most important first. */
  reasons: string[];
  tradelines: Tradeline[];
  inquiries: { date: string; creditorName: string }[];
  publicRecords: number;
  scoreHistory: { date: string; value: number }[];
};

/** Debts the consumer owes that a bureau would also hold; the sandbox reports them, a real bureau already has them. */
export type KnownDebt = { creditorName: string; collectorName: string | null; balanceCents: number; openedOn: string };

export class CreditProviderError extends Error {
  constructor(
    readonly code: 'NO_FILE_FOUND' | 'IDENTITY_MISMATCH' | 'PROVIDER_UNAVAILABLE',
    message: string,
  ) {
    super(message);
    this.name = 'CreditProviderError';
  }
}

export interface CreditProvider {
  readonly name: 'sandbox';
  pullReport(subject: CreditSubject, context: { now: Date; knownDebts: KnownDebt[] }): Promise<BureauReport>;
}
