import { CREDIT_FACTOR_LABELS, CREDIT_MESSAGES, SCORE_BAND_LABELS, type StatusTier, TIER_LABELS } from '@parley/shared';
import type { MessageDescriptor } from 'react-intl';
import { labelMessages } from '../../i18n/label-messages';

/** The credit report's shared words (consumer spec 4, 8, 9) in the page's language; their English lives in @parley/shared. */
export const creditText = labelMessages('credit.message', CREDIT_MESSAGES);
export const factorText = labelMessages('credit.factor', CREDIT_FACTOR_LABELS);
// Its keys are the tiers 1–5 (numbers), which labelMessages' string keys widen.
export const tierText = labelMessages('credit.tier', TIER_LABELS) as Record<StatusTier, MessageDescriptor>;
export const scoreBandText = labelMessages('credit.band', SCORE_BAND_LABELS);
