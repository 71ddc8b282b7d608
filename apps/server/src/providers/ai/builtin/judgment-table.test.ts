import { describe, expect, it } from 'vitest';
import { askSoloAt, firstParagraph } from '../../../test/ask-solo.js';
import { courtNamedIn } from './court-named.js';

/**
 * One table of the times to undo or appeal a judgment (set-aside-rules.ts), the Texas justice court's among them, read the
 * same way for every state and court: a default's rules after a default, only the rules that hold after a trial after
 * one, and a court named by any of the names people give it (the jurisdictions table's `alsoCalled`).
 */
const now = new Date('2026-12-02T15:00:00Z');
const { plan } = askSoloAt(now);

describe('the times after a judgment, from one table', () => {
  it('names a court by what people call it, in English or Spanish', () => {
    for (const question of ['a jp court in harris county', 'the j.p. precinct 2 court', 'el juez de paz me dicto sentencia', 'la corte de juez de paz'])
      expect(courtNamedIn(question, 'TX')?.key, question).toBe('justice');
    expect(courtNamedIn('a county court at law in dallas', 'TX')?.key).toBe('county');
  });

  it('dates a judgment after a trial by the appeals that hold after one, never by a default’s set-aside', () => {
    const tx = plan(
      'I went to my hearing at the JP court in Harris County and the judge ruled against me on November 30 for $1,900. Can I appeal?',
      'en',
      'TX',
    );
    expect(firstParagraph(tx)).toMatch(/^To have the judgment looked at again in Texas/);
    expect(tx).toMatch(/506\.1\(a\)\): [^\n]*your last day is Monday, December 21, 2026/);
    expect(tx).not.toMatch(/To undo a default judgment/);
    const pa = plan('The magisterial district judge ruled against me on November 23 after the hearing in Berks County. How do I appeal?', 'en', 'PA');
    expect(pa).toMatch(/common pleas[^\n]*your last day is Wednesday, December 23, 2026/);
    expect(pa).not.toMatch(/237\.3/);
  });

  it('says the general word on appeals after a trial where no rule of the state is sure, and no default’s rule', () => {
    const il = plan('I went to trial in Cook County and the judge ruled against me on November 20. Can I appeal?', 'en', 'IL');
    expect(il).not.toMatch(/2-1301|2-1401|To undo a default judgment/);
    expect(il).toMatch(/appeal/i);
  });

  it('dates a judgment signed "the same day" from that day, not from a later visit to the clerk', () => {
    const en = plan(
      'My hearing at the justice court in Travis County was Monday November 16 and I overslept. The judge signed a default judgment the same day. I went by the clerk on November 19 to ask. What now?',
      'en',
      'TX',
    );
    expect(en).toMatch(/505\.3\): counted from Monday, November 16, 2026[^\n]*that time ended Monday, November 30, 2026/);
    expect(en).toMatch(/506\.1\(a\)\): [^\n]*your last day is Monday, December 7, 2026/);
  });

  it('leads a default judgment’s answer with its open Texas justice-court days, and says them in Spanish too', () => {
    const es = plan('El juez de paz del condado de Cameron me dictó sentencia en rebeldía el 1 de diciembre por $900. ¿Qué puedo hacer?', 'es', 'TX');
    expect(firstParagraph(es)).toMatch(/^Para anular una sentencia en rebeldía en Texas/);
    expect(es).toMatch(/505\.3\): [^\n]*su último día es el martes, 15 de diciembre de 2026/);
  });

  it('says where the person stands when two last days are dated: the soonest still open, or none (review of the twentieth session)', () => {
    // A judgment "signed against me … on November 16", its date a long way from the word judgment, is the judgment's day.
    const open = plan('A default judgment was signed against me in the Harris County justice court on November 16. What can I do?', 'en', 'TX');
    expect(open).toMatch(/505\.3\): [^\n]*that time ended Monday, November 30, 2026/);
    expect(open).toMatch(/You still have time: the soonest of these last days still open is Monday, December 7, 2026\./);
    const gone = plan('Me dieron un default judgment en la corte de juez de paz de Harris el 2 de octubre. ¿Qué hago?', 'es', 'TX');
    expect(gone).toMatch(/Todos estos plazos ya pasaron/);
    expect(gone).not.toMatch(/Todavía tiene tiempo/);
  });
});
