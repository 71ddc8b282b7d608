import { describe, expect, it } from 'vitest';
import { accountPaymentDetailsFromFirm, type LawFirmView } from './firm-settings.js';

const firm: LawFirmView = {
  id: 1,
  name: 'Demo Law Group',
  digital_check_email: null,
  bank_id: null,
  bank_account: null,
  payee: 'Demo Law Group Trust Account',
  mailing_name: 'Attn: Payments',
  mailing_street: '100 Main St.',
  mailing_city: 'Columbus',
  mailing_state: 'oh',
  mailing_zip: '432151234',
  mfa_required: false,
};

describe("an account's payment details from the firm's", () => {
  it('prints the address as a letter would: street, then "City, ST ZIP"', () => {
    expect(accountPaymentDetailsFromFirm(firm)).toEqual({
      payee: 'Demo Law Group Trust Account',
      recipient: 'Attn: Payments',
      mailing_address: '100 Main St.\nColumbus, OH 43215-1234',
    });
  });

  it("falls back to the firm's name when no mailing name is saved", () => {
    expect(accountPaymentDetailsFromFirm({ ...firm, mailing_name: '' })?.recipient).toBe('Demo Law Group');
  });

  it('gives nothing while the payee or any part of the address is missing', () => {
    expect(accountPaymentDetailsFromFirm({ ...firm, payee: null })).toBeNull();
    expect(accountPaymentDetailsFromFirm({ ...firm, mailing_state: null })).toBeNull();
    expect(accountPaymentDetailsFromFirm({ ...firm, mailing_zip: '4321' })).toBeNull();
  });
});
