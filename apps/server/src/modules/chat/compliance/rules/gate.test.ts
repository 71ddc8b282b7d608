import { describe, expect, it } from 'vitest';
import { gated } from './gate.js';

const spans = (source: string, text: string) => [...text.matchAll(new RegExp(source, 'g'))].map((m) => [m.index, m[0], ...m.slice(1)]);

describe('a pattern that opens with a lookaround is gated on its first word', () => {
  it('puts a lookahead for the first group in front of the lookarounds, per top-level alternative', () => {
    expect(gated(String.raw`(?<=\byour boss\b[\s\S]{0,40})\b(?:i|we) will call`)).toBe(
      String.raw`(?=\b(?:i|we))(?<=\byour boss\b[\s\S]{0,40})\b(?:i|we) will call`,
    );
    expect(gated(String.raw`\bplain (?:words)|(?<!\bnot )(?:sue|garnish)\w*`)).toBe(
      String.raw`\bplain (?:words)|(?=(?:sue|garnish))(?<!\bnot )(?:sue|garnish)\w*`,
    );
    // A group of lookarounds alone is an assertion too; a literal run is gated up to a letter a quantifier makes optional.
    expect(gated(String.raw`(?:(?<=\bsummons\b[\s\S]{0,30})|(?=[\s\S]{0,30}\bsummons\b))\bappears? at`)).toBe(
      String.raw`(?=\bappear)(?:(?<=\bsummons\b[\s\S]{0,30})|(?=[\s\S]{0,30}\bsummons\b))\bappears? at`,
    );
  });

  it('carries a word boundary the assertions hold, so the letters inside a word do not pass the gate', () => {
    const gate = new RegExp(gated(String.raw`(?<=\bboss\b[\s\S]{0,40})\b(?:i|we) will`).match(/^\(\?=.*?\)\)/)?.[0] ?? '', 'g');
    expect([...'boss: answer it, we will'.matchAll(gate)].map((m) => m.index)).toEqual([13, 17]);
  });

  it('leaves alone what it cannot copy safely: no lookaround first, an optional first group, a capturing group, a backreference', () => {
    for (const source of [
      String.raw`\b(?:i|we) will call`,
      String.raw`(?<=\bboss )(?:the )?call`,
      String.raw`(?<=\bboss )(call|text)`,
      String.raw`(?<=\bboss )(?:(?<w>\w+) \k<w>)`,
      String.raw`(?<=\bboss )[a-z]+`,
      String.raw`(?<=\bboss`,
    ])
      expect(gated(source), source).toBe(source);
  });

  it('matches exactly what the pattern matched before: the same spans and the same groups', () => {
    const text = 'Your boss said so. We will call your boss and we will call her; I will call. Not sued, garnished later, appear at the summons office.';
    for (const source of [
      String.raw`(?<=\byour boss\b[\s\S]{0,40})\b(?:i|we) will call`,
      String.raw`(?<!\bnot )(?:sue|garnish)\w*|(?<=\bsummons\b[\s\S]{0,30})\b(office)`,
      String.raw`(?:(?<=\bsummons\b[\s\S]{0,30})|(?=[\s\S]{0,30}\bsummons\b))\bappears? at`,
      String.raw`(?<=\b(?:boss|her)\b[^.!?]{0,20})\bwill (?<verb>call|sue)`,
    ]) {
      expect(gated(source)).not.toBe(source);
      expect(spans(gated(source), text.toLowerCase()), source).toEqual(spans(source, text.toLowerCase()));
    }
  });
});
