import { CONSUMER_STAGES, CONSUMER_WORDING, describePhases, formatCents, type StageContext } from '@parley/shared';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { phrasePhases, stageWording } from '../../src/consumer/cases/case-words';

/**
 * The case page says each stage and each plan through messages (so Spanish can say them too); in
 * English they must say exactly what the shared wording says, which the server and e2e tests use.
 */
const english = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });
const money = (cents: number) => formatCents(cents, 'en-US');

const CONTEXTS: StageContext[] = [
  { firmName: 'Lee & Park LLP', firmOnParley: true, amountOwedCents: 123456, firmOfferCount: 1 },
  { firmName: 'Acme Recovery', firmOnParley: false, amountOwedCents: null, firmOfferCount: 0 },
  { firmName: 'Acme Recovery', firmOnParley: false, amountOwedCents: 90000, firmOfferCount: 3 },
];

describe('the case words in English', () => {
  it.each(CONSUMER_STAGES)('say the shared wording of the %s stage', (stage) => {
    for (const c of CONTEXTS) {
      const words = stageWording(english, money, stage, c);
      expect(words).toMatchObject({ title: CONSUMER_WORDING[stage].title, badge: CONSUMER_WORDING[stage].badge, text: CONSUMER_WORDING[stage].text(c) });
    }
  });

  it('phrase a plan as describePhases does', () => {
    for (const phases of [
      [{ iterations: 1, payment_amount_cents: 90000 }],
      [
        { iterations: 2, payment_amount_cents: 50000 },
        { iterations: 8, payment_amount_cents: 25050 },
      ],
    ]) {
      expect(phrasePhases(english, money, phases)).toBe(describePhases(phases));
    }
  });
});
