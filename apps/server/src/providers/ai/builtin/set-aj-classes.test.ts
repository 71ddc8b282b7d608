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

// Set AJ's unsafe class (EN-14), in words of our own: "the letter didn't arrive until <day>" was read as the last day to
// dispute, so a window still open was said to have closed; and "is a late letter legal?" was left unanswered.
describe('set AJ: the day a validation letter came is not its dispute deadline', () => {
  const { plan } = askSoloAt(new Date('2026-12-04T15:00:00Z'));
  it('keeps the printed day and says when the notice was due, in English and Spanish', () => {
    const en = plan(
      'Midland called me on Oct 30 but the validation notice never showed up until Tuesday Nov 17, over two weeks later. It says I can dispute until January 4, 2027. did I miss it? can they send it that late?',
      'en',
      'KY',
    );
    expect(en).toMatch(/printed on your letter is Monday, January 4, 2027/);
    expect(en).not.toMatch(/has passed/);
    expect(en).toMatch(/within 5 days after/);
    const es = plan(
      'La carta de validación no llegó hasta el 20 de noviembre, diez días después de la primera llamada. Dice que tengo hasta el 30 de diciembre de 2026 para disputar. ¿Ya es tarde?',
      'es',
      'AZ',
    );
    expect(es).toMatch(/30 de diciembre de 2026/);
    expect(es).not.toMatch(/ya pasó/);
    expect(es).toMatch(/5 días/);
  });
});

// Set AJ's "rule stated, never applied" class, in words of our own: a service told as "ok so this morning…", a state court's
// own time after a default judgment, and a monthly sum the person proposes for the whole balance.
describe('set AJ: the rule worked out on the person’s own day and figures', () => {
  const { plan } = askSoloAt(new Date('2026-12-04T15:00:00Z'));
  it('counts from "this morning" behind the fillers people type first', () => {
    const en = plan(
      'hey ok so this morning some lady at my door handed me papers from LVNV Funding over a Credit One card, $2,300. do I have to do anything',
      'en',
      'ID',
    );
    expect(en).toMatch(/Counted from Friday, December 4, 2026/);
    expect(en).toMatch(/Last day: Monday, December 28, 2026/);
  });
  it('dates an Alabama district court default judgment’s 14 days', () => {
    const en = plan(
      'Madison County District Court in Huntsville entered a default judgment against me on Tuesday Nov 24 for a Synchrony card. can I still fight it?',
      'en',
      'AL',
    );
    expect(en).toMatch(/14 days after the judgment was entered[^\n]*Tuesday, December 8, 2026/);
  });
  it('works out how long a proposed monthly sum takes on the whole balance', () => {
    const en = plan('my balance is $3,100 with Portfolio Recovery. could we do $200 a month instead of a settlement? how long is that', 'en', 'SC');
    expect(en).toMatch(/At \$200\.00 a month, the whole \$3,100\.00 would take 16 months \(15 payments of \$200\.00 and a last one of \$100\.00\)/);
    const es = plan('Mi saldo ahora es $1,000. ¿Puedo pagar $250 al mes? ¿Cuánto tiempo sería?', 'es', 'NM');
    expect(es).toMatch(/los \$1,000\.00 completos le tomarían 4 meses/);
  });
});

// Set AJ's "second question dropped" class, in words of our own: numbered asks, the second about a misspelled name.
describe('set AJ: each numbered ask of a message is answered', () => {
  const { plan } = askSoloAt(new Date('2026-12-04T15:00:00Z'));
  it('answers the deadline and the wrong name on the papers', () => {
    const en = plan(
      'a deputy gave me a summons at home tuesday dec 1, Cavalry SPV v. Jonathon Reyes, but I spell it Jonathan. (1) how long do I have to answer? (2) since they got my name wrong is the whole lawsuit invalid',
      'en',
      'AZ',
    );
    expect(en).toMatch(/Last day:/);
    expect(en).toMatch(/does not void a lawsuit or its service when you are clearly the person being sued/);
  });
});

// Set AJ part 2's "silence on a plan that hurts the person" class, in words of our own: pay taken off the books, or payouts
// moved elsewhere, to get around a garnishment.
describe('set AJ: a plan to dodge a garnishment is warned against', () => {
  const { plan } = askSoloAt(new Date('2026-12-04T15:00:00Z'));
  it('in English and Spanish, and not for a payment the person made in cash', () => {
    expect(plan('my job is garnishing me 25% in Ohio. what if I get paid in cash from now on so the garnishment cant take anything', 'en', 'OH')).toMatch(
      /^Don't ask your employer to pay you in cash or off the books/,
    );
    expect(plan('they garnish her Instacart payouts in Missouri. could she send her payouts to our joint account so they cant touch it', 'en', 'MO')).toMatch(
      /^Don't ask your employer to pay you in cash/,
    );
    expect(plan('¿Le digo a mi patrón que me pague en efectivo para que no me quiten del cheque? Me embargan en Arizona.', 'es', 'AZ')).toMatch(
      /^No le pida a su patrón que le pague en efectivo/,
    );
    expect(plan('I paid the collector in cash so I have no receipt, can they say I never paid?', 'en', 'OH')).not.toMatch(/Don't ask your employer/);
  });
});

// Set AJ's "rule not applied to the figures" class for benefits, in words of our own: the monthly amount in brackets and
// deposits that "go in" on two dates.
describe('set AJ: benefits the bank protects, on the deposits the person gives', () => {
  const { plan } = askSoloAt(new Date('2026-12-04T15:00:00Z'));
  it('counts the two deposits and says what could be held', () => {
    const en = plan(
      'my SSDI ($1,500) goes into my credit union account each month, it hit on Oct 28 and Nov 25. they froze my account on Tuesday Dec 1 for a garnishment. balance was $3,400. what can they keep?',
      'en',
      'OR',
    );
    expect(en).toMatch(/\$3,000\.00 in all/);
    expect(en).toMatch(/at most \$400\.00 could be held/);
  });
});

// Set AJ's "state rule missing" class, in words of our own: Oregon's and Vermont's year to undo a default judgment.
describe('set AJ: a state’s own time to undo a default judgment', () => {
  const { plan } = askSoloAt(new Date('2026-12-04T15:00:00Z'));
  it('names Oregon’s year from notice and Vermont’s year from entry', () => {
    expect(
      plan(
        'Lane County Circuit Court in Eugene Oregon gave Midland a default judgment last spring, i never got served. can i still get it undone?',
        'en',
        'OR',
      ),
    ).toMatch(/no more than one year after you received notice of the judgment[^\n]*Or\. R\. Civ\. P\. 71 B\(1\)/);
    expect(
      plan('Vermont Superior Court in Burlington entered a default judgment on me in September while I was in the hospital. can I get it vacated?', 'en', 'VT'),
    ).toMatch(/no more than one year after the judgment was entered[^\n]*Vt\. R\. Civ\. P\. 60\(b\)/);
  });
});

// Set AJ part 2's misread-date class (EN-22), in words of our own: "yesterday" with the date written after it is that date.
describe('set AJ: a relative day followed by its written date', () => {
  const { plan } = askSoloAt(new Date('2026-12-05T15:00:00Z'));
  it('counts from the written date', () => {
    const en = plan('Kent County, Michigan district court. I signed for the certified mail yesterday Wednesday Dec 2. when is my answer due', 'en', 'MI');
    expect(en).toMatch(/Counted from Wednesday, December 2, 2026/);
    expect(en).not.toMatch(/Counted from Friday, December 4, 2026/);
  });
});

// Set AJ's "state rule missing" class for a vehicle, in words of our own.
describe('set AJ: a state’s one-vehicle exemption on the value the person gives', () => {
  const { plan } = askSoloAt(new Date('2026-12-04T15:00:00Z'));
  it('says within or above the Kansas and Florida limits', () => {
    expect(
      plan('Topeka KS, judgment for $6,000 against me. my 2015 Silverado is worth about $11,500 and paid off. can the sheriff take my truck?', 'en', 'KS'),
    ).toMatch(/In Kansas one vehicle is protected up to \$20,000\.00[^\n]*Yours, worth about \$11,500\.00, is within that/);
    expect(plan('Tampa. they have a judgment on me. can they take my car? it is worth about $6,000', 'en', 'FL')).toMatch(
      /In Florida one vehicle is protected up to \$1,000\.00[^\n]*is above that/,
    );
  });
});
