import { formatLongDate, parseDollarsToCents, paymentSchedule } from '@parley/shared';
import fc from 'fast-check';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractPdfText, type PdfText } from '../../test/pdf-text.js';
import { embedFaces } from './fonts.js';
import {
  type AuthorizationLetterInput,
  renderAuthorizationLetter,
  renderSettlementAgreement,
  type SettlementAgreementInput,
  sha256Hex,
  stampSignature,
} from './index.js';
import { PAGE, wrapText } from './typesetting.js';

const lawFirm = {
  name: 'Demo Law Group',
  payee: 'Demo Law Group IOLTA Trust Account',
  mailingAddress: { street: '100 Main Street, Suite 400', city: 'Austin', state: 'TX', zip: '78701' },
};
const consumer = { name: 'José Ñúñez', mailingAddress: { street: '22 Oak Lane', city: 'Dallas', state: 'TX', zip: '75201' } };

/** A two-tier plan: 6 × $250.00 then 6 × $186.16 = $2,616.96 against a $5,234.56 balance. */
function agreementInput(overrides: Partial<SettlementAgreementInput> = {}): SettlementAgreementInput {
  return {
    agreementDate: '2026-06-01',
    creditorName: 'Acme Bank, N.A.',
    lawFirm,
    consumer,
    account: { reference: '2024-CV-001234', fileNumber: 'DLG-88231', state: 'TX', balanceCents: 523_456 },
    settledAmountCents: 261_696,
    schedule: {
      phases: [
        { iterations: 6, payment_amount_cents: 25_000 },
        { iterations: 6, payment_amount_cents: 18_616 },
      ],
      firstPaymentDate: '2026-07-31',
    },
    language: 'en',
    ...overrides,
  };
}

function letterInput(overrides: Partial<AuthorizationLetterInput> = {}): AuthorizationLetterInput {
  const agreement = agreementInput();
  return {
    letterDate: '2026-06-01',
    creditorName: agreement.creditorName,
    lawFirm,
    consumer,
    account: { reference: '2024-CV-001234', fileNumber: 'DLG-88231' },
    paymentMethod: 'checking account ending in 6789',
    schedule: agreement.schedule,
    language: 'en',
    ...overrides,
  };
}

const consentText =
  'I agree to receive and sign this settlement agreement electronically. I understand that I may ask for a paper copy ' +
  'and that I may withdraw this consent before I sign.';
const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function signatureFor(pdf: Uint8Array) {
  return {
    signerName: 'José Ñúñez',
    legalName: 'José Ñúñez',
    signedAt: new Date('2026-06-03T14:05:09Z'),
    ip: '203.0.113.7',
    userAgent,
    consentText,
    documentSha256: sha256Hex(pdf),
  };
}

const SCHEDULE_ROW = /^(\d+) ([A-Z][a-z]+ \d{1,2}, \d{4}) \$([\d,]+\.\d{2})$/;

/** The schedule table's rows as read back from the PDF: payment number, date, amount in cents. */
function scheduleRows(text: PdfText): { number: number; date: string; amountCents: number }[] {
  return text.pages.flat().flatMap((line) => {
    const match = SCHEDULE_ROW.exec(line);
    return match ? [{ number: Number(match[1]), date: match[2]!, amountCents: parseDollarsToCents(match[3]!) ?? Number.NaN }] : [];
  });
}

describe('renderSettlementAgreement', () => {
  let pdf: Uint8Array;
  let text: PdfText;
  beforeAll(async () => {
    pdf = await renderSettlementAgreement(agreementInput());
    text = await extractPdfText(pdf);
  });

  it('is a valid PDF that pdf-lib parses back, on US Letter pages, titled for its account', async () => {
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    expect(new TextDecoder().decode(pdf.slice(-7))).toContain('%%EOF');
    const parsed = await PDFDocument.load(pdf);
    expect(parsed.getPageCount()).toBe(text.pageCount);
    expect(parsed.getPageCount()).toBeGreaterThanOrEqual(2);
    for (const page of parsed.getPages()) expect(page.getSize()).toEqual({ width: PAGE.width, height: PAGE.height });
    expect(text.title).toBe('Settlement Agreement - Account 2024-CV-001234');
  });

  it('names the parties, the firm and its address, and the account', () => {
    expect(text.pages[0]?.[1]).toBe('Settlement Agreement');
    expect(text.flat).toContain(
      'between Acme Bank, N.A. (the "Creditor"), represented by its attorneys Demo Law Group, 100 Main Street, Suite 400, Austin, TX 78701 (the "Law Firm"), and José Ñúñez, 22 Oak Lane, Dallas, TX 75201 ("you")',
    );
    expect(text.flat).toContain('This agreement covers the account 2024-CV-001234 (Law Firm file no. DLG-88231)');
    expect(text.flat).toContain('made on June 1, 2026');
  });

  it('states the settled amount against the balance and the discount', () => {
    expect(text.text).toContain('BALANCE OWED $5,234.56');
    expect(text.text).toContain('SETTLEMENT AMOUNT $2,616.96 (50% of the balance)');
    expect(text.text).toContain('YOU SAVE $2,617.60');
    expect(text.flat).toContain('The Creditor agrees to accept $2,616.96 (the "Settlement Amount") instead of the full Balance of $5,234.56');
    expect(text.flat).toContain('you save $2,617.60');
  });

  it('lists every payment of a two-tier plan with its monthly due date, adding up to the settled amount', () => {
    const rows = scheduleRows(text);
    const expected = paymentSchedule(agreementInput().schedule.phases, '2026-07-31');
    expect(rows.map((r) => r.number)).toEqual(expected.map((_, i) => i + 1));
    expect(rows.map((r) => r.date)).toEqual(expected.map((p) => formatLongDate(p.date)));
    expect(rows.slice(0, 3).map((r) => r.date)).toEqual(['July 31, 2026', 'August 31, 2026', 'September 30, 2026']);
    expect(rows.map((r) => r.amountCents)).toEqual([...Array(6).fill(25_000), ...Array(6).fill(18_616)]);
    expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(261_696);
    expect(text.text).toContain('Total 12 payments $2,616.96');
    expect(text.flat).toContain('You will pay the Settlement Amount in 12 payments: 6 monthly payments of $250.00, then 6 monthly payments of $186.16.');
  });

  it('says that payment in full settles the account, how it is reported to the credit bureaus, and releases further claims', () => {
    expect(text.flat).toContain('When the full Settlement Amount has been paid, the account is settled in full: you will owe nothing more on it');
    expect(text.flat).toContain(
      'Within 30 days after your final payment, the Creditor, directly or through the Law Firm, will report the account to each credit bureau it reports to as "settled in full" ("paid in full for less than the full balance"), with a balance of $0.00.',
    );
    expect(text.flat).toContain('the Creditor and the Law Firm release you from all further claims on this account');
    expect(text.flat).toContain('ask the court to dismiss it with prejudice');
  });

  it('covers paying through Parley, missed payments with a 15-day cure, taxes and the governing law', () => {
    expect(text.flat).toContain('You make every payment through Parley.');
    expect(text.flat).toContain("sends it to the Law Firm's payee, Demo Law Group IOLTA Trust Account, on your behalf");
    expect(text.flat).toContain('You then have 15 days after the due date to make the missed payment');
    expect(text.flat).toContain('Form 1099-C');
    expect(text.flat).toContain('The laws of the State of Texas govern this agreement.');
  });

  it('ends with signature blocks for both sides on the last page', () => {
    const last = text.pages[text.pageCount - 1]!;
    expect(last).toContain('FOR THE CREDITOR CONSUMER');
    expect(last).toContain('Acme Bank, N.A. José Ñúñez');
    expect(last).toContain('by its attorneys, Demo Law Group 22 Oak Lane, Dallas, TX 75201');
    expect(last).toContain('Name and title: Name: José Ñúñez');
    expect(text.text).not.toContain('/s/');
  });

  it('prints the debt-collector and not-legal-advice notice and "Page X of Y" on every page', () => {
    text.pages.forEach((lines, i) => {
      const page = lines.join(' ');
      expect(page).toContain(`Page ${i + 1} of ${text.pageCount}`);
      expect(page).toContain('This communication is from a debt collector.');
      expect(page).toContain('this document is not legal advice');
    });
  });

  it('renders the same bytes for the same terms, so its SHA-256 identifies it', async () => {
    const again = await renderSettlementAgreement(agreementInput());
    expect(sha256Hex(again)).toBe(sha256Hex(pdf));
    const other = await renderSettlementAgreement(agreementInput({ agreementDate: '2026-06-02' }));
    expect(sha256Hex(other)).not.toBe(sha256Hex(pdf));
  });

  it('runs a 36-payment schedule onto the next page, repeating the table header, with every page numbered', async () => {
    const long = await renderSettlementAgreement(
      agreementInput({
        settledAmountCents: 360_000,
        account: { reference: 'ACCT-36', fileNumber: null, state: 'CA', balanceCents: 720_000 },
        schedule: { phases: [{ iterations: 36, payment_amount_cents: 10_000 }], firstPaymentDate: '2026-01-31' },
      }),
    );
    const read = await extractPdfText(long);
    expect(read.pageCount).toBeGreaterThanOrEqual(3);
    expect((await PDFDocument.load(long)).getPageCount()).toBe(read.pageCount);
    const rows = scheduleRows(read);
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(360_000);
    expect(rows.slice(0, 3).map((r) => r.date)).toEqual(['January 31, 2026', 'February 28, 2026', 'March 31, 2026']);
    expect(rows.at(-1)?.date).toBe('December 31, 2028');
    const pagesWithRows = read.pages.map((lines) => lines.filter((l) => SCHEDULE_ROW.test(l)).length).filter((n) => n > 0);
    expect(pagesWithRows.length).toBeGreaterThanOrEqual(2);
    const pagesWithHeader = read.pages.filter((lines) => lines.includes('Payment Due date Amount'));
    expect(pagesWithHeader.length).toBe(pagesWithRows.length);
    read.pages.forEach((lines, i) => {
      expect(lines.join(' ')).toContain(`Page ${i + 1} of ${read.pageCount}`);
    });
    expect(read.text).toContain('Total 36 payments $3,600.00');
    expect(read.flat).toContain('The laws of the State of California govern this agreement.');
    expect(read.flat).toContain('This agreement covers the account ACCT-36. As of');
  });

  it('says "paid in full" and promises no savings when the settlement is the whole balance', async () => {
    const read = await extractPdfText(
      await renderSettlementAgreement(
        agreementInput({ account: { reference: 'FULL-1', fileNumber: null, state: 'TX', balanceCents: 261_696 }, settledAmountCents: 261_696 }),
      ),
    );
    expect(read.flat).toContain('You agree to pay the full Balance of $2,616.96');
    expect(read.flat).toContain('as "settled in full" ("paid in full")');
    expect(read.flat).not.toContain('forgiven.');
    expect(read.text).toContain('YOU SAVE $0.00');
  });

  it('prints names in any Latin, Greek or Cyrillic script exactly, and marks what DejaVu has no glyph for with U+FFFD', async () => {
    const name = 'Zoë Nguyễn-Łukasz Ольга';
    const pdf = await renderSettlementAgreement(
      agreementInput({
        creditorName: 'Bank Ąść Ltd',
        consumer: { name: `${name} 😀`, mailingAddress: { street: 'ulica Długa 5', city: 'Kraków', state: 'NY', zip: '10001' } },
      }),
    );
    const read = await extractPdfText(pdf);
    expect(read.text).toContain(`CONSUMER ${name} \uFFFD`);
    expect(read.text).toContain('CREDITOR Bank Ąść Ltd');
    expect(read.flat).toContain('ulica Długa 5, Kraków, NY 10001');
    const signed = await extractPdfText(await stampSignature(pdf, { ...signatureFor(pdf), signerName: name }));
    expect(signed.flat).toContain(`/s/ ${name}`);
    const letter = await extractPdfText(await renderAuthorizationLetter(letterInput({ consumer: { name, mailingAddress: consumer.mailingAddress } })));
    expect(letter.flat).toContain(name);
  });

  it('refuses terms that do not add up, rather than print a contradictory agreement', async () => {
    await expect(renderSettlementAgreement(agreementInput({ settledAmountCents: 261_697 }))).rejects.toMatchObject({
      code: 'RULE_VIOLATED',
      message: 'The payments add up to $2,616.96, not the settled amount of $2,616.97',
    });
    await expect(
      renderSettlementAgreement(
        agreementInput({ account: { reference: 'X', fileNumber: null, state: 'TX', balanceCents: 100_000 }, settledAmountCents: 261_696 }),
      ),
    ).rejects.toMatchObject({ code: 'RULE_VIOLATED' });
    await expect(renderSettlementAgreement(agreementInput({ agreementDate: '2026-02-30' }))).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      renderSettlementAgreement(agreementInput({ schedule: { phases: agreementInput().schedule.phases, firstPaymentDate: '31/07/2026' } })),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      renderSettlementAgreement(agreementInput({ account: { reference: 'X', fileNumber: null, state: 'ZZ', balanceCents: 523_456 } })),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: 'Unknown state: ZZ' });
    await expect(renderSettlementAgreement(agreementInput({ consumer: { name: '  ', mailingAddress: null } }))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'consumer.name': 'The consumer name is required' },
    });
    await expect(
      renderSettlementAgreement(agreementInput({ schedule: { phases: [{ iterations: 2, payment_amount_cents: 130_848.5 }], firstPaymentDate: '2026-07-31' } })),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('renderAuthorizationLetter', () => {
  let text: PdfText;
  beforeAll(async () => {
    text = await extractPdfText(await renderAuthorizationLetter(letterInput()));
  });

  it('authorizes Parley to collect the scheduled payments and pay them to the payee on the consumer’s behalf', () => {
    expect(text.pages[0]?.[1]).toBe('Payment Authorization');
    expect(text.flat).toContain(
      'I, José Ñúñez, authorize Parley to collect the payments listed below from my checking account ending in 6789 on or after each due date, and to send each payment to Demo Law Group IOLTA Trust Account, the payee of Demo Law Group, on my behalf, to pay my settlement of account 2024-CV-001234 with Acme Bank, N.A. The payments are',
    );
    expect(text.flat).toContain('This authorization covers only the amounts and dates listed below.');
  });

  it('lists the schedule and the payee with its mailing address', () => {
    const rows = scheduleRows(text);
    expect(rows).toHaveLength(12);
    expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(261_696);
    expect(rows[6]).toEqual({ number: 7, date: 'January 31, 2027', amountCents: 18_616 });
    expect(text.text).toContain('Total 12 payments $2,616.96');
    expect(text.text).toContain('PAYEE Demo Law Group IOLTA Trust Account');
    expect(text.flat).toContain('MAILING ADDRESS Demo Law Group 100 Main Street, Suite 400 Austin, TX 78701');
    expect(text.text).toContain('PAYMENT METHOD Checking account ending in 6789');
  });

  it('says how to revoke the authorization and what revoking does not do', () => {
    expect(text.flat).toContain('I can revoke this authorization at any time, in the Parley app (on my payment plan) or by writing to Parley support.');
    expect(text.flat).toContain('I must revoke at least 3 business days before its due date');
    expect(text.flat).toContain('Revoking stops future payments only. It does not cancel my settlement agreement');
    text.pages.forEach((lines, i) => {
      expect(lines.join(' ')).toContain(`Page ${i + 1} of ${text.pageCount}`);
    });
  });

  it('falls back to the payment method set up in Parley when none is named', async () => {
    const read = await extractPdfText(await renderAuthorizationLetter(letterInput({ paymentMethod: null })));
    expect(read.flat).toContain('from the payment method I set up in Parley on or after each due date');
  });
});

describe('stampSignature', () => {
  let unsigned: Uint8Array;
  let unsignedText: PdfText;
  let signed: Uint8Array;
  let text: PdfText;
  beforeAll(async () => {
    unsigned = await renderSettlementAgreement(agreementInput());
    unsignedText = await extractPdfText(unsigned);
    signed = await stampSignature(unsigned, signatureFor(unsigned));
    text = await extractPdfText(signed);
  });

  it('writes /s/ and the typed name with the date into the consumer block on the last agreement page', () => {
    const lastAgreementPage = unsignedText.pageCount;
    expect(text.pageCount).toBe(lastAgreementPage + 1);
    const stamps = text.items.filter((item) => item.str.startsWith('/s/ '));
    // The certificate quotes the typed signature too; the stamp is the one on the agreement's last page.
    const onAgreement = stamps.filter((item) => item.page <= lastAgreementPage);
    expect(onAgreement).toHaveLength(1);
    expect(onAgreement[0]).toMatchObject({ page: lastAgreementPage, str: '/s/ José Ñúñez' });
    // The consumer's block is the right-hand one; the creditor's stays blank.
    expect(onAgreement[0]!.x).toBeGreaterThan(PAGE.width / 2);
    const last = text.pages[lastAgreementPage - 1]!;
    expect(last).toContain('Date: Date: June 3, 2026');
    expect(last.join(' ')).toContain(`Signed electronically: certificate on page ${lastAgreementPage + 1}`);
  });

  it('leaves the agreement’s other pages as they were', () => {
    for (let i = 0; i < unsignedText.pageCount - 1; i++) expect(text.pages[i]).toEqual(unsignedText.pages[i]);
  });

  it('appends an electronic signature certificate with the signer, time, IP, user agent, consent and the document’s SHA-256', () => {
    const certificate = text.pages[text.pageCount - 1]!;
    const flat = certificate.join(' ');
    expect(certificate[1]).toBe('Electronic signature certificate');
    expect(certificate).toContain('SIGNER José Ñúñez, as named in the document');
    expect(certificate).toContain('TYPED SIGNATURE /s/ José Ñúñez');
    expect(certificate).toContain('SIGNED AT (UTC) 2026-06-03T14:05:09.000Z');
    expect(certificate).toContain('IP ADDRESS 203.0.113.7');
    expect(flat.replace(/\s+/g, ' ')).toContain(`USER AGENT ${userAgent}`);
    expect(flat.replace(/\s+/g, ' ')).toContain(consentText);
    expect(certificate).toContain(`DOCUMENT SHA-256 ${sha256Hex(unsigned)}`);
    expect(flat).toContain('DOCUMENT Settlement Agreement - Account 2024-CV-001234 (3 pages)');
    expect(flat.replace(/\s+/g, ' ')).toContain('so this value identifies the document as presented');
    expect(flat).toContain('Certificate page 1 of 1');
  });

  it('refuses a document that changed after it was presented', async () => {
    const other = await renderSettlementAgreement(agreementInput({ agreementDate: '2026-06-02' }));
    await expect(stampSignature(other, signatureFor(unsigned))).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses to sign a document twice', async () => {
    await expect(stampSignature(signed, signatureFor(signed))).rejects.toMatchObject({ code: 'CONFLICT', message: 'This document is already signed' });
  });

  it("signs a firm's own PDF on an added signature page, and only once", async () => {
    const foreign = await PDFDocument.create();
    foreign.addPage().drawText('The firm agreement', { font: await foreign.embedFont(StandardFonts.Helvetica) });
    const foreignBytes = await foreign.save();
    const signed = await stampSignature(foreignBytes, { ...signatureFor(foreignBytes), signerName: 'jose  nunez', legalName: 'José A. Ñúñez' });
    const read = await extractPdfText(signed);
    expect(read.pages[0]).toContain('The firm agreement');
    expect(read.pages[1]?.join(' ')).toContain('Consumer signature page');
    // Under the line, the legal name the typed one was checked against; on the certificate, both.
    expect(read.pages[1]).toContain('José A. Ñúñez');
    expect(read.pages[read.pageCount - 1]).toContain('SIGNER José A. Ñúñez, as named in the document');
    expect(read.pages[read.pageCount - 1]).toContain('TYPED SIGNATURE /s/ jose nunez');
    expect(read.items.find((item) => item.str.startsWith('/s/ ') && item.page === 2)).toBeDefined();
    expect(read.pages[read.pageCount - 1]?.join(' ')).toContain('Electronic signature certificate');
    await expect(stampSignature(signed, signatureFor(signed))).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses bytes that are not a PDF and a blank typed name', async () => {
    const garbage = new TextEncoder().encode('hello, not a pdf');
    await expect(stampSignature(garbage, signatureFor(garbage))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The file is not a readable PDF',
    });
    await expect(stampSignature(unsigned, { ...signatureFor(unsigned), signerName: '   ' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(stampSignature(unsigned, { ...signatureFor(unsigned), documentSha256: 'abc' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('signs the authorization letter in its own signature block', async () => {
    const letter = await renderAuthorizationLetter(letterInput());
    const read = await extractPdfText(await stampSignature(letter, { ...signatureFor(letter), signerName: 'Jose Nunez' }));
    const pages = (await extractPdfText(letter)).pageCount;
    const stamp = read.items.find((item) => item.str === '/s/ Jose Nunez' && item.page === pages);
    expect(stamp).toBeDefined();
    expect(read.pages[read.pageCount - 1]).toContain('SIGNER José Ñúñez, as named in the document');
    expect(read.pages[read.pageCount - 1]).toContain('TYPED SIGNATURE /s/ Jose Nunez');
  });
});

describe('sha256Hex', () => {
  it('matches the published SHA-256 test vector', () => {
    expect(sha256Hex(new TextEncoder().encode('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('wrapText', () => {
  let font: PDFFont;
  beforeAll(async () => {
    ({ serif: font } = await embedFaces(await PDFDocument.create(), ['serif']));
  });

  it('keeps explicit line breaks and breaks a word longer than the line', () => {
    expect(wrapText('one\ntwo', font, 11, 200)).toEqual(['one', 'two']);
    const lines = wrapText('a'.repeat(80), font, 11, 100);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('a'.repeat(80));
  });

  it('never draws a line wider than the width and never loses or reorders a word', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9$,.]{1,30}$/), { minLength: 1, maxLength: 60 }), fc.integer({ min: 60, max: 468 }), (words, width) => {
        const lines = wrapText(words.join(' '), font, 11, width);
        for (const line of lines) expect(font.widthOfTextAtSize(line, 11)).toBeLessThanOrEqual(width);
        expect(lines.join(' ').split(' ').join('')).toBe(words.join(''));
      }),
      { numRuns: 200 },
    );
  });
});
