import { createRequire } from 'node:module';
import { PORTFOLIO_MESSAGES } from '@parley/shared';
import { Document, Packer, Paragraph } from 'docx';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { readPortfolioFile } from './portfolio-file.js';

type TmpFile = (callback: (...args: unknown[]) => void) => void;
/** The temp-file module exceljs's own streaming pass parks a worksheet in (the same instance it requires). */
const tmp = createRequire(createRequire(import.meta.url).resolve('exceljs'))('tmp') as { file: TmpFile };
const realTmpFile = tmp.file;

async function workbook(build: (book: ExcelJS.Workbook) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  build(book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function rows(data: Buffer): Promise<string[][]> {
  const out: string[][] = [];
  for await (const { cells } of readPortfolioFile('xlsx', data)) out.push(cells);
  return out;
}

describe('reading a portfolio workbook', () => {
  afterEach(() => {
    tmp.file = realTmpFile;
  });

  it('reads every workbook whole on a slow machine (exceljs lost the workbook part whenever its temp file was slow)', async () => {
    // What a busy server does to exceljs's one-pass reader: the worksheet's temp file takes a while.
    tmp.file = (callback) => setTimeout(() => realTmpFile(callback), 5 + Math.random() * 20);
    const data = await workbook((book) => {
      const sheet = book.addWorksheet('Accounts');
      sheet.addRow(['Reference', 'Customer Name', 'Amount']);
      sheet.addRow([1001, 'Ada Lovelace', 12.5]);
      sheet.addRow(['R-2', 'Grace Hopper', 99]);
    });
    for (let i = 0; i < 12; i++) {
      expect(await rows(data)).toEqual([
        ['Reference', 'Customer Name', 'Amount'],
        ['1001', 'Ada Lovelace', '12.5'],
        ['R-2', 'Grace Hopper', '99'],
      ]);
    }
  });

  it('reads the first sheet of the workbook and only that one, with shared strings and dates as text', async () => {
    const data = await workbook((book) => {
      const first = book.addWorksheet('Portfolio');
      first.addRow(['Reference', 'Opened']);
      first.addRow(['A-1', new Date(Date.UTC(2019, 4, 3))]);
      book.addWorksheet('Notes').addRow(['not an account']);
    });
    expect(await rows(data)).toEqual([
      ['Reference', 'Opened'],
      ['A-1', '2019-05-03'],
    ]);
  });

  it('refuses an archive that is not a workbook (a Word document named .xlsx) with the plain reason, not a crash', async () => {
    const word = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Dear collector')] }] }));
    await expect(rows(word)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: PORTFOLIO_MESSAGES.unreadable });
  });
});
