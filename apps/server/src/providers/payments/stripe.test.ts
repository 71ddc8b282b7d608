import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardDeclinedError, WebhookSignatureError } from './interface.js';
import { createStripePaymentProvider } from './stripe.js';

/** A fake Stripe API: records each request (path, form body, idempotency key) and answers like Stripe. */
type Seen = { method: string; path: string; body: URLSearchParams; idempotencyKey: string | undefined; auth: string | undefined };
let server: Server;
let port: number;
const seen: Seen[] = [];

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = new URLSearchParams(await read(req));
    const path = (req.url ?? '').split('?')[0] ?? '';
    seen.push({ method: req.method ?? '', path, body, idempotencyKey: req.headers['idempotency-key'] as string | undefined, auth: req.headers.authorization });
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      res.end(JSON.stringify(value));
    };
    if (path === '/v1/customers') return json(200, { id: 'cus_fake1', object: 'customer' });
    if (path === '/v1/customers/cus_fake1') return json(200, { id: 'cus_fake1', object: 'customer' });
    if (path === '/v1/setup_intents')
      return json(200, { id: 'seti_1', object: 'setup_intent', client_secret: 'seti_1_secret_x', customer: body.get('customer') });
    // Saved by a SetupIntent: pm_ok to cus_fake1, pm_other to another customer; pm_loose to none.
    const owners: Record<string, string | null> = { pm_ok: 'cus_fake1', pm_other: 'cus_someone_else', pm_loose: null };
    const pmId = path.split('/')[3] ?? '';
    if (path.startsWith('/v1/payment_methods/') && pmId in owners)
      return json(200, { id: pmId, object: 'payment_method', customer: owners[pmId], card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } });
    if (path.startsWith('/v1/payment_methods/'))
      return json(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' } });
    if (path === '/v1/payment_intents' && body.get('payment_method') === 'pm_fails_off_session')
      return json(402, {
        error: {
          type: 'card_error',
          code: 'authentication_required',
          message: 'Your card requires authentication.',
          payment_intent: { id: 'pi_failed', object: 'payment_intent', status: 'requires_payment_method', amount: Number(body.get('amount')) },
        },
      });
    if (path === '/v1/payment_intents') return json(200, { id: 'pi_ok', object: 'payment_intent', status: 'succeeded', amount: Number(body.get('amount')) });
    if (path === '/v1/payment_intents/pi_ok')
      return json(200, {
        id: 'pi_ok',
        object: 'payment_intent',
        status: 'succeeded',
        amount: 5000,
        latest_charge: { id: 'ch_1', amount_refunded: 1200, disputed: false },
      });
    return json(404, { error: { type: 'invalid_request_error', message: `No such path ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () =>
  createStripePaymentProvider({
    secretKey: 'sk_test_fake',
    publishableKey: 'pk_test_fake',
    webhookSecret: 'whsec_test_secret',
    publicUrl: 'http://parley.test',
    endpoint: { host: '127.0.0.1', port, protocol: 'http' },
  });

describe('the Stripe adapter against a fake Stripe', () => {
  it('creates the customer, sets up cards for it, and saves as its default only a card its own SetupIntent saved', async () => {
    const stripe = provider();
    expect(await stripe.createCustomer({ email: 'a@b.test', name: 'Jordan Miller', reference: 'customer_document:7' })).toEqual({ id: 'cus_fake1' });
    expect(seen.at(-1)?.body.get('metadata[parley_reference]')).toBe('customer_document:7');
    expect(seen.at(-1)?.auth).toBe('Bearer sk_test_fake');
    expect(await stripe.attachPaymentMethod('cus_fake1', 'pm_ok')).toEqual({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 });
    expect(seen.at(-1)?.body.get('invoice_settings[default_payment_method]')).toBe('pm_ok');
    expect(await stripe.createCardSetup('cus_fake1')).toEqual({ clientSecret: 'seti_1_secret_x' });
    expect(seen.at(-1)?.body.get('customer')).toBe('cus_fake1');
    expect(seen.at(-1)?.body.get('usage')).toBe('off_session');
    // Issue 18: a token of another customer, or of none, is not this consumer's card.
    const notFound = new CardDeclinedError('invalid_card', 'That card could not be found. Please enter it again.');
    for (const pm of ['pm_other', 'pm_loose', 'pm_missing']) {
      const before = seen.length;
      await expect(stripe.attachPaymentMethod('cus_fake1', pm)).rejects.toEqual(notFound);
      expect(seen.slice(before).every((r) => r.method === 'GET')).toBe(true);
    }
  });

  it('charges off-session with the idempotency key, and reads an off-session decline as a failed payment', async () => {
    const stripe = provider();
    const ok = await stripe.charge({
      customerId: 'cus_fake1',
      paymentMethodId: 'pm_ok',
      amountCents: 5000,
      idempotencyKey: 'charge-9-attempt-1',
      offSession: true,
      description: 'x',
    });
    expect(ok).toMatchObject({ id: 'pi_ok', status: 'succeeded', amountCents: 5000 });
    const request = seen.at(-1);
    expect(request?.idempotencyKey).toBe('charge-9-attempt-1');
    expect(request?.body.get('off_session')).toBe('true');
    expect(request?.body.get('confirm')).toBe('true');
    const failed = await stripe.charge({
      customerId: 'cus_fake1',
      paymentMethodId: 'pm_fails_off_session',
      amountCents: 700,
      idempotencyKey: 'k2',
      offSession: true,
      description: 'x',
    });
    expect(failed).toMatchObject({ id: 'pi_failed', status: 'failed', failureMessage: 'Your card requires authentication.' });
    expect(await stripe.retrievePayment('pi_ok')).toMatchObject({ status: 'succeeded', amountRefundedCents: 1200, reversed: false });
  });

  it('verifies webhook signatures with Stripe’s scheme', async () => {
    const stripe = provider();
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_ok' } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_secret' });
    expect(await stripe.parseWebhook(Buffer.from(payload), header)).toEqual({ id: 'evt_1', type: 'charge.refunded', objectKind: 'payment', objectId: 'pi_ok' });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    await expect(stripe.parseWebhook(Buffer.from(payload), forged)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(stripe.parseWebhook(Buffer.from(payload.replace('pi_ok', 'pi_other')), header)).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});
