import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidRoutingNumber, maskLastFour } from './routing-number.js';

describe('isValidRoutingNumber', () => {
  it.each(['021000021', '026009593', '121000248', '011000138', '322271627', '091000019', '031176110', '043000096'])('accepts the published number %s', (n) => {
    expect(isValidRoutingNumber(n)).toBe(true);
  });
  it.each([
    ['a wrong check digit', '021000022'],
    ['transposed digits', '012000021'],
    ['eight digits', '02100002'],
    ['ten digits', '0210000210'],
    ['letters', '02100002a'],
    ['an unassigned Federal Reserve prefix', '500000000'],
    ['spaces', '021 00002'],
  ])('refuses %s (%s)', (_why, n) => {
    expect(isValidRoutingNumber(n)).toBe(false);
  });
  it('catches every single-digit typo of a valid number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (position, bump) => {
        const digits = [...'021000021'].map(Number);
        digits[position] = ((digits[position] ?? 0) + bump) % 10;
        expect(isValidRoutingNumber(digits.join(''))).toBe(false);
      }),
    );
  });
});

describe('maskLastFour', () => {
  it('shows only the last four', () => {
    expect(maskLastFour('6789')).toBe('••••6789');
  });
});
