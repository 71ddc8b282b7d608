import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';

// Classes of set AW's blind answers graded unsafe, and its questions off the subject (2027-01-07), each tested in wording of our
// own; and the Spanish court date a walk through the app at 390 px showed unread.

const now = new Date('2026-12-07T15:00:00Z');
const { planned } = askSoloAt(now);

describe('set AW: a suit told as "filed small claims against me", with a weekday and a day for its hearing', () => {
  it("is answered as a suit, the hearing the coming one, and the other side's word that they need not come refused", () => {
    const text = planned(
      'the gym filed small claims against me in greensboro for $640, hearing is thursday the 17th. their manager said on the phone if i pay $50 a month i dont need to show up. do i still have to go?',
      'en',
      'NC',
    ).text;
    expect(text).toMatch(/Thursday, December 17, 2026 \(in 10 days\)/);
    expect(text).toMatch(/the other side's word that you need not come/);
  });
  it('leaves a suit only threatened unread as one', () => {
    const text = planned('the gym says if they file a case against me i will lose, should i just pay?', 'en', 'NC').text;
    expect(text).not.toMatch(/If you were served with a lawsuit/);
  });
});

describe('set AW: service through a state official, complete when its certificate was filed', () => {
  it('counts the days from the filing of the certificate', () => {
    const text = planned(
      'got a packet from the Secretary of the Commonwealth, a Loudoun County Circuit Court suit by Capital One. it says service on the Secretary was made and the certificate of compliance was filed November 20, 2026. i live in Maryland now. when do i have to answer?',
      'en',
      'MD',
    ).text;
    expect(text).toMatch(/Last day: Friday, December 11, 2026/);
  });
});

describe('set AW: a judgment told as the judge siding with the collector after the hearing', () => {
  it("dates the state's appeal from the hearing day, in Spanish", () => {
    const text = planned(
      'mi tía fue a la corte general sessions de Knox County el miércoles 2 de diciembre y el juez le dio la razón al banco, $3,900. ¿puede apelar? ¿hasta cuándo?',
      'es',
      'TN',
    ).text;
    expect(text).toMatch(/10 días después de la sentencia/);
    expect(text).toMatch(/sábado, 12 de diciembre de 2026|lunes, 14 de diciembre de 2026/);
  });
  it('reads "the judge sided with me" as a case won', () => {
    const text = planned('fui a la corte el 2 de diciembre y el juez me dio la razón, ¿el cobrador puede apelar?', 'es', 'TN').text;
    expect(text).not.toMatch(/se apela a la Circuit Court dentro de los 10 días/);
  });
});

describe("set AW: a loan taken out in the person's name, told in Spanish with the Social Security number", () => {
  it('is answered as identity theft, never as Social Security benefits', () => {
    const text = planned(
      'mi excompañero de cuarto sacó una tarjeta de crédito con mi nombre y mi seguro social, yo nunca firmé nada y ahora me cobra una agencia. ¿qué hago?',
      'es',
      'AZ',
    ).text;
    expect(text).toMatch(/IdentityTheft\.gov/);
    expect(text).not.toMatch(/Seguro Social y del SSDI/);
  });
});

describe('set AW: questions off the subject', () => {
  it('declines a school matter and says where to take it', () => {
    const text = planned('my daughter gets bullied every day at her middle school in Spokane and the school does nothing, can I sue?', 'en', 'WA').text;
    expect(text).toMatch(/school and safety matter, not a consumer debt/);
    expect(text).toMatch(/in writing to the principal and to the school district/);
  });
  it('declines a choice among phone companies', () => {
    const text = planned('cual compañia de internet me recomiendas, spectrum o at&t? quiero algo mas barato', 'es', 'TX').text;
    expect(text).toMatch(/no comparo ni recomiendo compañías ni planes/);
  });
  it('declines a work permit as immigration', () => {
    expect(planned('cuando tengo que renovar mi permiso de trabajo?', 'es', 'GA').text).toMatch(/asunto de inmigración/);
  });
  it('declines what the person says is no debt question, unless a suit is told', () => {
    expect(planned("this isn't about debt but how do I get my security clearance renewed faster?", 'en', 'VA').text).toMatch(/isn't a debt question/);
    expect(planned('not a debt question really, but a car accident lawsuit was served on me Monday. how long do I have?', 'en', 'GA').text).not.toMatch(
      /isn't a debt question/,
    );
  });
});

describe('a court date said the Spanish way', () => {
  it('is read as the court date', () => {
    const text = planned('me demandaron en Texas, tengo corte el 15 de diciembre, ¿qué hago?', 'es', 'TX').text;
    expect(text).toMatch(/martes, 15 de diciembre de 2026 \(dentro de 8 días\)/);
  });
  it("leaves a card's statement day", () => {
    const text = planned('me demandaron en Texas; la fecha de corte de mi tarjeta era el 15 de diciembre, ¿qué hago?', 'es', 'TX').text;
    expect(text).not.toMatch(/15 de diciembre de 2026 \(dentro de 8 días\)/);
  });
});

describe("set AW: a collector calling a parent about a grown child's card, asked 'do I owe this?'", () => {
  it('says they do not owe another person’s debt', () => {
    const text = planned(
      "an agency keeps texting me about my daughter's store card, she's 31, around $2,400. they say I'm on the hook as her mom. do I owe this?",
      'en',
      'OR',
    ).text;
    expect(text).toMatch(/you do not owe another person's debt/);
  });
});

describe('set AW: a transfer to a relative told in Spanish with a pronoun for the relative ("a su nombre", "a ella")', () => {
  it.each([
    ['mi cuñado dice que pongamos la camioneta a su nombre hasta que termine la demanda, ¿lo hago?'],
    ['tengo una sentencia de $4,000 y mi mamá me dice que le pase mis ahorros a ella mientras tanto'],
    ['me van a embargar, mi hermano quiere que le transfiera el terreno a él antes de la audiencia'],
  ])('warns against it as a transfer a court can undo: %s', (question) => {
    expect(planned(question, 'es', 'TX').text).toMatch(/No pase dinero ni bienes a nombre o a la cuenta de otra persona/);
  });
  it('leaves an account already in the relative’s name alone', () => {
    const text = planned('la tarjeta está a su nombre, mi esposo la sacó solo, ¿me pueden cobrar a mí?', 'es', 'TX').text;
    expect(text).not.toMatch(/No pase dinero ni bienes/);
  });
});
