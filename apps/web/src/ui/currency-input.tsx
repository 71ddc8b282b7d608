import { NumberInput, type NumberInputProps } from '@mantine/core';
import { parseDollarsToCents } from '@parley/shared';

/**
 * Consumer spec 5 "Currency inputs": dollars with a $, thousands separators and two decimals.
 * An amount is never changed behind the person's back (Mantine clamps to min/max on blur by
 * default: $5,000 became the $800 balance and was charged): a form refuses it with a message.
 */
export function CurrencyInput(
  props: Omit<NumberInputProps, 'prefix' | 'thousandSeparator' | 'decimalScale' | 'fixedDecimalScale' | 'hideControls' | 'clampBehavior'>,
) {
  return (
    <NumberInput
      prefix="$"
      thousandSeparator=","
      decimalScale={2}
      fixedDecimalScale
      min={0}
      hideControls
      inputMode="decimal"
      allowNegative={false}
      clampBehavior="none"
      {...props}
    />
  );
}

/** A currency input's value as cents, or null while empty or not an amount. */
export function currencyToCents(value: string | number): number | null {
  if (value === '' || value === null) return null;
  return parseDollarsToCents(value);
}
