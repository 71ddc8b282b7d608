import { getDocumentProxy } from 'unpdf';

/**
 * A PDF's text as a reader sees it, for tests: each page's lines top to bottom, the pieces of a
 * line (a table row's cells) joined by single spaces. Uses PDF.js (through unpdf), a parser
 * independent of the library that wrote the PDF, so a test reads what any viewer would show.
 */
export type PdfText = {
  pageCount: number;
  /** Each page's lines, top to bottom. */
  pages: string[][];
  /** All lines of all pages, joined by newlines. */
  text: string;
  /** All text with every run of whitespace (line breaks too) made one space: for sentences that wrap. */
  flat: string;
  /** Every piece of text with its page (1-based) and position in points from the bottom left. */
  items: { page: number; str: string; x: number; y: number }[];
  title: string | null;
};

type TextItem = { str: string; transform: number[]; width: number };

export async function extractPdfText(bytes: Uint8Array): Promise<PdfText> {
  // PDF.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const pages: string[][] = [];
    const positioned: PdfText['items'] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is TextItem & typeof item => 'str' in item && item.str.trim() !== '');
      pages.push(toLines(items));
      for (const item of items) positioned.push({ page: n, str: item.str, x: item.transform[4] ?? 0, y: item.transform[5] ?? 0 });
    }
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
    const text = pages.map((lines) => lines.join('\n')).join('\n');
    return { pageCount: pdf.numPages, pages, text, flat: text.replace(/\s+/g, ' '), items: positioned, title: info.Title ?? null };
  } finally {
    await pdf.destroy();
  }
}

/** Items whose baselines are within 2 pt of each other form one line, read left to right. */
function toLines(items: TextItem[]): string[] {
  const rows: { y: number; items: TextItem[] }[] = [];
  for (const item of items) {
    const y = item.transform[5] ?? 0;
    const row = rows.find((r) => Math.abs(r.y - y) < 2);
    if (row) row.items.push(item);
    else rows.push({ y, items: [item] });
  }
  return rows
    .sort((a, b) => b.y - a.y)
    .map((row) =>
      row.items
        .sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0))
        .map((item) => item.str.trim())
        .join(' ')
        .replace(/\s+/g, ' '),
    );
}
