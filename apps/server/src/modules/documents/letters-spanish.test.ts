import { beforeAll, describe, expect, it } from 'vitest';
import { extractPdfText, type PdfText } from '../../test/pdf-text.js';
import {
  type AuthorizationLetterInput,
  renderAuthorizationLetter,
  renderSettlementAgreement,
  type SettlementAgreementInput,
  sha256Hex,
  stampSignature,
} from './index.js';

const lawFirm = {
  name: 'Demo Law Group',
  payee: 'Demo Law Group IOLTA Trust Account',
  mailingAddress: { street: '100 Main Street, Suite 400', city: 'Austin', state: 'TX', zip: '78701' },
};
const consumer = { name: 'María Peña', mailingAddress: { street: '22 Oak Lane', city: 'Dallas', state: 'TX', zip: '75201' } };
/** 4 monthly payments of $500.00 from September 10, 2026: $2,000.00 against a $4,000.00 balance. */
const schedule = { phases: [{ iterations: 4, payment_amount_cents: 50_000 }], firstPaymentDate: '2026-09-10' };

const agreement: SettlementAgreementInput = {
  agreementDate: '2026-08-01',
  creditorName: 'Acme Bank, N.A.',
  lawFirm,
  consumer,
  account: { reference: '2026-CV-000777', fileNumber: 'DLG-1', state: 'TX', balanceCents: 400_000 },
  settledAmountCents: 200_000,
  schedule,
  language: 'es',
};
const letter: AuthorizationLetterInput = {
  letterDate: '2026-08-01',
  creditorName: 'Acme Bank, N.A.',
  lawFirm,
  consumer,
  account: { reference: '2026-CV-000777', fileNumber: 'DLG-1' },
  paymentMethod: null,
  schedule,
  language: 'es',
};

/** The page on which the English original starts, and the text before and from it. */
function split(text: PdfText, englishTitle: string) {
  const page = text.pages.findIndex((lines) => lines.includes(englishTitle));
  return { page, spanish: text.pages.slice(0, page).flat().join(' '), english: text.pages.slice(page).flat().join(' ') };
}

describe('the settlement agreement for a Spanish-speaking consumer', () => {
  let pdf: Uint8Array;
  let text: PdfText;
  beforeAll(async () => {
    pdf = await renderSettlementAgreement(agreement);
    text = await extractPdfText(pdf);
  });

  it('is the Spanish translation first, in Spanish words, money and dates', () => {
    const { page, spanish } = split(text, 'Settlement Agreement');
    expect(page).toBeGreaterThan(0);
    expect(text.title).toBe('Acuerdo de liquidación de deuda - Cuenta 2026-CV-000777');
    for (const heading of ['Acuerdo de liquidación de deuda', '1. Las partes', '4. Plan de pagos', '9. Si no se hace un pago', '11. Ley aplicable']) {
      expect(spanish).toContain(heading);
    }
    expect(spanish).toContain('Cuota Fecha de vencimiento Monto');
    expect(spanish).toContain('4 10 de diciembre de 2026 $500.00');
    expect(spanish).toContain('Total 4 cuotas $2,000.00');
    expect(spanish).toContain('MONTO DEL ACUERDO $2,000.00 (50% del saldo)');
    expect(spanish).toContain('Fecha: 1 de agosto de 2026');
    expect(text.flat).toContain('4 cuotas mensuales de $500.00');
    expect(text.flat).toContain('rige el original en inglés');
    expect(spanish).toContain('Página 1 de');
    // No glyph fell back to U+FFFD: DejaVu draws á, é, í, ó, ú, ñ, º.
    expect(text.text).not.toContain('\uFFFD');
  });

  it('is followed by the English original, which carries the signature band in both languages', () => {
    const { english } = split(text, 'Settlement Agreement');
    expect(english).toContain('1. The parties');
    expect(english).toContain('4 December 10, 2026 $500.00');
    expect(english).toContain('CONSUMIDOR / CONSUMER');
    expect(english).toContain('Firma / Signature');
    expect(english).toContain('Nombre / Name:');
    expect(english).not.toContain('Cuota Fecha de vencimiento');
  });

  it('is signed on the last page of the English original, with the certificate in Spanish, then in English', async () => {
    const signed = await stampSignature(pdf, {
      signerName: 'María Peña',
      legalName: 'María Peña',
      signedAt: new Date('2026-08-03T15:00:00Z'),
      ip: '203.0.113.7',
      userAgent: 'test',
      consentText: 'Acepto firmar electrónicamente.',
      documentSha256: sha256Hex(pdf),
    });
    const read = await extractPdfText(signed);
    const signedPage = read.pages[text.pageCount - 1]?.join(' ') ?? '';
    expect(signedPage).toContain('/s/ María Peña');
    expect(signedPage).toContain(`Firmado electrónicamente: certificado en la página ${text.pageCount + 1}`);
    expect(signedPage).toContain('3 de agosto de 2026');
    const certificate = read.pages.slice(text.pageCount).flat().join(' ');
    expect(certificate).toContain('Certificado de firma electrónica');
    expect(certificate).toContain('FIRMANTE María Peña, tal como se nombra en el documento');
    expect(certificate).toContain('Cómo se firmó el documento');
    expect(certificate).toContain('Electronic signature certificate');
    expect(certificate).toContain('How the document was signed');
    expect(read.text).not.toContain('\uFFFD');
  });

  it('is English alone, as before, for an English-speaking consumer', async () => {
    const english = await extractPdfText(await renderSettlementAgreement({ ...agreement, language: 'en' }));
    expect(english.title).toBe('Settlement Agreement - Account 2026-CV-000777');
    expect(english.text).not.toContain('Acuerdo');
    expect(english.text).toContain('CONSUMER');
    expect(english.text).not.toContain('/ Signature');
  });
});

describe('the payment authorization for a Spanish-speaking consumer', () => {
  let text: PdfText;
  beforeAll(async () => {
    text = await extractPdfText(await renderAuthorizationLetter(letter));
  });

  it('is the Spanish translation first, in Spanish words, money and dates', () => {
    const { page, spanish } = split(text, 'Payment Authorization');
    expect(page).toBeGreaterThan(0);
    for (const heading of ['Autorización de pago', 'Lo que autorizo', 'Pagos', 'Quién recibe mis pagos', 'Cómo cambiar o revocar esta autorización']) {
      expect(spanish).toContain(heading);
    }
    expect(spanish).toContain('TOTAL AUTORIZADO $2,000.00 en 4 cuotas');
    expect(spanish).toContain('4 10 de diciembre de 2026 $500.00');
    expect(spanish).toContain('Fecha: 1 de agosto de 2026');
    expect(text.flat).toContain('el método de pago que configuré en Parley');
    expect(text.flat).toContain('al menos 3 días hábiles');
    expect(text.text).not.toContain('\uFFFD');
  });

  it('is followed by the English original, signed under labels in both languages', () => {
    const { english } = split(text, 'Payment Authorization');
    expect(english).toContain('What I authorize');
    expect(english).toContain('AUTORIZADO POR / AUTHORIZED BY');
    expect(english).toContain('Fecha / Date:');
  });
});
