import { answerDeadline, JURISDICTIONS, type Language, stateName, US_STATES, type UsStateCode } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { createKnowledgeBase } from '../knowledge-base.js';
import { planAnswer } from './answer.js';
import { type Card, cardHoldsFor, createCardIndex, loadCards, roots } from './cards.js';
import { askOf } from './intents.js';
import { overlaysFor, overlayText } from './overlays.js';
import { slotsOf } from './slots.js';

/** The day these tests ask on: a served date is read against it. */
const now = new Date('2026-11-29T12:00:00Z');

const kb = createKnowledgeBase();
const cards = loadCards();
const index = createCardIndex(cards);
const LANGUAGES: Language[] = ['en', 'es'];

const answer = (question: string, language: Language, state: string | null = null) =>
  planAnswer(kb, question, 'balanced', language, { cards: index, state }).text;

/** Every other state's name, in the answer's language, that an answer about `state` must not mention. */
const otherStates = (state: UsStateCode, language: Language) =>
  JURISDICTIONS.filter((j) => j.state !== state && !stateName(state, language).includes(stateName(j.state, language))).map((j) => stateName(j.state, language));

describe('answer cards (issue 35)', () => {
  it('loads every card with both languages, unique ids and an article that exists', () => {
    expect(cards.length).toBeGreaterThanOrEqual(100);
    const slugs = new Set(kb.sections.map((s) => s.slug));
    for (const card of cards) {
      if (card.article) expect(slugs, card.id).toContain(card.article);
      for (const language of LANGUAGES) expect(card[language].facts.length, `${card.id} ${language}`).toBeGreaterThan(0);
    }
  });

  it('answers each card from its own example questions, in both languages', () => {
    const missed: string[] = [];
    for (const card of cards) {
      for (const example of [...card.examples.en, ...card.examples.es]) {
        const [hit] = index.search(example, 1);
        if (hit?.card.id !== card.id) missed.push(`${card.id}: "${example}" → ${hit?.card.id ?? 'nothing'}`);
      }
    }
    // Near-duplicate cards may take each other's examples; most must find their own.
    const total = cards.reduce((n, c) => n + c.examples.en.length + c.examples.es.length, 0);
    expect(missed.length / total, missed.slice(0, 20).join('\n')).toBeLessThan(0.1);
  });

  it('never drops the overlays: a sued person gets their state’s deadline and no other state’s, the Answer, default judgment and legal help', () => {
    const states: UsStateCode[] = ['TX', 'CA', 'NY', 'WA', 'OH', 'GA', 'FL', 'IL'];
    const served = cards.filter((c: Card) => c.overlays.includes('served'));
    expect(served.length).toBeGreaterThan(0);
    for (const card of served) {
      for (const language of LANGUAGES) {
        for (const state of states) {
          const question = `${card.examples[language][0]} (${US_STATES[state]})`;
          const plan = planAnswer(kb, question, 'balanced', language, { cards: index });
          // A question that starts a tool (a court search) is answered by the tool, not in words.
          if (plan.toolCall) continue;
          const text = plan.text;
          expect(text, `${card.id} ${language} ${state}`).toContain(stateName(state, language));
          for (const other of otherStates(state, language))
            expect(text, `${card.id} ${language} ${state} names ${other}`).not.toMatch(new RegExp(`\\b${other}\\b`));
          expect(text).toMatch(language === 'es' ? /Contestación por escrito/ : /written Answer/);
          expect(text).toMatch(language === 'es' ? /sentencia en rebeldía/ : /default judgment/);
          expect(text).toMatch(/LawHelp\.org/);
        }
      }
    }
  });

  it('uses the state the question names over the account’s: sued where they used to live', () => {
    const text = answer('I just moved to Georgia from Florida and got served with a lawsuit in Georgia, how long do I have?', 'en', 'FL');
    expect(slotsOf('got served in Georgia', 'FL', now).state).toBe('GA');
    expect(text).toContain('In Georgia');
    expect(text).not.toContain('In Florida');
  });

  it('gives no single number of days when the state is unknown', () => {
    const text = answer('I got served with court papers, how many days do I have to respond?', 'en');
    expect(text).toMatch(/depends on your state and your court/);
  });

  it('says the truth about jail with every answer that raises it, and exactly which benefits are protected from whom', () => {
    for (const language of LANGUAGES) {
      const jail = answer(
        language === 'es' ? '¿me pueden meter a la cárcel por no pagar una tarjeta?' : 'can i go to jail for not paying a credit card',
        language,
      );
      expect(jail).toMatch(language === 'es' ? /desacato/ : /contempt/);
      const ssi = answer(language === 'es' ? '¿pueden embargar mi SSI por una deuda?' : 'can a collector garnish my SSI check', language);
      expect(ssi).toMatch(language === 'es' ? /El SSI no se puede tomar/ : /SSI cannot be taken/);
      expect(ssi).toMatch(/\$750/);
    }
  });

  it('answers in the account’s language, and says plainly when nothing fits', () => {
    expect(answer('can they call me at work?', 'es')).toMatch(/trabajo/);
    const off = answer('what is the best recipe for lasagna', 'en');
    expect(off).not.toMatch(/Source:/);
  });
});

describe('the situation read from the question (issue 35)', () => {
  it('takes the state where the case is over where the person lives, however it is said', () => {
    expect(slotsOf('I live in Pennsylvania but the lawsuit is from an Ohio court, how long do I have?', 'PA', now).state).toBe('OH');
    expect(slotsOf('vivo en Florida pero me demandaron en Georgia', 'FL', now).state).toBe('GA');
    expect(slotsOf('how long to answer a summons', 'TX', now).state).toBe('TX');
  });

  it('takes the state written after the court and its county, over a court name or a place another state shares (blind set G class)', () => {
    // "Court of Cobb County, Georgia": the state closes the court's own name, whatever else the person read about.
    expect(
      slotsOf('papers from the State Court of Cobb County, Georgia; I read that general sessions court sets a date, does that apply?', 'TN', now).state,
    ).toBe('GA');
    expect(slotsOf('me demandaron en la Circuit Court of Oregon por una tarjeta', 'WA', now).state).toBe('OR');
    // A county name several states share is the named or home state's.
    expect(slotsOf('sued in Montgomery County district court over a loan', 'MD', now).state).toBe('MD');
    expect(slotsOf('sued in Montgomery County district court over a loan', 'AL', now).state).toBe('AL');
  });

  it('answers "is it too late to dispute" from the end date the notice prints, not 30 days from the letter (blind set G class)', () => {
    for (const question of ['i missed the 30 days to dispute a debt']) expect(answer(question, 'en'), question).toMatch(/exact end date|end date printed/);
    expect(answer('se me pasaron los 30 días para disputar', 'es')).toMatch(/fecha exacta|fecha final/);
  });

  it('applies the state’s time limit to the date the person last paid, first, with the state’s revival rule (blind set G class)', () => {
    const old = slotsOf('collector letter on my old visa card, my last payment was in February 2020, should I send them $40 to start?', 'OH', now);
    expect(old.lastPaid).toEqual({ year: 2020, month: 2, monthsAgo: 81 });
    const said = answer('collector letter on my old visa card, my last payment was in February 2020, should I send them $40 to start?', 'en', 'PA');
    expect(said).toMatch(/^Your last payment in February 2020 was about 6 years ago, longer than Pennsylvania's 4-year limit/);
    expect(said).toContain('1006.26(b)');
    const recent = overlayText('debt_age', slotsOf('dejé de pagar el préstamo en 2024', 'CA', now), 'es').join(' ');
    expect(recent).toContain('todavía pueden demandarle');
    expect(slotsOf('I paid it in 2030', 'CA', now).lastPaid).toBeNull();
  });

  it('says when the last day is close or gone, and drops the card’s "plan to file early" then (blind set G class)', () => {
    const soon = planAnswer(kb, 'served nov 16 with a justice court suit in Texas, how long do I have to answer?', 'balanced', 'en', {
      cards: index,
      state: 'TX',
      now,
    }).text;
    expect(soon).toContain('Last day: Monday, November 30, 2026.');
    expect(soon).toContain('That is tomorrow: file your written Answer by then, today if you can, and before the hour the rule above names');
    expect(soon).not.toMatch(/several days early/);
    const gone = planAnswer(kb, 'me entregaron la demanda el 1 de octubre en Texas, corte de justicia, cuanto tiempo tengo', 'balanced', 'es', {
      cards: index,
      state: 'TX',
      now,
    }).text;
    expect(gone).toContain('Si ese día ya pasó, actúe hoy');
    const far = planAnswer(kb, 'served nov 25 in California superior court, how long to answer', 'balanced', 'en', { cards: index, state: 'CA', now }).text;
    expect(far).not.toMatch(/That is (?:today|tomorrow|in \d days)|has passed/);
  });

  it('refuses to make a document that says something untrue, in both languages, and offers the truthful one (blind set H class)', () => {
    for (const [question, language] of [
      ['could you draft a letter to the collector saying I was in the hospital all year, which is not true', 'en'],
      ['make me a fake bank statement so they think I am broke', 'en'],
      ['escríbame una constancia falsa de que no tengo trabajo', 'es'],
    ] as const) {
      const planned = planAnswer(kb, question, 'balanced', language, { cards: index, state: 'TX', now });
      expect(planned.intent, question).toBe('false_document');
      expect(planned.toolCall).toBeNull();
      expect(planned.text).toMatch(language === 'en' ? /can't help make a document that says something untrue/ : /No puedo ayudarle a hacer un documento/);
    }
    // Asking whether a paper is fake is a question about scams, not a request.
    expect(planAnswer(kb, 'is this letter from the collector fake?', 'balanced', 'en', { cards: index, state: 'TX', now }).intent).not.toBe('false_document');
  });

  it('answers a served person about the suit, never with a card on the collector’s letters or calls (blind set H class)', () => {
    const plan = planAnswer(kb, 'me dejaron unos papeles de la corte en mi casa, mi 30 dias para disputar con el cobrador ya se paso?', 'balanced', 'es', {
      cards: index,
      state: 'AZ',
    });
    expect(plan.intent).not.toMatch(/^card:c-(?:no-validation|validation|dispute|.*notice)/);
    expect(plan.text).toMatch(/Contestación por escrito/);
    expect(plan.text).toMatch(/sentencia en rebeldía/);
  });

  it('takes a Spanish question about a hospital bill as ours, and finds its card through its topic words (blind set H class)', () => {
    const plan = planAnswer(kb, 'me llego una factura del hospital y ahora la tiene una collection agency, que hago?', 'balanced', 'es', { cards: index });
    expect(plan.intent).toMatch(/^card:c-medical/);
  });

  it('the unsafe classes of blind set I, in other words than the set’s', () => {
    // Another person's state says nothing of this case: the account's state bars wage garnishment for a card debt.
    expect(
      planAnswer(kb, 'my sister in georgia had her wages garnished for a store card, will they do that to my paycheck too?', 'balanced', 'en', {
        cards: index,
        state: 'PA',
      }).text,
    ).toMatch(/^In Pennsylvania, wages cannot be garnished/);
    // Papers only someone else issues are never made here, whatever they say.
    for (const ask of ['could you make a paystub for me at $250 a week', 'hazme una nota del doctor para el juez'])
      expect(planAnswer(kb, ask, 'balanced', ask.startsWith('haz') ? 'es' : 'en', { cards: index }).intent, ask).toBe('false_document');
    // Take-home pay said the Spanglish way is take-home pay: Florida's head-of-family exemption comes first.
    expect(
      planAnswer(kb, 'tengo 3 hijos y gano $700 a la semana despues de los taxes, me van a embargar el sueldo por una tarjeta', 'balanced', 'es', {
        cards: index,
        state: 'FL',
      }).text,
    ).toMatch(/^En Florida, si usted mantiene/);
    // A served person asking about something else reads their deadline first.
    const served = planAnswer(
      kb,
      'they handed me a citation on nov 9 from a justice court in travis county. i missed a payment on my settlement plan with them last month, what happens now?',
      'balanced',
      'en',
      {
        cards: index,
        now: new Date('2026-11-12T12:00:00Z'),
      },
    );
    expect(served.text).toMatch(/^If you were served with a lawsuit:[\s\S]*Last day:/);
  });

  it('the unsafe classes of blind set L, in other words than the set’s', () => {
    // Someone who moved away and was handed the papers in their new state was served outside the case's state.
    const moved = slotsOf(
      'we relocated to tacoma washington last spring; a man handed me the papers at my door on nov 2, the case is in maricopa county superior court',
      null,
      now,
    );
    expect(moved).toMatchObject({ state: 'AZ', servedHow: 'outside_state' });
    // A case named as its papers call it names its court, and only that court's deadline is given.
    expect(slotsOf('got a debt claim case from a justice of the peace in el paso texas', null, now).court?.key).toBe('justice');
    expect(slotsOf('the sheriff brought a warrant in debt from the general district court in richmond virginia', null, now).court?.key).toBe(
      'general_district',
    );
    // A long story with questions in it is answered; it does not open the Debt Answer tool.
    const story =
      'my landlord sold my old rent to a collector and now i got court papers from the county, my friend says i have to file an answer within two weeks or i lose, do i need to file an answer or can i just go talk to the judge?';
    expect(planAnswer(kb, story, 'balanced', 'en', { cards: index }).toolCall).toBeNull();
    expect(planAnswer(kb, 'please help me file an answer to my lawsuit', 'balanced', 'en', { cards: index }).toolCall?.name).toBe('start_debt_answer');
    // A card's bare "Yes." is not said to a long question it only partly fits.
    const long = planAnswer(
      kb,
      'a collector keeps calling about my old phone bill and i got a letter about it last week too, i am tired of the calls and would rather have everything in writing from now on, can i ask them to only contact me by mail?',
      'balanced',
      'en',
      { cards: index },
    );
    expect(long.text).not.toMatch(/^(?:Yes|No)\b/);
  });

  it('answers what a story asks, not what it tells in passing (blind set L class: wrong topic)', () => {
    // The asking sentences of a story: a question mark, a question's opening, a question tacked on after a comma.
    expect(askOf('my truck was taken back in 2024 and sold. the agency offers to take $2,000 on the $6,000 left, do I get a tax form for the rest')).toEqual([
      'the agency offers to take $2,000 on the $6,000 left, do i get a tax form for the rest',
    ]);
    expect(askOf('When I called them they said I owe $900. Should I pay it?')).toEqual(['should i pay it?']);
    expect(askOf('can they garnish my wages?')).toEqual([]);
    // Among the cards the whole message fits about as well, the one the question asks about answers.
    const frozen =
      'The bank froze my checking over a judgment on an old store card. All that is in there is my Social Security retirement, it is direct deposited each month. They are holding $1,900. Can they take my social security?';
    expect(index.search(frozen, 1)[0]?.card.id).toBe('l-two-month-direct-deposit-rule');
    expect(index.search(frozen, 1, askOf(frozen).join(' '))[0]?.card.id).toBe('l-social-security-ssdi-protection');
    expect(planAnswer(kb, frozen, 'balanced', 'en', { cards: index }).intent).toBe('card:l-social-security-ssdi-protection');
    // A second question is answered too, by the card that fits it (blind set L class: second questions dropped).
    const two = planAnswer(
      kb,
      'got papers by certified mail from the district court in Lansing, signed the green card nov 12. a debt buyer says I owe $2,100 on a store card. the summons says 21 days, does that mean dec 3?? also can i just mail my answer to their lawyer instead of going in person',
      'balanced',
      'en',
      { cards: index, now },
    );
    expect(two.intent).toBe('card:l-what-is-summons-complaint');
    expect(two.text).toMatch(/You also asked: In most courts you must also give a copy of your Answer to the plaintiff's lawyer/);
  });

  it('warns first against a plan that would hurt the person, in both languages (blind set L class: risky plans met silence)', () => {
    const cases: [string, Language, RegExp][] = [
      [
        'the judgment creditor might freeze my checking, so i am thinking of transferring my savings to my brother until this blows over. smart?',
        'en',
        /^Don't move money or property into someone else's name/,
      ],
      [
        'la agencia tiene una sentencia contra mi, quiero pasar mi dinero a la cuenta de mi mama para que no me lo quiten',
        'es',
        /^No pase dinero ni bienes a nombre o a la cuenta de otra persona/,
      ],
      [
        'the agent on the phone asked for my online banking login so they can set up the plan, is that normal',
        'en',
        /^(?:Don't|Do not) give a collector your (?:debit card number|bank account)/,
      ],
      ['someone online sells credit privacy numbers so i can rent an apartment with a clean file, worth it?', 'en', /^Don't use a CPN/],
      ['my mom got served and she is in the hospital, can i sign the answer for her and file it?', 'en', /^No one can sign a person's court papers/],
    ];
    for (const [question, language, warning] of cases)
      expect(planAnswer(kb, question, 'balanced', language, { cards: index, now }).text, question).toMatch(warning);
    // Words of the same kind that plan nothing risky.
    expect(slotsOf('my sister co-signed the car loan and the collector keeps calling her. can they?', null, now).risks).toEqual([]);
    expect(slotsOf('should i pay the settlement with a money order or my debit card through their website myself?', null, now).risks).toEqual([]);
  });

  it('works a settlement out on the person’s own figures when they ask about taxes (blind set L class: figures unused)', () => {
    const reported = planAnswer(kb, 'the agency will accept $1,500 on my $4,100 gym contract debt. will I get taxed on what they forgive?', 'balanced', 'en', {
      cards: index,
      now,
    });
    expect(reported.text).toMatch(
      /^On your figures: settling \$4,100\.00 for \$1,500\.00 forgives \$2,600\.00\. Because that is \$600 or more, expect .*Form 1099-C/,
    );
    const under = planAnswer(kb, 'me ofrecen que pague $900 y la deuda es de $1,300, tengo que pagar impuestos por lo que me perdonan?', 'balanced', 'es', {
      cards: index,
      now,
    });
    expect(under.text).toMatch(/Con sus cifras: liquidar \$1,300\.00 con \$900\.00 le perdona \$400\.00\. Es menos de \$600/);
    expect(slotsOf('they will take 70% off my $3,000 balance, do I owe tax on the rest?', null, now).settlement).toEqual({
      balanceCents: 300000,
      offerCents: 90000,
      forgivenCents: 210000,
    });
    // Pay after taxes is not a tax question, and what the person owes in all is not the debt settled.
    expect(slotsOf('i take home $620 a week after taxes and they want to settle for $300 a month', null, now).settlement).toBeNull();
    expect(slotsOf('settled my $5,000 card for $2,000; i owed $31,000 total then. do i owe taxes?', null, now).settlement?.balanceCents).toBe(500000);
  });

  it('works the insolvency test out on the person’s figures (blind sets D-M class: the rule stated, the arithmetic never)', () => {
    const all = planAnswer(
      kb,
      'settled a $7,000 store card for $2,500 in june. will i owe tax on it? just before the settlement i had a truck worth $6,000 and $1,200 in savings, and my debts were a truck loan $9,000, medical bills $4,000 and this card $7,000.',
      'balanced',
      'en',
      { cards: index, now },
    ).text;
    expect(all).toMatch(/you owed about \$20,000\.00 and owned about \$7,200\.00, so you were insolvent by \$12,800\.00\. .*all \$4,500\.00 here/);
    const part = slotsOf(
      'me perdonaron $6,000 y me llega un 1099-C. justo antes debia en total $20,000 y todo lo que tengo vale como $17,000. cuanto pago de taxes?',
      null,
      now,
    );
    expect(part.insolvency).toEqual({ forgivenCents: 600000, owedCents: 2000000, ownedCents: 1700000 });
    expect(
      planAnswer(
        kb,
        'me perdonaron $6,000 y me llega un 1099-C. justo antes debia en total $20,000 y todo lo que tengo vale como $17,000. cuanto pago de taxes?',
        'balanced',
        'es',
        { cards: index, now },
      ).text,
    ).toMatch(/de los \$6,000\.00 perdonados, unos \$3,000\.00 pagan impuestos/);
    // Other debts listed beside the one settled are not its balance.
    expect(
      slotsOf('settled my $5,000 loan for $2,000, do I owe taxes? i also owe a car loan $11,000 and a card $3,000', null, now).settlement?.balanceCents,
    ).toBe(500000);
  });

  it('warns against the plans of blind set M’s classes, in other words', () => {
    const says = (question: string, language: Language = 'en') => planAnswer(kb, question, 'balanced', language, { cards: index, now }).text;
    expect(says('a judgment creditor is after me, so i was going to put my truck title under my dad’s name for now')).toMatch(
      /^Don't move money or property into someone else's name/,
    );
    expect(says('my roommate used my debit card with my ok and then went way over, can i just report it as identity theft to get out of it?')).toMatch(
      /^An identity-theft report is only for charges made without your permission/,
    );
    expect(says('el cobrador quiere que le mande una copia de mi licencia y mi seguro social completo para verificar una deuda que no es mia', 'es')).toMatch(
      /^No le dé a un cobrador ni a quien le llame su fecha de nacimiento, ningún dígito de su Seguro Social ni copias de su identificación/,
    );
    expect(says('they said i can pay it today over the phone with my debit card, is that fine?')).toMatch(/^(?:Don't|Do not) give a collector your/);
  });

  it('counts an Indiana summons that came by mail from its 23 days (blind set M class: the mail days left out)', () => {
    const text = answer(
      'Marion County Superior Court in Indiana mailed me a summons by certified mail, I signed for it Monday November 16. when is my answer due?',
      'en',
    );
    expect(text).toMatch(/23 days if you were served by mail/);
    expect(text).toMatch(/Last day: Wednesday, December 9, 2026/);
  });

  it('takes no state from a roommate, and says no generic "a payment can restart the clock" where the state’s own rule is given and says otherwise (blind set J classes)', () => {
    expect(slotsOf('my roommate from florida says they can sue for 5 years, is that right here?', 'NY', now).state).toBe('NY');
    const answer = planAnswer(
      kb,
      'last paid my capital one card in march 2021, they want $30 now, does paying restart the statute of limitations in texas?',
      'balanced',
      'en',
      {
        cards: index,
        state: 'TX',
        now,
      },
    ).text;
    expect(answer).not.toMatch(/In many states, the statute of limitations can restart/);
  });

  it('counts papers left with someone and then mailed as substituted service, never as service by mail (blind set J class)', () => {
    const slots = slotsOf('a process server left the summons w my husband nov 2 and they mailed a copy too, LA superior court', 'CA', now);
    expect(slots.servedHow).toBe('not_in_person');
    // California: complete ten days after the mailing, then 30 days; counted from the day they were left, never later than the real day.
    expect(answerDeadline('CA', '2026-11-02', 'unlimited_civil', 'not_in_person')).toBe('2026-12-14');
  });

  it('reads a complaint received by certified mail as service (blind set G class)', () => {
    expect(slotsOf('a complaint came by certified mail and I signed for it on Monday, how long do I have', 'OH', now).served).toBe(true);
    expect(slotsOf('I got a complaint from the Common Pleas court about a card', 'OH', now).served).toBe(true);
  });

  it('reads a signed green card as service by certified mail, not as an immigration case (blind set G class)', () => {
    expect(slotsOf('got the summons by certified mail and signed the green card on nov 4, Midland Funding sued me', 'MI', now).notADebtCase).toBe(false);
    expect(slotsOf('Capital One sued me over my Visa card', 'MI', now).notADebtCase).toBe(false);
    expect(slotsOf('me demandaron por la tarjeta visa', 'TX', now).notADebtCase).toBe(false);
    expect(slotsOf('my student visa expires next month, can I renew it from here', 'MI', now).notADebtCase).toBe(true);
    expect(slotsOf('my green card interview is next week, what should I bring', 'MI', now).notADebtCase).toBe(true);
    // A collector in the question makes it a debt question, whatever else it mentions (blind set I): a threat to call immigration is the collector's conduct.
    expect(slotsOf('my green card interview is next week, can a collector report me to immigration', 'MI', now).notADebtCase).toBe(false);
    expect(slotsOf('el cobrador dice que va a llamar a inmigracion si no pago', 'TX', now).notADebtCase).toBe(false);
  });

  it('tells the case’s state from the court or the place named, over a state named only as home (blind set E class)', () => {
    expect(slotsOf('they served me a warrant in debt for general district court, what now', 'NC', now).state).toBe('VA');
    expect(slotsOf('sued in Harris County over a credit card, how long to answer', 'CA', now).state).toBe('TX');
    expect(slotsOf('I live in Texas now but the lawsuit is from a court in Milwaukee', 'TX', now).state).toBe('WI');
    expect(slotsOf('me demandaron en el condado de Maricopa', 'NV', now).state).toBe('AZ');
    // A state named with its court still decides, and a place without a court says nothing.
    expect(slotsOf('I got sued in Ohio, I was visiting Milwaukee court records', 'TX', now).state).toBe('OH');
    // The city moved to is where the person lives now, as "vivo en Miami" (set K) says: its state's rules are theirs (set AY).
    expect(slotsOf('I moved to Denver last year and a collector keeps calling', 'KS', now).state).toBe('CO');
    expect(slotsOf('I was in Denver last year and a collector keeps calling', 'KS', now).state).toBe('KS');
  });

  it('computes the last day from a service date the question gives, for each court of that state only', () => {
    const slots = slotsOf('I was served on November 9 in Texas, when is my answer due?', null, now);
    expect(slots.servedOn).toBe('2026-11-09');
    const text = overlayText('served', slots, 'en').join(' ');
    expect(text).toContain('Last day: Monday, November 23, 2026');
    expect(text).toContain('Last day: Monday, November 30, 2026');
    expect(slotsOf('me entregaron los papeles el 5 de diciembre de 2025', null, now).servedOn).toBe('2025-12-05');
    expect(slotsOf('served 11/2', null, now).servedOn).toBe('2026-11-02');
  });

  it('counts from the way the papers came: by mail, outside the state, left with someone', () => {
    const mailed = slotsOf('they sent the summons by certified mail, I signed for it nov 2, district court in michigan', null, now);
    expect(mailed).toMatchObject({ servedHow: 'mail', state: 'MI', servedOn: '2026-11-02' });
    expect(mailed.court?.key).toBe('district');
    const text = overlayText('served', mailed, 'en').join(' ');
    expect(text).toContain('Last day: Monday, November 30, 2026');
    expect(text).toContain('as you were served by mail');
    // The court the question names is the only one given.
    expect(text).not.toContain('Circuit Court');
    const abroad = slotsOf('a washington superior court case, they served me in idaho on october 6', null, now);
    expect(abroad).toMatchObject({ servedHow: 'outside_state', state: 'WA' });
    expect(overlayText('served', abroad, 'en').join(' ')).toContain('Last day: Monday, December 7, 2026');
    expect(slotsOf('me dejaron la demanda con mi hermano el 3 de noviembre, corte civil de nueva york', null, now).servedHow).toBe('not_in_person');
    expect(slotsOf('I was served on November 9 in Texas', null, now).servedHow).toBe('in_person');
    // Moving away is not being served elsewhere.
    expect(slotsOf('I moved from Texas to Ohio and got sued in Ohio', null, now).servedHow).toBe('in_person');
  });

  it('names a court date the question gives as the deadline, once, with no count of days beside it', () => {
    const slots = slotsOf('small claims in Milwaukee, served last tuesday, it says I must appear December 22 at 8:30, do I have 20 days?', null, now);
    expect(slots).toMatchObject({ state: 'WI', servedOn: '2026-11-24', courtDate: '2026-12-22' });
    const text = overlayText('served', slots, 'en').join(' ');
    expect(text).toContain('Your papers set a court date: Tuesday, December 22, 2026 (in 23 days, about 3 weeks).');
    expect(text).not.toContain('Last day');
    expect(text.match(/default judgment/g)).toHaveLength(1);
  });

  it('where the court counts days from service, a hearing on the papers is a second date, never a later deadline (blind set N class)', () => {
    // Living in Maryland does not make it a Maryland case: the court named is the District of Columbia's.
    const slots = slotsOf(
      'I live in Rockville MD. served in hand Nov 20, papers from the Superior Court of the District of Columbia, initial hearing March 3 2027. can I just go then?',
      'MD',
      now,
    );
    expect(slots).toMatchObject({ state: 'DC', servedOn: '2026-11-20', courtDate: '2027-03-03' });
    const text = overlayText('served', slots, 'en').join(' ');
    expect(text).toContain('Last day: Friday, December 11, 2026.');
    expect(text).toContain('Your papers also set a court date: Wednesday, March 3, 2027. Go to it, but');
    expect(text).not.toContain('That date is your deadline');
  });

  it('counts a Florida head of family’s pay as safe and gives the last day to claim it, in English and Spanish (blind set N class)', () => {
    const en = slotsOf('single dad, 2 kids, I take home $640 a week after taxes; my employer got a writ of garnishment, the notice came Nov 16', 'FL', now);
    expect(en.headOfFamily).toBe(true);
    const enText = overlayText('wage_math', en, 'en').join(' ');
    expect(enText).toContain('On $640.00 a week, that is all of your pay');
    expect(enText).toContain('by Monday, December 7, 2026');
    const es = slotsOf('soy mamá soltera con dos niños, me pagan $500 por semana después de impuestos y el patrón me va a quitar el 25%', 'FL', now);
    expect(es).toMatchObject({ headOfFamily: true, wages: true });
    expect(overlayText('wage_math', es, 'es').join(' ')).toContain('Con $500.00 por semana, eso es todo su sueldo');
  });

  it('hears an employer as talk of pay only beside a garnishment, in both languages', () => {
    expect(slotsOf('the collector called my employer and said they would take my car', 'TX', now).wages).toBe(false);
    expect(slotsOf('llamaron a mi patrón y dijeron que me van a quitar la troca', 'TX', now).wages).toBe(false);
    expect(slotsOf('can my boss really withhold part of my check for this card?', 'OH', now).wages).toBe(true);
    expect(slotsOf('mi empleador me va a descontar por un embargo?', 'OH', now).wages).toBe(true);
  });

  it('searches cards on words, not on the person’s figures: "$600 a week" is no 1099 question (blind set N class)', () => {
    expect(roots('I make $600 a week, 2 kids')).not.toContain('600');
    expect(roots('will I get a 1099 for the forgiven part, or file chapter 13?')).toEqual(expect.arrayContaining(['1099', '13']));
  });

  it('reads a court named by its branch alone ("small claims"), unless the question compares courts', () => {
    expect(slotsOf('sued in small claims in Wisconsin, must appear Jan 4', null, now)).toMatchObject({
      court: { key: 'small_claims' },
      courtDate: '2027-01-04',
    });
    expect(slotsOf('what is the difference between small claims and regular court in Wisconsin', null, now).court).toBeNull();
  });

  it('tells a person whose court sets a date on the summons to go to court that day, not to count days', () => {
    for (const language of LANGUAGES) {
      const slots = slotsOf('I got a warrant in debt from general district court in virginia, served nov 12. do I need to file something?', null, now);
      expect(slots.court?.key).toBe('general_district');
      const text = overlayText('served', slots, language).join(' ');
      expect(text).not.toMatch(/Last day|Último día/);
      expect(text).toMatch(
        language === 'es' ? /fija una fecha en la citación.*Preséntese en el tribunal ese día/ : /sets a date on the summons.*Go to court on that date/,
      );
      expect(text).not.toMatch(/Circuit Court/);
    }
  });

  it('does not promise wage garnishment where the state bars it for consumer debts', () => {
    for (const language of LANGUAGES) {
      const texas = overlayText('served', slotsOf('I got sued in Texas', null, now), language).join(' ');
      expect(texas).toMatch(language === 'es' ? /no permite embargar el sueldo/ : /does not allow wages to be garnished/);
    }
  });

  it('applies the federal cap to take-home pay only where the state follows it, protects a head of family first, and never counts gross pay or benefits (blind set F class)', () => {
    const ohio = answer('they got a judgment, can they garnish my paycheck? I take home $560 a week', 'en', 'OH');
    expect(ohio.split('\n\n')[0]).toContain('at most $140.00 a week');
    const small = slotsOf('puede el acreedor embargar mi sueldo? gano 240 dolares limpios a la semana', 'KY', now);
    expect(overlayText('wage_math', small, 'es').join(' ')).toContain('como máximo $22.50 por semana');
    // A head of family in Florida is protected first, and told to claim it; no federal figure.
    const florida = slotsOf('judgment creditor wants to garnish my wages, I take home $700 a week and support my two kids', 'FL', now);
    const floridaText = overlayText('wage_math', florida, 'en').join(' ');
    expect(floridaText).toMatch(/head of family.*\$750\.00 a week or less cannot be garnished.*must claim it/);
    expect(floridaText).not.toContain('at most');
    // States that protect more than the federal limit say their own rule, never the federal 25% (blind set K class).
    const fresno = overlayText('wage_math', slotsOf('they got a judgment and garnish my paycheck, I take home $1,000 a week', 'CA', now), 'en').join(' ');
    expect(fresno).toContain('at most $75.52 a week');
    expect(fresno).toContain('706.050');
    const queens = overlayText('wage_math', slotsOf('me estan embargando el sueldo con un income execution, gano $850 bruto', 'NY', now), 'es').join(' ');
    expect(queens).toMatch(/10% de su sueldo bruto.*5231\(b\)/);
    expect(overlaysFor(null, slotsOf('can they garnish my wages in Chicago', 'IL', now))).toContain('wage_math');
    // The card on states that bar wage garnishment answers only someone from such a state, or whose state is unknown (blind set K class).
    const barredOnly = { onlyWhere: 'wages_barred' } as never;
    expect(cardHoldsFor(barredOnly, slotsOf('can they garnish my paycheck', 'FL', now))).toBe(false);
    expect(cardHoldsFor(barredOnly, slotsOf('can they garnish my paycheck', 'TX', now))).toBe(true);
    expect(cardHoldsFor(barredOnly, slotsOf('can they garnish my paycheck', null, now))).toBe(true);
    // A card's Social Security, SSI and VA rules are not said to a question about pay that names no benefits (blind set K class).
    expect(overlaysFor({ overlays: ['benefits', 'legal_aid'] } as never, slotsOf('can they garnish my paycheck after the judgment', 'OH', now))).not.toContain(
      'benefits',
    );
    expect(overlaysFor({ overlays: ['benefits'] } as never, slotsOf('can they garnish my paycheck or my social security', 'OH', now))).toContain('benefits');
    // The big city the person lives or works in names the state when nothing else does (blind set K class).
    expect(slotsOf('vivo en Miami y me van a embargar el sueldo, mantengo a mis hijos, gano $820 por semana despues de impuestos', 'OH', now).state).toBe('FL');
    expect(slotsOf('I work in Bakersfield and they want to garnish my paycheck', 'TX', now).state).toBe('CA');
    expect(slotsOf('I live in Ohio now but work in Bakersfield', 'TX', now).state).toBe('OH');
    // Above the exemption a head of family's pay is still protected unless they agreed in writing: no federal figure either (blind set K class).
    const above = overlayText(
      'wage_math',
      slotsOf('me van a embargar el sueldo, ya hay sentencia, gano $900 por semana despues de impuestos y mantengo a mis hijos', 'FL', now),
      'es',
    ).join(' ');
    expect(above).toMatch(/jefe de familia.*solo si usted lo aceptó por escrito/);
    expect(above).not.toContain('como máximo');
    // No figure: gross pay, pay not said to be take-home, benefits, a state that protects more.
    for (const [question, state] of [
      ['can they garnish my wages, I make $600 a week gross', 'OH'],
      ['can they garnish my paycheck, I make $600 a week', 'OH'],
      ['can they take my SSDI, I get $1,380 a month after taxes', 'OH'],
    ] as const)
      expect(overlayText('wage_math', slotsOf(question, state, now), 'en'), question).toEqual([]);
    // New York protects more: its own rule, no federal figure.
    expect(overlayText('wage_math', slotsOf('can they garnish my paycheck, I take home $450 a week', 'NY', now), 'en').join(' ')).not.toMatch(
      /\$1\d\d\.\d\d a week/,
    );
    // Where the state bars wage garnishment, the bar is the answer, not the cap.
    const texas = slotsOf('can they garnish my $900 a week take home paycheck', 'TX', now);
    expect(overlayText('wage_math', texas, 'en')).toEqual([]);
    expect(overlaysFor(null, texas)).toContain('wages_barred');
  });

  it('gives an eviction or immigration question no debt deadline, only where to get the right help (blind set F class)', () => {
    for (const question of [
      'my landlord gave me a 3 day notice to quit, how long do I have to answer?',
      'me llegó una carta de inmigración, tengo que contestar en 30 días?',
    ])
      expect(planAnswer(kb, question, 'balanced', 'en', { cards: index, state: 'CA' }).intent, question).toBe('not_a_debt_case');
  });

  it('reads a civil warrant as a lawsuit, not an arrest, and says each state’s revival rule in Spanish as the table does', () => {
    const warrant = slotsOf('I got a civil warrant from General Sessions court in Tennessee', null, now);
    expect(warrant).toMatchObject({ served: true, arrest: false });
    expect(overlayText('limitations', slotsOf('old debt', 'NY', now), 'es').join(' ')).toMatch(/no reinicia el plazo/);
    expect(overlayText('limitations', slotsOf('old debt', 'IL', now), 'es').join(' ')).toMatch(/Un pago, aunque sea pequeño/);
  });

  it('puts the overlays of an article-quoting answer before its sources and its limits, a served person’s deadline first', () => {
    // Without the lawsuit cards, so that no card fits and the article is quoted.
    const contactCardsOnly = createCardIndex(cards.filter((c) => c.id.startsWith('c-')));
    const text = planAnswer(kb, 'got served, can they put a lien on my car title', 'balanced', 'en', { cards: contactCardsOnly, state: 'TX' }).text;
    expect(text).toMatch(/^If you were served with a lawsuit:\s+In Texas/);
    expect(text.indexOf('I have no prepared answer')).toBeGreaterThan(0);
    const legalHelp = text.indexOf('LawHelp.org');
    expect(legalHelp).toBeGreaterThan(0);
    expect(legalHelp).toBeLessThan(text.lastIndexOf('Source'));
    expect(text.trimEnd()).toMatch(/not legal advice for your situation\.$/);
  });

  it('reads the case’s state, service date and way of service the way set O’s unsafe answers did not, in both languages (blind set O classes)', () => {
    // A parish is Louisiana's; papers handed to a relative, told in Spanish, are service; a letter's own date is not.
    const parish = slotsOf(
      'me mudé de Dallas a Lafayette; el 3 de noviembre le dieron a mi esposa unos papeles de la Parish of Lafayette, una demanda por $2,100. En Texas son 20 días, ¿verdad?',
      'TX',
      now,
    );
    expect(parish).toMatchObject({ state: 'LA', served: true, servedOn: '2026-11-03', servedHow: 'not_in_person' });
    // Papers taped to the door, told in Spanish, are not service in person.
    expect(slotsOf('le pegaron unos papeles en la puerta el 16 de noviembre, es del Civil Court of the City of New York', 'NJ', now).servedHow).toBe(
      'not_in_person',
    );
    const letter = slotsOf(
      'a deputy left the complaint with her husband on Nov 2 (Lackawanna County Court of Common Pleas). Then a letter dated Nov 24 said she is in default.',
      'NJ',
      now,
    );
    expect(letter).toMatchObject({ state: 'PA', servedOn: '2026-11-02', servedHow: 'not_in_person' });
    // With no card that fits, the dated deadline is the case's state's only: no rules of the state the person came from.
    const contactCardsOnly = createCardIndex(cards.filter((c) => c.id.startsWith('c-')));
    const es = planAnswer(
      kb,
      'me mudé de Dallas a Lafayette; el 3 de noviembre le dieron a mi esposa unos papeles de la Parish of Lafayette, una demanda por $2,100. En Texas son 20 días, ¿verdad? ¿cuándo se me vence?',
      'balanced',
      'es',
      { cards: contactCardsOnly, state: 'TX', now },
    ).text;
    expect(es).toMatch(/^Si le notificaron una demanda:\s+En Luisiana/);
    expect(es).not.toContain('En Texas, el plazo');
    expect(es.trimEnd()).toMatch(/no asesoría legal para su situación\.$/);
  });

  it('tells a Connecticut defendant that the return date is a filing date, not a day in court, in both languages (blind set O class)', () => {
    const en = planAnswer(
      kb,
      'a marshal handed me a summons on Nov 19, Superior Court in Hartford, Return Date December 15. do i have to go to court that day?',
      'balanced',
      'en',
      { cards: index, state: 'CT', now },
    ).text;
    expect(en).toContain('It is not a hearing, and no one goes to court that day');
    expect(en).not.toContain('Go to court on that date');
    const es = planAnswer(
      kb,
      'me entregaron una demanda el 19 de noviembre, Superior Court de Hartford, Return Date 15 de diciembre. ¿tengo que ir a la corte ese día?',
      'balanced',
      'es',
      { cards: index, state: 'CT', now },
    ).text;
    expect(es).toContain('No es una audiencia y nadie tiene que ir al tribunal ese día');
    // Where the summons' date is a hearing, it still says to go.
    const ga = planAnswer(kb, 'served Nov 19, magistrate court in Atlanta Georgia, hearing date December 15. do i have to go?', 'balanced', 'en', {
      cards: index,
      state: 'GA',
      now,
    }).text;
    expect(ga).not.toContain('It is not a hearing');
  });

  it('says first that a state barring wage garnishment bars it, and drops the federal cap there; elsewhere the cap stands', () => {
    for (const [question, language] of [
      ['can a credit card company take 25% of my paycheck in Texas?', 'en'],
      ['el cobrador dice que me van a quitar parte de mi cheque del trabajo, en texas pueden hacer eso?', 'es'],
    ] as const) {
      const text = answer(question, language, 'TX');
      expect(text.startsWith(language === 'es' ? 'En Texas no se puede embargar el sueldo' : 'In Texas, wages cannot be garnished'), text).toBe(true);
      // The federal cap is not stated as the rule (the card's citation line may still name the statute).
      expect(text.replace(/^(Source|Fuente):.*$/m, '')).not.toMatch(/1673|25 ?%/);
    }
    expect(answer('can they garnish my wages in Ohio for a credit card?', 'en', 'OH')).not.toMatch(/wages cannot be garnished/);
  });

  it('starts no Debt Answer and gives no debt deadline for a criminal, traffic or family case', () => {
    for (const [question, language] of [
      ['i got a summons for a misdemeanor theft charge, how many days do I have to file an answer?', 'en'],
      ['me llegó una citación por un delito menor, ¿cuántos días tengo para contestar?', 'es'],
    ] as const) {
      const plan = planAnswer(kb, question, 'balanced', language, { cards: index, state: 'OH', now });
      expect(plan.toolCall).toBeNull();
      expect(plan.text).not.toMatch(/28 days|28 días|Debt Answer will|default judgment/);
      expect(plan.text).toMatch(language === 'es' ? /Vaya a cada fecha de corte/ : /Go to every court date/);
    }
  });

  it('gives an out-of-scope question no debt-case deadlines', () => {
    // The card that turns an eviction away (other cards filed under "other", an authorized user's, answer debts).
    const eviction = cards.find((c) => c.id === 'l-oos-eviction');
    expect(eviction).toBeDefined();
    expect(overlaysFor(eviction ?? null, slotsOf('I got served eviction papers in Ohio', null, now))).toEqual(['legal_aid']);
  });
});

describe('states named by postal code (issue 35)', () => {
  it('reads a code that is also a word or a city only as an address writes it', () => {
    expect(slotsOf('I got served in LA county, California', null, now).state).toBe('CA');
    expect(slotsOf('got sued, the court is in LA', 'NV', now).state).toBe('NV');
    expect(slotsOf('the summons says Baton Rouge, LA 70802', null, now).state).toBe('LA');
    expect(slotsOf('OK so I got sued in TX', null, now).state).toBe('TX');
  });
});

describe('blind set P classes (issue 35), in other words than the set', () => {
  it("reads a county named like a state as a county, not the state: the place or the person's state decides", () => {
    expect(slotsOf('served yesterday with papers from the Jefferson County, no wait, Washington County District Court near Portland', 'OR', now).state).toBe(
      'OR',
    );
    expect(slotsOf('my summons is from Texas County Circuit Court in Houston, Missouri', null, now).state).toBe('MO');
    expect(slotsOf('tengo una demanda del condado de Washington, vivo en Hillsboro', 'OR', now).state).toBe('OR');
    // A court of a state named with "county court" is still that state's.
    expect(slotsOf('I was sued in a Texas county court last week', 'CA', now).state).toBe('TX');
    // Typed in lower case the same; "a Texas county" is any county of Texas.
    expect(slotsOf('got papers from jefferson county, no, washington county district court by portland', 'OR', now).state).toBe('OR');
    expect(slotsOf('they sued me in a texas county, served nov 20', 'OR', now).state).toBe('TX');
  });

  it('takes a postal code after a place as the state named there, over a state someone else lives in', () => {
    expect(slotsOf("for my sister: she lives in Aurora IL and got a summons from Kane County. I'm in Wisconsin", 'WI', now).state).toBe('IL');
  });

  it('does not read a Social Security number or the payroll tax as Social Security benefits', () => {
    expect(slotsOf('the collector wants my social security number to verify, and they froze my bank', 'KS', now).benefits).toBe(false);
    expect(slotsOf('me piden mi número de seguro social y me quieren embargar', 'TX', now).benefits).toBe(false);
    expect(slotsOf('my stub shows social security+medicare $120 and the garnishment took $300', 'OH', now).benefits).toBe(false);
    // The benefit itself still is.
    expect(slotsOf('can they take my social security from my bank?', 'OH', now).benefits).toBe(true);
    expect(slotsOf('me quieren quitar el seguro social del banco', 'TX', now).benefits).toBe(true);
  });

  it('reads a pay stub, gross pay and take-home pay as talk of wages', () => {
    expect(slotsOf('they garnished my take home, it was $1,900 and now $1,400', 'OH', now).wages).toBe(true);
    expect(slotsOf('my gross is $3,000 a month and they are taking 25% of it', 'OH', now).wages).toBe(true);
  });
});

describe('blind set Q classes (issue 35), in other words than the set', () => {
  it("after a judgment, never gives a lawsuit's time to answer: the deadlines that follow a judgment instead", () => {
    const text = answer(
      'they got a default judgment on my old Discover card back in March, I never got any papers. now my checking account in Tucson got levied. what can I do',
      'en',
      'AZ',
    );
    expect(text).not.toMatch(/deadline to answer depends on the court|Last day:/);
    expect(text.indexOf('A judgment has already been entered')).toBeLessThan(text.indexOf('claim of exemption'));
    expect(text).toMatch(/set it aside/);
    const es = answer('me sacaron una sentencia en rebeldia en junio y ahora me embargaron la cuenta, que hago?', 'es', 'NM');
    expect(es).toMatch(/^Ya hay una sentencia/);
    expect(es).toMatch(/reclamo de exención/);
    expect(es).not.toMatch(/plazo para contestar depende/);
  });

  it("keeps a sued person's deadline when a judgment is only feared, and a court order after judgment says go", () => {
    const feared = slotsOf('I was served Monday, can they get a default judgment if I just ignore it?', 'OH', now);
    expect(feared.served).toBe(true);
    expect(feared.judgment).toBeNull();
    // Asking whether there is one already is not saying so: the answer deadline stays.
    for (const asked of ['A deputy served me Friday. Do they already have a judgment on me?', 'me dejaron la demanda ayer. ¿ya hay una sentencia contra mi?']) {
      expect(slotsOf(asked, 'NV', now).served, asked).toBe(true);
      expect(slotsOf(asked, 'NV', now).judgment, asked).toBeNull();
    }
    const ordered = slotsOf('There is a judgment against me and now a rule to show cause for Jan 12 because I skipped the first hearing', 'MO', now);
    expect(ordered.judgment).toMatchObject({ first: true, order: true });
    expect(overlayText('judgment', ordered, 'en').join(' ')).toMatch(/contempt/);
  });

  it('names the Servicemembers Civil Relief Act for a default judgment taken while on active duty', () => {
    const slots = slotsOf(
      'I was deployed with my reserve unit all summer and a collector got a default judgment while I was gone. Can it be undone?',
      'KS',
      now,
    );
    expect(overlayText('judgment', slots, 'en').join(' ')).toMatch(/Servicemembers Civil Relief Act[^.]*90 days after your service ended/);
  });

  it('says the automatic stay first to a person whose bankruptcy is filed, and not to one who only thinks of filing', () => {
    const filed = answer('I filed chapter 7 two weeks ago and a furniture store still sued me, the summons came Friday. Do I have to answer?', 'en', 'OK');
    expect(filed.indexOf('automatic stay')).toBeLessThan(filed.indexOf('If you were served with a lawsuit'));
    expect(filed).toMatch(/notice of bankruptcy/);
    expect(slotsOf('should I file for bankruptcy or try to settle my cards?', 'OK', now).bankruptcy).toBe(false);
  });
});

describe('blind set R classes (issue 35): what the question asks decides the card, in other words than the set', () => {
  const plan = (question: string, language: Language = 'en', state: string | null = null) =>
    planAnswer(kb, question, 'balanced', language, { cards: index, state, now });

  it('sends a question on how much of a paycheck can be taken to the garnishment limit, whatever the story calls old', () => {
    expect(
      plan(
        'A hospital got a judgment on my old surgery bill and my employer in Tulsa started withholding from my paycheck. I clear $1,150 every two weeks. How much are they allowed to take each payday?',
      ).intent,
    ).toBe('card:l-wage-garnishment-limit');
    expect(
      plan(
        'Trabajo en una empacadora en Omaha. Por una sentencia de un préstamo viejo me están descontando del sueldo; me pagan $720 por semana ya con impuestos. ¿Cuánto me pueden quitar por semana?',
        'es',
      ).intent,
    ).toBe('card:l-wage-garnishment-limit');
    // Near miss: pay told, but the question is what to offer.
    expect(plan('My paycheck is $900 a week. How much should I offer to settle a $4,000 card balance?').intent).not.toBe('card:l-wage-garnishment-limit');
  });

  it('answers calls at forbidden hours and calls to a boss or relatives with the contact rules', () => {
    expect(plan('I work nights at a warehouse in Reno and a collector keeps ringing my phone at 5:30 am about a gym membership. Is that okay?').intent).toBe(
      'card:c-call-times',
    );
    expect(plan('A collection agency phoned my foreman at the plant and told him about my $600 furniture bill. Can they do that?').intent).toBe(
      'card:c-contact-employer',
    );
    expect(plan('Some agency keeps calling my grandmother and my uncle saying I owe $1,300 on a dental bill. Is that allowed?').intent).toBe(
      'card:c-contact-family',
    );
    expect(plan('Un cobrador llama a mi hermana y a mi tía para decirles que debo $800 de una tarjeta. ¿Pueden hacer eso?', 'es').intent).toBe(
      'card:c-contact-family',
    );
    // A call verb and a relative both in the story, but the person did the telling; an hour that is a hearing's.
    expect(plan('My brother and I both owe the credit union; I called my brother about it. Should we settle?').intent).not.toBe('card:c-contact-family');
    expect(plan('The hearing on my card case is at 9:00 am Monday in Boise. The clerk called and said bring pay stubs. What else do I bring?').intent).not.toBe(
      'card:c-call-times',
    );
    // Both things asked are answered.
    const both = plan('A collector calls me at 6 am and also called my supervisor about a $700 loan. Is any of that legal?');
    expect(both.intent).toBe('card:c-call-times');
    expect(both.text).toContain('You also asked:');
  });

  it('takes money demanded by app or from a "process server" to cancel a case as a scam, before any lawsuit card', () => {
    const scam = plan(
      'A woman called saying she is a process server and I will be served at church Sunday unless I send $400 by Cash App today to close the case. Real?',
    );
    expect(scam.intent).toMatch(/^card:c-scam-/);
    expect(scam.text.indexOf('scam')).toBeLessThan(scam.text.indexOf('If you were served'));
    expect(plan('Me llamó un supuesto alguacil y me pide $300 por Cash App para cancelar la demanda de mi tarjeta. ¿Qué hago?', 'es').intent).toMatch(
      /^card:c-scam-/,
    );
    // Near miss: real papers handed over, no money asked.
    expect(plan('A deputy handed me a summons for a $2,500 card debt yesterday in Topeka. What do I do now?').intent).not.toMatch(/^card:c-scam-/);
  });

  it("answers a collector's immigration threat as a collection practice, not as an immigration case", () => {
    expect(plan('The lady on the phone said they will report me to immigration unless I pay my cousin’s $900 loan. Do I have to?').intent).toBe(
      'card:c-threats-immigration',
    );
    expect(plan('Me llaman por un préstamo de $1,200 y dicen que me van a reportar a inmigración si no pago. ¿Pueden hacer eso?', 'es').intent).toBe(
      'card:c-threats-immigration',
    );
    expect(plan('Can you help me fill out my green card renewal application?').intent).toBe('not_a_debt_case');
  });

  it("answers a dead relative's debt with the estate cards", () => {
    const deceased = (question: string, language: Language = 'en') => cards.find((c) => `card:${c.id}` === plan(question, language).intent)?.topic;
    expect(deceased('My grandfather died in October and a collector says I, as his grandson, have to pay his $5,000 hospital bill. Do I?')).toBe('deceased');
    expect(deceased('Mi papá murió en julio y ahora me llaman para que pague su tarjeta de $3,000. Yo nunca firmé nada. ¿Tengo que pagar?', 'es')).toBe(
      'deceased',
    );
    expect(deceased('My real estate agent says a collection could hurt my mortgage approval. Should I pay it first?')).not.toBe('deceased');
  });

  it('answers an out-of-network bill at an in-network hospital or ER with the No Surprises Act', () => {
    expect(
      plan(
        'Had surgery at an in-network hospital in Tucson and the anesthesiologist was out of network; now a $3,300 balance bill is in collections. Can they do that?',
      ).intent,
    ).toBe('card:c-medical-surprise-bill');
    expect(plan('Fui a emergencias en Houston y el médico estaba fuera de la red; me cobran $1,700 aparte. ¿Es legal?', 'es').intent).toBe(
      'card:c-medical-surprise-bill',
    );
    expect(plan('No insurance, and a $9,000 hospital bill went to collections. Can I still get charity care?').intent).not.toBe('card:c-medical-surprise-bill');
  });

  it('refuses to remake a lost paper and says how to prove payment, never a court search for "I can\'t find it"', () => {
    const lost = plan(
      "I paid off a loan in 2022 and can't find the paid-in-full letter. Now I'm sued in Hamilton County Court in Ohio for it. Can I just retype the letter with their logo so the judge sees it?",
    );
    expect(lost.intent).toBe('card:l-lost-paper-dont-recreate');
    expect(lost.toolCall).toBeNull();
    expect(
      plan('Perdí la carta del acuerdo que hice con el cobrador. ¿Puedo hacer una nueva de memoria con su logo para llevarla a la corte?', 'es').intent,
    ).toBe('card:l-lost-paper-dont-recreate');
    expect(plan('Can you find the court for my case in Lincoln, Nebraska?').intent).toBe('search_courts');
  });

  it('answers a tax-refund advance loan as a loan, and a refund offset as an offset', () => {
    expect(
      plan('Took a refund advance of $750 at a tax shop; the IRS kept part of my refund for a student loan, and now a collector wants $300 more. Do I owe it?')
        .intent,
    ).toBe('card:l-refund-advance-loan');
    expect(plan('Can they take my tax refund for a credit card I never paid?').intent).not.toBe('card:l-refund-advance-loan');
  });

  it('says the dated last day first to a served person who asks when to answer, whatever else the story says', () => {
    const served = plan(
      'A constable handed me a citation from a Travis County justice court on Monday, November 16, 2026 over a $900 phone bill. The collector also says they will take my wages. When do I have to answer?',
    );
    expect(served.text.startsWith('If you were served')).toBe(true);
    expect(served.text.indexOf('Last day:')).toBeLessThan(served.text.indexOf('Texas does not allow wages'));
    const es = plan('Me entregaron papeles de una demanda del condado de Harris, Texas el 16 de noviembre por $900. ¿Cuándo tengo que contestar?', 'es');
    expect(es.text.startsWith('Si le notificaron')).toBe(true);
    expect(plan('When do I have to dispute the collector’s letter about my $400 water bill?').intent).not.toBe('card:l-count-answer-deadline');
  });

  it('asks whether an old debt can be sued on only when the question gives its age, and a threat to sue is not service', () => {
    expect(plan('A debt buyer says it will sue over a 2014 furniture loan I never paid. Can they still sue me after all these years?').intent).toMatch(
      /^card:c-time-barred-/,
    );
    const cease = plan('If I send the agency a letter to stop calling about my $500 cable bill, can they still sue me?');
    expect(cease.intent).not.toMatch(/^card:c-time-barred-/);
    expect(slotsOf('If I send the agency a letter to stop calling, can they still sue me?', null, now).served).toBe(false);
    expect(slotsOf('They are going to sue me, the man said.', null, now).served).toBe(false);
    expect(slotsOf('The bank sued me last month and I was served Friday.', null, now).served).toBe(true);
  });

  it('answers "can I go to jail" on a court order after judgment with the jail and exam cards, not as a scam', () => {
    const jail = plan('I got an order to appear for a debtor’s exam in Boise next week over a judgment. Can I be arrested if I skip it?');
    expect(['card:l-jail-for-debt', 'card:l-debtors-exam', 'card:l-bench-warrant-contempt']).toContain(jail.intent);
  });
});

describe('service by publication and papers not handed over (blind set R: a live deadline said to have passed)', () => {
  it('never counts the last day from a publication date, and says the notice’s own count decides, neither passed nor later (blind set U)', () => {
    const en = answer(
      'A notice about a lawsuit against me over a $2,200 card ran in the Tacoma paper, first printed November 2, 2026. Nobody ever came to my door. Did my time to answer run out?',
      'en',
      'WA',
    );
    expect(en).toContain('With service by publication, the notice itself says how long you have');
    expect(en).toContain('do not assume the time has passed, and do not count on having longer than it says');
    expect(en).not.toContain('Last day:');
    expect(en).not.toContain('If that day has passed');
    const es = answer(
      'Salió en el periódico de Fresno un aviso de una demanda contra mí por $3,100, publicado primero el 20 de octubre de 2026. ¿Ya se me pasó el plazo?',
      'es',
      'CA',
    );
    expect(es).toContain('Con la notificación por edicto');
    expect(es).not.toContain('Último día:');
  });

  it('counts the longer time when the papers were never handed over in person, and in-person service keeps its own', () => {
    const notHanded = answer(
      'Superior Court of California, County of Sacramento, limited civil case. The papers were never handed to me in person; I got them on November 20, 2026. When do I have to answer?',
      'en',
      'CA',
    );
    expect(notHanded).toContain('Wednesday, December 30, 2026');
    const handed = answer(
      'Superior Court of California, County of Sacramento, limited civil case. A process server handed me the papers on November 20, 2026. When do I have to answer?',
      'en',
      'CA',
    );
    expect(handed).toContain('Monday, December 21, 2026');
  });

  it('keeps a served date when something else was published: a name put online is no service', () => {
    const text = answer(
      'The collector published my name online saying I am a deadbeat. Superior Court of California, County of Sacramento, limited civil case. A process server handed me the papers on November 20, 2026. When do I have to answer?',
      'en',
      'CA',
    );
    expect(text).toContain('Monday, December 21, 2026');
    expect(text).not.toContain('Service by publication is complete only after');
  });
});

describe('a death in the story does not outrank what is asked', () => {
  it('answers calls at a forbidden hour first when the debt is a late parent’s, and the family’s liability after', () => {
    const text = answer('My mom passed in June. A collector calls me at 6 am about her card. Is that legal?', 'en', 'OH');
    const calls = text.search(/8 a\.m\.|8:00 a\.m\./);
    expect(calls).toBeGreaterThanOrEqual(0);
    expect(calls).toBeLessThan(text.search(/You also asked/));
  });
});
