import type { MessageDescriptor } from 'react-intl';

/**
 * How an offer's total compares with the firm's ask or the balance (shared `OfferComparison`), in the
 * consumer's words: the offer form's confirmation and the offer ladder's rungs say it alike.
 */
export const comparisonMessages = {
  less: { id: 'offers.confirm.less', defaultMessage: 'That is {difference} less than the firm’s offer of {firm}.' },
  share: { id: 'offers.confirm.share', defaultMessage: 'That is {percent}% of the {owed} owed.' },
} satisfies Record<string, MessageDescriptor>;
