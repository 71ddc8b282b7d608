/** Consumer spec 5 "Profile": the rules of the profile form, shared by the form and PUT /users. */

export const PROFILE_MESSAGES = {
  fullSsn: 'Full SSN must be 9 digits',
  lastFour: 'Last 4 of SSN must be 4 digits',
  zip: 'Please enter a valid ZIP code (e.g. 12345 or 12345-6789)',
  currentPasswordRequired: 'Current password is required to make changes',
  currentPasswordWrong: 'Current password is incorrect',
  birthdateTooRecent: 'You must be at least 18 years old',
  birthdateTooOld: 'Please enter a valid birthdate',
  updateFailed: 'An error occurred while updating your profile.',
  updated: 'Profile updated successfully',
  oauthPassword: 'Accounts that sign in with Google or Apple cannot change their password here.',
} as const;

export const MIN_AGE_YEARS = 18;
export const MAX_AGE_YEARS = 125;

/** `123456789` → `12345-6789`; five digits stay as they are; anything else is left for the rule to refuse. */
export function formatZip(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 9);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

export function zipProblem(value: string): string | null {
  return /^\d{5}(-?\d{4})?$/.test(value.trim()) ? null : PROFILE_MESSAGES.zip;
}

/** `123456789` → `123-45-6789`. */
export function formatSsnDigits(digits: string): string {
  return digits.length === 9 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : digits;
}

/** What a stored SSN shows as: only the last four (`***-**-6789`). */
export function maskSsn(lastFour: string): string {
  return `***-**-${lastFour}`;
}

export function fullSsnProblem(value: string): string | null {
  return /^\d{9}$/.test(value.replace(/-/g, '')) ? null : PROFILE_MESSAGES.fullSsn;
}

export function lastFourProblem(value: string): string | null {
  return /^\d{4}$/.test(value) ? null : PROFILE_MESSAGES.lastFour;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The latest birthdate allowed (18 years before today) and the earliest (125 years before), as YYYY-MM-DD. */
export function birthdateBounds(today: Date): { min: string; max: string } {
  const max = new Date(Date.UTC(today.getUTCFullYear() - MIN_AGE_YEARS, today.getUTCMonth(), today.getUTCDate()));
  const min = new Date(Date.UTC(today.getUTCFullYear() - MAX_AGE_YEARS, today.getUTCMonth(), today.getUTCDate()));
  return { min: isoDay(min), max: isoDay(max) };
}

export function birthdateProblem(value: string, today: Date): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || Number.isNaN(date.getTime()) || isoDay(date) !== value) return PROFILE_MESSAGES.birthdateTooOld;
  const { min, max } = birthdateBounds(today);
  if (value > max) return PROFILE_MESSAGES.birthdateTooRecent;
  if (value < min) return PROFILE_MESSAGES.birthdateTooOld;
  return null;
}
