import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';

// Set AJ's wrong-figure class (2026-12-21-aj), tested in words of our own: a settlement said as "a lump sum of $1,800"
// was passed over for the "$3,000 in checking" the person owned, and the forgiven part worked out from that.
describe('set AJ: the price said as a lump sum, and money the person holds, in a tax question', () => {
  const { plan } = askSoloAt(new Date('2026-12-04T15:00:00Z'));
  it('settles at the lump sum and never at what sits in the bank, in English and Spanish', () => {
    const en = plan(
      'they offered to close out my $5,000 Discover balance with a lump sum of $1,500. do I pay tax on what they forgive? I have $2,500 in savings and owe about $20,000 in all',
      'en',
      'OH',
    );
    expect(en).toMatch(/settling \$5,000\.00 for \$1,500\.00 forgives \$3,500\.00/);
    const es = plan(
      'Me ofrecen cerrar mi deuda de $4,000 con un pago único de $1,200. Tengo $2,000 en mi cuenta. ¿Pago impuestos por lo que me perdonan?',
      'es',
      'TX',
    );
    expect(es).toMatch(/\$2,800\.00/);
    expect(es).not.toMatch(/\$2,000\.00 (?:perdona|de perdón)/);
  });
});
