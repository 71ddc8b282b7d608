import { describe, expect, it } from 'vitest';
import { PAGE_GAP, PAGE_HEIGHT, spacersFor } from '../src/editor/page-gaps';

const MARGIN = 72;
const PITCH = PAGE_HEIGHT + PAGE_GAP;

/** Paragraphs of `height` one under another from the first page's top margin, `gap` apart. */
const column = (count: number, height: number, gap = 16) =>
  Array.from({ length: count }, (_, i) => ({ pos: i * 10, top: MARGIN + i * (height + gap), height }));

describe('page breaks in the editor (issue 37.7)', () => {
  it('carries a block that would cross a page end to the next page, below its top margin', () => {
    const blocks = column(30, 60);
    const spacers = spacersFor(blocks, MARGIN);
    expect(spacers.length).toBeGreaterThan(0);
    // Laid out with the spacers, no block runs into a bottom margin or a gap.
    let added = 0;
    for (const block of blocks) {
      added += spacers.find((s) => s.pos === block.pos)?.height ?? 0;
      const top = block.top + added;
      const page = Math.floor(top / PITCH);
      expect(top).toBeGreaterThanOrEqual(page * PITCH + MARGIN - 0.5);
      expect(top + block.height).toBeLessThanOrEqual(page * PITCH + PAGE_HEIGHT - MARGIN + 0.5);
    }
  });

  it('leaves a document that fits one page alone, and a block taller than a page where it is', () => {
    expect(spacersFor(column(5, 60), MARGIN)).toEqual([]);
    expect(spacersFor([{ pos: 0, top: MARGIN, height: 1200 }], MARGIN)).toEqual([]);
  });
});
