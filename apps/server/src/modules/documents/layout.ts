import { type Color, PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { COLORS, CONTENT_WIDTH, drawLine, embedFonts, type Fonts, fitText, MARGIN, PAGE, type TextStyle, textWidth, wrapText } from './typesetting.js';

/**
 * The one page layout Parley's documents share: US Letter, one-inch side margins, a running header,
 * a footer with a notice and "Page X of Y", text wrapped and paginated in one place. Documents
 * describe their content (headings, paragraphs, tables, signature blocks) and never place lines.
 */

export type Column = { header: string; width: number; align?: 'left' | 'right' };

/** Where the signer's signature, and the date beside it, go on the last page. */
export type SignatureBox = { x: number; signatureLineY: number; dateX: number; dateY: number; width: number };

export type SignatureColumn = {
  heading: string;
  /** Who signs: the party's name and, for a firm, on whose behalf. */
  party: string[];
  /** The printed name under the line; null leaves a blank "Name and title" line to fill in. */
  printedName: string | null;
  /** The column the electronic signature is stamped into. */
  isSigner: boolean;
};

/** The signature band's words, in the document's language (see `signatureLabels`). */
export type SignatureLabels = { signature: string; name: string; nameAndTitle: string; date: string };

export const ENGLISH_SIGNATURE_LABELS: SignatureLabels = { signature: 'Signature', name: 'Name:', nameAndTitle: 'Name and title:', date: 'Date:' };

const BODY_SIZE = 11;
const BODY_LEADING = 15;
const PARAGRAPH_GAP = 7;
const TABLE_ROW_HEIGHT = 17;
const SIGNATURE_BAND_HEIGHT = 150;

export type DocumentMeta = {
  title: string;
  subject: string;
  author: string;
  keywords: string[];
  /** The document's date (`YYYY-MM-DD`), used as its creation date so that rendering is repeatable. */
  date: string;
  runningHeader: { left: string; right: string };
  footerNote: string;
  /** What each page's number says; "Page X of Y" unless told otherwise. */
  pageLabel?: (page: number, pages: number) => string;
};

/**
 * Lays a document out top to bottom, starting a new page whenever the next piece does not fit.
 * Rendering the same content twice gives the same bytes (fixed dates, no random ids), so a
 * document's SHA-256 identifies it.
 */
export class DocumentWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly body: TextStyle;

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly meta: DocumentMeta,
  ) {
    this.body = { font: fonts.serif, size: BODY_SIZE };
    this.newPage();
  }

  static async create(meta: DocumentMeta): Promise<DocumentWriter> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const date = new Date(`${meta.date}T00:00:00Z`);
    doc.setTitle(meta.title);
    doc.setSubject(meta.subject);
    doc.setAuthor(meta.author);
    doc.setKeywords(meta.keywords);
    doc.setCreator('Parley');
    doc.setProducer('Parley document service (pdf-lib)');
    doc.setCreationDate(date);
    doc.setModificationDate(date);
    return new DocumentWriter(doc, await embedFonts(doc), meta);
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    const headerY = PAGE.height - 44;
    const style = { font: this.fonts.sans, size: 7.5, color: COLORS.muted };
    drawLine(this.page, this.meta.runningHeader.left.toUpperCase(), MARGIN.left, headerY, style);
    const right = this.meta.runningHeader.right;
    drawLine(this.page, right, PAGE.width - MARGIN.right - textWidth(right, style.font, style.size), headerY, style);
    this.rule(headerY - 6, 0.5);
    this.y = PAGE.height - MARGIN.top;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensureSpace(height: number): void {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  space(height: number): void {
    this.y -= height;
  }

  title(title: string, subtitle: string[]): void {
    drawLine(this.page, title, MARGIN.left, this.y - 20, { font: this.fonts.sansBold, size: 20, color: COLORS.accent });
    this.y -= 30;
    for (const line of subtitle) {
      drawLine(this.page, line, MARGIN.left, this.y - 10, { font: this.fonts.sans, size: 9.5, color: COLORS.muted });
      this.y -= 14;
    }
    this.y -= 6;
    this.rule(this.y, 1.2, COLORS.accent);
    this.y -= 18;
  }

  /** A section heading, kept on the same page as the start of its section. */
  heading(text: string): void {
    this.ensureSpace(22 + 3 * BODY_LEADING);
    drawLine(this.page, text, MARGIN.left, this.y - 11, { font: this.fonts.sansBold, size: 11, color: COLORS.accent });
    this.y -= 20;
  }

  paragraph(text: string, options: { style?: TextStyle; indent?: number; leading?: number; gapAfter?: number } = {}): void {
    const style = options.style ?? this.body;
    const indent = options.indent ?? 0;
    const leading = options.leading ?? Math.max(BODY_LEADING, style.size * 1.35);
    for (const line of wrapText(text, style.font, style.size, CONTENT_WIDTH - indent)) {
      this.ensureSpace(leading);
      drawLine(this.page, line, MARGIN.left + indent, this.y - style.size, style);
      this.y -= leading;
    }
    this.y -= options.gapAfter ?? PARAGRAPH_GAP;
  }

  /** Paragraphs with a bullet (or a label such as "(a)") hanging in the margin. */
  list(items: string[], marker: (index: number) => string = () => '\u2022'): void {
    const indent = 18;
    items.forEach((item, i) => {
      const lines = wrapText(item, this.body.font, this.body.size, CONTENT_WIDTH - indent);
      lines.forEach((line, j) => {
        this.ensureSpace(BODY_LEADING);
        if (j === 0) drawLine(this.page, marker(i), MARGIN.left + 4, this.y - this.body.size, this.body);
        drawLine(this.page, line, MARGIN.left + indent, this.y - this.body.size, this.body);
        this.y -= BODY_LEADING;
      });
      this.y -= 3;
    });
    this.y -= PARAGRAPH_GAP - 3;
  }

  /** A shaded box of label/value rows (the key terms), kept on one page. */
  keyValueBox(rows: [label: string, value: string, style?: TextStyle][], labelWidth = 150): void {
    const size = 10;
    const leading = 14;
    const padding = 10;
    const valueWidth = CONTENT_WIDTH - 2 * padding - labelWidth;
    const laidOut = rows.map(([label, value, style = { font: this.fonts.serif, size }]) => ({
      label,
      style,
      lines: wrapText(value, style.font, style.size, valueWidth),
    }));
    const height = laidOut.reduce((h, r) => h + r.lines.length * leading, 0) + 2 * padding - 2;
    this.ensureSpace(height + 4);
    this.page.drawRectangle({
      x: MARGIN.left,
      y: this.y - height,
      width: CONTENT_WIDTH,
      height,
      color: COLORS.shade,
      borderColor: COLORS.rule,
      borderWidth: 0.6,
    });
    let y = this.y - padding;
    for (const row of laidOut) {
      drawLine(this.page, row.label, MARGIN.left + padding, y - size + 1, { font: this.fonts.sansBold, size: 8.5, color: COLORS.muted });
      for (const line of row.lines) {
        drawLine(this.page, line, MARGIN.left + padding + labelWidth, y - size, row.style);
        y -= leading;
      }
    }
    this.y -= height + 14;
  }

  /** A table whose header row repeats on every page it runs onto; `footer` is a bold total row. */
  table(columns: Column[], rows: string[][], footer?: string[]): void {
    const size = 9.5;
    const padding = 6;
    const width = columns.reduce((w, c) => w + c.width, 0);
    const drawRow = (cells: string[], font: PDFFont, fill?: Color) => {
      if (fill) this.page.drawRectangle({ x: MARGIN.left, y: this.y - TABLE_ROW_HEIGHT, width, height: TABLE_ROW_HEIGHT, color: fill });
      let x = MARGIN.left;
      columns.forEach((column, i) => {
        const text = cells[i] ?? '';
        const textX = column.align === 'right' ? x + column.width - padding - textWidth(text, font, size) : x + padding;
        drawLine(this.page, text, textX, this.y - TABLE_ROW_HEIGHT + 5.5, { font, size });
        x += column.width;
      });
      this.y -= TABLE_ROW_HEIGHT;
    };
    const drawHeader = () => {
      drawRow(
        columns.map((c) => c.header),
        this.fonts.sansBold,
        COLORS.shade,
      );
      this.rule(this.y, 0.8, COLORS.muted, width);
    };
    this.ensureSpace(TABLE_ROW_HEIGHT * 3);
    this.rule(this.y, 0.8, COLORS.muted, width);
    drawHeader();
    for (const row of rows) {
      if (this.y - TABLE_ROW_HEIGHT < MARGIN.bottom) {
        this.newPage();
        this.rule(this.y, 0.8, COLORS.muted, width);
        drawHeader();
      }
      drawRow(row, this.fonts.sans);
      this.rule(this.y, 0.3, COLORS.rule, width);
    }
    if (footer) {
      this.ensureSpace(TABLE_ROW_HEIGHT);
      this.rule(this.y, 0.8, COLORS.muted, width);
      drawRow(footer, this.fonts.sansBold);
      this.rule(this.y, 0.8, COLORS.muted, width);
    }
    this.y -= 14;
  }

  /**
   * Signature blocks side by side, all on one page. Returns where the signer's signature goes so
   * that the document can be stamped later (see signature.ts).
   */
  signatureBlocks(columns: SignatureColumn[], labels: SignatureLabels = ENGLISH_SIGNATURE_LABELS): SignatureBox {
    this.ensureSpace(SIGNATURE_BAND_HEIGHT);
    const gap = 36;
    const width = (CONTENT_WIDTH - gap) / 2;
    const top = this.y;
    let signerBox: SignatureBox | null = null;
    columns.forEach((column, i) => {
      const x = MARGIN.left + i * (width + gap);
      drawLine(this.page, column.heading.toUpperCase(), x, top - 10, { font: this.fonts.sansBold, size: 8.5, color: COLORS.accent });
      column.party.slice(0, 2).forEach((line, j) => {
        drawLine(this.page, fitText(line, this.fonts.serif, 10, width), x, top - 26 - j * 13, { font: this.fonts.serif, size: 10 });
      });
      const signatureLineY = top - 88;
      this.page.drawLine({ start: { x, y: signatureLineY }, end: { x: x + width, y: signatureLineY }, thickness: 0.8, color: COLORS.ink });
      drawLine(this.page, labels.signature, x, signatureLineY - 10, { font: this.fonts.sans, size: 7.5, color: COLORS.muted });
      const nameLabel = column.printedName === null ? labels.nameAndTitle : labels.name;
      const label = { font: this.fonts.serif, size: 10 };
      drawLine(this.page, nameLabel, x, top - 116, label);
      const nameX = x + textWidth(nameLabel, label.font, label.size) + 4;
      if (column.printedName !== null) drawLine(this.page, fitText(column.printedName, label.font, label.size, x + width - nameX), nameX, top - 116, label);
      else this.page.drawLine({ start: { x: nameX, y: top - 118 }, end: { x: x + width, y: top - 118 }, thickness: 0.5, color: COLORS.muted });
      const dateY = top - 138;
      drawLine(this.page, labels.date, x, dateY, label);
      const dateX = x + textWidth(labels.date, label.font, label.size) + 4;
      this.page.drawLine({ start: { x: dateX, y: dateY - 2 }, end: { x: x + width, y: dateY - 2 }, thickness: 0.5, color: COLORS.muted });
      if (column.isSigner) signerBox = { x, signatureLineY, dateX: dateX + 4, dateY, width };
    });
    this.y -= SIGNATURE_BAND_HEIGHT;
    if (!signerBox) throw new Error('A signature band needs a signer column');
    return signerBox;
  }

  /**
   * Lines set as written (a caption, a letterhead, an address): leading spaces kept as an indent,
   * and the block kept on one page so that a caption or an address is never split.
   */
  lines(lines: string[], options: { style?: TextStyle; gapAfter?: number } = {}): void {
    const style = options.style ?? this.body;
    const laidOut = lines.flatMap((line) => {
      const indent = textWidth(line.slice(0, line.length - line.trimStart().length), style.font, style.size);
      return wrapText(line.trimStart(), style.font, style.size, CONTENT_WIDTH - indent).map((text) => ({ text, indent }));
    });
    this.ensureSpace(Math.min(laidOut.length * BODY_LEADING, (PAGE.height - MARGIN.top - MARGIN.bottom) / 2));
    for (const line of laidOut) {
      this.ensureSpace(BODY_LEADING);
      drawLine(this.page, line.text, MARGIN.left + line.indent, this.y - style.size, style);
      this.y -= BODY_LEADING;
    }
    this.y -= options.gapAfter ?? PARAGRAPH_GAP + 3;
  }

  /**
   * A signature block for a paper signed by hand, in the right half of the page and all on one page:
   * the closing, room to sign, the signature line, the typed name, the signer's role, their contact
   * lines, and a date line left blank to be filled in when signing.
   */
  handSignature(block: { closing: string | null; name: string; role: string | null; details: string[]; dateLine: boolean }): void {
    const x = MARGIN.left + CONTENT_WIDTH / 2 - 18;
    const width = PAGE.width - MARGIN.right - x;
    const room = 30;
    const typed = [block.name, ...(block.role ? [block.role] : []), ...block.details];
    const height = (block.closing ? BODY_LEADING : 0) + room + typed.length * BODY_LEADING + (block.dateLine ? BODY_LEADING + 8 : 0) + 4;
    this.ensureSpace(height);
    if (block.closing) {
      drawLine(this.page, block.closing, x, this.y - BODY_SIZE, this.body);
      this.y -= BODY_LEADING;
    }
    this.y -= room;
    this.page.drawLine({ start: { x, y: this.y }, end: { x: x + width, y: this.y }, thickness: 0.7, color: COLORS.ink });
    this.y -= 3;
    typed.forEach((line, i) => {
      const style = i === 0 ? { font: this.fonts.serifBold, size: BODY_SIZE } : this.body;
      drawLine(this.page, fitText(line, style.font, style.size, width), x, this.y - BODY_SIZE, style);
      this.y -= BODY_LEADING;
    });
    if (block.dateLine) {
      this.y -= 8;
      drawLine(this.page, 'Date:', x, this.y - BODY_SIZE, this.body);
      const dateX = x + textWidth('Date:', this.body.font, BODY_SIZE) + 6;
      this.page.drawLine({
        start: { x: dateX, y: this.y - BODY_SIZE - 2 },
        end: { x: dateX + 130, y: this.y - BODY_SIZE - 2 },
        thickness: 0.5,
        color: COLORS.muted,
      });
      this.y -= BODY_LEADING;
    }
    this.y -= PARAGRAPH_GAP + 4;
  }

  /** Lines centred on the page (a court caption's court name and the document's title). */
  centered(lines: string[], style: TextStyle = { font: this.fonts.serifBold, size: 11.5 }): void {
    const leading = Math.max(BODY_LEADING, style.size * 1.35);
    for (const text of lines) {
      for (const line of wrapText(text, style.font, style.size, CONTENT_WIDTH)) {
        this.ensureSpace(leading);
        drawLine(this.page, line, MARGIN.left + (CONTENT_WIDTH - textWidth(line, style.font, style.size)) / 2, this.y - style.size, style);
        this.y -= leading;
      }
    }
    this.y -= PARAGRAPH_GAP;
  }

  /** Draws every page's footer (the notice and "Page X of Y") and returns the PDF's bytes. */
  async finish(): Promise<Uint8Array> {
    drawFooters(this.doc, this.fonts, this.meta.footerNote, this.meta.pageLabel ?? ((page, pages) => `Page ${page} of ${pages}`));
    return this.doc.save();
  }

  private rule(y: number, thickness: number, color: Color = COLORS.rule, width: number = CONTENT_WIDTH): void {
    this.page.drawLine({ start: { x: MARGIN.left, y }, end: { x: MARGIN.left + width, y }, thickness, color });
  }
}

function drawFooters(doc: PDFDocument, fonts: Fonts, note: string, pageLabel: (page: number, pages: number) => string): void {
  const pages = doc.getPages();
  const style = { font: fonts.sans, size: 7.5, color: COLORS.muted };
  const labels = pages.map((_, i) => pageLabel(i + 1, pages.length));
  const labelWidth = Math.max(...labels.map((label) => textWidth(label, fonts.sansBold, 8)));
  const noteLines = wrapText(note, style.font, style.size, CONTENT_WIDTH - labelWidth - 24);
  pages.forEach((page, i) => {
    page.drawLine({ start: { x: MARGIN.left, y: 62 }, end: { x: PAGE.width - MARGIN.right, y: 62 }, thickness: 0.5, color: COLORS.rule });
    noteLines.forEach((line, j) => {
      drawLine(page, line, MARGIN.left, 50 - j * 10, style);
    });
    const label = labels[i] ?? '';
    drawLine(page, label, PAGE.width - MARGIN.right - textWidth(label, fonts.sansBold, 8), 50, { font: fonts.sansBold, size: 8, color: COLORS.muted });
  });
}
