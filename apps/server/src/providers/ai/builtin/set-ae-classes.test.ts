import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';

// Set AE's deadline class (2026-12-16-ae/grades.md), tested in words of our own: papers that reached the person in
// another state than the court's were counted on the in-state period; the court's rule gives service outside the
// state its own, longer one.
describe('set AE: papers served outside the court’s state are counted on the out-of-state period', () => {
  const { plan } = askSoloAt(new Date('2026-11-20T15:00:00Z'));
  it('counts a Maryland suit mailed to the state the person moved to on 60 days', () => {
    const text = plan(
      'i moved from maryland to atlanta last year. i signed for a certified letter oct 5, a complaint from the district court of maryland for baltimore county. when is my notice of intention to defend due?',
      'en',
      'GA',
    );
    expect(text).toMatch(/Friday, December 4, 2026/);
    expect(text).not.toMatch(/Tuesday, October 20, 2026/);
  });
  it('counts a Utah suit handed over where the person lives now on 30 days, in Spanish', () => {
    const text = plan(
      'vivo en boise desde marzo. el 2 de noviembre un hombre me entregó en mi casa una demanda de la district court de provo utah por un préstamo. cuándo se vence?',
      'es',
      'ID',
    );
    expect(text).toMatch(/miércoles, 2 de diciembre de 2026/);
  });
  it('keeps the mail period for papers mailed within the court’s state', () => {
    const text = plan(
      'I live in Baltimore. A certified letter came Oct 5 with a complaint from the District Court of Maryland. When is my notice of intention to defend due?',
      'en',
      'MD',
    );
    expect(text).not.toMatch(/Friday, December 4, 2026/);
  });
});
