import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes found in blind set AD (2026-12-17), each tested in wording of our own: the violation blocked and a lawful near-miss allowed.

describe('set AD: a message addressed to the consumer by whose attorney it is to (1692c(a)(2))', () => {
  const represented = { isRepresented: true };
  it('allows a message opening with "<consumer>\'s attorney/counsel" as its addressee, in English and Spanish', () => {
    expect(
      rulesOf("Attn: Ms. Haddad's lawyer, Mr. Quist - we will route every future letter on the dental lab account to your firm.", represented),
    ).not.toContain('represented-consumer');
    expect(
      rulesOf("Good morning Dr. Okafor's legal representative: enclosed is the payment history you asked for on the roofing loan.", represented),
    ).not.toContain('represented-consumer');
    expect(
      rulesOf('Al abogado de la Sra. Paredes: según lo pidió, toda comunicación sobre el préstamo del taller irá solo a su despacho.', represented),
    ).not.toContain('represented-consumer');
    expect(rulesOf('Lic. Soto, apoderada del señor Ibarra: adjunto el estado de cuenta de la tarjeta que solicitó.', represented)).not.toContain(
      'represented-consumer',
    );
  });
  it('still blocks the represented consumer written to directly, even when their attorney is named', () => {
    expect(rulesOf("Ms. Haddad, your lawyer's office is slow, so please just send the $400 for the dental lab yourself.", represented)).toContain(
      'represented-consumer',
    );
    expect(rulesOf('Sra. Paredes, aunque tenga abogado, usted nos debe el préstamo del taller: pague hoy.', represented)).toContain('represented-consumer');
  });
});

describe('set AD, the remaining classes (issue 34)', () => {
  it('reads an FAQ\'s "Q:" as the consumer\'s question and its "A:" as the answer, in English and Spanish', () => {
    expect(rulesOf('Q: Will you take me to court over the storage fee? A: No. We have not filed suit and are not planning to.')).toEqual([]);
    expect(rulesOf('P: ¿Me pueden quitar el sueldo? R: Solo si un juez lo ordena, y no hay ninguna demanda.')).toEqual([]);
    // The answer is still the sender's: an FAQ that answers yes threatens.
    expect(rulesOf('Q: Can I go to jail for this? A: Yes, if you keep ignoring us the DA gets the file.').length).toBeGreaterThan(0);
  });
  it('allows a report that carries the dispute, and a Spanish cease confirmation, in their accounts', () => {
    expect(rulesOf('We sent the account to all three bureaus and noted that you dispute it.', { isDisputed: true })).toEqual([]);
    expect(rulesOf('Le confirmamos que usted pidió que dejáramos de escribirle. Cerramos todo contacto sobre la cuenta.', { isCeaseRequested: true })).toEqual(
      [],
    );
  });
  it('blocks the right to dispute said to be lost or the 30-day notice waved aside, but not the myth corrected', () => {
    const inPeriod = { isInValidationPeriod: true };
    expect(rulesOf('Pay by Sunday or you forfeit the right to challenge the amount.', inPeriod)).toContain('overshadowing');
    expect(rulesOf('Just ignore the 30-day paragraph, we need this done now.', inPeriod)).toContain('overshadowing');
    expect(rulesOf('Si no paga esta semana, pierde el derecho a disputar la deuda.', inPeriod)).toContain('overshadowing');
    expect(rulesOf('Many people think they lose the right to dispute after a payment. They do not.', inPeriod)).not.toContain('overshadowing');
  });
  it('blocks a third party learning of the debt said as a prospect, wherever the third party works', () => {
    expect(rulesOf('If nothing comes in, your foreman at Delta Paving will be getting a call about the loan.')).toContain('third-party');
    expect(rulesOf('Shame if the church board found out about the credit card balance.')).toContain('third-party');
  });
  it('blocks goods said to be taken back or kept and sold by the firm, in English and Spanish', () => {
    expect(rulesOf("We're scheduling a crew to haul the treadmill away on Monday.")).toContain('arrest-seizure');
    expect(rulesOf('Si no paga, nos quedamos con su lancha y la subastamos.')).toContain('arrest-seizure');
  });
  it('blocks a public office as a heading, a paper said to have legal force, a judgment said to be automatic', () => {
    expect(rulesOf('Department of Revenue - Collection Referral. Your clinic balance is past due.')).toContain('government');
    expect(rulesOf('Notificación de Corte 22-8: este aviso tiene validez legal, pague en dos días.')).toContain('fake-legal-process');
    expect(rulesOf('When the envelope is delivered, judgment becomes automatic.')).toContain('fake-legal-process');
    expect(rulesOf('A default judgment is not automatic: the plaintiff must ask the court for it.')).not.toContain('fake-legal-process');
  });
  it('blocks a dollar fee added under any name, and a credit period said to run from the payment', () => {
    expect(rulesOf('We added a $40 "after-hours phone convenience fee" to the account.')).toContain('unauthorized-fees');
    expect(rulesOf('It will show as a collection for seven years after you make the final payment.')).toContain('false-credit-threat');
    expect(rulesOf('A collection can be reported for seven years from the first missed payment, not from when you pay.')).not.toContain('false-credit-threat');
  });
});

describe('held-out classes (issue 34): rights said to lapse on a date, contact until the firm hears back, a plan the clerk "entered"', () => {
  it('blocks the validation rights said to stop counting, but not "disputing won\'t count against you"', () => {
    const inPeriod = { isInValidationPeriod: true };
    expect(rulesOf('Pay by the 12th; after that your verification request no longer counts.', inPeriod)).toContain('overshadowing');
    expect(rulesOf('You can dispute until January 9, and disputing will not count against you.', inPeriod)).not.toContain('overshadowing');
  });
  it('blocks contact every morning and night until the firm hears back or the bill is handled', () => {
    expect(rulesOf('You will get texts every night until we hear from you.')).toContain('harassment-frequency');
    expect(rulesOf('Calls each morning till the gym balance is taken care of.')).toContain('harassment-frequency');
  });
  it("blocks the firm's plan said to be entered by the clerk and binding, not a stipulated plan in a named case", () => {
    expect(rulesOf('This payment schedule was filed with the clerk and is enforceable starting Monday.')).toContain('fake-legal-process');
    expect(rulesOf('The stipulated payment agreement was entered by the court in case 26-SC-0441 and is binding on both parties.')).not.toContain(
      'fake-legal-process',
    );
  });
});

describe('set AE classes (issue 34), in other words', () => {
  it('blocks the debt said to be past disputing, contact until the payment posts or "this gets handled", a car "towed" by the firm', () => {
    expect(rulesOf('Once this deal closes tonight the balance can no longer be challenged.', { isInValidationPeriod: true })).toContain('overshadowing');
    expect(rulesOf('Texts will keep coming every 15 minutes until the payment clears.')).toContain('harassment-frequency');
    expect(rulesOf('We will call at 7, 1 and 11 every day until this gets paid.')).toContain('harassment-frequency');
    expect(rulesOf("We found the truck and we'll have it towed Monday for the gym balance.")).toContain('arrest-seizure');
  });
  it('allows another creditor’s garnishment or child support already taken, and a jail myth someone else told corrected', () => {
    expect(rulesOf('Your pay is already being garnished by another creditor, so we can hold off or take $15 a month.')).toEqual([]);
    expect(rulesOf('Since child support is already being withheld from your pay, a small plan works for us.')).toEqual([]);
    expect(rulesOf('Anyone who told you that you could be jailed over a vet bill was wrong. You cannot.')).toEqual([]);
  });
});
