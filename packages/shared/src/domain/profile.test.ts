import { describe, expect, it } from 'vitest';
import { profileUpdateErrors } from '../schemas/profile.js';
import { birthdateBounds, birthdateProblem, formatZip, fullSsnProblem, lastFourProblem, maskSsn, PROFILE_MESSAGES, zipProblem } from './profile.js';

const today = new Date('2026-11-02T15:00:00Z');

describe('profile rules (consumer spec 5)', () => {
  it.each(['12345', '12345-6789', '123456789'])('accepts the ZIP %s', (zip) => expect(zipProblem(zip)).toBeNull());
  it.each(['1234', '123456', '12345-678', 'abcde', '12345-67890'])('refuses the ZIP %s', (zip) => expect(zipProblem(zip)).toBe(PROFILE_MESSAGES.zip));

  it('formats a 9-digit ZIP as 12345-6789 while typing', () => {
    expect(formatZip('123456789')).toBe('12345-6789');
    expect(formatZip('123456')).toBe('12345-6');
    expect(formatZip('12345')).toBe('12345');
    expect(formatZip('12345-6789-0')).toBe('12345-6789');
  });

  it('takes a full SSN with or without dashes, and a last four of exactly 4 digits', () => {
    expect(fullSsnProblem('123-45-6789')).toBeNull();
    expect(fullSsnProblem('123456789')).toBeNull();
    expect(fullSsnProblem('12345678')).toBe(PROFILE_MESSAGES.fullSsn);
    expect(lastFourProblem('6789')).toBeNull();
    expect(lastFourProblem('678')).toBe(PROFILE_MESSAGES.lastFour);
    expect(maskSsn('6789')).toBe('***-**-6789');
  });

  it('allows a birthdate up to exactly 18 years ago', () => {
    expect(birthdateBounds(today).max).toBe('2008-11-02');
    expect(birthdateProblem('2008-11-02', today)).toBeNull();
    expect(birthdateProblem('2008-11-03', today)).toBe(PROFILE_MESSAGES.birthdateTooRecent);
    expect(birthdateProblem('1899-01-01', today)).toBe(PROFILE_MESSAGES.birthdateTooOld);
    expect(birthdateProblem('1990-02-30', today)).toBe(PROFILE_MESSAGES.birthdateTooOld);
  });

  it('requires the current password for a password account, never for an OAuth one', () => {
    const input = { first_name: 'Jo', last_name: 'Doe', metadata: {} };
    expect(profileUpdateErrors(input, { today, isOauthUser: false })).toEqual({ current_password: PROFILE_MESSAGES.currentPasswordRequired });
    expect(profileUpdateErrors(input, { today, isOauthUser: true })).toEqual({});
    expect(profileUpdateErrors({ ...input, password: 'a long new passphrase' }, { today, isOauthUser: true })).toEqual({
      password: PROFILE_MESSAGES.oauthPassword,
    });
  });

  it('names every broken field at once', () => {
    const errors = profileUpdateErrors(
      { first_name: ' ', last_name: 'Doe', metadata: { zip_code: '1', ssn: '12', birthdate: '2020-01-01' }, current_password: 'x', password: 'short' },
      { today, isOauthUser: false },
    );
    expect(Object.keys(errors).sort()).toEqual(['first_name', 'metadata.birthdate', 'metadata.ssn', 'metadata.zip_code', 'password']);
  });
});
