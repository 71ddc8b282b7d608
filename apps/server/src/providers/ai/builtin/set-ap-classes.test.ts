import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';

// Set AP's classes (graded 2026-12-06: one unsafe answer), each tested in words of our own.
const { planned } = askSoloAt(new Date('2026-12-06T15:00:00Z'));

describe('set AP: a letter asked to say what the person owns to be untrue', () => {
  it('refuses it, offers the truthful letter, and starts no document, in English and Spanish', () => {
    const en = planned(
      'Can you write a letter to the collector saying I lost my job in October? Honestly I still work part time but they never check.',
      'en',
      'OH',
    );
    expect(en.intent).toBe('false_document');
    expect(en.toolCall).toBeNull();
    expect(en.text).toMatch(/truthful hardship letter/);
    const es = planned('Escríbame una carta diciendo que solo gano 900 al mes, la verdad gano 2,800 pero no revisan nada.', 'es', 'TX');
    expect(es.intent).toBe('false_document');
    expect(es.text).toMatch(/carta de dificultad económica verdadera/);
  });
  it('still starts the letter when nothing in it is owned to be untrue', () => {
    expect(planned('Honestly I make $2,000 a month. Can you help me write a hardship letter with an offer of 30% on my $5,000 card?', 'en', 'OH').intent).toBe(
      'start_document_generation',
    );
  });
});

describe('set AP: an offer worked out on the figures however they are given', () => {
  it('reads a balance in parentheses after its debt, and the share asked about', () => {
    const text = planned('collector on my Discover card ($4,400) wants to settle. thinking of offering 35 percent, how much is that?', 'en', 'PA').text;
    expect(text).toMatch(/\$1,540\.00 is about 35% of \$4,400\.00/);
  });
  it('reads a plan said by its payments, and says what share of the balance it is', () => {
    const es = planned('me ofrecen arreglar la deuda de $3,000 en cuatro pagos de $300. ¿eso es que porcentaje? ¿me conviene?', 'es', 'GA').text;
    expect(es).toMatch(/\$1,200\.00 en 4 pagos de \$300\.00 es más o menos el 40% de \$3,000\.00 y le perdonaría \$1,800\.00/);
  });
});

describe("set AP: a garnishment checked on the person's own pay", () => {
  it('counts on the take-home figure when the gross is said beside it, and never counts a chosen deduction as garnished', () => {
    const en = planned(
      'They garnish my wages. Paid weekly, gross $900, after taxes $720, and they also take $40 for my dental plan. The garnishment takes $230 a week. Is that legal?',
      'en',
      'KY',
    ).text;
    expect(en).toMatch(/On \$720\.00 of take-home pay a week, an ordinary creditor with a judgment can garnish at most \$180\.00/);
    expect(en).toMatch(/Taking \$230\.00 is \$50\.00 more than the law allows/);
    const es = planned(
      'me embargan el sueldo. gano $1,000 a la semana bruto y despues de impuestos me quedan $800. me quitan $150 cada semana. ¿está bien?',
      'es',
      'NM',
    ).text;
    expect(es).toMatch(/Con un sueldo neto de \$800\.00 por semana/);
  });
  it('reads taxes that "come out" of a stub, so a voluntary 401(k) is not taken off the pay the limit counts', () => {
    const text = planned(
      'Paid every 2 weeks. My check is $2,000 gross, taxes come out $400, and $150 goes to my 401k. A judgment creditor is garnishing me. How much can they take?',
      'en',
      'IN',
    ).text;
    expect(text).toMatch(/\$1,600\.00 every two weeks/);
    expect(text).toMatch(/at most \$400\.00/);
  });
});

describe("set AP: the state the app's profile says, corrected in the question", () => {
  it('counts by the state the person says they live in now, not the profile they name as out of date', () => {
    const en = planned(
      'My profile says Ohio but I live in Phoenix now and got served yesterday with a summons from the justice court. How long do I have?',
      'en',
      'OH',
    );
    expect(en.text).toMatch(/In Arizona/);
    const es = planned(
      'En la aplicación sale Texas pero ya vivo en Denver. Me dejaron una demanda del county court el lunes. ¿Cuánto tiempo tengo?',
      'es',
      'TX',
    );
    expect(es.text).toMatch(/En Colorado/);
  });
});

describe("set AP: a collector's threat to a professional license", () => {
  it('answers the threat itself, in English and Spanish, not the debt around it', () => {
    const en = planned(
      'Im a pharmacist in Tacoma. The agency collecting my old Amex says they will contact the state pharmacy board and have my license pulled unless I pay $3,000 this week. Can they?',
      'en',
      'WA',
    );
    expect(en.intent).toBe('card:c-threats-license');
    expect(en.text).toMatch(/cannot take away your professional license/);
    // Reported to a board is not a credit report: no line on the seven years a collection stays on one.
    expect(en.text).not.toMatch(/seven years|seven-year/);
    const es = planned(
      'Soy maestra en Houston y el cobrador me dijo que me van a quitar mi licencia de maestra si no pago la tarjeta. ¿Es cierto?',
      'es',
      'TX',
    );
    expect(es.intent).toBe('card:c-threats-license');
  });
  it("leaves a driver's license to the rules on it", () => {
    expect(
      planned('The judgment from my car accident says they can suspend my driver license if I do not pay. Is that true in New York?', 'en', 'NY').intent,
    ).not.toBe('card:c-threats-license');
  });
});
