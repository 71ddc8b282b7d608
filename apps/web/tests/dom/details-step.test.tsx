import { MantineProvider } from '@mantine/core';
import type { WalkThrough } from '@parley/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../src/app/theme';
import { DetailsStep } from '../../src/consumer/intake/steps/details-step';

/**
 * Consumer spec 2 and 5's details step as a consumer meets it: a problem is said beside its field and
 * nothing is saved; a complete form saves the step (the SSN marked for encryption) and moves on; the
 * server's refusal of a field is shown beside that field too.
 */

const STEP_PATH = '/api_controller/update_walk_through_step_response/77';

/** A SoloSettle case read from the papers: only the confirmation is left to the consumer. */
function walkThrough(address: Partial<WalkThrough['case']['address']> = {}): WalkThrough {
  return {
    id: 77,
    product: 'solosettle',
    title: 'Settle with Harbor Recovery',
    resume_url: '/intake/77/details',
    is_completed: false,
    steps: [],
    case: {
      customer_name: 'Rowan Ellery',
      lawsuit_exists: true,
      plaintiff_name: 'Harbor Recovery LLC',
      law_firm_name: 'Pike & Lowell',
      law_firm_id: null,
      lawyer_emails: [],
      lawsuit_state: 'OR',
      lawsuit_amount: 180_000,
      civil_number: '26CV01234',
      address: { street: '418 Alder St', city: 'Eugene', state: 'OR', zip_code: '97401', ...address },
      phone_number: '5415550143',
      ssn_last_four: '4821',
      has_full_ssn: false,
      birthdate: '1984-05-19',
      court: null,
      served_on: null,
      court_level: null,
      debt_type: null,
      answer_deadline: null,
      defenses: [],
      hardship: {},
      letter_kind: null,
      files: [],
    },
  };
}

type Sent = { method: string; path: string; body: unknown };
let sent: Sent[];
let stepReply: { status: number; body: unknown };

beforeEach(() => {
  sent = [];
  stepReply = { status: 200, body: { errors: {}, resume_url: '/next-step', completed: true } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://parley.test').pathname;
      sent.push({ method: init.method ?? 'GET', path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const [status, body] =
        path === '/api/csrf'
          ? [200, { csrf_token: 't'.repeat(43) }]
          : path === STEP_PATH
            ? [stepReply.status, stepReply.body]
            : [200, { results: [], errors: [], success: true }];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderStep(w: WalkThrough) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale="en" defaultLocale="en" messages={{}}>
          <MemoryRouter initialEntries={['/intake/77/details']}>
            <Routes>
              <Route path="/intake/77/details" element={<DetailsStep walkThrough={w} />} />
              <Route path="/next-step" element={<p>Next step</p>} />
            </Routes>
          </MemoryRouter>
        </IntlProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const stepSaves = () => sent.filter((s) => s.path === STEP_PATH);
/** The message Mantine shows under a field, found through the field's aria-describedby. */
function errorOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('the details step', () => {
  it('says a short ZIP code beside the field and in the summary, and saves nothing', async () => {
    const user = userEvent.setup();
    renderStep(walkThrough({ zip_code: '9740' }));
    await user.click(screen.getByLabelText(/I confirm that the information is correct/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(errorOf(screen.getByRole('textbox', { name: 'ZIP code' }))).toMatch(/ZIP/);
    expect(stepSaves()).toHaveLength(0);
  });

  it('asks for the confirmation before it saves', async () => {
    const user = userEvent.setup();
    renderStep(walkThrough());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(errorOf(screen.getByRole('checkbox', { name: /I confirm that the information is correct/ }))).not.toBe(''));
    expect(stepSaves()).toHaveLength(0);
  });

  it('saves a complete form, lawyer e-mails trimmed and the SSN marked for encryption, and moves on', async () => {
    const user = userEvent.setup();
    renderStep(walkThrough());
    await user.type(screen.getByRole('textbox', { name: /Lawyer email 1/i }), '  counsel@pikelowell.test ');
    await user.click(screen.getByLabelText(/I confirm that the information is correct/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Next step')).toBeTruthy();
    expect(stepSaves()).toHaveLength(1);
    expect(stepSaves()[0]?.body).toMatchObject({
      step_name: 'details',
      inputs: {
        customer_mailing_address: { customer_street: '418 Alder St', customer_city: 'Eugene', customer_state: 'OR', customer_zip_code: '97401' },
        social_security_number: { social_security_number_last_four: '4821' },
        birthdate: '1984-05-19',
        lawyer_emails: ['counsel@pikelowell.test'],
        confirmed: true,
      },
      encrypted: ['social_security_number'],
      complete: true,
    });
  });

  it('shows the server’s refusal of a field beside that field, and stays', async () => {
    const user = userEvent.setup();
    stepReply = { status: 200, body: { errors: { city: 'Please enter your city' }, resume_url: '/intake/77/details', completed: false } };
    renderStep(walkThrough());
    await user.type(screen.getByRole('textbox', { name: /Lawyer email 1/i }), 'counsel@pikelowell.test');
    await user.click(screen.getByLabelText(/I confirm that the information is correct/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(errorOf(screen.getAllByLabelText('City').find((el) => el.tagName === 'INPUT') as HTMLElement)).toContain('Please enter your city'),
    );
    expect(screen.queryByText('Next step')).toBeNull();
  });
});
