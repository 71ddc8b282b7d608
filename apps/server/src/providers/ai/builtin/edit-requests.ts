import { DEFENSES, type DefenseKey } from '@parley/shared';
import type { EditDocumentRequest } from '../interface.js';
import { type Counter, escapeText, mapBlocks, mapText, note, plainText, replacePhrases, sentencesOf } from './edit-text.js';

/** What "Your request" asks of the editor, and the edits only a request asks for: shorten, fix the tone, add a defense. */

export type Step = { optionId: EditDocumentRequest['optionId']; level: number };
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
export function planOfRequest(request: string): RequestPlan {
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

export const WHAT_IT_CAN_DO =
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

export function shorten(content: string, isSelection: boolean, counter: Counter): string {
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

export function fixTone(content: string, isSelection: boolean, counter: Counter): string {
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
export function addDefense(content: string, key: DefenseKey, req: EditDocumentRequest, counter: Counter): { content: string; refusal: string | null } {
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
