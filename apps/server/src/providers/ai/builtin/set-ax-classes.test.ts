import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';
import { withStateNamesSpelledRight } from './state-typos.js';

// Classes of set AX's blind answers graded unsafe or wrong (2027-01-08), each tested in wording of our own.

const now = new Date('2026-12-07T15:00:00Z');
const { planned } = askSoloAt(now);

describe('set AX: a state named with a letter wrong', () => {
  it.each([
    ['the Superior Court of New Jersy', 'the Superior Court of New Jersey'],
    ['a suit in Pensylvania', 'a suit in Pennsylvania'],
    ['Tenessee general sessions', 'Tennessee general sessions'],
    ['sued in North Carolna', 'sued in North Carolina'],
    ['la corte de Misouri', 'la corte de Missouri'],
    ['Wisconsn small claims', 'Wisconsin small claims'],
  ])('reads "%s" as the state', (typed, read) => {
    expect(withStateNamesSpelledRight(typed)).toBe(read);
  });
  it('leaves words of their own', () => {
    const text = 'An Indian grocer, a Georgian bakery, my friend Georgina, the Indians game, una camioneta colorada';
    expect(withStateNamesSpelledRight(text)).toBe(text);
  });
  it("dates the court's own rule, not the account state's", () => {
    const text = planned(
      'i live in delaware now. a default judgment was entered against me in the District Court of Marylnd in Rockville on monday november 16. how long do i have to undo it?',
      'en',
      'DE',
    ).text;
    expect(text).toMatch(/Md\. Rule 3-535\(a\)/);
    expect(text).toMatch(/Wednesday, December 16, 2026/);
  });
});

describe("set AX: a judgment told as the judge signing 'it'", () => {
  it('dates the appeal from the signing, never reading it as service', () => {
    const text = planned(
      'my mom got a default judgment against her in a harris county justice court on a store card. the judge signed it november 20. can she still appeal?',
      'en',
      'TX',
    ).text;
    expect(text).toMatch(/Friday, December 11, 2026/);
    expect(text).not.toMatch(/the service date you gave/);
  });
});

describe('set AX: a California levy notice that came by mail, its date told before the coming', () => {
  it('counts the five days the mail adds, and says the person is still in time', () => {
    const text = planned(
      'On November 19 I got a notice of levy in the mail from the Orange County sheriff, they levied my checking account over a 2025 judgment. how long do I have to claim my wages are exempt?',
      'en',
      'CA',
    ).text;
    expect(text).toMatch(/counted from the day it was mailed .*: your last day falls before Wednesday, December 9, 2026/);
    expect(text).toMatch(/you may still be in time/);
  });
  it('counts them from a postmark given as the day', () => {
    const text = planned(
      'el aviso de embargo del sheriff de Riverside me lo mandaron por correo, el matasellos dice 19 de noviembre. congelaron mi cuenta por un juicio. hasta cuando tengo para reclamar?',
      'es',
      'CA',
    ).text;
    expect(text).toMatch(/contando desde el envío, su último día es el miércoles, 9 de diciembre de 2026/);
  });
  it('leaves the five days uncounted when the notice was not said to come by mail', () => {
    const text = planned(
      'the sheriff handed me a notice of levy on November 19, they levied my checking account over a judgment. how long do I have?',
      'en',
      'CA',
    ).text;
    expect(text).not.toMatch(/the law adds five days/);
  });
});

describe('set AX: a collector telling a former spouse about the debt', () => {
  it('is answered as a disclosure to a third person, never turned away as family law', () => {
    const text = planned(
      'my ex husband got a call from a debt collector who told him about my medical bills. we divorced in 2019. can they do that?',
      'en',
      'OH',
    ).text;
    expect(text).toMatch(/A former spouse is not your spouse under this law/);
    expect(text).not.toMatch(/family law is outside what Ask Solo covers/);
  });
});

describe('set AX: a tax refund that has not come', () => {
  it('is declined honestly, with where to look', () => {
    const text = planned("filed my taxes in march and my refund still hasn't come, where is it? what's going on with the IRS", 'en', 'AZ').text;
    expect(text).toMatch(/outside what I can tell you/);
    expect(text).toMatch(/Where's My Refund/);
  });
  it('leaves a refund taken for a debt a debt question', () => {
    const text = planned('the IRS took my refund for my student loans and it never came, can they do that?', 'en', 'AZ').text;
    expect(text).not.toMatch(/outside what I can tell you/);
  });
});

describe("set AX: the person's own immigration appointment asked beside a debt", () => {
  it('says that part is not ours before the debt answer', () => {
    const text = planned(
      'my green card interview appointment is next week and i need to move it. also a collector says he will call immigration on me if i dont pay $900',
      'en',
      'TX',
    ).text;
    expect(text).toMatch(/^Your USCIS appointment or application is an immigration matter/);
    expect(text).toMatch(/immigration/);
  });
});

describe('set AX: a court the home state does not have, in the state of a city the question names', () => {
  it("reads the case in that city's state", () => {
    const text = planned(
      'i live in knoxville but i was working a job in Rome last month and now theres a suit in the magistrate court for $2,100, served nov 30. when is my answer due?',
      'en',
      'TN',
    ).text;
    expect(text).toMatch(/In Georgia/);
  });
});

describe('set AX: the taxes of a pay said after their figure', () => {
  it('works the state limit out on the pay left after them', () => {
    const text = planned(
      'me pagan cada semana, $700 bruto y me quitan $90 de impuestos. la corte de Chicago ordenó quitarme $105 por semana, ¿es legal?',
      'es',
      'IL',
    ).text;
    expect(text).toMatch(/Con un sueldo neto de \$610\.00 por semana/);
  });
});

describe('set AX: a Texas home with a judgment lien on it, the home a mobile home on the person’s land', () => {
  it('says the lien does not attach to the homestead and need not be paid to sell', () => {
    const text = planned(
      'we live in our mobile home on our land outside Abilene TX. a card company got a judgment and filed an abstract of judgment, now the buyer’s title company wont close. do we have to pay it to sell?',
      'en',
      'TX',
    ).text;
    expect(text).toMatch(/does not attach to it, so it need not be paid to sell the home/);
  });
  it('says no general line that the lien must be paid at a sale beside it, in either language', () => {
    const en = planned('Judgment against me in Houston for a credit card. Can I still sell my house or do I pay the lien at closing?', 'en', 'TX').text;
    expect(en).toMatch(/need not be paid to sell the home/);
    expect(en).not.toMatch(/must be paid or resolved when you sell/);
    const es = planned('tengo una sentencia en Houston por una tarjeta, puedo vender mi casa o tengo que pagar el gravamen?', 'es', 'TX').text;
    expect(es).toMatch(/no hay que pagarlo para vender la casa/);
    expect(es).not.toMatch(/habrá que pagarlo o resolverlo cuando venda/);
  });
  it('keeps the general line where no state rule on the homestead is said', () => {
    const text = planned('Judgment against me in Pittsburgh for a credit card. Can I still sell my house or do I pay the lien at closing?', 'en', 'PA').text;
    expect(text).toMatch(/must be paid or resolved when you sell/);
  });
});

describe('set AX: pay said taken in the present, "my job takes $X"', () => {
  it('works the state limit out on the pay', () => {
    const text = planned(
      'i live in springfield missouri, single dad, 1 kid. a judgment from greene county and my employer takes $400 out of each check now. paid every 2 weeks, $1,800 after taxes. is that legal?',
      'en',
      'MO',
    ).text;
    expect(text).toMatch(/at most \$180\.00 of \$1,800\.00 take-home pay every two weeks/);
  });
});
