import { DEFENSES, type DefenseKey } from '@parley/shared';
import type { EditDocumentRequest, EditDocumentResult } from '../interface.js';
import { alreadyCites, CITATION_PATTERN, citationsFor } from './citations.js';

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

function citationDensity(content: string, level: number, isSelection: boolean, state: string | null, counter: Counter): string {
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

/** Sentences with their endings and the space after them; "U.S.C. 1692g" and "No. 12" do not end one. */
function sentencesOf(text: string): string[] {
  const parts: string[] = [];
  let last = 0;
  for (const m of text.matchAll(/[.!?]+(?=\s+["“(]?[A-Z]|\s*$)|:(?=\s*$)/g)) {
    const end = (m.index ?? 0) + m[0].length;
    const space = /^\s*/.exec(text.slice(end))?.[0].length ?? 0;
    parts.push(text.slice(last, end + space));
    last = end + space;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
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

/** Words that take a period without ending a sentence, as legal papers use them. */
const ABBREVIATIONS = new Set(
  'inc co corp ltd llc lp no nos v vs mr mrs ms dr st ave jr sr etc al cal civ proc tex fed stat ann rev gen sec art ch para p pp r id cf seq ex dept assn bros mfg natl cty'.split(
    ' ',
  ),
);
/** Whether the text, ending in a period, ends in an abbreviation: a listed word, one letter ("J."), or dotted letters ("U.S."). */
function endsAbbreviation(textToPeriod: string): boolean {
  const word = /([A-Za-z.]+)\.$/.exec(textToPeriod)?.[1] ?? '';
  return word.includes('.') || word.length === 1 || ABBREVIATIONS.has(word.toLowerCase());
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
    out = out.replace(/([.!?]\s+)([a-z])/g, (whole, end: string, first: string, at: number, text: string) => {
      // "Midland Funding, Inc. as follows", "U.S. mail": a period after an abbreviation ends no sentence (issue 37.7).
      if (end.startsWith('.') && endsAbbreviation(text.slice(0, at + 1))) return whole;
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

type Step = { optionId: EditDocumentRequest['optionId']; level: number };
type RequestPlan = { steps: Step[]; shorten: boolean; fixTone: boolean; defenses: DefenseKey[]; askedForDefense: boolean };

/** Words that name each defense in a request ("add a statute of limitations defense"). */
const DEFENSE_WORDS: Record<DefenseKey, RegExp> = {
  statute_of_limitations: /statute of limitations?|time[- ]barred|too old/,
  lack_of_standing: /standing|chain of (title|assignment)|not the original creditor/,
  improper_service: /\bservice\b|\bserved\b/,
  amount_disputed: /amount|overcharg|wrong balance/,
  not_my_debt: /not my debt|identity theft|don'?t recogni[sz]e/,
  paid_or_settled: /\bpaid\b|\bsettled\b|\bpayment\b/,
};

/** What "Your request" asks for, in the kinds of edit the built-in editor can make. */
function planOfRequest(request: string): RequestPlan {
  const r = request.toLowerCase();
  const steps: Step[] = [];
  if (/\b(more formal|formal|legal language|formally)\b/.test(r)) steps.push({ optionId: 'legal_formality', level: 8 });
  if (/\b(plain|simpler|simple|less formal|casual|everyday)\b/.test(r)) steps.push({ optionId: 'legal_formality', level: 2 });
  if (/\b(citations?|cite|statutes? (references|numbers)|legal references?|sources)\b/.test(r))
    steps.push({ optionId: 'citation_density', level: /\b(remove|fewer|less|no|without|drop)\b/.test(r) ? 1 : 8 });
  if (/\b(friendl|kind(er)?\b|courteous|warm)/.test(r)) steps.push({ optionId: 'friendliness', level: 8 });
  if (/\b(firm(er)?|stern|assertive|direct)\b/.test(r)) steps.push({ optionId: 'friendliness', level: 2 });
  const askedForDefense = /\bdefen[cs]es?\b/.test(r) || /\b(add|include|raise|assert)\b.*\b(statute of limitations?|standing)\b/.test(r);
  const defenses = askedForDefense ? DEFENSES.map((d) => d.key).filter((key) => DEFENSE_WORDS[key].test(r)) : [];
  return {
    steps,
    shorten: /\b(shorten|shorter|condense|concise|trim|cut|briefer|brief|less wordy|too long)\b/.test(r),
    fixTone: /\b(tone|insult|rude|angry|anger|caps|capitals?|capital letters|shout|yell|threat|calm|polite|respectful|professional|nicer|swear)/.test(r),
    defenses,
    askedForDefense,
  };
}

const WHAT_IT_CAN_DO =
  'it can shorten the text, add a defense to an Answer (statute of limitations, lack of standing, improper service, amount disputed, not my debt, payment), make it more formal or plainer, fix the tone (insults, capitals, threats), make it friendlier or firmer, and add or remove citations';

/** Wordy phrases and their short forms; filler words go entirely. */
const CONCISE: [string, string][] = [
  ['due to the fact that', 'because'],
  ['in the event that', 'if'],
  ['at this point in time', 'now'],
  ['at this time', 'now'],
  ['for the purpose of', 'for'],
  ['in order to', 'to'],
  ['with regard to', 'about'],
  ['with respect to', 'about'],
  ['in regard to', 'about'],
  ['prior to', 'before'],
  ['subsequent to', 'after'],
  ['a large number of', 'many'],
  ['is able to', 'can'],
  ['am able to', 'can'],
  ['I would like to ask that you', 'please'],
  ['I would like to', 'I'],
];
const FILLER = /\b(basically|actually|really|very|just|quite|simply|kindly|truly|honestly) (?=\w)/gi;
const FILLER_SENTENCES = [/^\s*(please note that|I am writing to let you know that)\s*/i];

function shorten(content: string, isSelection: boolean, counter: Counter): string {
  const before = wordCount(plainText(content));
  let out = mapText(content, (t) => replacePhrases(t, CONCISE, new Map(), () => ''));
  out = mapText(out, (t) => t.replace(FILLER, ''));
  out = mapText(out, (t) => FILLER_SENTENCES.reduce((acc, re) => acc.replace(re, (m) => (m ? '' : m)), t));
  // The closing courtesy a friendlier edit adds is the first thing to go.
  out = out.replace(/<p>\s*Thank you for [^<]*<\/p>/gi, '').replace(/\s*Thank you for your time and attention to this matter\./g, '');
  // A sentence said twice in one passage once.
  out = mapBlocks(out, isSelection, (inner) => {
    const seen = new Set<string>();
    return sentencesOf(inner)
      .filter((sentence) => {
        const key = sentence.trim().toLowerCase();
        if (key.length > 20 && seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .join('');
  });
  const after = wordCount(plainText(out));
  if (after < before) note(counter, `shortened from ${before} to ${after} words`);
  return out;
}
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Insults, words in capitals and threats: what makes a letter or a court paper read as an outburst. */
const INSULTS =
  /\s*\b(idiots?|stupid|morons?|scam(mers?)?|crooks?|liars?|thie(f|ves)|clowns?|vultures?|bloodsuckers?|jerks?|incompetent|pathetic|disgusting|garbage|crap|damn(ed)?|hell|losers?|lowlifes?)\b/gi;
const THREAT = /\b(you('| wi)ll (regret|pay for)|make you pay|(destroy|ruin|hurt) you|come after you|watch your back|you('| wi)ll be sorry|or else)\b/i;
/** Words written in capitals on purpose: acronyms and legal abbreviations stay. */
const ACRONYM = /^(I|FDCPA|FCRA|CFPB|FTC|LLC|INC|USA|US|SSN|ID|CFR|U\.S\.C\.|ILCS|MCL|A\.R\.S\.|[A-Z]{2})$/;

function fixTone(content: string, isSelection: boolean, counter: Counter): string {
  let out = mapBlocks(content, isSelection, (inner) =>
    sentencesOf(inner)
      .filter((sentence) => {
        if (!THREAT.test(sentence)) return true;
        note(counter, 'threats removed');
        return false;
      })
      .join(''),
  );
  out = mapBlocks(out, isSelection, (inner) =>
    mapText(inner, (t) =>
      sentencesOf(t)
        .map((sentence) => {
          let insults = 0;
          let edited = sentence.replace(INSULTS, () => {
            insults += 1;
            note(counter, 'insults removed');
            return '';
          });
          // A sentence that was little more than insults ("You scammers are idiots.") goes entirely.
          if (insults > 0 && wordCount(edited.replace(/[^\w\s]/g, '')) < 3) return '';
          // A sentence mostly in capitals reads as shouting: sentence case, acronyms kept.
          const letters = edited.replace(/[^A-Za-z]/g, '');
          if (letters.length >= 8 && letters.replace(/[^A-Z]/g, '').length / letters.length > 0.6 && /[.!?]/.test(edited)) {
            note(counter, 'capitals lowered');
            let first = true;
            edited = edited.replace(/[A-Za-z.']+/g, (word) => {
              const isFirst = first;
              first = false;
              if (ACRONYM.test(word)) return word;
              const lower = word.toLowerCase();
              return isFirst ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
            });
          }
          return edited.replace(/!{1,}|\?{2,}/g, (marks) => {
            note(counter, 'exclamation marks calmed');
            return marks.startsWith('?') ? '?' : '.';
          });
        })
        .join(''),
    ),
  );
  return out.replace(/ {2,}/g, ' ').replace(/ ([,.;:])/g, '$1');
}

/** Adds the Answer's own paragraph for a defense under AFFIRMATIVE DEFENSES; returns what could not be done. */
function addDefense(content: string, key: DefenseKey, req: EditDocumentRequest, counter: Counter): { content: string; refusal: string | null } {
  const title = DEFENSES.find((d) => d.key === key)?.title ?? key;
  if (req.context?.kind !== 'answer')
    return { content, refusal: `a defense (${title.toLowerCase()}) belongs in an Answer to a lawsuit; this document is a letter, so none was added` };
  if (req.isSelection) return { content, refusal: `to add the ${title.toLowerCase()} defense, clear the selection so the whole Answer is edited` };
  const paragraph = req.context.defenseParagraphs[key];
  if (!paragraph) return { content, refusal: `Parley has no Answer rules for this case's state, so the ${title.toLowerCase()} defense was not added` };
  const lead = paragraph.slice(0, paragraph.indexOf('.') + 1);
  if (plainText(content).toLowerCase().includes(lead.toLowerCase())) return { content, refusal: `the Answer already raises ${title.toLowerCase()}` };
  const item = `<li><p>${escapeText(paragraph)}</p></li>`;
  const heading = /<h2>\s*AFFIRMATIVE DEFENSES\s*<\/h2>/i.exec(content);
  let out: string;
  if (heading) {
    const after = content.slice(heading.index + heading[0].length);
    const list = /^\s*<ol[^>]*>[\s\S]*?<\/ol>/.exec(after);
    const reserve = /^\s*<p>[^<]*reserves the right[^<]*<\/p>/i.exec(after);
    const head = content.slice(0, heading.index + heading[0].length);
    if (list) out = head + list[0].replace(/<\/ol>$/, `${item}</ol>`) + after.slice(list[0].length);
    else if (reserve) out = `${head}<ol>${item}</ol>${after.slice(reserve[0].length)}`;
    else out = `${head}<ol>${item}</ol>${after}`;
  } else {
    const relief = content.search(/<h2>\s*REQUEST FOR RELIEF/i);
    const block = `<h2>AFFIRMATIVE DEFENSES</h2><ol>${item}</ol>`;
    out = relief >= 0 ? content.slice(0, relief) + block + content.slice(relief) : content + block;
  }
  note(counter, `defense added: ${title.toLowerCase()}`);
  return { content: out, refusal: null };
}
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function editDocumentBuiltin(req: EditDocumentRequest): EditDocumentResult {
  const counter: Counter = new Map();
  const refusals: string[] = [];
  let content = req.content;
  const level = Math.min(10, Math.max(1, Math.round(req.sliderValue)));
  const plan = planOfRequest(req.request);
  const steps: Step[] = [{ optionId: req.optionId, level }, ...plan.steps];
  for (const step of steps) {
    if (step.level === 5 && step.optionId !== 'general_edit') continue;
    if (step.optionId === 'legal_formality') content = formality(content, step.level, counter);
    else if (step.optionId === 'citation_density') content = citationDensity(content, step.level, req.isSelection, req.context?.state ?? null, counter);
    else if (step.optionId === 'tone_balance') content = toneBalance(content, step.level, counter);
    else if (step.optionId === 'friendliness') content = friendliness(content, step.level, req.isSelection, counter);
    else content = generalEdit(content, counter);
  }
  if (plan.fixTone) content = fixTone(content, req.isSelection, counter);
  if (plan.askedForDefense && plan.defenses.length === 0)
    refusals.push('name the defense to add: statute of limitations, lack of standing, improper service, amount disputed, not my debt, or payment');
  for (const key of plan.defenses) {
    const result = addDefense(content, key, req, counter);
    content = result.content;
    if (result.refusal) refusals.push(result.refusal);
  }
  if (plan.shorten) {
    const before = counter.size;
    content = shorten(content, req.isSelection, counter);
    if (counter.size === before) refusals.push('nothing could be cut without changing what the document says; delete the passages you can do without');
  }
  const understood = plan.steps.length > 0 || plan.shorten || plan.fixTone || plan.askedForDefense;
  if (req.request && !understood) refusals.push(`the built-in editor cannot do "${req.request.slice(0, 120)}": ${WHAT_IT_CAN_DO}`);
  return { content, summary: summarize(req, level, counter, refusals) };
}

function summarize(req: EditDocumentRequest, level: number, counter: Counter, refusals: string[]): string {
  const scope = req.isSelection ? 'the selected text' : 'the document';
  const setting =
    req.optionId === 'general_edit'
      ? 'General edit'
      : level === 5 && req.request
        ? 'Your request'
        : `${capitalize(OPTION_LABELS[req.optionId])} set to ${level}/10`;
  const notDone = refusals.length ? ` Not done: ${refusals.join('; ')}.` : '';
  if (counter.size === 0) {
    if (refusals.length) return `Nothing changed in ${scope}.${notDone}`;
    return level === 5 && req.optionId !== 'general_edit'
      ? `${setting}: 5 keeps ${scope} as it is, so nothing changed. Move the slider to either side, or type a request.`
      : `${setting}: no changes were needed in ${scope}.`;
  }
  const changes = [...counter].map(([what, n]) => (n > 1 && !what.startsWith('cited') && !what.startsWith('shortened') ? `${what} (${n})` : what));
  return `${setting} for ${scope}: ${changes.join('; ')}.${notDone}`;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
