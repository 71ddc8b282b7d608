import { describe, expect, it } from 'vitest';
import { caretAfterDigits, digitsOnly, formatLastFour, formatPhone, formatSsn, phoneDigits } from '../src/ui/masked-inputs';

describe('digitsOnly', () => {
  it('drops everything but digits and keeps leading zeros', () => {
    expect(digitsOnly(' 0210-000 21a ')).toBe('021000021');
  });

  it('stops at the maximum', () => {
    expect(digitsOnly('0001234567890123456789', 17)).toBe('00012345678901234');
  });
});

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
  ])('shows %j as %j while it is typed', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it('keeps at most 10 digits', () => {
    expect(formatPhone('55512345678999')).toBe('(555) 123-4567');
  });

  it('ignores letters and punctuation', () => {
    expect(formatPhone('tel: 555.123.4567')).toBe('(555) 123-4567');
  });

  it('is stable on its own output, so reformatting a shown value changes nothing', () => {
    expect(formatPhone(formatPhone('5551234567'))).toBe('(555) 123-4567');
    expect(formatPhone(formatPhone('5551'))).toBe('(555) 1');
  });

  it('leaves no separator after the last digit, so Backspace removes a digit', () => {
    // Backspace on "(555) 123-4" leaves "(555) 123-".
    expect(formatPhone('(555) 123-')).toBe('(555) 123');
    expect(formatPhone('(555) ')).toBe('(555');
  });
});

describe('phoneDigits', () => {
  it.each(['+1 (555) 123-4567', '+15551234567', '1-555-123-4567', '1 555 123 4567', '1.555.123.4567'])('drops the country code of a pasted %j', (pasted) => {
    expect(phoneDigits(pasted)).toBe('5551234567');
  });

  it('keeps a number that merely starts with 1 and caps it at 10 digits', () => {
    expect(phoneDigits('12345678905')).toBe('1234567890');
    expect(phoneDigits('(123) 456-78905')).toBe('1234567890');
  });
});

describe('formatSsn', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['123456789', '123-45-6789'],
  ])('shows %j as %j while it is typed', (typed, shown) => {
    expect(formatSsn(typed)).toBe(shown);
  });

  it('keeps at most 9 digits and only digits', () => {
    expect(formatSsn('123-45-67890')).toBe('123-45-6789');
    expect(formatSsn('12a3 45')).toBe('123-45');
  });
});

describe('formatLastFour', () => {
  it('keeps at most 4 digits', () => {
    expect(formatLastFour('6789')).toBe('6789');
    expect(formatLastFour('67890')).toBe('6789');
    expect(formatLastFour('x0012')).toBe('0012');
  });
});

describe('caretAfterDigits', () => {
  it('puts the caret after the given number of digits, past the separators that precede them', () => {
    expect(caretAfterDigits('(555) 123-4567', 3)).toBe(4);
    expect(caretAfterDigits('(555) 123-4567', 4)).toBe(7);
    expect(caretAfterDigits('123-45-6789', 5)).toBe(6);
  });

  it('goes before the first digit for none and to the end for more than there are', () => {
    expect(caretAfterDigits('(555) 123', 0)).toBe(1);
    expect(caretAfterDigits('(555) 123', 9)).toBe(9);
    expect(caretAfterDigits('', 0)).toBe(0);
  });
});
