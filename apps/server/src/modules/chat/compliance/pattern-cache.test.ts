import { describe, expect, it } from 'vitest';
import { globalPatternCount } from './rules/negation.js';
import { neutralContext, runRules } from './scanner.js';

describe("the rules' compiled patterns", () => {
  it('stay as many however many messages are scanned', () => {
    const ctx = { ...neutralContext(), balanceCents: null };
    const messages = [
      'Your balance is $420. We can set up a plan whenever you are ready.',
      'Pay by Friday or we will garnish your wages and tell your boss.',
      'Su hermana no es responsable de esta deuda. Podemos hablar de un plan de pagos.',
      'Since the executor is now personally responsible, send the payment today.',
    ];
    for (const text of messages) runRules(text, ctx);
    const compiled = globalPatternCount();
    for (let round = 0; round < 5; round++) for (const text of messages) runRules(text, ctx);
    expect(globalPatternCount()).toBe(compiled);
  });
});
