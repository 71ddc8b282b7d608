import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of blind set AI (2026-12-22), each tested in wording of our own: the violation blocked, the lawful near-miss allowed.

describe('set AI: the debt told to a reader who is someone else', () => {
  it('blocks a message to HR, a supervisor, a roommate or a landlord that tells the debt', () => {
    expect(rulesOf('This note is for the payroll department at Ridge Bakery: your employee Tom Ash has an overdue balance of $640 with us.')).toContain(
      'third-party',
    );
    expect(rulesOf('Hi Lena, you’re his manager, so please remind Carl that his $920 gym bill is still open.')).toContain('third-party');
    expect(rulesOf('Señora, usted es la casera de Julio, ¿verdad? Dígale que su deuda de $400 sigue en cobranza.')).toContain('third-party');
  });
  it('allows the consumer called the account’s owner, and a landlord asked only where someone lives', () => {
    expect(rulesOf('You are the owner of the account, so the balance is yours to settle when you are ready.')).toEqual([]);
    expect(rulesOf('Hi, you’re the landlord at 12 Elm, right? Could you ask Dana to call us back at this number?')).toEqual([]);
  });
});

describe('set AI: contacts counted with more promised', () => {
  it('blocks a tally of messages with more to come, and a rate of calls', () => {
    expect(rulesOf('That’s the 6th text this week, Ana, and I can send six more if I have to.')).toContain('harassment-frequency');
    expect(rulesOf('Ignore this and we start calling your mother’s house line 4 times a day.')).toContain('harassment-frequency');
    expect(rulesOf('Ya son cinco llamadas y nada de respuesta... ¿quiere que sigamos toda la semana?')).toContain('harassment-frequency');
  });
  it('allows a count told as a mistake fixed, and a stop', () => {
    expect(rulesOf('We called 3 times a day last week by mistake; it is fixed and you will hear from us once a week at most.')).toEqual([]);
    expect(rulesOf('Ya van tres mensajes y no vamos a seguir escribiendo; le mandamos todo por correo.')).toEqual([]);
  });
});

describe('set AI: fees', () => {
  it('blocks a charge for each message the firm sends', () => {
    expect(rulesOf('Every reminder costs you: we charge $12 for each text we send until this is paid.')).toContain('unauthorized-fees');
    expect(rulesOf('Le cobramos $10 por cada llamada que no contesta.')).toContain('unauthorized-fees');
  });
  it('allows a card fee the contract permits and that is optional, and a fee quoted by the contract’s section', () => {
    expect(rulesOf('Su contrato con Taller Ruiz (sección 4) permite un cargo de $2 por pago con tarjeta; el pago por transferencia no cuesta nada.')).toEqual(
      [],
    );
    expect(rulesOf('Per clause 9 of your storage agreement, a $20 late charge applies to any payment more than 15 days late.')).toEqual([]);
  });
});

describe('set AI: the agreement’s own fee, quoted and then counted in the balance', () => {
  it('allows the quoted fee counted as "$X of the balance" or restated by its sum alone', () => {
    const quoted = 'Under section 3 of your lease, "a late fee of $30 is due on any rent paid after the 5th."';
    expect(rulesOf(`${quoted} Three months were late, so $90 of the $1,400 is late fees.`, { balanceCents: 140_000 })).toEqual([]);
    expect(rulesOf('Según su contrato, "se cobrará un cargo por mora de $20 por pago atrasado". Solo hay un cargo de $20 en su saldo.')).toEqual([]);
  });
  it('blocks a sum that is no whole number of the agreed fee, and a fee the firm names as its own', () => {
    const quoted = 'Under section 3 of your lease, "a late fee of $30 is due on any rent paid after the 5th."';
    expect(rulesOf(`${quoted} So $100 of the $1,400 is late fees.`, { balanceCents: 140_000 })).toContain('unauthorized-fees');
    expect(rulesOf(`${quoted} We also add a $30 processing fee.`)).toContain('unauthorized-fees');
  });
});
