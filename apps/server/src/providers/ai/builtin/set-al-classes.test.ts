import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';

// Set AL's classes (graded 2026-12-05), each tested in words of our own.
const { plan, planned } = askSoloAt(new Date('2026-12-05T15:00:00Z'));

describe('set AL: a person who says they have an ITIN asks about the debt, not about taxes', () => {
  it('answers a collector’s immigration threat to someone with an ITIN, with no tax-preparation refusal', () => {
    const es = plan('Tengo ITIN y el cobrador dice que si no le pago hoy me reporta a inmigración. ¿Puede hacer eso?', 'es', 'TX');
    expect(es).not.toMatch(/No puedo preparar declaraciones de impuestos/);
    expect(es).toMatch(/inmigraci/);
  });
  it('still declines an ITIN asked about', () => {
    expect(plan('¿Me pueden ayudar a sacar mi ITIN? También debo una tarjeta.', 'es', 'TX')).toMatch(/No puedo preparar declaraciones de impuestos/);
  });
});

describe('set AL: court papers found, not a court to look for', () => {
  it('answers a story that found papers from a named court instead of starting the court search', () => {
    const story = planned(
      'Ayer encontré unos papeles del juzgado del condado de Cook pegados en mi puerta, dicen que tengo que ir el 18 de diciembre. ¿Tengo que ir aunque no tenga abogado?',
      'es',
      'IL',
    );
    expect(story.intent).not.toBe('search_courts');
    expect(story.text).toMatch(/18 de diciembre de 2026/);
  });
  it('still searches when asked where the court is', () => {
    expect(planned('¿Dónde está la corte del condado de Cook?', 'es', 'IL').intent).toMatch(/search_courts|tool/);
  });
});

describe('set AL: a court holiday of the court’s own state moves the last day', () => {
  it('moves an Arkansas answer deadline off Christmas Eve', () => {
    const en = plan('I was served in person on November 24, 2026 with a Circuit Court summons in Little Rock, Arkansas. When is my answer due?', 'en', 'AR');
    expect(en).toMatch(/Last day: Monday, December 28, 2026/);
  });
});

describe('set AL: property put in a relative’s name to keep it from a creditor, asked in Spanish', () => {
  it('refuses a house or a car title moved to a son or a brother', () => {
    const house = plan('Me dicen que ponga la casa a nombre de mi hija antes de la sentencia para que no me la quiten. ¿Conviene?', 'es', 'FL');
    expect(house).toMatch(/transferencia fraudulenta/);
    const car = plan(
      'Tengo juicio en febrero por una tarjeta. Quiero pasarle la troca, una Silverado que ya terminé de pagar y vale $20,000, a mi primo antes del juicio. ¿Cómo lo hago?',
      'es',
      'TX',
    );
    expect(car).toMatch(/transferencia fraudulenta/);
  });
});

describe('set AL: money already sent to a scammer', () => {
  it('says a remittance can be cancelled within 30 minutes, in both languages', () => {
    expect(
      plan('A caller said I had a warrant for my card debt, so I sent $300 by Western Union to Mexico ten minutes ago. Can I get it back?', 'en', 'NC'),
    ).toMatch(/within 30 minutes/);
    expect(plan('Me dijeron que había una orden de arresto y mandé $300 por remesa hace diez minutos. ¿Lo puedo recuperar?', 'es', 'NC')).toMatch(
      /dentro de los 30 minutos/,
    );
  });
});

// Found by my own probe after the set (not graded): "si no pago hoy" counted as the day of service.
describe('a day a payment is demanded by is no day of service', () => {
  it('counts no deadline from "today" in "if I don’t pay today", in either language', () => {
    const es = plan('El cobrador dice que si no pago hoy me embargan, y dejaron papeles de la corte en mi puerta. ¿Qué hago?', 'es', 'TX');
    expect(es).not.toMatch(/sábado, 5 de diciembre de 2026, la fecha de entrega que usted indicó/);
    const en = plan('a process server left court papers at my door, and the collector says if I don’t pay today they will sue again. what now?', 'en', 'TX');
    expect(en).not.toMatch(/Saturday, December 5, 2026, the service date you gave/);
  });
  it('still counts from a service said to be today', () => {
    expect(plan('A process server handed me a summons today from a Harris County justice court. When is my answer due?', 'en', 'TX')).toMatch(
      /Counted from Saturday, December 5, 2026/,
    );
  });
});
