import { describe, expect, it } from 'vitest';
import {
  birthdateError,
  birthdateLimits,
  detailsSummaryMessage,
  hardshipStatement,
  INTAKE_MESSAGES,
  isValidUsPhone,
  ssnError,
  stepUrl,
  summaryFieldError,
  uploadProblem,
} from './intake.js';
import { formatZip } from './profile.js';

const ctx = { lawsuitExists: true, states: ['TX', 'CA'] };

describe('summary field rules (consumer spec 5)', () => {
  it.each([
    ['customer_name', '  ', INTAKE_MESSAGES.blank],
    ['plaintiff_name', '', INTAKE_MESSAGES.blank],
    ['law_firm_name', '', INTAKE_MESSAGES.lawFirmRequired],
    ['lawsuit_state', 'ZZ', INTAKE_MESSAGES.selectState],
    ['lawsuit_amount', 9_999, INTAKE_MESSAGES.minAmount],
    ['lawsuit_amount', null, INTAKE_MESSAGES.required],
    ['civil_number', '', INTAKE_MESSAGES.civilNumber],
    ['lawyer_email', 'a@b.test, nope', INTAKE_MESSAGES.lawyerEmails],
    ['lawyer_email', '', INTAKE_MESSAGES.required],
  ] as const)('%s = %j → %s', (name, value, message) => {
    expect(summaryFieldError(name, value, ctx)).toBe(message);
  });

  it('accepts exactly $100 and several valid emails', () => {
    expect(summaryFieldError('lawsuit_amount', 10_000, ctx)).toBeNull();
    expect(summaryFieldError('lawyer_email', 'a@b.test, c@d.test', ctx)).toBeNull();
  });

  it('asks no civil number without a lawsuit', () => {
    expect(summaryFieldError('civil_number', '', { ...ctx, lawsuitExists: false })).toBeNull();
  });
});

describe('details rules', () => {
  it('wants the full SSN or the last four, as the toggle says', () => {
    expect(ssnError({ showFullSSN: true, fullSSN: '123-45-678', lastFour: '' })).toBe(INTAKE_MESSAGES.ssnFull);
    expect(ssnError({ showFullSSN: false, fullSSN: '', lastFour: '12' })).toBe(INTAKE_MESSAGES.ssnLastFour);
    expect(ssnError({ showFullSSN: false, fullSSN: '', lastFour: '' })).toBe(INTAKE_MESSAGES.ssnEither);
    expect(ssnError({ showFullSSN: true, fullSSN: '123-45-6789', lastFour: '' })).toBeNull();
  });

  it('takes valid US numbers only', () => {
    expect(isValidUsPhone('(713) 555-0123')).toBe(true);
    expect(isValidUsPhone('+1 713 555 0123')).toBe(true);
    expect(isValidUsPhone('(123) 555-0123')).toBe(false);
    expect(isValidUsPhone('(911) 555-0123')).toBe(false);
    expect(isValidUsPhone('713555012')).toBe(false);
  });

  it('shows a 9 digit ZIP as 12345-6789', () => {
    expect(formatZip('773011234')).toBe('77301-1234');
  });

  it('limits the birthdate to between about 125 and 16 years ago', () => {
    expect(birthdateLimits('2026-11-02')).toEqual({ min: '1901-11-02', max: '2010-11-02' });
    expect(birthdateError('2010-11-03', '2026-11-02')).toBe(INTAKE_MESSAGES.birthdate);
    expect(birthdateError('2010-11-02', '2026-11-02')).toBeNull();
    expect(birthdateError('', '2026-11-02')).toBe(INTAKE_MESSAGES.birthdate);
  });

  it('says what is missing before what is invalid', () => {
    expect(detailsSummaryMessage(['SSN', 'Birthdate'], ['ZIP code'])).toBe('Please fill in the following required fields: SSN, Birthdate');
    expect(detailsSummaryMessage([], ['ZIP code'])).toBe('Please correct the following fields: ZIP code');
    expect(detailsSummaryMessage([], [])).toBeNull();
  });
});

describe('hardship and steps', () => {
  it('writes the hardship statement from the reasons chosen, in the form order', () => {
    expect(hardshipStatement({ medical: ' Surgery. ', job_loss: '' })).toBe(
      'I lost my job or my hours were cut.\nMedical bills or an illness in the family: Surgery.',
    );
  });

  it('sends the download step to the download page', () => {
    expect(stepUrl('debt_answer', 7, 'document_download')).toBe('/my_dashboard/download?id=7');
    expect(stepUrl('solosettle', 7, 'details')).toBe('/solosettles/7/steps/details');
  });
});

describe('upload rules (consumer spec 5, 8)', () => {
  it('refuses over 25 MB and types other than pdf, jpeg, jpg, gif, png', () => {
    expect(uploadProblem({ name: 'scan.pdf', size: 26_214_400 })).toBeNull();
    expect(uploadProblem({ name: 'scan.pdf', size: 26_214_401 })).toBe('File if to large. Max size is 25MB.');
    expect(uploadProblem({ name: 'notes.TXT', size: 10 })).toBe("File type (txt) isn't allowed.");
    expect(uploadProblem({ name: 'photo.JPEG', size: 10 })).toBeNull();
  });
});
