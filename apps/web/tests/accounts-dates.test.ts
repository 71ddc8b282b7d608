import { describe, expect, it } from 'vitest';
import { humanizeKey } from '../src/collector/accounts/account-format';
import { describeCurrentAction } from '../src/collector/accounts/current-action-text';
import { dateInputToEpoch, dateKindOfFilter, epochToDateInput } from '../src/collector/accounts/filter-dates';
import { formatCalendarDate, formatDate } from '../src/collector/format-dates';

describe('date filters carried as epoch seconds', () => {
  it('treats the first payment date as a calendar date and the status date as a moment', () => {
    expect(dateKindOfFilter('first_payment_date')).toBe('calendar');
    expect(dateKindOfFilter('status_date')).toBe('moment');
  });

  it('takes a calendar date at its UTC midnight, for both bounds', () => {
    expect(dateInputToEpoch('2026-08-06', 'min', 'calendar')).toBe(1785974400);
    expect(dateInputToEpoch('2026-08-06', 'max', 'calendar')).toBe(1785974400);
    expect(epochToDateInput(1785974400, 'calendar')).toBe('2026-08-06');
  });

  it('spans a picked local day for a moment: from its first second to its last', () => {
    expect(dateInputToEpoch('2026-11-03', 'min', 'moment')).toBe(new Date(2026, 10, 3, 0, 0, 0).getTime() / 1000);
    expect(dateInputToEpoch('2026-11-03', 'max', 'moment')).toBe(new Date(2026, 10, 3, 23, 59, 59).getTime() / 1000);
  });

  it.each(['2026-11-03', '2024-02-29', '2026-01-01', '2026-12-31'])('shows %s again after the round trip, for either bound and kind', (day) => {
    for (const kind of ['moment', 'calendar'] as const) {
      for (const bound of ['min', 'max'] as const) {
        expect(epochToDateInput(dateInputToEpoch(day, bound, kind) as number, kind)).toBe(day);
      }
    }
  });

  it.each(['', '2026-02-30', '2026-13-01', '11/03/2026', '2026-1-3'])('has no epoch for %j', (value) => {
    expect(dateInputToEpoch(value, 'min', 'moment')).toBeUndefined();
    expect(dateInputToEpoch(value, 'max', 'calendar')).toBeUndefined();
  });
});

describe('display formats', () => {
  it('writes a calendar date as given, whatever the time zone', () => {
    expect(formatCalendarDate('2026-11-03')).toBe('Nov 3, 2026');
    expect(formatCalendarDate(null)).toBe('—');
  });

  it('writes a moment as its local date', () => {
    const local = new Date(2026, 10, 3, 12, 0, 0);
    expect(formatDate(local.toISOString())).toBe('Nov 3, 2026');
    expect(formatDate('not a date')).toBe('—');
  });

  it('humanizes keys', () => {
    expect(humanizeKey('net_employment_income')).toBe('Net employment income');
  });
});

describe('describeCurrentAction (collector spec 4, "Row action cell")', () => {
  const valid = '2026-11-25';

  it.each([
    ['waiting_for_customer', 'Waiting on customer response to counteroffer.'],
    ['request_payment_details', 'Payment details requested: send the consumer where to pay.'],
    ['request_settlement_agreement', 'Settlement agreement requested: upload the agreement for the consumer to sign.'],
    ['waiting_for_signed_settlement_agreement', 'Waiting for signed settlement agreement.'],
    ['waiting_for_payment', 'Waiting for first payment.'],
    ['payment_setup_complete', "Consumer set up auto-pay but hasn't made a payment yet."],
    ['first_payment_made', 'Consumer made their latest payment.'],
  ] as const)('says what %s means', (type, text) => {
    expect(describeCurrentAction({ type, params: {} }, valid).text).toBe(text);
  });

  it('adds the latest payment date when there is one', () => {
    expect(describeCurrentAction({ type: 'first_payment_made', params: { latest_payment_date: '2026-11-22' } }, valid).text).toBe(
      'Consumer made their latest payment on Nov 22, 2026.',
    );
  });

  it('warns that only a counteroffer is possible when the offer starts too early', () => {
    const action = describeCurrentAction({ type: 'accept_or_counteroffer', params: { can_accept: false } }, valid);
    expect(action.text).toBe('Awaiting your answer: accept or counteroffer.');
    expect(action.warning).toBe("The offer's first payment date is before Nov 25, 2026; you can only counteroffer.");
    expect(describeCurrentAction({ type: 'accept_or_counteroffer', params: { can_accept: true } }, valid).warning).toBeNull();
  });
});
