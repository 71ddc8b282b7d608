import { INTAKE_MESSAGES } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { checkDetails, type DetailsCheckContext, type DetailsValues } from '../src/consumer/intake/steps/details-check';

const complete: DetailsValues = {
  plaintiff: 'Lakeview Credit LLC',
  address: { street: '14 Orchard Ln', city: 'Dayton', state: 'OH', zipCode: '45402' },
  phone: '(937) 555-0142',
  showFullSSN: false,
  fullSSN: '',
  lastFour: '4821',
  birthdate: '1986-03-09',
  emails: [''],
  court: 'Dayton Municipal Court',
  servedOn: '2026-11-20',
  confirmed: true,
};
const answer: DetailsCheckContext = {
  lawsuitExists: true,
  needsLawyerEmail: false,
  needsCourt: true,
  today: '2026-12-01',
  chooseCourt: 'Please choose the court',
  servedRequired: 'Please enter the date you were served',
};

describe('the details form’s own check (consumer spec 5)', () => {
  it('finds nothing in a complete, confirmed form', () => {
    expect(checkDetails(complete, answer)).toEqual({});
  });

  it('names each missing field beside it and lists them in the summary, the missing before the invalid', () => {
    const found = checkDetails({ ...complete, plaintiff: ' ', phone: '', court: '', servedOn: '', birthdate: '2030-01-01' }, answer);
    expect(found.plaintiff_name).toBe(INTAKE_MESSAGES.plaintiff);
    expect(found.phone_number).toBe(INTAKE_MESSAGES.phone);
    expect(found.court).toBe('Please choose the court');
    expect(found.served_on).toBe('Please enter the date you were served');
    expect(found.birthdate).toBe(INTAKE_MESSAGES.birthdate);
    expect(found.form).toMatch(new RegExp(`^${INTAKE_MESSAGES.missingFields}`));
    expect(found.form).toContain('Plaintiff Name');
    expect(found.form).toContain('Court');
    // The invalid birthdate waits for the missing ones to be filled.
    expect(found.form).not.toContain('Birthdate');
  });

  it('asks for the court and the service date only for an Answer, and a lawyer’s email only for a firm not on Parley', () => {
    const settle = { ...answer, needsCourt: false, needsLawyerEmail: true };
    const found = checkDetails({ ...complete, court: '', servedOn: '' }, settle);
    expect(found.court).toBeUndefined();
    expect(found.served_on).toBeUndefined();
    expect(found.lawyer_emails).toBe(INTAKE_MESSAGES.lawyerEmails);
    expect(checkDetails({ ...complete, emails: ['counsel@lakeview-law.test'] }, settle)).toEqual({});
  });

  it('refuses a birthdate after today in the person’s calendar, a malformed email, and an unconfirmed form', () => {
    expect(checkDetails({ ...complete, birthdate: '2026-12-02' }, answer).birthdate).toBe(INTAKE_MESSAGES.birthdate);
    expect(checkDetails({ ...complete, emails: ['not an email'] }, answer).lawyer_emails).toBe(INTAKE_MESSAGES.lawyerEmails);
    const unconfirmed = checkDetails({ ...complete, confirmed: false }, answer);
    expect(unconfirmed).toEqual({ form: INTAKE_MESSAGES.confirmAccurate, confirmed: INTAKE_MESSAGES.confirmAccurate });
  });
});
