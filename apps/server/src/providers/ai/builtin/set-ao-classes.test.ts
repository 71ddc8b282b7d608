import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';

// Set AO's classes (graded 2026-12-06: 15 right, 27 partly, 17 wrong, 1 unsafe), each tested in words of our own.
const { plan } = askSoloAt(new Date('2026-12-06T15:00:00Z'));

describe("set AO: the court's place named in Spanish after its kind, in another state than the person's home", () => {
  it('reads "la corte del condado en Omaha" and "la Corte Superior de Riverside" as the court\'s state', () => {
    const nebraska = plan(
      'Vivo en Sioux City, Iowa, y me demandaron en la corte del condado en Omaha. Me entregaron los papeles el 20 de noviembre. ¿Hasta cuándo tengo?',
      'es',
      'IA',
    );
    expect(nebraska).toMatch(/En Nebraska, el plazo/);
    expect(nebraska).not.toMatch(/En Iowa, el plazo/);
    const california = plan(
      'Me mudé de Reno a Riverside. Recibí una demanda de la Corte Superior de Riverside el 18 de noviembre. ¿Cuántos días tengo?',
      'es',
      'NV',
    );
    expect(california).toMatch(/En California, el plazo/);
  });
  it('still reads the court word an earlier court word came before, in English too', () => {
    expect(plan('They sued me in the county court in Omaha; I was served November 20 at home in Iowa. When is my answer due?', 'en', 'IA')).toMatch(
      /In Nebraska, the deadline/,
    );
  });
});
