import { alreadyCites, CITATION_PATTERN, citationsFor } from './citations.js';
import { appendBeforeSignature, type Counter, endsAbbreviation, mapBlocks, mapText, note, plainText, replacePhrases, sentencesOf } from './edit-text.js';

/**
 * The editor's four sliders and its general edit (document-edits.ts runs them): each from 1 to 10; 5 leaves the
 * dimension as it is, and the distance from 5 sets how far it goes. Curated tables of phrasings in each register.
 */

const CONTRACTIONS: [string, string][] = [
  ["don't", 'do not'],
  ["doesn't", 'does not'],
  ["didn't", 'did not'],
  ["can't", 'cannot'],
  ["won't", 'will not'],
  ["isn't", 'is not'],
  ["aren't", 'are not'],
  ["wasn't", 'was not'],
  ["weren't", 'were not'],
  ["haven't", 'have not'],
  ["hasn't", 'has not'],
  ["hadn't", 'had not'],
  ["wouldn't", 'would not'],
  ["shouldn't", 'should not'],
  ["couldn't", 'could not'],
  ["I'm", 'I am'],
  ["I've", 'I have'],
  ["I'll", 'I will'],
  ["I'd", 'I would'],
  ["it's", 'it is'],
  ["that's", 'that is'],
  ["there's", 'there is'],
  ["you're", 'you are'],
  ["we're", 'we are'],
  ["they're", 'they are'],
  ["let's", 'let us'],
];

/** Everyday word or phrase, and its formal legal register. */
const REGISTER: [string, string][] = [
  ['get', 'obtain'],
  ['got', 'obtained'],
  ['buy', 'purchase'],
  ['bought', 'purchased'],
  ['asked for', 'requested'],
  ['ask for', 'request'],
  ['tell', 'inform'],
  ['show', 'demonstrate'],
  ['start', 'commence'],
  ['started', 'commenced'],
  ['enough', 'sufficient'],
  ['give', 'provide'],
  ['gave', 'provided'],
  ['keep', 'retain'],
  ['try', 'attempt'],
  ['tried', 'attempted'],
  ['right now', 'immediately'],
  ['before', 'prior to'],
  ['about this', 'regarding this'],
  ['so that', 'in order that'],
  ['think', 'believe'],
  ['wrong', 'incorrect'],
];

/** Formal phrases only ever made plainer. */
const PLAIN_ONLY: [string, string][] = [
  ['pursuant to', 'under'],
  ['in accordance with', 'under'],
  ['subsequent to', 'after'],
  ['herein', 'here'],
  ['aforementioned', 'that'],
  ['utilize', 'use'],
];

/** Defendant-friendly framing, and the plaintiff-friendly one. */
const TONE: [string, string][] = [
  ['the alleged debt', 'the debt'],
  ['the claimed balance', 'the balance'],
  ['Plaintiff alleges', 'Plaintiff states'],
  ['Plaintiff claims', 'Plaintiff states'],
  ['allegedly owes', 'owes'],
  ['allegedly owed', 'owed'],
  ['the purported account', 'the account'],
  ['Plaintiff has not shown', 'Plaintiff has yet to show'],
];

/** A firm phrasing, and its courteous one. */
const FRIENDLY: [string, string][] = [
  ['You must', 'Please'],
  ['you must', 'please'],
  ['I demand', 'I ask'],
  ['I demand that you', 'I ask that you'],
  ['demand', 'request'],
  ['immediately', 'as soon as you can'],
  ['Send me', 'Please send me'],
  ['Stop contacting me', 'Please stop contacting me'],
  ['failed to', 'did not'],
];
const THANK_YOU = 'Thank you for your time and attention to this matter.';

export function formality(content: string, level: number, counter: Counter): string {
  if (level > 5) {
    let out = mapText(content, (t) => replacePhrases(t, CONTRACTIONS, counter, () => 'contractions expanded'));
    if (level >= 7) out = mapText(out, (t) => replacePhrases(t, REGISTER, counter, (from, to) => `"${from}" → "${to}"`));
    return out;
  }
  let out = mapText(content, (t) =>
    replacePhrases(
      t,
      CONTRACTIONS.map(([a, b]) => [b, a]),
      counter,
      () => 'contractions used',
    ),
  );
  if (level <= 3) {
    out = mapText(out, (t) =>
      replacePhrases(t, [...REGISTER.map(([a, b]): [string, string] => [b, a]), ...PLAIN_ONLY], counter, (from, to) => `"${from}" → "${to}"`),
    );
  }
  return out;
}

export function citationDensity(content: string, level: number, isSelection: boolean, state: string | null, counter: Counter): string {
  if (level < 5) {
    let out = mapText(content, (t) =>
      t.replace(CITATION_PATTERN, () => {
        note(counter, 'citations removed');
        return '';
      }),
    );
    if (level <= 2) {
      out = mapText(out, (t) =>
        t.replace(/(^|\s)See (?:\d+ U\.S\.C\.|\d+ C\.F\.R\.|Fed\. R\. Civ\. P\.)[^.]*\.(?=\s|$)/g, (_m, lead: string) => {
          note(counter, 'citations removed');
          return lead;
        }),
      );
    }
    return out;
  }
  // 6 cites one statement, 7 two, 8 three, 9 five, 10 every statement with a topic.
  const budget = level === 10 ? Number.POSITIVE_INFINITY : ([0, 1, 2, 3, 5][level - 5] ?? 0);
  let used = 0;
  return mapBlocks(content, isSelection, (inner) => {
    const blockText = plainText(inner);
    return mapText(inner, (text) =>
      sentencesOf(text)
        .map((sentence) => {
          if (used >= budget || !/[a-z]/i.test(sentence)) return sentence;
          // A provision the passage already names (even unbracketed, "15 U.S.C. 1692g(b)") is not added again.
          const cites = citationsFor(sentence, state).filter((cite) => !alreadyCites(blockText, cite));
          if (cites.length === 0) return sentence;
          used += 1;
          for (const cite of cites) note(counter, `cited ${cite}`);
          const end = /([.!?]+|:)?(\s*)$/.exec(sentence);
          const body = sentence.slice(0, sentence.length - (end?.[0].length ?? 0)).trimEnd();
          return `${body} (${cites.join('; ')})${end?.[1] ?? ''}${end?.[2] ?? ''}`;
        })
        .join(''),
    );
  });
}

export function toneBalance(content: string, level: number, counter: Counter): string {
  if (level > 5) return mapText(content, (t) => replacePhrases(t, TONE, counter, (from, to) => `"${from}" → "${to}"`));
  // Toward the defendant: frame the plaintiff's claims as claims.
  let out = mapText(content, (t) =>
    replacePhrases(
      t,
      TONE.filter(([a]) => !/^Plaintiff has not/.test(a)).map(([a, b]) => [b, a]),
      counter,
      (from, to) => `"${from}" → "${to}"`,
    ),
  );
  // "the alleged alleged debt" never: undo a doubled qualifier.
  out = out.replace(/\balleged alleged\b/gi, 'alleged').replace(/\ballegedly allegedly\b/gi, 'allegedly');
  return out;
}

export function friendliness(content: string, level: number, isSelection: boolean, counter: Counter): string {
  if (level > 5) {
    let out = mapText(content, (t) => replacePhrases(t, FRIENDLY, counter, (from, to) => `"${from}" → "${to}"`));
    out = out.replace(/\b(please) please\b/gi, '$1');
    if (level >= 7 && !plainText(out).includes(THANK_YOU)) {
      note(counter, 'closing thanks added');
      out = isSelection || !/<p[\s>]/.test(out) ? `${out.trimEnd()} ${THANK_YOU}` : appendBeforeSignature(out, `<p>${THANK_YOU}</p>`);
    }
    return out;
  }
  let out = mapText(content, (t) =>
    replacePhrases(
      t,
      FRIENDLY.filter(([, b]) => b !== 'please' && b !== 'Please').map(([a, b]) => [b, a]),
      counter,
      (from, to) => `"${from}" → "${to}"`,
    ),
  );
  out = out.replace(/<p>\s*Thank you for [^<]*<\/p>/gi, () => {
    note(counter, 'closing thanks removed');
    return '';
  });
  if (level <= 3) {
    out = mapText(out, (t) =>
      t.replace(/\b[Pp]lease ([a-z])/g, (_m, first: string) => {
        note(counter, '"please" removed');
        return first.toUpperCase();
      }),
    );
  }
  return out;
}

export function generalEdit(content: string, counter: Counter): string {
  return mapText(content, (t) => {
    let out = t;
    out = out.replace(/ {2,}/g, () => {
      note(counter, 'extra spaces removed');
      return ' ';
    });
    out = out.replace(/ +([,.;:!?])/g, (_m, p: string) => {
      note(counter, 'spacing before punctuation fixed');
      return p;
    });
    out = out.replace(/\b(\w+) \1\b/gi, (whole, word: string) => {
      if (/^(that|had|is)$/i.test(word)) return whole;
      note(counter, 'repeated words removed');
      return word;
    });
    out = out.replace(/(^|[\s(])i(?=[\s',.;:!?)])/g, (_m, lead: string) => {
      note(counter, '"i" capitalized');
      return `${lead}I`;
    });
    out = out.replace(/([.!?]\s+)([a-z])/g, (whole, end: string, first: string, at: number, text: string) => {
      // "Midland Funding, Inc. as follows", "U.S. mail": a period after an abbreviation ends no sentence (issue 37.7).
      if (end.startsWith('.') && endsAbbreviation(text.slice(0, at + 1))) return whole;
      note(counter, 'sentence starts capitalized');
      return `${end}${first.toUpperCase()}`;
    });
    return out;
  });
}
