import { describe, expect, it } from 'vitest';
import { addressAt } from './addresses.js';
import { normalize } from './words.js';

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

  it('drops a pleading paper’s line number read at the head of a caption line, never a street’s house number', () => {
    const margin = Array.from({ length: 10 }, (_, k) => String(k + 1)).join('\n');
    const lines = normalize(`${margin}\n12 MARIA L. TORRES and JOHN DOE\n13 TORRES, wife and husband,\n14 vs.\n15 12 ELM STREET, PHOENIX, AZ 85004`);
    expect(lines).toContain('MARIA L. TORRES and JOHN DOE');
    expect(lines).toContain('vs.');
    expect(lines.some((l) => l.includes('12 ELM STREET'))).toBe(true);
    // Without the margin's numbers, a line's leading number stays.
    expect(normalize('12 MONTHS OF STATEMENTS ARE ATTACHED')).toContain('12 MONTHS OF STATEMENTS ARE ATTACHED');
  });
});
