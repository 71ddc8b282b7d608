import { type AnswerRule, deadlineText, detailsSummaryMessage, INTAKE_MESSAGES, JURISDICTIONS } from '@parley/shared';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { deadlineWords, intakeMessageWords } from '../../src/consumer/intake/intake-words';
import { messages as spanishCatalog } from '../../src/i18n/es/index';

/**
 * The intake shows the shared rules' English (written on the page or sent by the server) in the
 * page's language. In English it must read exactly as the shared functions write it.
 */
const english = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });
const spanish = createIntl({ locale: 'es-US', defaultLocale: 'en-US', messages: spanishCatalog });

const RULES: AnswerRule[] = [
  ...JURISDICTIONS.flatMap((j) => j.courts.map((c) => c.answer)),
  { days: 20, counting: 'court_days', from: 'service', citation: 'Rule 1' },
  { days: 14, counting: 'calendar', from: 'service', mondayAfter: true, citation: 'Rule 2' },
];

describe('the intake words', () => {
  it('say every answer deadline as deadlineText does', () => {
    for (const rule of RULES) expect(deadlineWords(english, rule)).toBe(deadlineText(rule));
  });

  it('leave the English of the shared messages as it is', () => {
    const samples = [
      INTAKE_MESSAGES.phone,
      INTAKE_MESSAGES.uploadType('exe'),
      INTAKE_MESSAGES.selectFailed('law firm'),
      INTAKE_MESSAGES.selectFailed('plaintiff'),
      detailsSummaryMessage(['Address', 'Collector Email'], []) ?? '',
      'A message nobody knows',
    ];
    for (const text of samples) expect(intakeMessageWords(english, text)).toBe(text);
  });

  it('translate the shared messages, their field lists and their values into Spanish', () => {
    expect(intakeMessageWords(spanish, INTAKE_MESSAGES.phone)).toBe('Escriba un número de teléfono válido de EE. UU.');
    expect(intakeMessageWords(spanish, detailsSummaryMessage(['Address', 'Collector Email', 'Birthdate'], []) ?? '')).toBe(
      'Complete los siguientes campos obligatorios: Dirección, Correo electrónico del cobrador, Fecha de nacimiento',
    );
    expect(intakeMessageWords(spanish, INTAKE_MESSAGES.uploadType('exe'))).toBe('No se permite el tipo de archivo (exe).');
    expect(intakeMessageWords(spanish, INTAKE_MESSAGES.selectFailed('plaintiff'))).toBe('No se pudo seleccionar el demandante...');
    expect(intakeMessageWords(spanish, 'A message nobody knows')).toBe('A message nobody knows');
  });
});
