import { LETTER_KINDS, PRODUCT_TITLES, STEP_TITLES } from '@parley/shared';
import { labelMessages } from '../../i18n/label-messages';

/** The intake's names other pages say too (the dashboard card): its steps, products and letters. */
export const INTAKE_NAMES = {
  steps: labelMessages('intake.step', STEP_TITLES),
  products: labelMessages('intake.product', PRODUCT_TITLES),
  letters: labelMessages(
    'intake.letter',
    Object.fromEntries(LETTER_KINDS.map((l) => [l.key, l.title])) as Record<(typeof LETTER_KINDS)[number]['key'], string>,
  ),
};
