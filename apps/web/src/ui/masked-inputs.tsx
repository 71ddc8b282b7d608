import { TextInput, type TextInputProps } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { type ChangeEvent, useLayoutEffect, useRef } from 'react';

// Collector spec 5, "Inputs": phone (10 digits, (xxx) xxx-xxxx), SSN (9 digits, xxx-xx-xxxx), last four
// (4 digits). The formatters below are pure, so the rules are tested without a browser.

export const PHONE_DIGITS = 10;
export const SSN_DIGITS = 9;
export const LAST_FOUR_DIGITS = 4;

/** The digits of `value`, in order, at most `maxDigits` of them. */
export function digitsOnly(value: string, maxDigits = Number.POSITIVE_INFINITY): string {
  return value.replace(/\D/g, '').slice(0, maxDigits);
}

/**
 * A US phone number's 10 digits. A pasted country code (`+1 555…`, `1-555…`) is dropped; a 1 typed
 * as the first digit of the number itself is not.
 */
export function phoneDigits(value: string): string {
  const withoutCountryCode = value.replace(/^\s*(\+\s*1|1(?=[\s.(-]))/, '');
  return digitsOnly(withoutCountryCode, PHONE_DIGITS);
}

/**
 * `(xxx) xxx-xxxx`, built up as the digits arrive: `(555`, `(555) 12`, `(555) 123-4`. No separator
 * trails the last digit, so Backspace always removes a digit.
 */
export function formatPhone(value: string): string {
  const d = phoneDigits(value);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** `xxx-xx-xxxx`, built up the same way: `123`, `123-4`, `123-45-6`. */
export function formatSsn(value: string): string {
  const d = digitsOnly(value, SSN_DIGITS);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

export function formatLastFour(value: string): string {
  return digitsOnly(value, LAST_FOUR_DIGITS);
}

/** Where the caret goes in `formatted` so that `digitCount` digits stand before it. */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) {
    const first = formatted.search(/\d/);
    return first === -1 ? formatted.length : first;
  }
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted.charAt(index)) && ++seen === digitCount) return index + 1;
  }
  return formatted.length;
}

interface Mask {
  /** The digits kept from what was typed or pasted. */
  digits: (value: string) => string;
  /** How the digits are shown. */
  format: (digits: string) => string;
}

/** ZIP (consumer spec 5): 5 or 9 digits, shown 12345-6789 once a sixth digit is typed. */
export const ZIP_DIGITS = 9;
export function formatZipDigits(value: string): string {
  const d = digitsOnly(value, ZIP_DIGITS);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

const PHONE_MASK: Mask = { digits: phoneDigits, format: formatPhone };
const ZIP_MASK: Mask = { digits: (value) => digitsOnly(value, ZIP_DIGITS), format: formatZipDigits };
const SSN_MASK: Mask = { digits: (value) => digitsOnly(value, SSN_DIGITS), format: formatSsn };
const LAST_FOUR_MASK: Mask = { digits: formatLastFour, format: formatLastFour };

/**
 * A text input that keeps digits only. `value`, `defaultValue` and `onChange` deal in the bare digits;
 * the field (and so a submitted form's value under `name`) shows them formatted: `digitsOnly()` it back.
 */
export type MaskedInputProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  value?: string;
  defaultValue?: string;
  onChange?: (digits: string) => void;
};

function MaskedTextInput({ mask, value, defaultValue, onChange, ...props }: MaskedInputProps & { mask: Mask }) {
  const [digits, setDigits] = useUncontrolled({
    value: value === undefined ? undefined : mask.digits(value),
    defaultValue: defaultValue === undefined ? undefined : mask.digits(defaultValue),
    finalValue: '',
    onChange,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  // Digits before the caret at the last edit: reformatting must not throw the caret to the end.
  const pendingCaret = useRef<number | null>(null);
  const shown = mask.format(digits);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || document.activeElement !== input) return;
    const position = caretAfterDigits(shown, pendingCaret.current);
    pendingCaret.current = null;
    input.setSelectionRange(position, position);
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const raw = event.currentTarget.value;
    const next = mask.digits(raw);
    pendingCaret.current = Math.min(digitsOnly(raw.slice(0, event.currentTarget.selectionStart ?? raw.length)).length, next.length);
    setDigits(next);
  }

  return <TextInput {...props} ref={inputRef} type="text" value={shown} onChange={handleChange} />;
}

/** A US phone number: 10 digits, shown (xxx) xxx-xxxx. */
export function PhoneInput(props: MaskedInputProps) {
  return <MaskedTextInput inputMode="tel" autoComplete="tel-national" placeholder="(555) 123-4567" {...props} mask={PHONE_MASK} />;
}

/** A Social Security number: 9 digits, shown xxx-xx-xxxx. */
export function SsnInput(props: MaskedInputProps) {
  return <MaskedTextInput inputMode="numeric" autoComplete="off" placeholder="123-45-6789" {...props} mask={SSN_MASK} />;
}

/** The last four digits of an SSN or account number. */
export function LastFourInput(props: MaskedInputProps) {
  return <MaskedTextInput inputMode="numeric" autoComplete="off" placeholder="1234" {...props} mask={LAST_FOUR_MASK} />;
}

/** A US ZIP code: 5 or 9 digits, shown 12345-6789. */
export function ZipInput(props: MaskedInputProps) {
  return <MaskedTextInput inputMode="numeric" autoComplete="postal-code" placeholder="12345" {...props} mask={ZIP_MASK} />;
}

/** Digits only, at most `maxDigits` (routing and account numbers): leading zeros are kept. */
export function DigitsInput({ maxDigits, ...props }: MaskedInputProps & { maxDigits: number }) {
  const mask: Mask = { digits: (value) => digitsOnly(value, maxDigits), format: (digits) => digits };
  return <MaskedTextInput inputMode="numeric" autoComplete="off" spellCheck={false} {...props} mask={mask} />;
}
