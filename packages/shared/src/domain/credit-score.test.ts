import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREDIT_SCORE_MAX, SCORE_BAND_LABELS, scoreBand, scoreFraction, scoreLabel, scoreTier, TIER_LABELS } from './credit-score.js';
import { PAY_FREQUENCY_LABELS } from './pay-frequency.js';

describe('score bands (consumer spec 9)', () => {
  it.each([
    [300, 'very_poor'],
    [579, 'very_poor'],
    [580, 'poor'],
    [669, 'poor'],
    [670, 'good'],
    [739, 'good'],
    [740, 'very_good'],
    [799, 'very_good'],
    [800, 'excellent'],
    [850, 'excellent'],
  ] as const)('puts %i in %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });

  it('names the bands and tiers as the spec does', () => {
    expect(Object.values(SCORE_BAND_LABELS)).toEqual(['Very poor', 'Poor', 'Good', 'Very good', 'Excellent']);
    expect(TIER_LABELS).toEqual({ 1: 'Excellent', 2: 'Good', 3: 'Fair', 4: 'Needs some love', 5: 'Needs extra love' });
  });

  it('labels a score by its band alone: 725 is Good (it was shown as Good beside a FAIR badge)', () => {
    expect(scoreLabel(725)).toBe('Good');
    expect(scoreLabel(579)).toBe('Very poor');
    expect(scoreLabel(800)).toBe('Excellent');
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 850 }), (score) => {
        expect(scoreLabel(score)).toBe(SCORE_BAND_LABELS[scoreBand(score)]);
      }),
    );
  });

  it('never gives a higher score a worse tier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 849 }), (score) => {
        expect(scoreTier(score + 1)).toBeLessThanOrEqual(scoreTier(score));
      }),
    );
  });

  it('places a score on the gauge to 850', () => {
    expect(scoreFraction(300)).toBe(0);
    expect(scoreFraction(CREDIT_SCORE_MAX)).toBe(1);
    expect(scoreFraction(900)).toBe(1);
    expect(scoreFraction(575)).toBeCloseTo(0.5);
  });
});

describe('pay frequency labels (consumer spec 9)', () => {
  it('reads biweekly and semi-monthly as twice a month and unknown as irregular', () => {
    expect(PAY_FREQUENCY_LABELS).toEqual({
      WEEKLY: 'weekly',
      BIWEEKLY: 'twice a month',
      SEMI_MONTHLY: 'twice a month',
      MONTHLY: 'monthly',
      UNKNOWN: 'irregular',
    });
  });
});
