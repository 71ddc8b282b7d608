import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';

/**
 * A joint account levied for one owner's debt (blind set AB's grader: an account shared with a parent answered as the
 * person's own). Asked in other words, states, relatives and amounts than any set's: whose money it is and how the other owner
 * claims it, beside what the question's figures work out; a levy on one's own account keeps its own card.
 */
const { plan } = askSoloAt(new Date('2026-12-03T15:00:00Z'));

describe('a joint account levied for one owner’s debt', () => {
  it('says the other owner’s money can be claimed back with proof of the deposits, in English and Spanish', () => {
    const en = plan(
      "Our savings at the credit union is in my name and my grandmother's. She puts her pension in; the levy is for MY repo deficiency judgment. Bank froze all $2,900. Is her part gone?",
      'en',
      'OH',
    );
    expect(en).toMatch(/whole joint account/);
    expect(en).toMatch(/proof of who deposited what/);
    expect(en).toMatch(/third-party claim/);
    const added = plan(
      'Years back my father added me to his checking so I could pay his bills. A creditor of mine levied it last week. Can they keep his money?',
      'en',
      'MI',
    );
    expect(added).toMatch(/whole joint account/);
    const es = plan(
      'tengo una cuenta mancomunada con mi esposa en Bank of America y la congelaron por una sentencia contra mí; casi todo es de su cheque del trabajo. ¿Qué hacemos?',
      'es',
      'NV',
    );
    expect(es).toMatch(/cuenta conjunta/);
    expect(es).toMatch(/reclamo de tercero/);
  });

  it('leaves a levy on the person’s own account to the frozen-account card', () => {
    const own = plan('Wells Fargo froze my personal checking yesterday over a judgment from an old Discover card. What now?', 'en', 'OR');
    expect(own).not.toMatch(/whole joint account/);
    expect(own).toMatch(/exempt/i);
  });
});
