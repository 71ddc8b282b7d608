import { List, Text } from '@mantine/core';
import { formatCents, formatLongDate, type OfferView, paymentSchedule } from '@parley/shared';

const SHOWN = 6;

/** When each payment of an offer falls due: monthly from the first payment date. */
export function PaymentScheduleList({ offer }: { offer: OfferView }) {
  if (!offer.first_payment_date) return null;
  const rows = paymentSchedule(offer.phases, offer.first_payment_date);
  const last = rows[rows.length - 1];
  return (
    <List size="sm" spacing={2} listStyleType="none" aria-label="Payment schedule">
      {rows.slice(0, SHOWN).map((r) => (
        <List.Item key={r.date}>
          <Text span size="sm" c="dimmed">
            {formatLongDate(r.date)}
          </Text>{' '}
          {formatCents(r.amount_cents)}
        </List.Item>
      ))}
      {rows.length > SHOWN && last ? (
        <List.Item>
          <Text span size="sm" c="dimmed">
            … and {rows.length - SHOWN} more, the last on {formatLongDate(last.date)}
          </Text>
        </List.Item>
      ) : null}
    </List>
  );
}
