import { describe, expect, it } from 'vitest';
import { namesSameCourt } from './extraction-score.js';

describe('whether a reading names the court the truth names (bench/ocr.bench.mjs)', () => {
  it('leaves out the state heading however the state styles itself', () => {
    expect(namesSameCourt('State of Utah, Third District Court', 'Third District Court')).toBe(true);
    expect(namesSameCourt('Commonwealth of Kentucky, Jefferson Circuit Court', 'Jefferson Circuit Court')).toBe(true);
    expect(namesSameCourt('The State of Texas, Justice Court Precinct 2', 'Justice Court Precinct 2')).toBe(true);
  });

  it('still misses a court read without its county or district', () => {
    expect(namesSameCourt('Commonwealth of Kentucky, Jefferson Circuit Court', 'Circuit Court')).toBe(false);
    expect(namesSameCourt('Third District Court', 'District Court')).toBe(false);
  });
});
