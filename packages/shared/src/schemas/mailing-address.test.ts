import { describe, expect, it } from 'vitest';
import { formatMailingAddress, isBlankMailingAddress, MAILING_ADDRESS_MESSAGES, MailingAddressSchema, mailingAddressErrors } from './mailing-address.js';

const columbus = { street: '22 Oak Lane', city: 'Columbus', state: 'OH', zip: '43215' };

describe('MailingAddressSchema', () => {
  it('accepts a complete address, upper-casing the state and writing a 9 digit ZIP as 12345-6789', () => {
    const parsed = MailingAddressSchema.parse({ ...columbus, state: ' oh ', zip: '432151234' });
    expect(parsed).toEqual({ ...columbus, zip: '43215-1234' });
    expect(formatMailingAddress(parsed)).toEqual(['22 Oak Lane', 'Columbus, OH 43215-1234']);
  });

  it.each([
    ['state', { ...columbus, state: '' }, MAILING_ADDRESS_MESSAGES.state],
    ['state', { ...columbus, state: 'ZZ' }, MAILING_ADDRESS_MESSAGES.state],
    ['street', { ...columbus, street: '  ' }, MAILING_ADDRESS_MESSAGES.street],
    ['city', { ...columbus, city: '' }, MAILING_ADDRESS_MESSAGES.city],
    ['zip', { ...columbus, zip: '4321' }, MAILING_ADDRESS_MESSAGES.zip],
    ['zip', { ...columbus, zip: '' }, MAILING_ADDRESS_MESSAGES.zip],
  ] as const)('refuses an address without a valid %s', (field, address, message) => {
    expect(mailingAddressErrors(address)).toEqual({ [field]: message });
  });

  it('names every missing part of an empty address, and knows it is blank', () => {
    const empty = { street: '', city: '', state: '', zip: '' };
    expect(Object.keys(mailingAddressErrors(empty)).sort()).toEqual(['city', 'state', 'street', 'zip']);
    expect(isBlankMailingAddress(empty)).toBe(true);
    expect(isBlankMailingAddress({ ...empty, city: 'Columbus' })).toBe(false);
  });
});
