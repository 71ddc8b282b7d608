import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { PaymentProvider, PayoutRail } from './interface.js';
import { createSandboxPaymentProvider, type SandboxPayments } from './sandbox.js';
import { createStripePaymentProvider } from './stripe.js';

export type Payments = {
  provider: PaymentProvider;
  payoutRail: PayoutRail;
  /** Present in sandbox mode: the card form's tokenizer and the test-only operations. */
  sandbox: SandboxPayments | null;
};

/**
 * Picks the card provider from configuration: Stripe when STRIPE_SECRET_KEY is set, else the
 * sandbox. Payouts to firms go through the sandbox rail in both modes until a bank partner's
 * adapter exists (docs/decisions/005-payments-ledger-and-payouts.md).
 */
export function createPayments({ config, db, clock }: { config: Config; db: Database; clock: Clock }): Payments {
  const sandbox = createSandboxPaymentProvider({ db, clock, publicUrl: config.publicUrl });
  const stripe = config.stripe;
  if (stripe) {
    return {
      provider: createStripePaymentProvider({ ...stripe, publicUrl: config.publicUrl }),
      payoutRail: sandbox.payoutRail,
      sandbox: null,
    };
  }
  return { provider: sandbox.provider, payoutRail: sandbox.payoutRail, sandbox };
}
