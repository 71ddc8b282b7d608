import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';

// Classes of set AV's blind answers graded unsafe (2027-01-06), each tested in wording of our own, and two slips in the key facts'
// topics the fixes showed.

const now = new Date('2026-12-07T15:00:00Z');
const { planned } = askSoloAt(now);

describe('set AV: papers left with someone at a home in another state than the court', () => {
  it("counts the court's out-of-state period", () => {
    const text = planned(
      'I live in Alexandria, Virginia. A Maryland district court case, Montgomery County, over a $2,100 loan. The process server left the papers with my wife here at our house on Monday, November 9. Is it too late?',
      'en',
      'VA',
    ).text;
    expect(text).toMatch(/Last day: Friday, January 8, 2027/);
    expect(text).not.toMatch(/Last day: Tuesday, November 24, 2026/);
  });
  it('keeps the in-state period for papers left at a home in the same state', () => {
    const text = planned(
      'I live in Baltimore, Maryland. A district court case over a loan; the server left the papers with my wife here at our house on Monday, November 30. When is it due?',
      'en',
      'MD',
    ).text;
    expect(text).toMatch(/Last day: Tuesday, December 15, 2026/);
  });
});

describe("set AV: a suit's notice read in a newspaper", () => {
  it('is answered as a suit served by publication, never with a judgment said void', () => {
    const text = planned(
      'mi vecina me enseñó el periódico, sale un aviso de demanda contra mí de una compañía de cobranza por $2,900 en la corte superior. nunca me entregaron nada porque me mudé. ¿cuenta? ¿cuánto tiempo tengo?',
      'es',
      'CA',
    ).text;
    expect(text).toMatch(/notificación por edicto/);
    expect(text).toMatch(/Presente una Contestación por escrito/);
    expect(text).not.toMatch(/sentencia puede ser nula/);
  });
  it('is read as a judgment when a judgment is named', () => {
    const text = planned(
      'the newspaper printed a notice about a judgment against me from the county court in 2022, I never knew. can I undo it?',
      'en',
      'CA',
    ).text;
    expect(text).not.toMatch(/If you were served with a lawsuit:/);
  });
});

describe('set AV: a bill charity care or insurance already covered, still collected', () => {
  it('says not to pay it, and to send the proof and dispute, in both languages', () => {
    const en = planned(
      'The hospital granted me financial assistance for the whole ER bill, I have the letter, but a collection agency now says I owe $1,900 and should pay and ask the hospital for a refund later. Should I?',
      'en',
      'OR',
    );
    expect(en.intent).toBe('card:c-bill-already-covered');
    expect(en.text).toMatch(/^Don't pay it\./);
    const es = planned(
      'Mi seguro ya pagó toda la cuenta del laboratorio y una agencia de cobro me exige $640. ¿Les pago y después pido reembolso?',
      'es',
      'TX',
    );
    expect(es.intent).toBe('card:c-bill-already-covered');
  });
  it('leaves a bill insurance paid only part of', () => {
    const text = planned('insurance paid part of the ER bill and now the out-of-network doctor wants $1,300, do I owe it?', 'en', 'PA');
    expect(text.intent).not.toBe('card:c-bill-already-covered');
  });
});

describe("set AV: the key facts' topics in Spanish", () => {
  it('never calls the wage cap for a percent alone, nor a default judgment for "¿qué hago?" with no suit', () => {
    const text = planned('me aprobaron un descuento del 100% en la clinica pero me siguen llamando por la cuenta, ¿qué hago?', 'es', 'AZ').text;
    expect(text).not.toMatch(/La ley federal limita el embargo de salario/);
    expect(text).not.toMatch(/terminan en una sentencia en rebeldía/);
    expect(text).not.toMatch(/Fuentes? \(en inglés\): *\n/);
  });
});

describe('set AV: a question outside debts is declined with its own help, never debt excerpts', () => {
  it("warns a tenant not to simply hold back rent over a landlord's repairs", () => {
    const answer = planned('sorry not a debt thing. my landlord in Tulsa wont fix the AC for a month, can I just skip rent until he does?', 'en', 'OK');
    expect(answer.intent).toBe('not_a_debt_case');
    expect(answer.text).toMatch(/Don't simply stop paying rent/);
    expect(answer.text).not.toMatch(/default judgment/);
  });
  it('redirects a refused warranty, in Spanish', () => {
    const answer = planned('la tienda no me quiere cambiar la licuadora aunque tiene garantía de un año, ¿qué puedo hacer?', 'es', 'TX');
    expect(answer.intent).toBe('not_a_debt_case');
    expect(answer.text).toMatch(/fiscal general/);
  });
  it('still answers a landlord who says the tenant owes for repairs as a debt', () => {
    const answer = planned('my old landlord says I owe $900 for repairs and sent it to collections, do I have to pay?', 'en', 'OK');
    expect(answer.intent).not.toBe('not_a_debt_case');
  });
});

describe('set AV: papers left "a mi esposo" by a server, then mailed', () => {
  it('is substituted service, counted with its longer period from the mailing (Spanish)', () => {
    const text = planned(
      'el lunes 2 de noviembre un señor le dejó los papeles de la demanda a mi hermana en la casa y luego me llegó copia por correo del 4 de noviembre. corte superior del condado de Fresno, California, una tarjeta de $2,300. ¿cuándo se vence?',
      'es',
      'CA',
    ).text;
    expect(text).toMatch(/Último día: lunes, 14 de diciembre de 2026/);
  });
});

describe('set AV: a court date told with how far off it is', () => {
  it('says the days from today beside the date, in both languages', () => {
    const en = planned('justice court small claims, hearing is 12/11 at 9am, so I have a couple weeks to get ready right?', 'en', 'NV').text;
    expect(en).toMatch(/Friday, December 11, 2026 \(in 4 days\)/);
    const es = planned(
      'me demandaron en la justice court de Las Vegas, la audiencia es el 11 de diciembre a las 9, ¿tengo unas semanas para prepararme?',
      'es',
      'NV',
    ).text;
    expect(es).toMatch(/viernes, 11 de diciembre de 2026 \(dentro de 4 días\)/);
  });
});

describe("set AV: Connecticut's four months to open a default judgment", () => {
  it('dates the last day from the judgment', () => {
    const text = planned(
      'a default judgment was entered against me on september 14 2026 in superior court in new haven, can I still reopen it?',
      'en',
      'CT',
    ).text;
    expect(text).toMatch(/your last day is Thursday, January 14, 2027/);
  });
});

describe('set AV: pays that vary, each with what was taken from it', () => {
  it('checks each pay against its own limit', () => {
    const text = planned(
      'landscaper, paid every friday and it depends on jobs. garnishment on a judgment for a card. last three checks after taxes were $640, $300 and $240 and they took $160, $75 and $60. is that legal?',
      'en',
      'GA',
    ).text;
    expect(text).toMatch(/On \$300\.00 of take-home pay a week, an ordinary creditor with a judgment can garnish at most \$75\.00/);
    expect(text).toMatch(
      /On \$240\.00 of take-home pay a week, an ordinary creditor with a judgment can garnish at most \$22\.50[\s\S]*Taking \$60\.00 is \$37\.50 more/,
    );
  });
});

describe('set AV: a debt said to be suable forever', () => {
  it("says the state's own time limit", () => {
    const text = planned(
      'the collector says my 2015 personal loan can be sued on forever since it is a loan. is that right? i live in jackson',
      'en',
      'MS',
    ).text;
    expect(text).toMatch(/In Mississippi, the time limit to sue is 3 years/);
  });
});
