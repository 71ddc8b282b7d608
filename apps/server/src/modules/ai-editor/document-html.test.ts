import { jurisdictionOf } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { answerDocument, type CaseFacts, settlementOfferLetter, validationLetter } from '../intake/legal-documents.js';
import { blocksToHtml, htmlToBlocks } from './document-html.js';
import { sanitizeEditorHtml } from './sanitize-editor-html.js';

const facts: CaseFacts = {
  consumerName: 'Jordan Miller',
  consumerAddress: ['12 Elm St', 'Austin, TX 78701'],
  consumerPhone: '(512) 555-0100',
  consumerEmail: 'jordan@example.test',
  plaintiffName: 'Midland Funding & Co <LLC>',
  lawFirmName: 'Hunt & Henriques',
  lawyerEmails: ['a@firm.test'],
  civilNumber: 'CV-2026-001',
  amountCents: 245_000,
  court: null,
  servedOn: '2026-11-01',
  defenses: ['statute_of_limitations', 'lack_of_standing'],
  hardshipStatement: 'Lost my job.\nTwo kids.',
  date: '2026-11-26',
  courtLevelKey: null,
  debtType: null,
  answerDeadline: null,
};

/** A one-line `lines` block has no <br> in HTML and comes back as a paragraph (documented in the module). */
const normalized = (blocks: ReturnType<typeof htmlToBlocks>) =>
  blocks.map((b) => (b.kind === 'lines' && b.lines.length === 1 ? { kind: 'paragraph' as const, text: b.lines[0] ?? '' } : b));

describe('document blocks ↔ editor HTML', () => {
  const tx = jurisdictionOf('TX');
  if (!tx) throw new Error('TX jurisdiction missing');
  it.each([
    ['an Answer', answerDocument(facts, tx)],
    ['a validation letter', validationLetter(facts)],
    ['a settlement offer letter', settlementOfferLetter(facts)],
  ])('%s survives the round trip through the sanitizer, indents, blank lines and special characters included', (_name, doc) => {
    const html = sanitizeEditorHtml(blocksToHtml(doc.blocks));
    expect(htmlToBlocks(html)).toEqual(normalized(doc.blocks));
    // And the HTML of those blocks is stable.
    expect(sanitizeEditorHtml(blocksToHtml(htmlToBlocks(html)))).toBe(html);
  });

  it('maps each block kind to one HTML form', () => {
    expect(
      blocksToHtml([
        { kind: 'center', lines: ['IN THE COURT', 'OF TEXAS'], bold: true },
        { kind: 'heading', text: 'AFFIRMATIVE DEFENSES' },
        { kind: 'numbered', items: ['One.', 'Two.'], start: 3 },
        { kind: 'lines', lines: ['Respectfully submitted,', '', '          Defendant.'] },
        { kind: 'space' },
      ]),
    ).toBe(
      '<h1>IN THE COURT<br>OF TEXAS</h1><h2>AFFIRMATIVE DEFENSES</h2><ol start="3"><li><p>One.</p></li><li><p>Two.</p></li></ol><p>Respectfully submitted,<br><br>\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0Defendant.</p><p></p>',
    );
  });

  it('reads what a consumer typed: marks keep their words, bullets become lines, scripts are dropped', () => {
    expect(
      htmlToBlocks(
        '<h2>Notes</h2><p>I <strong>dispute</strong> this &amp; that<script>x()</script>.</p><ul><li><p>first</p></li><li><p>second</p></li></ul><p><a href="https://x.test">link</a> text</p>',
      ),
    ).toEqual([
      { kind: 'heading', text: 'Notes' },
      { kind: 'paragraph', text: 'I dispute this & that.' },
      { kind: 'lines', lines: ['• first', '• second'] },
      { kind: 'paragraph', text: 'link text' },
    ]);
  });
});
