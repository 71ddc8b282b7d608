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

describe('set AO: a Colorado default judgment found by a frozen account, service by publication', () => {
  it("dates Colorado's 182 days from the judgment, says a void judgment has no fixed limit, and reads El Paso County as Colorado's", () => {
    const text = plan(
      'En Pueblo me congelaron la cuenta. Hay un fallo del El Paso County Court del martes 16 de junio de 2026 y dice que me notificaron por publicación. ¿Ya es tarde para pelear?',
      'es',
      'CO',
    );
    expect(text).toMatch(/Para anular una sentencia en rebeldía en Colorado/);
    expect(text).toMatch(/182 días/);
    expect(text).toMatch(/martes, 15 de diciembre de 2026/);
    expect(text).toMatch(/sin un límite fijo/);
    expect(text).not.toMatch(/En Texas/);
  });
});

describe("set AO: a repossession's deficiency claimed in a letter, beside what was owed before the sale", () => {
  it('works the sum from the balance before the sale, never from the deficiency claimed', () => {
    const en = plan(
      "They repo'd my car and sold it at auction for $3,100. Now the lender's letter says I owe $6,400 in deficiency. I owed $8,200 before and they added $1,300 in fees. Do I have to pay?",
      'en',
      'OH',
    );
    expect(en).toMatch(/\$8,200\.00/);
    expect(en).toMatch(/\$6,400\.00/);
    expect(en).not.toMatch(/from \$6,400\.00/);
  });
});

describe('set AO (seen in the browser): a judgment "dated" a day', () => {
  it("dates the set-aside from the judgment's date, not as a letter's", () => {
    const text = plan(
      'My account was frozen in Denver. There is a default judgment from the Denver County Court dated July 1, 2026, and I was served by publication. Can I still fight it?',
      'en',
      'CO',
    );
    expect(text).toMatch(/Wednesday, December 30, 2026/);
  });
});

describe('set AO: a judgment told with no one named as signing it ("firmaron un default judgment")', () => {
  it("reads it as entered on the day told, and dates the state's own ways to undo it", () => {
    const text = plan(
      'Me fui a Kansas en julio y ahora supe que el lunes 16 de noviembre firmaron un default judgment contra mí en una County Court at Law de Houston. ¿Qué hago y hasta cuándo?',
      'es',
      'KS',
    );
    expect(text).toMatch(/Ya hay una sentencia/);
    expect(text).toMatch(/miércoles, 16 de diciembre de 2026/);
    expect(text).not.toMatch(/Último día: lunes/);
  });
});

describe('set AO: a judgment only wondered about, in Spanish', () => {
  it("keeps the served person's deadline when they ask whether one was signed", () => {
    const text = plan('Me entregaron una demanda el 30 de noviembre en Houston. No sé si ya firmaron una sentencia. ¿Hasta cuándo tengo?', 'es', 'TX');
    expect(text).not.toMatch(/Ya hay una sentencia/);
    expect(text).toMatch(/Último día/);
  });
});
