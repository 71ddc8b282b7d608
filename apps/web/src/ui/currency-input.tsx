import { NumberInput, type NumberInputProps } from '@mantine/core';
import { parseDollarsToCents } from '@parley/shared';

/** Consumer spec 5 "Currency inputs": dollars with a $, thousands separators and two decimals. */
export function CurrencyInput(props: Omit<NumberInputProps, 'prefix' | 'thousandSeparator' | 'decimalScale' | 'fixedDecimalScale' | 'hideControls'>) {
  return <NumberInput prefix="$" thousandSeparator="," decimalScale={2} fixedDecimalScale min={0} hideControls inputMode="decimal" {...props} />;
}

/** A currency input's value as cents, or null while empty or not an amount. */
export function currencyToCents(value: string | number): number | null {
  if (value === '' || value === null) return null;
  return parseDollarsToCents(value);
}
