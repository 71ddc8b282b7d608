import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';
import { classifyIntent } from './intents.js';

// Set AD's unsafe class (2026-12-15-ad/grades.md), tested in words of our own: asked to write to the judge after a
// default, Ask Solo only opened the editor; the court acts on a filed motion with its own deadline, so the request is
// answered first.
describe('set AD: a letter asked for after a default or a missed hearing is answered, not only drafted', () => {
  it('answers the request in English and Spanish', () => {
    expect(
      classifyIntent(
        'My car broke down on the way to court and I missed the hearing. The clerk says a default judgment was entered. Please draft a letter to the judge explaining.',
      ),
    ).toEqual({ kind: 'question' });
    expect(classifyIntent("Judgment was entered against me since I didn't show. Can you write me a hardship letter for the court")).toEqual({
      kind: 'question',
    });
    expect(classifyIntent('No pude ir a la audiencia por el hospital y ya hay sentencia en mi contra. Quiero una carta de dificultad para el juez.')).toEqual({
      kind: 'question',
    });
  });
  it('still opens the editor for a letter asked for before any judgment', () => {
    expect(classifyIntent('Please draft a hardship letter to my credit card company.')).toEqual({
      kind: 'tool',
      name: 'start_document_generation',
      arguments: {},
    });
    expect(classifyIntent('Quiero una carta de disputa para la agencia.')).toMatchObject({ kind: 'tool', name: 'start_document_generation' });
    expect(classifyIntent('I never received the validation letter, please draft a dispute letter.')).toMatchObject({
      kind: 'tool',
      name: 'start_document_generation',
    });
  });
});

// Set AD's second unsafe class: a caller who will not identify itself in writing was told how to set up payments.
describe('set AD: a collector that withholds its address or anything in writing is checked before it is paid', () => {
  const { plan } = askSoloAt(new Date('2026-12-03T15:00:00Z'));
  it('warns first that a real collector sends a written notice with its address, in English and Spanish', () => {
    const en = plan(
      "A man keeps calling about an old $2,400 medical bill and wants me to set up $200 a month by debit card. He won't tell me the company's mailing address or send anything in writing. Should I just start paying?",
      'en',
      'GA',
    );
    expect(en.split('\n\n')[0]).toMatch(/mailing address and a written validation notice/);
    expect(en).toMatch(/warning sign of a scam/);
    const asked = plan(
      "Some company called Apex Recovery keeps phoning about a $900 cash advance. I asked for their address so I could mail a dispute and they said they can't, I should just give a card number over the phone. What should I do?",
      'en',
      'OH',
    );
    expect(asked).toMatch(/warning sign of a scam/);
    const es = plan('Le pedí su dirección al cobrador para mandar una carta y no me la quiso dar, solo quiere que pague por teléfono. ¿Qué hago?', 'es', 'TX');
    expect(es.split('\n\n')[0]).toMatch(/señal de estafa/);
  });
  it('keeps a collector that sent its notice on the question asked', () => {
    const en = plan('The collector mailed me a validation notice with their address. Can I pay them $50 a month instead of the lump sum?', 'en', 'GA');
    expect(en).not.toMatch(/warning sign of a scam/);
    const own = plan("I don't want to give the collector my home address. Can they still sue me over the $1,200 card?", 'en', 'GA');
    expect(own.split('\n\n')[0]).not.toMatch(/warning sign of a scam/);
  });
});

// Set AD's arithmetic class: the bank's two-month lookback started three days late, so a benefit paid at the start
// of the window was said to be unprotected. 31 C.F.R. § 212.3 counts from the day before the review back to the
// same date two months earlier.
describe('set AD: the lookback reaches back to the same date two months before the day before the freeze', () => {
  const { plan } = askSoloAt(new Date('2026-12-30T15:00:00Z'));
  it('counts a deposit made on the first days of the window, in English and Spanish', () => {
    const en = plan(
      'my SSDI is $1,150 a month direct deposit, it hit sept 3 and oct 3. the bank froze my checking on nov 2 over a judgment, balance was $2,900. how much do they have to give back',
      'en',
      'GA',
    );
    expect(en).toMatch(/\$2,300\.00 in all/);
    expect(en).toMatch(/at most \$600\.00 could be held/);
    const es = plan(
      'Me depositan $980 del Seguro Social; llegaron el 30 de octubre y el 30 de noviembre. El banco congeló la cuenta el 31 de diciembre por una sentencia y tenía $2,500. ¿Cuánto pueden quitarme?',
      'es',
      'TX',
    );
    expect(es).toMatch(/\$1,960\.00/);
  });
  it('leaves out a deposit made before the window', () => {
    const early = plan(
      'SSI of $900 came on August 31 and September 30 and October 30. Bank froze the account November 2 for a judgment, with $2,700 in it. Can they keep it?',
      'en',
      'OH',
    );
    expect(early).toMatch(/\$1,800\.00 in all/);
  });
});

// Set AD's misreading class: the amount printed on a 1099-C under its own label ("amount of debt discharged") was read
// as the balance settled, and a smaller forgiven amount recomputed from it.
describe('set AD: the figure under a 1099-C’s own label is the forgiven amount', () => {
  const { plan } = askSoloAt(new Date('2026-12-04T15:00:00Z'));
  it('works the insolvency out on that amount, in English and Spanish', () => {
    const en = plan(
      'settled my Barclays card back in 2022, paid $2,000 and they wrote off the rest. now I got a 1099-C, box 2 says debt canceled: $5,300. at that time I owed $21,000 total and everything I had was worth $19,500. do I owe tax on the 5,300?',
      'en',
      'OR',
    );
    expect(en).toMatch(/\$1,500\.00/);
    expect(en).toMatch(/\$3,800\.00/);
    expect(en).not.toMatch(/forgives \$3,300\.00/);
    const es = plan(
      'Arreglé una tarjeta, pagué $1,500 y me perdonaron lo demás. La forma 1099-C dice "deuda cancelada $4,800". En ese tiempo debía $30,000 en total y todo lo que tenía valía $27,000. ¿Pago impuestos?',
      'es',
      'NV',
    );
    expect(es).toMatch(/\$3,000\.00/);
    expect(es).toMatch(/\$1,800\.00/);
  });
});
