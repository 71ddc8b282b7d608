/**
 * The bank-data provider, shaped after Plaid's API so that its adapter is a thin mapping:
 * Link gives the browser a one-time public token, the server exchanges it for an access token
 * (an "item"), then reads accounts and transactions with it. Amounts follow Plaid's convention:
 * positive is money leaving the account, negative is money coming in. Money is integer cents.
 */
export type BankInstitution = {
  id: string;
  name: string;
  logo: string | null;
  primaryColor: string;
  /** Sandbox only: what choosing this institution demonstrates. */
  sandboxBehavior: string | null;
};

export type BankAccount = {
  accountId: string;
  name: string;
  officialName: string | null;
  type: 'depository' | 'credit' | 'loan';
  subtype: string;
  mask: string;
  currentBalanceCents: number;
  availableBalanceCents: number | null;
  limitCents: number | null;
};

export type BankTransaction = {
  transactionId: string;
  accountId: string;
  /** Positive: money out of the account; negative: money in (Plaid's sign). */
  amountCents: number;
  date: string;
  name: string;
  merchantName: string | null;
  /** Plaid's personal finance category (primary, detailed): TRANSFER_IN, FOOD_AND_DRINK_GROCERIES, … */
  category: { primary: string; detailed: string };
  pending: boolean;
};

export type BankItem = { accessToken: string; itemId: string; institution: { id: string; name: string; logo: string | null } };

export class BankProviderError extends Error {
  constructor(
    readonly code: 'INVALID_LINK_TOKEN' | 'INVALID_PUBLIC_TOKEN' | 'INVALID_INSTITUTION' | 'ITEM_LOGIN_REQUIRED' | 'PRODUCT_NOT_READY' | 'PROVIDER_UNAVAILABLE',
    message: string,
  ) {
    super(message);
    this.name = 'BankProviderError';
  }
}

export interface BankProvider {
  readonly name: 'sandbox' | 'plaid';
  /** How long a consumer's consent lasts before they must reconnect. */
  readonly consentDays: number;
  /** The institutions Parley's own link page offers (sandbox); Plaid's Link shows its own. */
  institutions(): BankInstitution[];
  createLinkToken(userId: number, now: Date): Promise<{ linkToken: string; expiration: Date }>;
  /** Sandbox only: what the provider's Link UI does once the consumer consents and picks a bank. */
  createSandboxPublicToken(input: { linkToken: string; institutionId: string; userId: number; now: Date }): Promise<string>;
  exchangePublicToken(publicToken: string, userId: number, now: Date): Promise<BankItem>;
  /** The accounts and their balances as of `asOf` (Plaid: now). */
  getAccounts(accessToken: string, asOf: Date): Promise<BankAccount[]>;
  /** Transactions dated from `start` to `end` inclusive (YYYY-MM-DD), newest first. */
  getTransactions(accessToken: string, range: { start: string; end: string }): Promise<BankTransaction[]>;
}
