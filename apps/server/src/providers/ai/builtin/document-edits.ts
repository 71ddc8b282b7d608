import type { EditDocumentRequest, EditDocumentResult } from '../interface.js';

/**
 * The built-in editor's edits: real, predictable rewrites from curated tables. Each slider runs
 * from 1 to 10; 5 leaves the dimension as it is, and the distance from 5 sets how far it goes.
 * Only text between tags is rewritten, so the document's structure and marks survive.
 */

type Counter = Map<string, number>;
const note = (counter: Counter, what: string) => counter.set(what, (counter.get(what) ?? 0) + 1);

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

/** Real provisions, by the topic that calls for them. */
export const CITATIONS: { topic: RegExp; cite: string }[] = [
  { topic: /\bvalidat|\bverif/i, cite: '15 U.S.C. § 1692g' },
  { topic: /\bharass|\babus|\bthreat/i, cite: '15 U.S.C. § 1692d' },
  { topic: /\bfalse\b|\bmislead|\bmisrepresent|\bdeceptive/i, cite: '15 U.S.C. § 1692e' },
  { topic: /\bunfair|\bunauthorized (fee|charge|interest)|\binterest\b|\bfees?\b/i, cite: '15 U.S.C. § 1692f' },
  { topic: /\bcontact|\bcall(s|ing)?\b|\bcommunicat|\bcease\b/i, cite: '15 U.S.C. § 1692c' },
  { topic: /\bcredit report|\bcredit bureau|\breport(ed|ing) (it|this|the)/i, cite: '15 U.S.C. § 1681s-2' },
  { topic: /\bstatute of limitations|\btime-barred|\btoo old\b/i, cite: '12 C.F.R. § 1006.26(b)' },
  { topic: /\bdeny|\bdenies|\badmit|\banswer/i, cite: 'Fed. R. Civ. P. 8(b)' },
  { topic: /\bdefenses?\b|\baffirmative/i, cite: 'Fed. R. Civ. P. 8(c)' },
  { topic: /\bdefault/i, cite: 'Fed. R. Civ. P. 55' },
  { topic: /\bdismiss/i, cite: 'Fed. R. Civ. P. 12(b)' },
  { topic: /\bdamages\b|\bliab/i, cite: '15 U.S.C. § 1692k' },
  { topic: /\bdebt collector|\bcollection agency/i, cite: '15 U.S.C. § 1692a(6)' },
];
export const CITATION_PATTERN = /\s*\((?:see\s+)?(?:\d+\s+U\.S\.C\.|\d+\s+C\.F\.R\.|Fed\.\s*R\.\s*Civ\.\s*P\.)[^)]*\)/gi;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function matchCase(found: string, replacement: string): string {
  if (found[0] && found[0] === found[0].toUpperCase() && found[0] !== found[0].toLowerCase()) {
    return replacement[0]?.toUpperCase() + replacement.slice(1);
  }
  return replacement;
}

/** Replaces whole words or phrases (either apostrophe), keeping a leading capital. */
function replacePhrases(text: string, pairs: [string, string][], counter: Counter, label: (from: string, to: string) => string): string {
  let out = text;
  // Longest first, so "I demand that you" wins over "demand".
  for (const [from, to] of [...pairs].sort((a, b) => b[0].length - a[0].length)) {
    const pattern = new RegExp(
      `(?<![\\w'’])${escapeRegExp(from).replace(/'/g, "['’]")}(?![\\w'’])`,
      from[0] === from[0]?.toUpperCase() && /[A-Z]/.test(from[0] ?? '') ? 'g' : 'gi',
    );
    out = out.replace(pattern, (found) => {
      note(counter, label(from, to));
      return matchCase(found, to);
    });
  }
  return out;
}

/** Applies `edit` to the text between tags only. */
function mapText(html: string, edit: (text: string) => string): string {
  return html
    .split(/(<[^>]+>)/)
    .map((part) => (part.startsWith('<') ? part : edit(part)))
    .join('');
}

/** The blocks (paragraphs, list items) of an HTML document, or the plain text as one block. */
function mapBlocks(content: string, isSelection: boolean, edit: (inner: string, index: number) => string): string {
  if (isSelection || !/<(p|li|h[1-6])[\s>]/.test(content)) return edit(content, 0);
  let index = 0;
  return content.replace(/(<(p|li)(?:\s[^>]*)?>)([\s\S]*?)(<\/\2>)/g, (_whole, open: string, _tag: string, inner: string, close: string) => {
    const edited = /<(p|li)[\s>]/.test(inner) ? inner : edit(inner, index);
    index += 1;
    return `${open}${edited}${close}`;
  });
}

function plainText(html: string): string {
  return html.replace(/<[^>]+>/g, ' ');
}

function formality(content: string, level: number, counter: Counter): string {
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

function citationDensity(content: string, level: number, isSelection: boolean, counter: Counter): string {
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
  // 6 cites one passage, 7 two, 8 three, 9 five, 10 every passage with a topic.
  const budget = level === 10 ? Number.POSITIVE_INFINITY : ([0, 1, 2, 3, 5][level - 5] ?? 0);
  let used = 0;
  return mapBlocks(content, isSelection, (inner) => {
    if (used >= budget) return inner;
    const text = plainText(inner);
    const present = new Set([...text.matchAll(CITATION_PATTERN)].map((m) => m[0]));
    const match = CITATIONS.find((c) => c.topic.test(text) && ![...present].some((p) => p.includes(c.cite)));
    if (!match) return inner;
    used += 1;
    note(counter, `cited ${match.cite}`);
    // Before the passage's final full stop when it has one.
    return /\.(\s*)$/.test(inner) ? inner.replace(/\.(\s*)$/, ` (${match.cite}).$1`) : `${inner} (${match.cite})`;
  });
}

function toneBalance(content: string, level: number, counter: Counter): string {
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

function friendliness(content: string, level: number, isSelection: boolean, counter: Counter): string {
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

/** Before a closing like "Sincerely," when there is one, else at the end. */
function appendBeforeSignature(html: string, block: string): string {
  const closing = html.search(/<p>\s*(Sincerely|Respectfully|Regards|Best regards|Yours truly)\b/i);
  return closing >= 0 ? `${html.slice(0, closing)}${block}${html.slice(closing)}` : `${html}${block}`;
}

function generalEdit(content: string, counter: Counter): string {
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
    out = out.replace(/([.!?]\s+)([a-z])/g, (_m, end: string, first: string) => {
      note(counter, 'sentence starts capitalized');
      return `${end}${first.toUpperCase()}`;
    });
    return out;
  });
}

const OPTION_LABELS: Record<EditDocumentRequest['optionId'], string> = {
  legal_formality: 'legal formality',
  citation_density: 'citation density',
  tone_balance: 'tone balance',
  friendliness: 'friendliness',
  general_edit: 'general edit',
};

/** A request's words can also pick the dimension ("make it more formal"). */
function dimensionsOfRequest(request: string): { optionId: EditDocumentRequest['optionId']; level: number }[] {
  const r = request.toLowerCase();
  const out: { optionId: EditDocumentRequest['optionId']; level: number }[] = [];
  if (/\b(more formal|formal|professional|legal language)\b/.test(r)) out.push({ optionId: 'legal_formality', level: 8 });
  if (/\b(plain|simpler|simple|less formal|casual|everyday)\b/.test(r)) out.push({ optionId: 'legal_formality', level: 2 });
  if (/\b(citations?|cite|statutes?|legal references?)\b/.test(r))
    out.push({ optionId: 'citation_density', level: /\b(remove|fewer|less|no)\b/.test(r) ? 1 : 8 });
  if (/\b(friendl|polite|kind|courteous|warm)/.test(r)) out.push({ optionId: 'friendliness', level: 8 });
  if (/\b(firm|stern|assertive|direct)\b/.test(r)) out.push({ optionId: 'friendliness', level: 2 });
  return out;
}

export function editDocumentBuiltin(req: EditDocumentRequest): EditDocumentResult {
  const counter: Counter = new Map();
  let content = req.content;
  const level = Math.min(10, Math.max(1, Math.round(req.sliderValue)));
  const steps: { optionId: EditDocumentRequest['optionId']; level: number }[] =
    req.optionId === 'general_edit' ? [{ optionId: 'general_edit', level }, ...dimensionsOfRequest(req.request)] : [{ optionId: req.optionId, level }];
  for (const step of steps) {
    if (step.level === 5 && step.optionId !== 'general_edit') continue;
    if (step.optionId === 'legal_formality') content = formality(content, step.level, counter);
    else if (step.optionId === 'citation_density') content = citationDensity(content, step.level, req.isSelection, counter);
    else if (step.optionId === 'tone_balance') content = toneBalance(content, step.level, counter);
    else if (step.optionId === 'friendliness') content = friendliness(content, step.level, req.isSelection, counter);
    else content = generalEdit(content, counter);
  }
  return { content, summary: summarize(req, level, counter) };
}

function summarize(req: EditDocumentRequest, level: number, counter: Counter): string {
  const scope = req.isSelection ? 'the selected text' : 'the document';
  const setting = req.optionId === 'general_edit' ? 'General edit' : `${capitalize(OPTION_LABELS[req.optionId])} set to ${level}/10`;
  if (counter.size === 0) {
    return level === 5 && req.optionId !== 'general_edit'
      ? `${setting}: 5 keeps ${scope} as it is, so nothing changed. Move the slider to either side to change it.`
      : `${setting}: no changes were needed in ${scope}.`;
  }
  const changes = [...counter].map(([what, n]) => (n > 1 && !what.startsWith('cited') ? `${what} (${n})` : what));
  return `${setting} for ${scope}: ${changes.join('; ')}.`;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
