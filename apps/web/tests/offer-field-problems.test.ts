import { MAX_PAYMENTS } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { fieldProblems, problemList } from '../src/collector/accounts/negotiation/offer-field-problems';

// Issue 22: the counteroffer form refuses a value beside its field; it never changes it silently.
describe('counteroffer field problems', () => {
  it('says 500 payments is over the limit, naming what was typed, instead of clamping it', () => {
    expect(fieldProblems({ total: '', payments: 500, tiers: [] }).payments).toBe(`At most ${MAX_PAYMENTS} payments (you entered 500)`);
    expect(fieldProblems({ total: '', payments: 0, tiers: [] }).payments).toBe('At least 1 payment');
    expect(fieldProblems({ total: '', payments: -3, tiers: [] }).payments).toBe('At least 1 payment');
    expect(fieldProblems({ total: '', payments: MAX_PAYMENTS, tiers: [] }).payments).toBeNull();
  });

  it('refuses a negative total rather than making it $0.00', () => {
    expect(fieldProblems({ total: -50, payments: 3, tiers: [] }).total).toBe('Total amount cannot be negative');
    expect(fieldProblems({ total: '-50', payments: 3, tiers: [] }).total).toBe('Total amount cannot be negative');
    expect(fieldProblems({ total: 1200, payments: 3, tiers: [] }).total).toBeNull();
    // Nothing is no offer: said beside the field that holds it (issue 38.6).
    expect(fieldProblems({ total: 0, payments: 3, tiers: [] }).total).toBe('Total amount must be more than $0.00');
    expect(fieldProblems({ total: '0.00', payments: 3, tiers: [] }).total).toBe('Total amount must be more than $0.00');
    expect(fieldProblems({ total: 1000, payments: '', tiers: [{ amount: '0', payments: 2 }] }).tiers[0]?.amount).toBe('Payment amount must be more than $0.00');
    expect(fieldProblems({ total: '', payments: '', tiers: [] })).toEqual({ total: null, payments: null, tiers: [] });
  });

  it('checks each tier, and lists every problem for the form-level message', () => {
    const problems = fieldProblems({
      total: 1000,
      payments: '',
      tiers: [
        { amount: -1, payments: 2 },
        { amount: 100, payments: 999 },
      ],
    });
    expect(problems.payments).toBeNull();
    expect(problemList(problems)).toEqual(['Tier 1: Payment amount cannot be negative', `Tier 2: At most ${MAX_PAYMENTS} payments (you entered 999)`]);
  });
});
