import { apiDownload } from '../../client';

/** Collector spec 7: `settlement_agreement` and `render_document` (the authorization letter). */
export const ACCOUNT_DOCUMENTS = {
  settlement_agreement: { path: '/collectors/api/settlement_agreement', label: 'Download agreement', filename: 'settlement-agreement' },
  authorization_letter: { path: '/collectors/api/render_document', label: 'Download authorization letter', filename: 'payment-authorization' },
} as const;
export type AccountDocumentKind = keyof typeof ACCOUNT_DOCUMENTS;

/** Fetches the PDF and hands it to the browser as a download. */
export async function downloadAccountDocument(kind: AccountDocumentKind, customerDocumentId: number): Promise<void> {
  const { path, filename } = ACCOUNT_DOCUMENTS[kind];
  await downloadPdf(path, customerDocumentId, `${filename}-${customerDocumentId}.pdf`);
}

/** Posts for one account's PDF and hands it to the browser as a download named `filename`. */
export async function downloadPdf(path: string, customerDocumentId: number, filename: string): Promise<void> {
  const blob = await apiDownload(path, { customer_document_id: customerDocumentId });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
