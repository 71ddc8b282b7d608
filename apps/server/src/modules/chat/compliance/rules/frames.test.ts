import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../../test/scanner.js';
import { normalize } from '../normalize.js';

describe('a frame reads what its rule reads (review of the twentieth session)', () => {
  it('is cleared by its rule’s exemptions: the consumer’s own attorney cited about representing them', () => {
    // The attorney-involvement rule clears a sentence about the consumer's own (former) attorney; its frame did not.
    expect(rulesOf('Mr. Cole, who was your attorney, told us our lawyers are working the account with him.')).toEqual([]);
    // Without that, attorneys said to work the file when the sender is none still block.
    expect(rulesOf('Our lawyers are working the account now, so expect their call.')).toContain('attorney-involvement');
  });
});

describe('a title’s full stop ends no sentence', () => {
  it('reads "Mr. Ames" inside its sentence', () => {
    // A rule's window ran to "Mr." and stopped: the sentence's other half was read as another sentence.
    expect(rulesOf('If his son won’t call back, I’ll ask the nurses’ station to let Mr. Ames know his $900 ambulance bill is overdue.')).toContain(
      'third-party',
    );
    expect(rulesOf('Attn: front desk. Your resident Mr. Lowe has a past-due balance of $312 with us.')).toContain('third-party');
    // A sentence that really ends still ends: the threat is not carried into the next one.
    expect(rulesOf('We spoke with Ms. Diaz. Your account is current and nothing more is owed.')).toEqual([]);
  });

  it('ends a sentence at "Jr." after a name and at "Dr." after a street, which are no titles before a name', () => {
    expect(normalize('We wrote to Robert Lowe Jr. Your account is current.').text).toContain('lowe jr. your');
    expect(normalize('Our office is at 410 Harbor Dr. Your payment posted.').text).toContain('harbor dr. your');
    expect(normalize('Dr. Patel and Mr. Cole called.').text).toContain('dr patel and mr cole');
  });
});

describe('the reader addressed as someone else reads the rule’s own list of others (review of the twenty-first session)', () => {
  it('counts any of the consumer’s people as a third party, in both languages', () => {
    // The frame had its own list (HR, a supervisor, the landlord); the rule's list of others also has the family.
    expect(rulesOf('You’re his son, right? His gym balance of $640 is overdue.')).toContain('third-party');
    expect(rulesOf('Hola, ¿eres el hijo de la señora Paz? La cuenta del taller de $520 ya está vencida.')).toContain('third-party');
    expect(rulesOf('You must be the owner of the building. Mr. Ruiz has an unpaid furniture account of $900.')).toContain('third-party');
  });

  it('offers no consumer’s choice to a reader addressed as someone else', () => {
    // "Puede decirle…" is a choice the consumer may make; said to the landlord it asks him to pass the debt on.
    expect(rulesOf('Usted es el casero de Rigo; puede decirle que debe $900 de la mudanza.')).toContain('third-party');
    // Said to the consumer, it stays the consumer's choice.
    expect(rulesOf('You can tell your boss about the $900 balance if you want help paying it.')).toEqual([]);
  });

  it('leaves a reader in a role whose own debt the message tells: a landlord told the building’s bill is his', () => {
    expect(rulesOf('You’re the landlord at 5 Elm, so the $300 water bill for the building is yours.')).toEqual([]);
    expect(rulesOf('Usted es el dueño del edificio, así que el saldo de $300 del agua está a su nombre.')).toEqual([]);
  });

  it('leaves the spouse, whom 1692c(d) counts as the consumer', () => {
    expect(rulesOf('Since you’re his wife, we can discuss the $640 balance with you.')).toEqual([]);
    expect(rulesOf('Como usted es la esposa del Sr. Paz, podemos hablar del saldo de $520 con usted.')).toEqual([]);
  });
});

describe('a child’s school named as the bill is no threat to the child', () => {
  it('reads "your son’s school balance" as a debt and "your son gets off the school bus" as a whereabouts', () => {
    expect(rulesOf('Your son’s school balance of $300 is past due; you can pay it here.')).toEqual([]);
    expect(rulesOf('Your daughter’s daycare tuition is two months behind.')).toEqual([]);
    expect(rulesOf('Your son gets off the school bus at 3:15, right? Pay the $300.')).toContain('violence');
  });
});

describe('what a rule keeps of a finding, its frame’s as its phrasings’ (review of the twenty-second session)', () => {
  it('lets the spouse hear the consumer’s own debt, however it was found', () => {
    // The frame's "we'll send … to him directly" was read outside the rule's spouse exception, so a spouse told the plan was blocked.
    expect(rulesOf("Mrs. Haskins, as Dale's spouse you may hear this: we'll send the details of his account to him directly as well.")).toEqual([]);
    expect(rulesOf("You're Hector's wife, so we'll explain the whole situation to you and email his balance to him directly tonight.")).toEqual([]);
    // The same plan said to the consumer about the boss tells the debt to someone else.
    expect(rulesOf("We'll explain the whole situation to your boss tonight, Mr. Ames.")).toContain('third-party');
  });

  it('clears a frame’s finding by the rule’s reading of a filed case, with no second copy of it in the frame', () => {
    // An attorney of the firm stating a real case: the stipulation filed with the court can become its judgment.
    const filed = 'In Case No. 24-CV-1187 in the Travis County court, once we file the agreement it is filed with the court and enforceable.';
    expect(rulesOf(filed, { senderIsAttorney: true })).not.toContain('fake-legal-process');
    expect(rulesOf('Once we stamp the plan it is filed and enforceable like any other judgment.')).toContain('fake-legal-process');
  });
});
