import { MAILING_ADDRESS_MESSAGES, PROFILE_MESSAGES, profileUpdateErrors } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { isPromoHidden, withDismissal } from '../src/consumer/dashboard/promo-dismissals';
import { profileInputOf } from '../src/consumer/profile/profile-form';
import { formatZipDigits } from '../src/ui/masked-inputs';

const DAY = 86_400_000;

describe('promo cards', () => {
  it('stay hidden for 7 days after a dismissal, then come back', () => {
    const now = Date.UTC(2026, 10, 2);
    const dismissals = withDismissal({}, 'credit-score', now);
    expect(isPromoHidden('credit-score', dismissals, now + 6 * DAY)).toBe(true);
    expect(isPromoHidden('credit-score', dismissals, now + 7 * DAY)).toBe(false);
    expect(isPromoHidden('budget', dismissals, now)).toBe(false);
  });

  it('forget dismissals older than 7 days when a new one is recorded', () => {
    const now = Date.UTC(2026, 10, 2);
    const later = withDismissal(withDismissal({}, 'a', now), 'b', now + 8 * DAY);
    expect(Object.keys(later)).toEqual(['b']);
  });
});

describe('ZIP input', () => {
  it('formats 9 digits as 12345-6789 and keeps at most 9', () => {
    expect(formatZipDigits('12345')).toBe('12345');
    expect(formatZipDigits('123456')).toBe('12345-6');
    expect(formatZipDigits('1234567890')).toBe('12345-6789');
  });
});

describe('profile form', () => {
  const values = {
    first_name: 'Jordan',
    last_name: 'Miller',
    address_line1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    birthdate: '1988-04-12',
    showFullSsn: true,
    ssn: '',
    lastFour: '',
    current_password: '',
    password: '',
    password_confirmation: '',
  };

  it('sends no SSN when none was typed, so the one on file is kept', () => {
    const input = profileInputOf(values, false);
    expect(input.metadata).not.toHaveProperty('ssn');
    expect(input.metadata).not.toHaveProperty('ssn_last_four');
  });

  it('sends the last four only in last-four mode', () => {
    const input = profileInputOf({ ...values, showFullSsn: false, ssn: '123456789', lastFour: '6789' }, false);
    expect(input.metadata).toMatchObject({ ssn_last_four: '6789' });
    expect(input.metadata).not.toHaveProperty('ssn');
  });

  it('takes no address or a complete one: a city without a state is refused beside the state', () => {
    const context = { today: new Date(), isOauthUser: false };
    const withPassword = { ...values, current_password: 'x' };
    expect(profileUpdateErrors(profileInputOf({ ...withPassword, state: '' }, false), context)).toEqual({ 'metadata.state': MAILING_ADDRESS_MESSAGES.state });
    expect(profileUpdateErrors(profileInputOf({ ...withPassword, address_line1: '', city: '', state: '', zip: '' }, false), context)).toEqual({});
  });

  it('asks for the current password before saving, as the server does', () => {
    expect(profileUpdateErrors(profileInputOf(values, false), { today: new Date(), isOauthUser: false })).toEqual({
      current_password: PROFILE_MESSAGES.currentPasswordRequired,
    });
    expect(profileInputOf({ ...values, current_password: 'x', password: 'y' }, true)).not.toHaveProperty('password');
  });
});
