import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';
import { slotsOf } from './slots.js';

/**
 * Blind set AI's unsafe class (issue 35), in questions of other people, dates, states and wording than the set's: a
 * deadline counted from the wrong day. Papers given to someone at the home are served that day, in Spanish too ("se los
 * dieron a mi hijo"), not when that person passed them on; requests for admission are dated by their own mailing, not by
 * a later motion's, and a time that has run is said to have run, with the way back (a motion to withdraw the admissions).
 */
const now = new Date('2026-12-04T15:00:00Z');
const { plan } = askSoloAt(now);
const slots = (question: string, state: string | null = null) => slotsOf(question, state, now);

describe('blind set AI unsafe class: the day a deadline counts from (issue 35)', () => {
  it('counts from the day papers were given to someone at the home, said in Spanish', () => {
    expect(slots('Le entregaron la demanda a mi esposa el 18 de noviembre y ella me la dio el 1 de diciembre. ¿Cuánto tiempo tengo?', 'NV').servedOn).toBe(
      '2026-11-18',
    );
    expect(slots('Los papeles de la demanda se los dieron a mi hija el martes 17 de noviembre, me los dio hasta ayer.', 'AZ').servedOn).toBe('2026-11-17');
    // Handed over in person and passed on later by the person: the day handed over stands.
    expect(slots('Me entregaron la demanda en persona el 20 de noviembre y se la di a mi hermana el 1 de diciembre.', 'AZ').servedOn).toBe('2026-11-20');
  });

  it('dates requests for admission by their own mailing, and says when their time has run', () => {
    const q =
      'I answered the suit in August. The plaintiff mailed me requests for admission on October 14 and I ignored them. On December 1 I got a motion for summary judgment with a hearing on January 6. What now?';
    expect(slots(q, 'TX').admissionsOn).toBe('2026-10-14');
    const answer = plan(q, 'en', 'TX');
    expect(answer).toMatch(/treated as admitted/);
    expect(answer).toMatch(/withdraw or amend the deemed admissions/);
    expect(answer).not.toMatch(/serve your responses by then/);
    // Requests still within their time keep their last day.
    expect(
      plan('The lawyer for Midland mailed me requests for admission on November 20. I already filed my Answer. When do I have to respond?', 'en', 'TX'),
    ).toMatch(/serve your responses by then/);
  });
});
