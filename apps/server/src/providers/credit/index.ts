import type { CreditProvider } from './credit-provider.js';
import { createSandboxCreditBureau } from './sandbox-credit.js';

export type { BureauReport, CreditProvider, CreditSubject, KnownDebt, Tradeline } from './credit-provider.js';
export { CreditProviderError } from './credit-provider.js';

/**
 * Picks the credit bureau provider from configuration (CREDIT_PROVIDER). Only the sandbox ships: a
 * bureau partner's adapter (soft-pull API, e.g. a reseller of TransUnion or Experian data) maps its
 * response to BureauReport; it needs a contract, keys and network access this build does not have.
 */
export function createCreditProvider(kind: 'sandbox'): CreditProvider {
  switch (kind) {
    case 'sandbox':
      return createSandboxCreditBureau();
  }
}
