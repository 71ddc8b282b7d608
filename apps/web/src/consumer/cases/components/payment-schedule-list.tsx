import { List, Text } from '@mantine/core';
import { type OfferView, paymentSchedule } from '@parley/shared';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useFormat } from '../../../i18n/use-format';

const SHOWN = 6;

const m = {
  label: { id: 'offers.schedule.label', defaultMessage: 'Payment schedule' },
  more: { id: 'offers.schedule.more', defaultMessage: '… and {count} more, the last on {lastDate}' },
} satisfies Record<string, MessageDescriptor>;

/** When each payment of an offer falls due: monthly from the first payment date. */
export function PaymentScheduleList({ offer }: { offer: OfferView }) {
  const intl = useIntl();
  const format = useFormat();
  if (!offer.first_payment_date) return null;
  const rows = paymentSchedule(offer.phases, offer.first_payment_date);
  const last = rows[rows.length - 1];
  return (
    <List size="sm" spacing={2} listStyleType="none" aria-label={intl.formatMessage(m.label)}>
      {rows.slice(0, SHOWN).map((r) => (
        <List.Item key={r.date}>
          <Text span size="sm" c="dimmed">
            {format.date(r.date)}
          </Text>{' '}
          {format.money(r.amount_cents)}
        </List.Item>
      ))}
      {rows.length > SHOWN && last ? (
        <List.Item>
          <Text span size="sm" c="dimmed">
            {intl.formatMessage(m.more, { count: rows.length - SHOWN, lastDate: format.date(last.date) })}
          </Text>
        </List.Item>
      ) : null}
    </List>
  );
}
