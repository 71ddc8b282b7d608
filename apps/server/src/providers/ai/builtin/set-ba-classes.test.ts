import { describe, expect, it } from 'vitest';
import { askSoloAt, firstParagraph } from '../../../test/ask-solo.js';

// Classes of set BA's blind answers graded wrong or unsafe (2027-01-11), each tested in wording of our own.

const { plan, planned } = askSoloAt(new Date('2026-12-07T15:00:00Z'));

describe('set BA: a judgment told by the words of its paper', () => {
  it('is answered about the judgment and its appeal, never with a dispute letter to the collector', () => {
    const text = plan(
      'Got a notice of judgment from the district judge in Allentown, judgment for plaintiff Midland Credit $1,412.08, date of judgment 11/24/2026. It mentions 30 days. Can I still do something?',
      'en',
      'PA',
    );
    expect(text).toMatch(/common pleas/i);
    expect(text).toMatch(/Thursday, December 24, 2026/);
    expect(text).not.toMatch(/validation notice/);
  });
  it('reads it in Spanish too', () => {
    const text = plan('Me llegó el papel con la fecha de la sentencia, 20 de noviembre, a favor del demandante. ¿Todavía puedo pelearlo?', 'es', 'PA');
    expect(text).not.toMatch(/aviso de validación/);
  });
  it('keeps a suit not yet decided a suit', () => {
    expect(planned('The summons says the plaintiff asks for judgment for $900. When is my answer due?', 'en', 'PA').intent).not.toMatch(
      /judgment-means|set-aside/,
    );
  });
});

describe('set BA: a case told as lost with "a" or "un"', () => {
  it('is answered with the appeal', () => {
    expect(plan('Lost a case in general sessions court in Memphis last Friday. Can I appeal?', 'en', 'TN')).toMatch(/Circuit Court/);
    expect(plan('Perdí una demanda en General Sessions de Nashville el jueves. ¿Puedo apelar?', 'es', 'TN')).toMatch(/Circuit Court/);
  });
});

describe('set BA: a collector who called someone of the person’s church, team or street', () => {
  it('is answered with the rule on third parties, not the one on employers', () => {
    expect(planned('The collection agency phoned my kid’s soccer coach and told him about my debt. Can they do that?', 'en', 'GA').intent).toBe(
      'card:c-contact-neighbors-friends',
    );
    expect(planned('Un cobrador le contó a mi vecina que debo dinero. ¿Es legal?', 'es', 'TX').intent).toBe('card:c-contact-neighbors-friends');
  });
});

describe('set BA: a text "from a court" asking to pay a figure with cents by a link, or arrest', () => {
  it('is answered as the arrest scam', () => {
    expect(planned('Got a text from "County Court": pay $214.75 now via this link or a warrant issues. Real?', 'en', 'OH').intent).toBe(
      'card:c-scam-arrest-warrant-call',
    );
    expect(planned('Me llegó un texto de la corte: pague $99.99 hoy en este enlace o habrá orden de arresto. ¿Es real?', 'es', 'FL').intent).toBe(
      'card:c-scam-arrest-warrant-call',
    );
  });
});

describe('set BA: a Spanish month typed short ("el 1 de dic")', () => {
  it('counts the deposit it dates in the bank’s two-month look-back', () => {
    const text = plan(
      'Me congelaron la cuenta el 4 de dic. Cobro seguro social, $1,210 por depósito directo, el último el 2 de dic y el otro el 3 de nov. Tengo $2,000 en la cuenta.',
      'es',
      'AZ',
    );
    expect(text).toMatch(/\$2,420\.00 en total/);
  });
});

describe('set BA: a judgment won on a car’s deficiency, and other property asked about', () => {
  it('is answered with what a judgment creditor may take, not with repossession', () => {
    const text = plan(
      'The finance company got a judgment for the deficiency after they sold my truck, $6,100. Can they go after my house or take my 401k now?',
      'en',
      'OH',
    );
    expect(firstParagraph(text)).toMatch(/^Every state protects some property from a judgment creditor/);
    expect(text).toMatch(/401\(k\)/);
  });
  it('keeps a repossession question about the car a repossession question', () => {
    expect(plan('They repossessed my car and sold it, now they say I owe a deficiency of $3,000. Can they do that?', 'en', 'OH')).toMatch(
      /Car repossession is a secured-debt matter/,
    );
  });
});

describe('set BA: money to be put "somewhere safe before they find it"', () => {
  it('is warned against as hiding it from the creditor', () => {
    expect(
      plan('There is a judgment against me for $4,000. Should I withdraw my savings and keep them somewhere safe before they find them?', 'en', 'MI'),
    ).toMatch(/fraudulent \(voidable\) transfer/);
  });
});

describe('set BA: a collector calling about a debt in a bankruptcy under way', () => {
  it('is answered with the automatic stay, in English and Spanish', () => {
    expect(
      planned("I'm in a chapter 13 and pay the trustee every month. A collector keeps calling about a card in my plan. Should I settle?", 'en', 'WI').intent,
    ).toBe('card:c-bankruptcy-stay-calls');
    expect(planned('Estamos en bancarrota capítulo 7 desde octubre y una agencia nos sigue llamando por una tarjeta. ¿Pueden?', 'es', 'IL').intent).toBe(
      'card:c-bankruptcy-stay-calls',
    );
  });
  it('leaves a discharged debt to its own card', () => {
    expect(
      planned('My chapter 7 case ended with a discharge last year but a collector is calling about a card from before. Can they?', 'en', 'WI').intent,
    ).not.toBe('card:c-bankruptcy-stay-calls');
  });
});

describe('set BA: something returned or cancelled, now a collection on the credit report', () => {
  it('is answered with the dispute to the bureaus', () => {
    expect(
      planned('I returned the laptop within 30 days and have the receipt, but a collection agency put $900 on my credit report. What now?', 'en', 'NM').intent,
    ).toBe('card:c-credit-dispute-bureau');
    expect(planned('Cancelé el gimnasio a tiempo y ahora una agencia de cobranza lo puso en mi reporte de crédito. ¿Qué hago?', 'es', 'CA').intent).toBe(
      'card:c-credit-dispute-bureau',
    );
  });
  it('leaves an account opened in the person’s name by someone else to the identity-theft answer', () => {
    expect(
      planned('Someone opened a phone line in my name, I cancelled it, and now a collection is on my credit report. What do I do?', 'en', 'NM').intent,
    ).not.toBe('card:c-credit-dispute-bureau');
  });
});
