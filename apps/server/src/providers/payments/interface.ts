/**
 * What Parley needs from a card payment provider: customers, saved cards, one-off and scheduled
 * (merchant-initiated, off-session) charges, the state of a payment, and signed webhooks. Parley
 * keeps the schedule itself (modules/payments) and asks the provider to charge each payment when
 * due, so a tiered plan needs nothing provider-specific. Payouts to firms go through a PayoutRail.
 */

export type ProviderKind = 'sandbox' | 'stripe';
export type CardSummary = { brand: string; last4: string; exp_month: number; exp_year: number };

export type ProviderPaymentStatus = 'succeeded' | 'processing' | 'requires_action' | 'failed';
export type ProviderPayment = {
  id: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  amountRefundedCents: number;
  /** Money taken and then clawed back (a lost dispute, a returned debit): the payment is undone. */
  reversed: boolean;
  failureMessage: string | null;
  /** Where the consumer authenticates a payment that requires it (3-D Secure). */
  redirectUrl: string | null;
};

export type ChargeInput = {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  /** The provider charges once per key, however often the request is retried. */
  idempotencyKey: string;
  /** True for autopay (the consumer is not there to authenticate). */
  offSession: boolean;
  /** Where the provider sends the consumer back after authenticating an on-session payment. */
  returnUrl?: string;
  description: string;
};

export type WebhookEvent = { id: string; type: string; objectKind: 'payment' | 'other'; objectId: string | null };

/** A card refused: the message is the provider's, fit to show the consumer. */
export class CardDeclinedError extends Error {
  constructor(
    readonly reason: 'card_declined' | 'insufficient_funds' | 'authentication_required' | 'invalid_card',
    message: string,
  ) {
    super(message);
    this.name = 'CardDeclinedError';
  }
}
export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature is not valid') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** For the browser's card form: the provider's publishable key (null for the sandbox). */
  readonly publishableKey: string | null;
  createCustomer(input: { email: string | null; name: string; reference: string }): Promise<{ id: string }>;
  /**
   * What the browser's card form needs to make a card token bound to this customer (Stripe: a
   * SetupIntent's client secret; the sandbox binds its tokens itself and needs none).
   */
  createCardSetup(customerId: string): Promise<{ clientSecret: string | null }>;
  /**
   * Saves a card (tokenized in the browser for this customer) as the customer's card; throws
   * CardDeclinedError when refused, or when the token was made for another customer.
   */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardSummary>;
  /** Charges a saved card; a decline is a failed payment, not an exception. */
  charge(input: ChargeInput): Promise<ProviderPayment>;
  retrievePayment(id: string): Promise<ProviderPayment>;
  /** Verifies a webhook's signature over the raw body and reads it; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookEvent>;
}

export type PayoutMethod = 'ach' | 'digital_check';
export type PayoutState = { id: string; status: 'in_transit' | 'paid' | 'returned'; returnReason: string | null };

/** Sends money to a firm: ACH to a bank account, or a digital check by email. */
export interface PayoutRail {
  send(input: {
    method: PayoutMethod;
    amountCents: number;
    idempotencyKey: string;
    ach?: { routingNumber: string; accountNumber: string; accountType: string; accountName: string };
    checkEmail?: string;
  }): Promise<PayoutState>;
  retrieve(id: string): Promise<PayoutState>;
}
