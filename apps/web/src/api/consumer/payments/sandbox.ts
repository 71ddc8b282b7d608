import { SandboxAuthenticateResponseSchema, type SandboxCardInput, SandboxPaymentMethodSchema } from '@parley/shared';
import { apiFetch } from '../../client';

/** The sandbox provider's card tokenizer: the browser-side half of the sandbox (Stripe Elements' role). */
export const tokenizeSandboxCard = async (card: SandboxCardInput) =>
  SandboxPaymentMethodSchema.parse(await apiFetch('POST', '/api/v1/payments/sandbox/payment_methods', card));

export const authenticateSandboxPayment = async ({ paymentIntent, outcome }: { paymentIntent: string; outcome: 'approve' | 'fail' }) =>
  SandboxAuthenticateResponseSchema.parse(await apiFetch('POST', `/api/v1/payments/sandbox/authenticate/${paymentIntent}`, { outcome }));
