import { describe, expect, it } from 'vitest';
import { askSoloAt, firstParagraph } from '../../../test/ask-solo.js';

/** Classes of blind set AH (2026-12-19-ah), each tested in words of our own. */
const now = new Date('2026-12-04T15:00:00Z');
const { plan } = askSoloAt(now);

describe('set AH: a neighbouring question answered', () => {
  it('answers a frozen account that holds a tax refund as a bank levy, not as a refund offset (Q-ES-16, unsafe)', () => {
    const en = plan(
      'Chase froze my savings over a judgment from the county court. Most of the $1,900 in it is my tax refund, the EITC part too. What can I get back?',
      'en',
      'MI',
    );
    expect(firstParagraph(en)).toMatch(/^A creditor with a judgment can have your bank freeze/);
    const es = plan('me congelaron la cuenta del banco por una sentencia y ahi estaba mi reembolso de impuestos, que hago?', 'es', 'NJ');
    expect(firstParagraph(es)).toMatch(/^Un acreedor con sentencia puede hacer que su banco congele/);
    // A refund taken before it reaches the account is still the offset's question.
    expect(firstParagraph(plan('Can a credit card company take my tax refund?', 'en', 'MI'))).toMatch(/tax refund can be offset/);
  });
});
