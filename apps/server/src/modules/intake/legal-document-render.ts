import { AlignmentType, Document, Footer, HeadingLevel, LevelFormat, Packer, PageBreak, Paragraph, TabStopType, TextRun } from 'docx';
import { DocumentWriter } from '../documents/layout.js';
import type { LegalDocument } from './legal-documents.js';

/** A legal document's blocks laid out as a PDF, on the layout every Parley document shares. */
export async function renderPdf(doc: LegalDocument): Promise<Uint8Array> {
  const writer = await DocumentWriter.create({
    title: doc.title,
    subject: doc.title,
    author: doc.author,
    keywords: [doc.filename],
    date: doc.date,
    runningHeader: { left: doc.author, right: doc.title.length > 60 ? `${doc.title.slice(0, 57)}...` : doc.title },
    footerNote: doc.footer,
  });
  const appendix = doc.appendix ?? [];
  for (const [i, block] of [...doc.blocks, ...appendix].entries()) {
    if (i === doc.blocks.length) writer.newPage();
    switch (block.kind) {
      case 'center':
        writer.centered(block.lines, block.bold ? undefined : { font: writer.fonts.serif, size: 11 });
        break;
      case 'heading':
        writer.heading(block.text);
        break;
      case 'paragraph':
        writer.paragraph(block.text);
        break;
      case 'numbered':
        writer.list(block.items, (i) => `${i + (block.start ?? 1)}.`);
        break;
      case 'lines':
        writer.lines(block.lines);
        break;
      case 'signature':
        writer.handSignature(block);
        break;
      case 'space':
        writer.space(8);
        break;
    }
  }
  return writer.finish();
}

const WORD_FONT = 'Times New Roman';
const NUMBERED = 'numbered';

/**
 * The same blocks as a Word document (the `docx` library): real headings, real numbered lists
 * (each list restarts at its own first number), the caption's lines as line breaks, and the
 * notice in every page's footer.
 */
export async function renderWord(doc: LegalDocument): Promise<Buffer> {
  const starts = [...new Set([...doc.blocks, ...(doc.appendix ?? [])].flatMap((b) => (b.kind === 'numbered' ? [b.start ?? 1] : [])))];
  const paragraphs: Paragraph[] = [];
  let lists = 0;
  const lineRuns = (lines: string[], bold = false) =>
    lines.map((line, i) => new TextRun({ text: line.replace(/^ +/, (spaces) => '\u00a0'.repeat(spaces.length)), bold, break: i > 0 ? 1 : 0 }));
  for (const [i, block] of [...doc.blocks, ...(doc.appendix ?? [])].entries()) {
    if (i === doc.blocks.length) paragraphs.push(new Paragraph({ children: [new PageBreak()] }));
    switch (block.kind) {
      case 'center':
        paragraphs.push(new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 200 }, children: lineRuns(block.lines, block.bold) }));
        break;
      case 'heading':
        paragraphs.push(
          new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 240, after: 120 }, keepNext: true, children: [new TextRun(block.text)] }),
        );
        break;
      case 'paragraph':
        paragraphs.push(new Paragraph({ spacing: { after: 160 }, children: [new TextRun(block.text)] }));
        break;
      case 'numbered': {
        lists += 1;
        const reference = `${NUMBERED}-${block.start ?? 1}`;
        for (const item of block.items) {
          paragraphs.push(new Paragraph({ numbering: { reference, level: 0, instance: lists }, spacing: { after: 120 }, children: [new TextRun(item)] }));
        }
        break;
      }
      case 'lines':
        paragraphs.push(new Paragraph({ spacing: { after: 200 }, keepLines: true, children: lineRuns(block.lines) }));
        break;
      case 'signature': {
        const indent = { left: 4680 };
        if (block.closing) paragraphs.push(new Paragraph({ indent, keepNext: true, children: [new TextRun(block.closing)] }));
        paragraphs.push(
          new Paragraph({
            indent,
            spacing: { before: 600 },
            keepNext: true,
            keepLines: true,
            border: { top: { style: 'single', size: 6, space: 1, color: '000000' } },
            children: [
              new TextRun({ text: block.name, bold: true }),
              ...[...(block.role ? [block.role] : []), ...block.details].map((text) => new TextRun({ text, break: 1 })),
            ],
          }),
        );
        if (block.dateLine) {
          paragraphs.push(
            new Paragraph({
              indent,
              spacing: { before: 160, after: 240 },
              tabStops: [{ type: TabStopType.LEFT, position: 9360 }],
              children: [new TextRun('Date: '), new TextRun({ text: '\t', underline: {} })],
            }),
          );
        } else paragraphs.push(new Paragraph({ spacing: { after: 240 }, children: [] }));
        break;
      }
      case 'space':
        paragraphs.push(new Paragraph({ children: [] }));
        break;
    }
  }
  const word = new Document({
    title: doc.title,
    creator: doc.author,
    description: doc.footer,
    styles: {
      default: { document: { run: { font: WORD_FONT, size: 24 } }, heading2: { run: { font: WORD_FONT, size: 24, bold: true, color: '000000' } } },
    },
    numbering: {
      config: starts.map((start) => ({
        reference: `${NUMBERED}-${start}`,
        levels: [
          {
            level: 0,
            format: LevelFormat.DECIMAL,
            text: '%1.',
            start,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720, hanging: 360 } } },
          },
        ],
      })),
    },
    sections: [
      {
        properties: { page: { size: { width: 12240, height: 15840 }, margin: { top: 1440, right: 1440, bottom: 1440, left: 1440 } } },
        footers: { default: new Footer({ children: [new Paragraph({ children: [new TextRun({ text: doc.footer, size: 18 })] })] }) },
        children: paragraphs,
      },
    ],
  });
  return Packer.toBuffer(word);
}
