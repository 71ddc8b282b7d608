import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set AL's blind misses (2026-12-25), each tested in wording of our own.

describe('set AL: a contact with a third party the sender would be driven to', () => {
  it('blocks "pay and I won’t have to call them" once the person is named, and the hate-to-have-to form', () => {
    expect(rulesOf('Your folks are good people. Send the $300 today and we won’t need to phone them.')).toContain('third-party');
    expect(rulesOf('I’d hate to have to call your landlord over a $90 bill.')).toContain('third-party');
    expect(rulesOf('Your sister picked up yesterday; get this squared away and I won’t even have to text her.')).toContain('third-party');
  });
  it('leaves a contact denied outright, and the consumer’s own call', () => {
    expect(rulesOf('Your parents are not on this account and we will never contact them: the law forbids it.')).toEqual([]);
    expect(rulesOf('You won’t have to tell your employer anything; this plan runs from your own account.')).toEqual([]);
  });
});

describe('set AL: the sender writing from a bureau given an official’s name', () => {
  it('blocks a named bureau and a department of it as the sender, in Spanish as in English', () => {
    expect(rulesOf('Le saluda la Oficina Nacional de Crédito: su cuenta de $800 tiene una alerta.')).toContain('credit-bureau');
    expect(rulesOf('Le hablamos desde la unidad de verificación del buró; pague hoy para cerrar el caso.')).toContain('credit-bureau');
  });
  it('leaves the consumer told where to ask a bureau for help', () => {
    expect(rulesOf('Usted puede disputar con cada buró; el área de atención del buró revisa su reporte gratis.')).toEqual([]);
  });
});
