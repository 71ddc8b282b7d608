import { centsToDollars, formatCents, wholeDollarCents } from '@parley/shared';
import { useIntl } from 'react-intl';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Money, dates and numbers in the page's language (US dollars always; es-US writes $1,234.56 too). */
export function useFormat() {
  const intl = useIntl();
  const locale = intl.locale;
  return {
    locale,
    money: (cents: number) => formatCents(cents, locale),
    /** An approximate amount in whole dollars: "about $1,000". */
    wholeDollars: (cents: number) =>
      intl.formatNumber(centsToDollars(wholeDollarCents(cents)), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
    /**
     * A date in words: "November 26, 2026" / "26 de noviembre de 2026". A calendar date ("2026-11-26")
     * is read as that day wherever the reader is; a timestamp in the reader's time zone.
     */
    date: (value: string | Date, style: 'long' | 'medium' | 'short' = 'long') =>
      typeof value === 'string' && CALENDAR_DATE.test(value)
        ? intl.formatDate(`${value}T12:00:00Z`, { dateStyle: style, timeZone: 'UTC' })
        : intl.formatDate(value, { dateStyle: style }),
    dateTime: (value: string | Date) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }),
    number: (value: number) => intl.formatNumber(value),
  };
}
