import { describe, expect, it } from 'vitest';
import { addressAt } from './addresses.js';

const read = (line: string) => addressAt([line], 0);

/** The 2026-12-24 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2026-12-24 classes, in other words', () => {
  it('reads a street with a floor, a building or a space as its unit, from one list of unit words', () => {
    expect(read('DEFENDANT ADDRESS: 15 Orchard St, Fl 3, New Britain, CT 06051')).toMatchObject({
      street: '15 Orchard St, Fl 3',
      city: 'New Britain',
      state: 'CT',
    });
    expect(read('40 Desert Palm Rd, Space 14, Mesa, AZ 85201')).toMatchObject({ street: '40 Desert Palm Rd, Space 14', city: 'Mesa' });
    // A Florida address keeps its state: "FL" after the city is no floor.
    expect(read('1045 W. 29th St., Apt. 6, Hialeah, FL 33012')).toMatchObject({ city: 'Hialeah', state: 'FL' });
  });
});
