import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCorpus } from '../corpus-metrics.js';
import { requiredLiterals } from './prefilter.js';

describe("a pattern's required literals", () => {
  it('joins a literal run through its alternations and optional letters', () => {
    expect(requiredLiterals(/\b(?:go over|discuss) the (?:debt|bill)s?\b/)).toEqual([
      'go over the debt',
      'go over the bill',
      'discuss the debt',
      'discuss the bill',
    ]);
    expect(requiredLiterals(/\bsue(?:d|s)?\b/i)).toEqual(['sue']);
  });
  it("reads a lookaround's content as the text's, a negative one as nothing", () => {
    expect(requiredLiterals(/(?<=\bboss\b[\s\S]{0,40})\b(?:i|we) will\b/)).toEqual(['i will', 'we will']);
    expect(requiredLiterals(/(?<=\bboss\b[\s\S]{0,40})\b\w+\b/)).toEqual(['boss']);
    expect(requiredLiterals(/(?<!\bnot )\b\w+ court\b/)).toEqual([' court']);
  });
  it('says nothing where a branch needs nothing, and drops k and s under a Unicode case-insensitive match', () => {
    expect(requiredLiterals(/\bgarnish|\w+ed\b/)).toBeNull();
    expect(requiredLiterals(/\bsue\b/iu)).toBeNull();
    expect(requiredLiterals(/a?/)).toBeNull();
  });

  // The filter may only skip a text the pattern cannot match: every corpus message a pattern matches holds one of its literals.
  it('never rules out a text its pattern matches, over the corpus', () => {
    const texts = parseCorpus(readFileSync(new URL('../corpus.jsonl', import.meta.url), 'utf8')).map((e) => e.text.toLowerCase());
    const patterns = [
      /\b(?:will|'ll|gonna) (?:garnish|levy|seize|take)\b[^.!?]{0,40}\b(?:wages?|pay(?:check)?|account|car|house)\b/,
      /(?<=\b(?:your|his|her) (?:boss|employer|manager)\b[\s\S]{0,80})\b(?:i|we)(?:'ll| will) (?:call|tell|let)\b/,
      /\b(?:arrest\w*|jail|warrant|police|cárcel|arresto)\b/i,
      /\b(?:pag(?:ue|ar|a)|pay)\b[^.!?]{0,20}\b(?:hoy|today|now|ahora)\b/,
      /\b(?:dispute|disputa\w*)\b(?![^.!?]{0,30}\bin writing\b)/,
    ];
    for (const pattern of patterns) {
      const literals = requiredLiterals(pattern);
      expect(literals).not.toBeNull();
      for (const text of texts)
        if (pattern.test(text))
          expect(
            literals?.some((l) => text.includes(l)),
            `${pattern} on "${text}"`,
          ).toBe(true);
    }
  });
});
