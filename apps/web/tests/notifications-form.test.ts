import { AddNotificationPolicyInputSchema, NOTIFICATION_MESSAGES } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { filledRowCount, nextStates, statesText, withBlankRow } from '../src/collector/notifications/policy-form-rows';
import { fieldErrorsOf } from '../src/lib/form-errors';

describe('the add-policy email rows', () => {
  it('shows at least two rows, and a blank one once all are filled', () => {
    expect(withBlankRow([])).toEqual(['', '']);
    expect(withBlankRow(['a@x.test', ''])).toEqual(['a@x.test', '']);
    expect(withBlankRow(['a@x.test', 'b@x.test'])).toEqual(['a@x.test', 'b@x.test', '']);
    expect(withBlankRow(['a@x.test', '  '])).toEqual(['a@x.test', '  ']);
    expect(withBlankRow(['', 'b@x.test', ''])).toEqual(['', 'b@x.test', '']);
  });

  it('adds no row past the 20 a policy takes', () => {
    const full = Array.from({ length: 20 }, (_, i) => `r${i}@x.test`);
    expect(withBlankRow(full)).toHaveLength(20);
  });

  it('counts filled rows for the 2-recipient advice', () => {
    expect(filledRowCount(['a@x.test', ' ', ''])).toBe(1);
  });

  it('validates like the server: at least one email, bad rows named by index', () => {
    const blank = AddNotificationPolicyInputSchema.safeParse({ email_type: '*', state: ['*'], emails: ['', ''] });
    expect(blank.success ? {} : fieldErrorsOf(blank.error)).toEqual({ emails: NOTIFICATION_MESSAGES.emailRequired });
    const bad = AddNotificationPolicyInputSchema.safeParse({ email_type: '*', state: ['*'], emails: ['ok@x.test', 'nope', ''] });
    expect(bad.success ? {} : fieldErrorsOf(bad.error)).toEqual({ 'emails.1': NOTIFICATION_MESSAGES.invalidEmail });
  });
});

describe('the states picker', () => {
  it("replaces the states with 'All states' when it is picked, and the reverse", () => {
    expect(nextStates(['TX', 'CA'], ['TX', 'CA', '*'])).toEqual(['*']);
    expect(nextStates(['*'], ['*', 'NY'])).toEqual(['NY']);
    expect(nextStates(['TX'], ['TX', 'NY'])).toEqual(['TX', 'NY']);
    expect(nextStates(['*'], [])).toEqual([]);
  });

  it("shows codes, or 'All'", () => {
    expect(statesText(['*'])).toBe('All');
    expect(statesText(['CA', 'DC', 'TX'])).toBe('CA, DC, TX');
  });
});
