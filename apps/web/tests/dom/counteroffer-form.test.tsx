import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '../../src/api/collector/accounts/apply-filters';
import { theme } from '../../src/app/theme';
import type { CounterConfirmation } from '../../src/collector/accounts/negotiation/counter-confirmation';
import { CounterofferForm } from '../../src/collector/accounts/negotiation/counteroffer-form';

/**
 * Collector spec 5's counteroffer form as a collector meets it: what it refuses before anything is
 * sent, and the body it sends (dollars and cents converted through the one money door).
 */

/** The fields the form reads: a $2,500.00 account whose consumer offered to start on 2027-03-01. */
const account = {
  id: 41,
  customer_name: 'Dana Whitfield',
  lawsuit_amount: 250_000,
  latest_historical_offer: { first_payment_date: '2027-03-01' },
} as unknown as Account;

type Sent = { method: string; path: string; body: unknown };
let sent: Sent[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://parley.test').pathname;
      const method = init.method ?? 'GET';
      sent.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const reply =
        path === '/api/csrf'
          ? { csrf_token: 't'.repeat(43) }
          : path.endsWith('/determine_offer_last_payment')
            ? { success: true, has_extra_tier: false, last_payment_amount_cents: null }
            : { success: true };
      return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The form as an account row holds it: a confirmation that opens and closes. */
function Row({ onOpen }: { onOpen: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const confirmation: CounterConfirmation = {
    isOpen,
    open: () => {
      onOpen();
      setOpen(true);
    },
    close: () => setOpen(false),
  };
  return <CounterofferForm account={account} validFirstPaymentDate="2027-01-15" confirmation={confirmation} />;
}

function renderForm() {
  const confirmations = { opened: 0 };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale="en" defaultLocale="en" messages={{}}>
          <Row onOpen={() => (confirmations.opened += 1)} />
        </IntlProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return confirmations;
}

const counteroffers = () => sent.filter((s) => s.path.endsWith('/create_counteroffer'));

describe('the counteroffer form', () => {
  it('starts on the later of the consumer’s first payment date and the earliest allowed', () => {
    renderForm();
    expect(screen.getByLabelText(/First payment date/)).toHaveProperty('value', '2027-03-01');
  });

  it('refuses a total over the balance in words, and neither confirms nor sends', async () => {
    const user = userEvent.setup();
    const confirmation = renderForm();
    await user.type(screen.getByLabelText(/Total amount/), '2600');
    await user.type(screen.getByLabelText(/Number of payments/), '4');
    await user.click(screen.getByRole('button', { name: 'Send counteroffer' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Offer 1 is invalid: .*2,500\.00/);
    expect(confirmation.opened).toBe(0);
    expect(counteroffers()).toHaveLength(0);
  });

  it('refuses tiers that do not add up to the total', async () => {
    const user = userEvent.setup();
    const confirmation = renderForm();
    await user.type(screen.getByLabelText(/Total amount/), '1200');
    await user.click(screen.getByRole('button', { name: 'Split into tiers' }));
    await user.type(screen.getByLabelText('Tier 1 payment amount'), '100');
    await user.type(screen.getByLabelText('Tier 1 payments'), '3');
    await user.type(screen.getByLabelText('Tier 2 payment amount'), '200');
    await user.type(screen.getByLabelText('Tier 2 payments'), '3');
    await user.click(screen.getByRole('button', { name: 'Send counteroffer' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Offer 1 is invalid: /);
    expect(confirmation.opened).toBe(0);
  });

  it('confirms a valid plan first, then sends dollars and cents exactly (no float drift)', async () => {
    const user = userEvent.setup();
    const confirmation = renderForm();
    await user.type(screen.getByLabelText(/Total amount/), '1013.05');
    await user.click(screen.getByRole('button', { name: 'Split into tiers' }));
    // 4.35 × 100 is 434.999… in floating point: a converter that multiplies and truncates sends 434.
    await user.type(screen.getByLabelText('Tier 1 payment amount'), '4.35');
    await user.type(screen.getByLabelText('Tier 1 payments'), '3');
    await user.type(screen.getByLabelText('Tier 2 payment amount'), '1000');
    await user.type(screen.getByLabelText('Tier 2 payments'), '1');
    await user.click(screen.getByRole('button', { name: 'Send counteroffer' }));
    expect(confirmation.opened).toBe(1);
    expect(counteroffers()).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(counteroffers()).toHaveLength(1));
    expect(counteroffers()[0]?.body).toEqual({
      customer_document_id: 41,
      offers: [
        {
          customer_document_id: 41,
          total_amount: '1013.05',
          first_payment_date: '2027-03-01',
          phases: [
            { index: 0, payment_amount_cents: '435', iterations: 3 },
            { index: 1, payment_amount_cents: '100000', iterations: 1 },
          ],
          payments: null,
        },
      ],
      disclosures: [],
    });
  });
});
