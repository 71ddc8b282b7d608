import { Readable } from 'node:stream';
import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES } from '@parley/shared';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import unzipper from 'unzipper';
import { AppError } from '../../platform/errors.js';
import { zipProblem } from '../../platform/untrusted-files/index.js';

export type PortfolioKind = 'csv' | 'xlsx';
/** One line of the file: its number as a spreadsheet shows it (the header is row 1), and its cells as text. */
export type FileRow = { row: number; cells: string[] };

const CHUNK = 64 * 1024;

/**
 * Refuses a workbook that inflates past the caps (a zip bomb) by inflating and counting, never by the
 * sizes it declares (issue 33): the upload's reader checked it already, this holds for a file read
 * again from storage too. The same rule, in one place, as every .docx and .xlsx (platform/untrusted-files).
 */
export async function checkWorkbookSize(data: Buffer): Promise<void> {
  const problem = await zipProblem(data);
  if (problem === 'unreadable') throw new AppError('UNSUPPORTED_MEDIA_TYPE', PORTFOLIO_MESSAGES.unreadable);
  if (problem === 'too-large') throw new AppError('PAYLOAD_TOO_LARGE', PORTFOLIO_MESSAGES.tooLarge);
}

/** The bytes in 64 KB slices, so a parser is fed a little at a time and its output keeps pace. */
function* slices(data: Buffer): Generator<Buffer> {
  for (let at = 0; at < data.length; at += CHUNK) yield data.subarray(at, at + CHUNK);
}

async function* csvRows(data: Buffer): AsyncGenerator<FileRow> {
  const parser = Readable.from(slices(data)).pipe(
    parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, max_record_size: 64 * 1024, info: true }),
  );
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    // info.lines is the line the record ended on; with skipped blank lines it is still the file's line.
    yield { row: info.lines, cells: record };
  }
}

type CellValue = ExcelJS.CellValue;
/** A cell as text: dates as YYYY-MM-DD, formulas by their cached result, rich text joined. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

/** The parts of exceljs's streaming reader we drive ourselves (exceljs 4.4.0; see firstSheetRows). */
type ReaderSteps = {
  model?: { sheets?: { rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(entry: Readable, sheetNo: string): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
};

/**
 * The workbook's first sheet, row by row. exceljs's own streaming pass (one walk over the local
 * headers with unzipper's Parse) loses the entries after a worksheet whenever the process is slow
 * while it parks that worksheet in a temp file (exceljs issues #3064, #962): the workbook part is
 * never read and the import fails "Cannot read properties of undefined (reading 'sheets')", or
 * worse. It did on a busy CI machine, and would on a busy server. So the archive is opened by its
 * central directory, the workbook's parts are read first in the order the sheet needs them, and the
 * first sheet in the workbook's own order (not the archive's) is streamed: rows still arrive one at
 * a time, with exceljs's parsers reading each part.
 */
async function* firstSheetRows(data: Buffer): AsyncGenerator<ExcelJS.Row> {
  const directory = await unzipper.Open.buffer(data);
  const part = (path: string) => directory.files.find((f) => f.path === path);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  const steps = reader as unknown as ReaderSteps;
  const rels = part('xl/_rels/workbook.xml.rels');
  const workbook = part('xl/workbook.xml');
  if (!rels || !workbook) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PORTFOLIO_MESSAGES.unreadable);
  await steps._parseRels(rels.stream());
  await steps._parseWorkbook(workbook.stream());
  const strings = part('xl/sharedStrings.xml');
  if (strings) for await (const _ of steps._parseSharedStrings(strings.stream()));
  const styles = part('xl/styles.xml');
  if (styles) await steps._parseStyles(styles.stream());
  const first = steps.model?.sheets?.[0];
  const target = steps.workbookRels?.find((rel) => rel.Id === first?.rId)?.Target.replace(/^\/?(xl\/)?/, '');
  const sheetNo = target?.match(/^worksheets\/sheet(\d+)\.xml$/)?.[1];
  const sheet = target && part(`xl/${target}`);
  if (!sheetNo || !sheet) throw new AppError('VALIDATION_FAILED', PORTFOLIO_MESSAGES.noHeader);
  for (const { value } of steps._parseWorksheet(sheet.stream(), sheetNo)) yield* value;
}

async function* xlsxRows(data: Buffer): AsyncGenerator<FileRow> {
  await checkWorkbookSize(data);
  for await (const row of firstSheetRows(data)) {
    const values = row.values as CellValue[];
    const width = Math.min(values.length - 1, PORTFOLIO_LIMITS.maxColumns + 1);
    const cells: string[] = [];
    for (let i = 1; i <= width; i++) cells.push(cellText(values[i]));
    if (cells.every((c) => c.trim() === '')) continue;
    yield { row: row.number, cells };
  }
}

/**
 * The rows of a portfolio file, header first, read as a stream: a row at a time reaches the caller,
 * never the whole table. Unreadable files, too many columns or rows end in a 4xx-coded AppError.
 */
export async function* readPortfolioFile(kind: PortfolioKind, data: Buffer): AsyncGenerator<FileRow> {
  let count = 0;
  try {
    for await (const row of kind === 'csv' ? csvRows(data) : xlsxRows(data)) {
      if (row.cells.length > PORTFOLIO_LIMITS.maxColumns) throw new AppError('VALIDATION_FAILED', PORTFOLIO_MESSAGES.tooManyColumns);
      if (++count > PORTFOLIO_LIMITS.maxRows + 1) throw new AppError('VALIDATION_FAILED', PORTFOLIO_MESSAGES.tooManyRows);
      yield row;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('VALIDATION_FAILED', `${PORTFOLIO_MESSAGES.unreadable}: ${err instanceof Error ? err.message.slice(0, 200) : 'unknown error'}`);
  }
}

/** The header and the first rows, for the mapping screen. */
export async function previewPortfolioFile(kind: PortfolioKind, data: Buffer, sampleRows = 5): Promise<{ headers: string[]; sample: string[][] }> {
  let headers: string[] | null = null;
  const sample: string[][] = [];
  for await (const { cells } of readPortfolioFile(kind, data)) {
    if (headers === null) headers = cells.map((c) => c.trim());
    else sample.push(cells);
    if (sample.length >= sampleRows) break;
  }
  if (!headers || headers.every((h) => h === '')) throw new AppError('VALIDATION_FAILED', PORTFOLIO_MESSAGES.noHeader);
  return { headers, sample };
}
