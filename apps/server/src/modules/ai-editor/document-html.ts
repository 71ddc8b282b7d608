import { type ChildNode, Element, isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';
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

/**
 * The text of an element, one string per line (a new line at each <br>, and at each paragraph
 * when `paragraphs` says so); leading no-break spaces back to spaces. The parser decodes entities.
 */
function textLines(el: Element, { paragraphs = false } = {}): string[] {
  const lines = [''];
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (isText(node)) lines[lines.length - 1] += node.data;
      else if (isTag(node) && node.name === 'br') lines.push('');
      else if (isTag(node)) {
        if (paragraphs && node.name === 'p' && lines[lines.length - 1] !== '') lines.push('');
        walk(node.children);
      }
    }
  };
  walk(el.children);
  return lines.map((line) => {
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
const oneLine = (el: Element) =>
  textLines(el)
    .map((l) => l.trim())
    .filter(Boolean)
    .join(' ');

const hasLineBreak = (el: Element): boolean => el.children.some((node) => isTag(node) && (node.name === 'br' || hasLineBreak(node)));

/** The top-level elements of the HTML; loose text or a lone <br>/<hr> at the top is a paragraph of its own. */
function topLevel(html: string): Element[] {
  return parseDocument(html).children.flatMap((node): Element[] => {
    if (isTag(node) && node.name !== 'br' && node.name !== 'hr') return [node];
    if (isTag(node) || (isText(node) && node.data.trim())) return [new Element('p', {}, isText(node) ? [node] : [])];
    return [];
  });
}

const listItems = (list: Element) => list.children.filter((node): node is Element => isTag(node) && node.name === 'li').map(oneLine);

/** The editor's HTML (sanitized here first) as the blocks the downloads are laid out from. */
export function htmlToBlocks(html: string): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  for (const el of topLevel(sanitizeEditorHtml(html))) {
    const signature = el.name === 'blockquote' ? signatureOf(el) : null;
    if (el.name === 'h1' || el.name === 'h3') {
      const lines = textLines(el).map((l) => l.trim());
      blocks.push(el.name === 'h1' ? { kind: 'center', lines, bold: true } : { kind: 'center', lines });
    } else if (el.name === 'h2') {
      const text = oneLine(el);
      if (text) blocks.push({ kind: 'heading', text });
    } else if (el.name === 'ol') {
      const items = listItems(el).filter(Boolean);
      const start = /^\d+$/.test(el.attribs.start ?? '') ? Number(el.attribs.start) : 1;
      if (items.length) blocks.push(start === 1 ? { kind: 'numbered', items } : { kind: 'numbered', items, start });
    } else if (el.name === 'ul') {
      const items = listItems(el).filter(Boolean);
      if (items.length) blocks.push({ kind: 'lines', lines: items.map((item) => `• ${item}`) });
    } else if (signature) {
      blocks.push(signature);
    } else {
      // p, blockquote, pre and anything else: its text.
      const lines = hasLineBreak(el) ? textLines(el) : [oneLine(el)];
      if (lines.length > 1) blocks.push({ kind: 'lines', lines });
      else if (lines[0]) blocks.push({ kind: 'paragraph', text: lines[0] });
      else blocks.push({ kind: 'space' });
    }
  }
  return blocks;
}

/** A signature block back from its blockquote: the lines around the line to sign on. Null when the line is gone. */
function signatureOf(el: Element): DocumentBlock | null {
  const lines = textLines(el, { paragraphs: true })
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
