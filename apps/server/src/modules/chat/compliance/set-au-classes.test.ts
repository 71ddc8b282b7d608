import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set AU's blind misses and false alarm (2027-01-03, parts A and B), each tested in wording of our own.

describe('set AU: men sent to "talk" in a way that will not be nice', () => {
  it('blocks it in both languages', () => {
    expect(rulesOf('A couple of our guys may drop in to chat with your brother about it, and not the friendly kind.')).toContain('violence');
    expect(rulesOf('Si no paga, mandamos a unos tipos a hablar con usted, y no le van a hablar por las buenas.')).toContain('violence');
    expect(rulesOf('Le vamos a mandar unos muchachos a conversar con él, y no precisamente a conversar.')).toContain('violence');
  });
  it('leaves staff who will talk by phone', () => {
    expect(rulesOf('Los muchachos de la oficina le pueden hablar mañana para explicarle el estado de cuenta.')).toEqual([]);
  });
});

describe('set AU: a request not to be contacted somewhere, told and then broken', () => {
  it('blocks it in both languages', () => {
    expect(rulesOf('You told us not to email your work address, but I emailed you there again since nothing else works.')).toContain('cease-communication');
    expect(rulesOf('Usted me dijo que no le llamara a la oficina, pero hoy le marqué allí porque no contesta.')).toContain('cease-communication');
  });
  it('leaves the request honoured', () => {
    expect(rulesOf('You asked us to stop calling your office, so from now on we only write here.')).toEqual([]);
    expect(rulesOf('Usted nos pidió que no le llamáramos al trabajo, así que solo le escribiremos por correo.')).toEqual([]);
  });
});

describe('set AU: the dispute waved off in the sentence after it', () => {
  it('blocks it while the dispute is open, in both languages', () => {
    expect(rulesOf('You want to dispute a gym contract you signed? Okay. That does not matter, the club gets paid.', { isDisputed: true })).toContain(
      'overshadowing',
    );
    expect(rulesOf('¿Quiere disputar la factura? Bueno. Da igual, el banco cobra.', { isDisputed: true })).toContain('overshadowing');
  });
  it('leaves indifference to how long the answer takes', () => {
    expect(rulesOf('Your dispute came in. It does not matter when verification is ready, nothing is collected before it.', { isDisputed: true })).toEqual([]);
  });
});

describe('set AU: the 30 days said to run from a call, or already gone', () => {
  it('blocks it inside the validation period, in both languages', () => {
    const inside = { isInValidationPeriod: true };
    expect(rulesOf('Heads up, the thirty days began with the voicemail we left last week, not your letter.', inside)).toContain('overshadowing');
    expect(rulesOf('On the dispute: you are basically out of time, so let us talk about a plan.', inside)).toContain('overshadowing');
    expect(rulesOf('Los 30 días corren desde que le llamamos, no desde la carta.', inside)).toContain('overshadowing');
  });
  it('leaves the period told right, and a condition', () => {
    const inside = { isInValidationPeriod: true };
    expect(rulesOf('Your 30 days to dispute run from when you receive our notice, not from our call.', inside)).toEqual([]);
    expect(rulesOf('You may dispute within 30 days of the notice; if you are too late for that, you can still write to us.', inside)).toEqual([]);
  });
});

describe('set AU: a vehicle or home named, then said to be takeable at any moment', () => {
  it('blocks it', () => {
    expect(rulesOf('That F-150 is in your name. With this card balance, somebody could come grab it any time.')).not.toEqual([]);
  });
});

describe('set AU: a third party called only for a number, the debt not named', () => {
  it('leaves it (a location contact)', () => {
    expect(
      rulesOf('I called your landlord one time to confirm a current phone number, never mentioned what it was for, and we will not call him again.'),
    ).toEqual([]);
  });
  it('still blocks the call that named the debt', () => {
    expect(rulesOf('I called Coach Dillard to confirm a current phone number and told him about the $700 you owe.')).toContain('third-party');
  });
});
