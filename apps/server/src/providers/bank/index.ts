import type { Crypto } from '../../platform/crypto.js';
import type { BankProvider } from './bank-provider.js';
import { createSandboxBank } from './sandbox-bank.js';

export type { BankAccount, BankInstitution, BankItem, BankProvider, BankTransaction } from './bank-provider.js';
export { BankProviderError } from './bank-provider.js';

/**
 * Picks the bank-data provider from configuration (BANK_PROVIDER). Only the sandbox ships: a Plaid
 * adapter implements BankProvider with /link/token/create, /item/public_token/exchange,
 * /accounts/get and /transactions/sync, and needs network access and keys this build does not have.
 */
export function createBankProvider(kind: 'sandbox', deps: { crypto: Crypto }): BankProvider {
  switch (kind) {
    case 'sandbox':
      return createSandboxBank({ sign: (value) => deps.crypto.hmac('sandbox-bank', value) });
  }
}
