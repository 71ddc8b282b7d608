/** The built-in editor's text tools: phrases replaced in the text between tags, blocks, sentences, a closing's place. */

export type Counter = Map<string, number>;
export const note = (counter: Counter, what: string) => counter.set(what, (counter.get(what) ?? 0) + 1);

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
export function replacePhrases(text: string, pairs: [string, string][], counter: Counter, label: (from: string, to: string) => string): string {
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
export function mapText(html: string, edit: (text: string) => string): string {
  return html
    .split(/(<[^>]+>)/)
    .map((part) => (part.startsWith('<') ? part : edit(part)))
    .join('');
}

/** The blocks (paragraphs, list items) of an HTML document, or the plain text as one block. */
export function mapBlocks(content: string, isSelection: boolean, edit: (inner: string, index: number) => string): string {
  if (isSelection || !/<(p|li|h[1-6])[\s>]/.test(content)) return edit(content, 0);
  let index = 0;
  return content.replace(/(<(p|li)(?:\s[^>]*)?>)([\s\S]*?)(<\/\2>)/g, (_whole, open: string, _tag: string, inner: string, close: string) => {
    const edited = /<(p|li)[\s>]/.test(inner) ? inner : edit(inner, index);
    index += 1;
    return `${open}${edited}${close}`;
  });
}

export function plainText(html: string): string {
  return html.replace(/<[^>]+>/g, ' ');
}

/** Sentences with their endings and the space after them; "U.S.C. 1692g" and "No. 12" do not end one. */
export function sentencesOf(text: string): string[] {
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

/** Before a closing like "Sincerely," when there is one, else at the end. */
export function appendBeforeSignature(html: string, block: string): string {
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
export function endsAbbreviation(textToPeriod: string): boolean {
  const word = /([A-Za-z.]+)\.$/.exec(textToPeriod)?.[1] ?? '';
  return word.includes('.') || word.length === 1 || ABBREVIATIONS.has(word.toLowerCase());
}

export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
