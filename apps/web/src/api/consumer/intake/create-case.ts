import { CreatedCustomerDocumentSchema, type Product } from '@parley/shared';
import { apiFetch } from '../../client';

/** POST /customer_documents?document_name=…: a new case, and where its walk-through starts. */
export async function createCustomerDocument(product: Product, source?: string) {
  const query = new URLSearchParams({ document_name: product, ...(source === 'pilot' ? { source } : {}) });
  return CreatedCustomerDocumentSchema.parse(await apiFetch('POST', `/customer_documents?${query}`));
}
