import { createIntl, type IntlShape, type MessageDescriptor } from 'react-intl';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const m = {
  justNow: { id: 'chat.time.justNow', defaultMessage: 'Just now' },
  minutesAgo: { id: 'chat.time.minutesAgo', defaultMessage: '{count}m ago' },
  hoursAgo: { id: 'chat.time.hoursAgo', defaultMessage: '{count}h ago' },
  daysAgo: { id: 'chat.time.daysAgo', defaultMessage: '{count}d ago' },
  today: { id: 'chat.time.today', defaultMessage: 'Today' },
  yesterday: { id: 'chat.time.yesterday', defaultMessage: 'Yesterday' },
} satisfies Record<string, MessageDescriptor>;

/** The collector portal's words (and a caller without a page's intl): English. */
const ENGLISH = createIntl({ locale: 'en-US' });

/** Collector spec 9: Just now (under 1 minute), Nm ago, Nh ago, Nd ago (under 7 days), then a date. */
export function conversationTimeLabel(iso: string, now: Date, intl: IntlShape = ENGLISH): string {
  const at = new Date(iso);
  const ago = Math.max(0, now.getTime() - at.getTime());
  if (ago < MINUTE) return intl.formatMessage(m.justNow);
  if (ago < HOUR) return intl.formatMessage(m.minutesAgo, { count: Math.floor(ago / MINUTE) });
  if (ago < DAY) return intl.formatMessage(m.hoursAgo, { count: Math.floor(ago / HOUR) });
  if (ago < 7 * DAY) return intl.formatMessage(m.daysAgo, { count: Math.floor(ago / DAY) });
  return intl.formatDate(at, { month: 'short', day: 'numeric', year: 'numeric' });
}

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

/** Collector spec 9: date dividers say Today and Yesterday, else the date. */
export function dateDividerLabel(iso: string, now: Date, intl: IntlShape = ENGLISH): string {
  const at = new Date(iso);
  if (dayKey(at) === dayKey(now)) return intl.formatMessage(m.today);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(at) === dayKey(yesterday)) return intl.formatMessage(m.yesterday);
  return intl.formatDate(at, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

export function isSameDay(a: string, b: string): boolean {
  return dayKey(new Date(a)) === dayKey(new Date(b));
}
