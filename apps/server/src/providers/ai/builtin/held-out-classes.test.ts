import { describe, expect, it } from 'vitest';
import { askSoloAt, firstParagraph } from '../../../test/ask-solo.js';
import { slotsOf } from './slots.js';

/**
 * Classes from questions of my own written before set AD was read (the fourteenth session's held-out misses), each tested
 * here in other wording: a landlord's claim collected as a debt declined as eviction law; a "court" writing in Spanish that
 * asks for payment by app met with answer deadlines; a landlord's damages sent to a collector with no prepared answer; a
 * court date already passed told "go to it" beside a judgment.
 */
const now = new Date('2026-12-03T15:00:00Z');
const { plan } = askSoloAt(now);

describe('a landlord’s claim collected as a debt is a debt question', () => {
  it('answers a small-claims judgment for a landlord’s collection agency with the judgment’s deadlines, not an eviction decline', () => {
    const en = plan(
      'The magistrate in Wake County small claims gave a judgment to the collection agency my old landlord used, because I never showed up. How do I fight it?',
      'en',
      'NC',
    );
    expect(en).not.toMatch(/eviction and landlord-tenant law is outside/);
    expect(en).toMatch(/within 10 days after the judgment/);
    expect(en).toMatch(/7A-228/);
  });
  it('still declines an eviction, whatever collector it names', () => {
    expect(plan('My landlord is evicting me and also sent my rent to a collection agency, what do I do?', 'en', 'NC')).toMatch(/eviction/i);
  });
  it('answers a complex’s move-out damages sent to a collector with the dispute and wear and tear', () => {
    const en = plan('A collection agency for the apartment complex I left wants $2,300 for carpet damages I think is just normal use. What now?', 'en', 'OH');
    expect(firstParagraph(en)).toMatch(/dispute it in writing/);
    expect(en).toMatch(/normal wear and tear/);
  });
});

describe('a court’s payment asked by app is a scam, in Spanish too', () => {
  it('warns of the scam for a "correo" from a court asking for Zelle, and not for a call (the phone-scam card answers it)', () => {
    expect(firstParagraph(plan('recibi un correo del juzgado que dice que debo pagar 300 por cash app hoy o me demandan, es cierto?', 'es', 'TX'))).toMatch(
      /Es casi seguro una estafa/,
    );
  });
});

describe('a court date already behind the person is never “go to it”', () => {
  it('does not tell someone with a judgment to go to a court date that has passed', () => {
    const en = plan('I missed my hearing on November 20 and the judge gave a default judgment on my Discover card. What can I do?', 'en', 'OH');
    expect(en).not.toMatch(/Go to it/);
  });
});

describe('"VA" after "my", "the", "del", or before what the department pays, is Veterans Affairs, not Virginia', () => {
  const now = new Date('2026-12-03T15:00:00Z');
  it('keeps a veteran in their own state', () => {
    expect(slotsOf('They froze my account and all that is in it is my VA comp. Can they keep my VA money?', 'MO', now).state).toBe('MO');
    expect(slotsOf('Me congelaron la cuenta y solo tengo el dinero del VA, ¿me lo pueden quitar?', 'GA', now).state).toBe('GA');
    // A place's code still names the state: "Norfolk VA".
    expect(slotsOf('I got sued in Norfolk VA on a credit card. When do I answer?', 'NC', now).state).toBe('VA');
  });
});
