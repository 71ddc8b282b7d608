import { escapeHtml } from '../../platform/html.js';
import type { LegalDocument } from '../intake/legal-documents.js';
import { sanitizeEditorHtml } from './sanitize-editor-html.js';

/**
 * The one conversion between a generated document's blocks (what renderPdf and renderWord lay
 * out) and the editor's HTML. Each block kind has one HTML form the editor (TipTap's StarterKit)
 * keeps as it is:
 *   center (bold)  <h1>line<br>line</h1>      heading   <h2>text</h2>
 *   center (plain) <h3>line<br>line</h3>      numbered  <ol start="n"><li><p>item</p></li></ol>
 *   paragraph      <p>text</p>                lines     <p>line<br>line</p>
 *   space          <p></p>
 *   signature      <blockquote><p>closing<br>_____<br>name<br>role<br>details…<br>Date: ____</p></blockquote>
 * A `lines` block of one line has no <br> and comes back as a paragraph: both lay out the same
 * text, the PDF only leaves a slightly smaller gap after it. Leading spaces (the Answer's caption
 * indents "Plaintiff,") travel as no-break spaces, which the editor does not collapse.
 * The downloads hold plain text, so marks a consumer adds (bold, links) keep their words only.
 */

export type DocumentBlock = LegalDocument['blocks'][number];

const NBSP = '\u00a0';
/** How a signature block shows in the editor: the line to sign on, and the date to write by hand. */
const SIGN_HERE = '______________________________';
const DATE_LINE = 'Date: ____________________';
/** A signer's role under their name ("Defendant, pro se"), told apart from an address line. */
const ROLE = /\b(pro se|self-represented|defendant|plaintiff|consumer)\b/i;

function lineHtml(line: string): string {
  const indent = /^ */.exec(line)?.[0].length ?? 0;
  // Runs of spaces inside a line (the certificate's check boxes) travel as no-break spaces too.
  return NBSP.repeat(indent) + escapeHtml(line.slice(indent)).replace(/ {2,}/g, (run) => NBSP.repeat(run.length));
}
const linesHtml = (lines: string[]) => lines.map(lineHtml).join('<br>');

export function blocksToHtml(blocks: DocumentBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'center':
          return block.bold ? `<h1>${linesHtml(block.lines)}</h1>` : `<h3>${linesHtml(block.lines)}</h3>`;
        case 'heading':
          return `<h2>${lineHtml(block.text)}</h2>`;
        case 'paragraph':
          return `<p>${lineHtml(block.text)}</p>`;
        case 'numbered': {
          const start = block.start ?? 1;
          return `<ol${start === 1 ? '' : ` start="${start}"`}>${block.items.map((item) => `<li><p>${lineHtml(item)}</p></li>`).join('')}</ol>`;
        }
        case 'lines':
          return `<p>${linesHtml(block.lines)}</p>`;
        case 'space':
          return '<p></p>';
        case 'signature': {
          const lines = [
            ...(block.closing ? [block.closing] : []),
            SIGN_HERE,
            block.name,
            ...(block.role ? [block.role] : []),
            ...block.details,
            ...(block.dateLine ? [DATE_LINE] : []),
          ];
          return `<blockquote><p>${linesHtml(lines)}</p></blockquote>`;
        }
      }
      return '';
    })
    .join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: NBSP };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text of an element's inner HTML, one string per line (split at <br>); leading no-break spaces back to spaces. */
function textLines(inner: string): string[] {
  return inner
    .split(/<br\s*\/?>/i)
    .map((part) => decodeEntities(part.replace(/<[^>]*>/g, '')))
    .map((line) => {
      const indent = /^[\u00a0 ]*/.exec(line)?.[0].length ?? 0;
      return (
        ' '.repeat(indent) +
        line
          .slice(indent)
          .replace(/[ \t\r\n]+/g, ' ')
          .replace(/\u00a0/g, ' ')
          .trimEnd()
      );
    });
}
const oneLine = (inner: string) =>
  textLines(inner)
    .map((l) => l.trim())
    .filter(Boolean)
    .join(' ');

/** The top-level elements of sanitized HTML (sanitize-html closes and nests every tag). */
function topLevel(html: string): { tag: string; attrs: string; inner: string }[] {
  const out: { tag: string; attrs: string; inner: string }[] = [];
  const tokens = html.split(/(<\/?[a-z0-9]+(?:\s[^>]*)?\/?>)/i);
  let depth = 0;
  let current: { tag: string; attrs: string; inner: string } | null = null;
  for (const token of tokens) {
    const open = /^<([a-z0-9]+)(\s[^>]*)?>$/i.exec(token);
    const close = /^<\/([a-z0-9]+)>$/i.exec(token);
    const isVoid = open && /^(br|hr)$/i.test(open[1] ?? '');
    if (depth === 0) {
      if (open && !isVoid) {
        current = { tag: (open[1] ?? '').toLowerCase(), attrs: open[2] ?? '', inner: '' };
        depth = 1;
      } else if (token.trim() && !close) {
        // Loose text or a lone <br>/<hr> at the top: a paragraph of its own.
        out.push({ tag: 'p', attrs: '', inner: isVoid ? '' : token });
      }
      continue;
    }
    if (open && !isVoid) depth += 1;
    if (close) depth -= 1;
    if (depth === 0 && current) {
      out.push(current);
      current = null;
    } else if (current) current.inner += token;
  }
  if (current) out.push(current);
  return out;
}

function listItems(inner: string): string[] {
  return topLevel(inner)
    .filter((el) => el.tag === 'li')
    .map((li) => oneLine(li.inner));
}

/** The editor's HTML (sanitized here first) as the blocks the downloads are laid out from. */
export function htmlToBlocks(html: string): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  for (const el of topLevel(sanitizeEditorHtml(html))) {
    if (el.tag === 'h1' || el.tag === 'h3') {
      const lines = textLines(el.inner).map((l) => l.trim());
      blocks.push(el.tag === 'h1' ? { kind: 'center', lines, bold: true } : { kind: 'center', lines });
    } else if (el.tag === 'h2') {
      const text = oneLine(el.inner);
      if (text) blocks.push({ kind: 'heading', text });
    } else if (el.tag === 'ol') {
      const items = listItems(el.inner).filter(Boolean);
      const start = Number(/start="(\d+)"/.exec(el.attrs)?.[1] ?? 1);
      if (items.length) blocks.push(start === 1 ? { kind: 'numbered', items } : { kind: 'numbered', items, start });
    } else if (el.tag === 'ul') {
      const items = listItems(el.inner).filter(Boolean);
      if (items.length) blocks.push({ kind: 'lines', lines: items.map((item) => `• ${item}`) });
    } else if (el.tag === 'blockquote' && signatureOf(el.inner)) {
      blocks.push(signatureOf(el.inner) as DocumentBlock);
    } else {
      // p, blockquote, pre and anything else: its text.
      const lines = /<br\s*\/?>/i.test(el.inner) ? textLines(el.inner) : [oneLine(el.inner)];
      if (lines.length > 1) blocks.push({ kind: 'lines', lines });
      else if (lines[0]) blocks.push({ kind: 'paragraph', text: lines[0] });
      else blocks.push({ kind: 'space' });
    }
  }
  return blocks;
}

/** A signature block back from its blockquote: the lines around the line to sign on. Null when the line is gone. */
function signatureOf(inner: string): DocumentBlock | null {
  const lines = textLines(inner.replace(/<\/p>\s*<p>/gi, '<br>'))
    .map((line) => line.trim())
    .filter(Boolean);
  const rule = lines.findIndex((line) => /^_{10,}$/.test(line));
  const name = lines[rule + 1];
  if (rule < 0 || !name) return null;
  const rest = lines.slice(rule + 2);
  const dateLine = rest.length > 0 && /^Date:/i.test(rest[rest.length - 1] ?? '');
  if (dateLine) rest.pop();
  const role = rest[0] !== undefined && ROLE.test(rest[0]) ? (rest.shift() as string) : null;
  return { kind: 'signature', closing: rule > 0 ? lines.slice(0, rule).join(' ') : null, name, role, details: rest, dateLine };
}
