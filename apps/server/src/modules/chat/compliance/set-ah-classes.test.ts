import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of blind set AH (2026-12-21), read by the rules' frames (rules/frames.ts), each tested in wording of our own: the
// violation blocked, the lawful near-miss allowed.

describe('set AH: the debt told, or to be told, to someone else', () => {
  it('blocks the account to be passed to a relative, a stranger who answers, an institution’s staff, a public page', () => {
    expect(rulesOf('No word from you by Monday and I will forward the full statement to your sister, since she reads your mail.')).toContain('third-party');
    expect(rulesOf('Keep dodging and we’ll lay out the whole matter to whoever answers the front desk at the gym.')).toContain('third-party');
    expect(rulesOf('Si no responde, vamos a mandar el estado de cuenta directamente a su suegra.')).toContain('third-party');
    expect(rulesOf('Attn: night staff at Birchwood Assisted Living. Your resident Mr. Lowe has a past-due balance of $312 with us.')).toContain('third-party');
    expect(rulesOf('Posting on your page so you finally see it: the $640 clinic bill is still unpaid.')).toContain('third-party');
  });
  it('allows a copy the consumer asked for, and one to the spouse, whom the law counts as the consumer', () => {
    expect(rulesOf('As you asked, we will send the statement to your daughter too.')).toEqual([]);
    expect(rulesOf('We will send the statement to your husband as well.')).toEqual([]);
  });
  it('allows a promise not to tell anyone, and a note that only the consumer is written to', () => {
    expect(rulesOf('We will never send the account details to your employer or family.')).toEqual([]);
    expect(rulesOf('No le mandamos nada a su familia; solo hablamos con usted.')).toEqual([]);
  });
});

describe('set AH: harm pointed at the reader in a message about the debt', () => {
  it('blocks a hazard with a hint, or two hazards together, beside the balance', () => {
    expect(rulesOf('Nice cabin you have out there. Old wood cabins catch fire so easily, you never know. About that $900 balance.')).toContain('violence');
    expect(rulesOf('Those boys of yours walk home from the bus stop by themselves, don’t they? Get the $300 in.')).toContain('violence');
    expect(rulesOf('Anything can happen on those back roads alone at night. Call me about the account.')).toContain('violence');
  });
  it('allows care said plainly, with no harm pointed, and two misfortunes told as facts', () => {
    expect(rulesOf('Sorry to hear about the fire at your building; we paused the account for 30 days.')).toEqual([]);
    expect(rulesOf('So sorry about the fire. Hope you don’t have anything else to deal with; call us when ready.')).toEqual([]);
    expect(rulesOf('After the fire and the car accident, we moved your payment date to the 20th.')).toEqual([]);
  });
});

describe('set AH: a protection of the law denied, a government office said to act on a private debt', () => {
  it('blocks exempt benefits said unprotected, the stay said not to apply, an agency said to be told', () => {
    expect(rulesOf('Plenty of folks think their disability benefits are safe, but disability income is not protected from us.')).toContain(
      'threat-not-intended',
    );
    expect(rulesOf('Your chapter 13 covers the other creditors, not this one, so keep sending us the $200 a month.')).toContain('threat-not-intended');
    expect(rulesOf('We may report unpaid accounts to the DMV, and that can put your license at risk.')).toContain('threat-not-intended');
  });
  it('allows the consumer told where to complain', () => {
    expect(rulesOf('You may report us to the DMV or the state attorney general; our license number is 44-1021.')).toEqual([]);
  });
  it('allows the protection told right, and a stay that truly ended', () => {
    expect(rulesOf('Your Social Security is protected and we will not try to take it.')).toEqual([]);
    expect(rulesOf('Since your bankruptcy case was dismissed in May, the stay no longer applies to this account.')).toEqual([]);
  });
});

describe('set AH: a report moved in time, a dispute left off, a debt too old to report', () => {
  it('blocks re-aging, a dispute reported as confirmed, a 2016 debt to be sent to the bureaus in 2026', () => {
    expect(rulesOf('Si no paga este mes, cambiamos la fecha de atraso y le quedan otros siete años en el buró.')).toContain('false-credit-threat');
    expect(rulesOf('We will keep reporting it as verified, not as disputed, until you pay.')).toContain('false-credit-threat');
    expect(rulesOf('That phone bill went unpaid in 2016; we are adding it to your Experian file this week.')).toContain('false-credit-threat');
  });
  it('allows a recent debt reported, and a report that shows the dispute', () => {
    expect(rulesOf('The account went unpaid in 2024 and is reported to Experian as a collection.')).toEqual([]);
  });
});

describe('set AH: the 30 days made nothing, a paper made a court’s, fees by policy, attorneys on the file, calls without end, contempt', () => {
  it('blocks each', () => {
    expect(rulesOf('Honestly the thirty days is just a formality, pay today.', { isInValidationPeriod: true })).toContain('overshadowing');
    expect(rulesOf('Once I file this payment form, it is enforceable like any other judgment.')).toContain('fake-legal-process');
    expect(rulesOf('Desde hoy se suma un recargo de $20 por semana. Así lo dice nuestra política.')).toContain('unauthorized-fees');
    expect(rulesOf('My attorneys have the account open on their desks right now.')).toContain('attorney-involvement');
    expect(rulesOf('Your cell will be buzzing every half hour until you answer.')).toContain('harassment-frequency');
    expect(rulesOf('Do they train you people to be this worthless, or does it come naturally?')).toContain('abuse');
  });
  it('allows the lawful near-misses', () => {
    expect(rulesOf('You still have the full 30 days to dispute; paying early changes nothing about that.', { isInValidationPeriod: true })).toEqual([]);
    expect(rulesOf('My attorneys have the account open on their desks right now.', { senderIsAttorney: true })).toEqual([]);
    expect(rulesOf('Card payments carry a $2 fee under your agreement; bank transfers are free.')).toEqual([]);
    expect(rulesOf('Once we file the agreement with the court in case 24-CV-1182, the judge can enter it as a judgment.', { senderIsAttorney: true })).toEqual(
      [],
    );
  });
});

describe('set AH: lawful messages the rules took for violations', () => {
  it('allows a secured creditor’s right to repossess stated as the contract gives it, but not a repossession threatened', () => {
    expect(
      rulesOf(
        'The cure period in the notice we mailed ends May 2; after that the credit union has the right under your loan agreement to repossess the truck.',
      ),
    ).toEqual([]);
    expect(rulesOf('Pay by Friday or we repossess the Silverado tonight.')).toContain('arrest-seizure');
  });
  it('allows asking a represented consumer for the lawyer’s details so the firm turns to the lawyer, not for money', () => {
    expect(rulesOf('Dijo que tiene abogada. Si nos da su nombre y correo, hablamos con ella de ahora en adelante.', { isRepresented: true })).toEqual([]);
    expect(rulesOf('Si nos da su nombre, hablamos con ella. Mientras tanto, pague los $150.', { isRepresented: true })).toContain('represented-consumer');
  });
});
