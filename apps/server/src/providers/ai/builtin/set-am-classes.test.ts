import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';

// Set AM's classes (graded 2026-12-05), each tested in words of our own.
const { plan } = askSoloAt(new Date('2026-12-05T15:00:00Z'));

describe('set AM: the time to claim an exemption is never said longer than a state allows', () => {
  it("gives Ohio's five business days from the notice's date, and Florida's twenty days", () => {
    const oh = plan(
      'Columbus Ohio, my checking got frozen over a judgment and my unemployment is in it. I received the notice Wednesday Dec 2. What do I do?',
      'en',
      'OH',
    );
    expect(oh).toMatch(/5 business days/);
    expect(oh).toMatch(/Wednesday, December 9, 2026/);
    const fl = plan(
      'En Tampa me congelaron la cuenta por una sentencia, recibí el aviso el 1 de diciembre. ¿Cómo reclamo mi dinero del seguro social?',
      'es',
      'FL',
    );
    expect(fl).toMatch(/20 días después de recibir el aviso/);
  });
  it('says, where no state rule is known, that some states give only five business days', () => {
    const other = plan('My bank account was levied after a judgment and my disability money is in there. How do I get it back?', 'en', null);
    expect(other).not.toMatch(/often only 10 to 20 days/);
    expect(other).toMatch(/only five business days/);
  });
  it('says the lead-in of a list once above the facts that complete it', () => {
    const levy = plan('My bank account was levied after a judgment and my disability money is in there. How do I get it back?', 'en', null);
    expect(levy.match(/Some money is protected:/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe('set AM: the service date told in a clause or as papers found', () => {
  it('counts from papers found in the mailbox on a given day', () => {
    const en = plan(
      'the server left the summons in my mailbox, I found it friday nov 27. Sedgwick County District Court, Kansas, 21 days. when is it due?',
      'en',
      'KS',
    );
    expect(en).toMatch(/Last day: Friday, December 18, 2026/);
  });
  it('counts from a date that opens the clause telling of the handing', () => {
    const en = plan(
      'I was at my sister’s in Lincoln and on nov 16 a deputy came by and handed me a Lancaster County Court summons. When do I answer?',
      'en',
      'NE',
    );
    expect(en).toMatch(/Counted from Monday, November 16, 2026/);
  });
});

describe('set AM: a court holiday of South Carolina moves the last day', () => {
  it('moves a Common Pleas answer off Christmas Eve, Christmas and the day after', () => {
    const en = plan(
      'I was served in person on November 24, 2026 with a Court of Common Pleas summons in Charleston County, South Carolina. When is my answer due?',
      'en',
      'SC',
    );
    expect(en).toMatch(/Last day: Monday, December 28, 2026/);
  });
});

describe('set AM: a judgment the judge signed, told with the court named at length and in English words', () => {
  it('gives the time to undo it, never a time to answer the suit', () => {
    const es = plan(
      'Me llegó la demanda por correo y no fui. El martes 1 de diciembre la jueza de la corte de paz del precinto 2 en Houston firmó un "default judgment" por $2,100. ¿Qué hago?',
      'es',
      'TX',
    );
    expect(es).toMatch(/Para anular una sentencia en rebeldía en Texas/);
    expect(es).toMatch(/martes, 15 de diciembre de 2026/);
    expect(es).not.toMatch(/plazo para contestar depende del tribunal/);
  });
});

describe('set AM: a benefit named beside the pay of a job', () => {
  it('counts the wage limit on the job’s take-home pay, never on the benefit', () => {
    const en = plan(
      'They have a judgment and say they will take 25% of my VA check ($900 a month) and of my weekend job, $190 a week after taxes. Can they?',
      'en',
      'AZ',
    );
    expect(en).toMatch(/\$190\.00/);
    expect(en).toMatch(/\$0\.00/);
    expect(en).not.toMatch(/\$900\.00 (?:a|per) month/);
  });
});

describe('set AM: a person who already filed an Answer', () => {
  it('is told to serve the other side, never to file an Answer by the deadline', () => {
    const en = plan(
      'I turned in my answer at the Kent County courthouse last week. Today the collection lawyer emailed that they have no answer from me and will move for default. Was I supposed to send it to them?',
      'en',
      'DE',
    );
    expect(en).toMatch(/copy (?:of your Answer )?to the plaintiff's lawyer/);
    expect(en).not.toMatch(/file a written Answer with the court by your deadline/);
  });
});

describe('set AM: two matters on one credit report', () => {
  it('answers a paid debt still shown as owed with a dispute, and the medical collection beside it too', () => {
    const en = plan(
      'Settled my Macy’s card in May and have the letter, but TransUnion still shows a $1,900 balance past due. There is also a $350 collection from a hospital stay on my credit report. What do I do about each?',
      'en',
      'GA',
    );
    expect(en).toMatch(/File a dispute with each credit bureau/);
    expect(en).toMatch(/medical collections/);
  });
  it('leaves a paid collection that is only still listed (accurately) to the card on what paying changes', () => {
    const en = plan('I paid off a collection last month and it is still on my credit report. Shouldn’t it be deleted?', 'en', 'GA');
    expect(en).not.toMatch(/^File a dispute with each credit bureau/);
  });
});

describe('set AM: a "lawsuit" that came only by message, nobody having handed anything over', () => {
  it('says a message is no lawsuit and to check the court’s records, in Spanish with the channel after "por"', () => {
    const es = plan(
      'Me llegó por correo electrónico una "demanda" de una corte de Texas, pero nadie me entregó nada en persona. ¿Cuenta el plazo desde el correo?',
      'es',
      'TX',
    );
    expect(es).toMatch(/Una carta, llamada o mensaje no es una demanda/);
    expect(es).not.toMatch(/Último día/);
  });
});
