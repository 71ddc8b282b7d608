import { inflateRawSync } from 'node:zlib';
import { jurisdictionOf } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../test/pdf-text.js';
import { renderPdf, renderWord } from './legal-document-render.js';
import { answerDocument, type CaseFacts, settlementOfferLetter, validationLetter } from './legal-documents.js';

const name = 'Zoë Nguyễn-Łukasz Ольга';
const facts: CaseFacts = {
  consumerName: name,
  consumerAddress: ['22 Oak Lane', 'Columbus, OH 43215'],
  consumerPhone: '(614) 555-0100',
  consumerEmail: 'zoe@example.com',
  plaintiffName: 'Midland Credit Management, Inc.',
  lawFirmName: 'Demo Law Group',
  lawyerEmails: ['filings@demo-law.test'],
  civilNumber: '2026-CV-00123',
  amountCents: 523_456,
  court: null,
  servedOn: '2026-05-20',
  defenses: ['statute_of_limitations', 'amount_disputed'],
  hardshipStatement: null,
  date: '2026-06-01',
  courtLevelKey: null,
  debtType: null,
  answerDeadline: null,
};
const ohio = jurisdictionOf('OH');
if (!ohio) throw new Error('Ohio is a supported jurisdiction');

/** The text of one part of a .docx (a ZIP): found by its local header, inflated. */
function zipEntry(zip: Buffer, entry: string): string {
  const at = zip.indexOf(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04])]), 0);
  for (let offset = at; offset >= 0; offset = zip.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]), offset + 4)) {
    const nameLength = zip.readUInt16LE(offset + 26);
    const extraLength = zip.readUInt16LE(offset + 28);
    const fileName = zip.subarray(offset + 30, offset + 30 + nameLength).toString('utf8');
    if (fileName !== entry) continue;
    const size = zip.readUInt32LE(offset + 18);
    const data = zip.subarray(offset + 30 + nameLength + extraLength, offset + 30 + nameLength + extraLength + size);
    return (zip.readUInt16LE(offset + 8) === 8 ? inflateRawSync(data) : data).toString('utf8');
  }
  throw new Error(`${entry} not in the archive`);
}

describe('legal documents', () => {
  it.each([
    ['the Answer', answerDocument(facts, ohio)],
    ['the validation letter', validationLetter(facts)],
    ['the settlement offer letter', settlementOfferLetter(facts)],
  ])('%s prints a name outside Latin-1 exactly as typed', async (_, doc) => {
    const text = await extractPdfText(await renderPdf(doc));
    expect(text.flat).toContain(name);
    expect(text.flat).not.toContain('?');
  });

  it('signs the Answer as a self-represented defendant, with address, phone, email and a date line, and a certificate of service', async () => {
    const text = await extractPdfText(await renderPdf(answerDocument(facts, ohio)));
    expect(text.flat).toMatch(
      /Respectfully submitted, Zoë Nguyễn-Łukasz Ольга Defendant, pro se 22 Oak Lane Columbus, OH 43215 Phone: \(614\) 555-0100 Email: zoe@example.com Date:/,
    );
    expect(text.flat).not.toContain('representing myself');
    expect(text.flat).toContain('CERTIFICATE OF SERVICE');
    expect(text.flat).toContain('Served on: Demo Law Group');
  });

  it('writes a Word file that opens: a zip whose word/document.xml keeps the caption, headings, numbered lists and signature', async () => {
    const word = await renderWord(answerDocument(facts, ohio));
    expect(word.subarray(0, 4).toString('hex')).toBe('504b0304');
    const xml = zipEntry(word, 'word/document.xml');
    expect(xml).toContain(`${name.toUpperCase()},`);
    expect(xml).toContain('Case No. 2026-CV-00123');
    expect(xml).toContain('<w:pStyle w:val="Heading2"/>');
    expect(xml).toContain('AFFIRMATIVE DEFENSES');
    expect(xml).toMatch(/<w:numPr><w:ilvl w:val="0"\/><w:numId w:val="\d+"\/><\/w:numPr>/);
    expect(xml).toContain('Defendant, pro se');
    expect(zipEntry(word, 'word/numbering.xml')).toContain('w:val="decimal"');
  });
});
