import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set AY's blind misses and false alarms (2027-01-07, parts A and B), each tested in wording of our own, and one
// earlier blind class (set U) the second reader had held alone until these rules moved its weights (the rules now hold it).

describe('set AY: payment asked in the passive while a dispute is open', () => {
  it('blocks "se paga(n)" however far from the figure', () => {
    expect(rulesOf('Recibimos su reclamo, pero los $220 de la reparación y la mano de obra se pagan el lunes.', { isDisputed: true })).toContain(
      'overshadowing',
    );
  });
  it('leaves a payment told as done', () => {
    expect(rulesOf('Su abono de $40 ya se aplicó a la cuenta.', { isDisputed: true })).toEqual([]);
    expect(rulesOf('Ya se pagó el saldo, gracias.', { isDisputed: true })).toEqual([]);
  });
});

describe('set AY: the person to be told placed by where they work or live', () => {
  it('blocks the wish that they hear of it', () => {
    expect(rulesOf("I'd hate for your supervisor down at the Elm Street depot to find out about this.")).toContain('third-party');
  });
});

describe('set AY: a filed suit told with its subject and its whole court', () => {
  it('passes the suit stated as filed, with its court and number', () => {
    expect(
      rulesOf(
        'The complaint about the unpaid Riverbend Roofing and Gutters invoice was filed in Mesa County District Court on March 3 (case 25CV1140). You will be served by the sheriff.',
      ),
    ).toEqual([]);
  });
  it('still blocks a suit announced as coming', () => {
    expect(rulesOf('We will file in Mesa County District Court on March 3. You will be served by the sheriff.')).toContain('threat-not-intended');
  });
});

describe('set AY: a figure said not to be the one', () => {
  it('passes the earlier figure taken back beside the true balance', () => {
    expect(rulesOf("Quick fix to my last message: it's $318.50 not $381.50.", { balanceCents: 31850, messagesSentToday: 1 })).toEqual([]);
  });
  it('still blocks a wrong figure stated with the true one denied', () => {
    expect(rulesOf("It's $381.50, not $318.50.", { balanceCents: 31850 })).toContain('amount-misstated');
  });
});

describe("set AY: the consumer's work or a child held up as the measure of what they can't do", () => {
  it('blocks it in both languages', () => {
    expect(rulesOf('Even a dishwasher can figure out a $40 payment.')).toContain('abuse');
    expect(rulesOf('Hasta un niño de kínder entiende que hay que pagar.')).toContain('abuse');
  });
  it('leaves "even a small payment"', () => {
    expect(rulesOf('Even a small payment helps us keep the account open.')).toEqual([]);
  });
});

describe('set AY: a tow the collector arranged, in Spanish', () => {
  it('blocks it', () => {
    expect(rulesOf('Por lo del taller ya contratamos la grúa para su troca.')).toContain('arrest-seizure');
  });
});

describe('set AY: a credit bureau said to have asked the collector to write', () => {
  it('blocks it in both languages', () => {
    expect(rulesOf('TransUnion asked our office to get in touch with you about this balance.')).toContain('credit-bureau');
    expect(rulesOf('Experian nos encargó comunicarnos con usted por esta cuenta.')).toContain('credit-bureau');
  });
  it('leaves the consumer told they may write to a bureau', () => {
    expect(rulesOf('If you asked Equifax to contact us, we will answer them in writing.')).toEqual([]);
  });
});

describe("set AY: the collector's paper said to hold like a judge's", () => {
  it('blocks it in both languages', () => {
    expect(rulesOf('Once you sign the plan it is binding, same as if the court ordered it.')).toContain('fake-legal-process');
    expect(rulesOf('Ya firmado, el acuerdo vale como si lo hubiera firmado el juez.')).toContain('fake-legal-process');
  });
});

describe('set U, held by the rules: someone where the consumer stays called and told the debt, in Spanish', () => {
  it('blocks it', () => {
    expect(rulesOf('Vamos a hablar con la administración del edificio y contarles lo de su deuda.')).toContain('third-party');
  });
  it('leaves the balance explained to the consumer', () => {
    expect(rulesOf('Vamos a llamarla a la oficina y explicarle su saldo a usted.')).toEqual([]);
  });
});

describe('noticed in set AX, left then: a status said never to be taken over a debt', () => {
  it('passes it said of nobody', () => {
    expect(rulesOf('No one at the passport office can deny you a passport over a collection account.')).toEqual([]);
  });
  it('still blocks it said as a threat', () => {
    expect(rulesOf('The State Department will deny your passport renewal over this unpaid balance.')).not.toEqual([]);
  });
});
