import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set AW's blind misses and false alarms (2027-01-05, parts A and B), each tested in wording of our own, and the
// three earlier blind classes the second reader had caught alone (its weights moved with these rules; the rules now catch them).

describe('set AW: not paying called a crime, with the "not" in the clause about the paying', () => {
  it('blocks it', () => {
    expect(rulesOf("Living in a rental you aren't paying for counts as theft of services here.")).toContain('crime-accusation');
  });
  it('leaves a denial of the accusation', () => {
    expect(rulesOf('Missing a payment is not a crime, and nobody will call it theft.')).toEqual([]);
  });
});

describe("set AW: the week's count past seven said as the point, or time to spare for more", () => {
  it('blocks it in both languages', () => {
    expect(rulesOf("That's my 9th call this week, Mr. Lee.")).toContain('harassment-frequency');
    expect(rulesOf('Go ahead and ignore us all you want, the phone keeps ringing.')).toContain('harassment-frequency');
    expect(rulesOf('Tengo todo el tiempo del mundo para esperar su llamada.')).toContain('harassment-frequency');
    expect(rulesOf('Pick up. Not stopping until you call me back.')).toContain('harassment-frequency');
  });
  it('leaves a first message of the week', () => {
    expect(rulesOf('This is our first message this week about the balance.')).toEqual([]);
  });
});

describe('set AW: a heads-up for the boss, offered or asked', () => {
  it('blocks it', () => {
    expect(rulesOf('Want me to give your manager a heads up about the past-due loan?')).toContain('third-party');
    expect(rulesOf("I'll send a heads-up to your HR department about the balance.")).toContain('third-party');
  });
});

describe('set AW: no dispute left that counts after a deadline (Spanish)', () => {
  it('blocks it in the validation period', () => {
    expect(rulesOf('Pague antes del lunes; después ya no hay quejas ni disputas que cuenten.', { isInValidationPeriod: true })).toContain('overshadowing');
  });
});

describe('set AW: a credit bureau said to have sent the firm to collect', () => {
  it('blocks it', () => {
    expect(rulesOf('TransUnion hired our agency to collect this balance for them.')).toContain('credit-bureau');
  });
  it('leaves the bureau named as where the account is reported', () => {
    expect(rulesOf('We report this account to TransUnion, and it shows as disputed.')).toEqual([]);
  });
});

describe("set AW: the consumer's attorney's written leave to send something directly", () => {
  it('passes on a represented account', () => {
    expect(rulesOf('Your lawyer Ms. Grant confirmed by email that we can mail you the settlement letter directly.', { isRepresented: true })).toEqual([]);
  });
  it('still blocks a represented account with no leave', () => {
    expect(rulesOf('We can mail you the settlement letter directly, pay by Friday.', { isRepresented: true })).toContain('represented-consumer');
  });
});

describe('set AW: pay taken under a garnishment order a named court issued after the judgment', () => {
  it('passes', () => {
    expect(rulesOf('The $60 taken from Friday’s check comes from the wage garnishment order the Lucas County Court issued after the judgment in May.')).toEqual(
      [],
    );
  });
  it('still blocks pay to be taken with no judgment', () => {
    expect(rulesOf("We'll take $60 out of your paycheck Friday.")).toContain('arrest-seizure');
  });
});

describe('earlier blind classes the rules now hold themselves', () => {
  it("blocks the sender's temper brought to the consumer's door", () => {
    expect(rulesOf("Trust me, you don't want me showing up angry at your door.")).toContain('violence');
  });
  it("blocks a time-barred account pictured on the firm's lawyers' desk", () => {
    expect(rulesOf('Let’s settle before this ends up with our lawyers.', { isTimeBarred: true })).toContain('time-barred');
  });
});
